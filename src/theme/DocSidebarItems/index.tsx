// The items of a sidebar list, each through @theme/DocSidebarItem (the caller
// renders the `<ul>` around them, as the reference's callers do).
import { memo } from 'react';
import { useRenderedPathNow } from '@docgen/client/renderedPath';
import { DocSidebarItemsExpandedStateProvider } from '@docgen/client/sidebarExpanded';
import type { SidebarItem } from '@docgen/shared/types';
import DocSidebarItem from '@theme/DocSidebarItem';

export interface Props {
  items: SidebarItem[];
  /** Accepted for the reference's callers; each item reads the path itself (see DocSidebarItem). */
  activePath?: string;
  level?: number;
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

/**
 * Memoised: a category re-rendering (its link target once hydrated, its collapsed state) leaves
 * its unchanged children alone instead of re-rendering the whole subtree.
 */
export default memo(function DocSidebarItems({ items, level = 1, onItemClick, tabIndex }: Props) {
  const activePath = useRenderedPathNow();
  // A site's ejected DocSidebarItem/Category reads which sibling was expanded last from here.
  return (
    <DocSidebarItemsExpandedStateProvider>
      {items.map((item, index) => (
        <DocSidebarItem
          key={`${index}-${item.type === 'html' ? index : item.label}`}
          item={item}
          activePath={activePath}
          level={level}
          index={index}
          onItemClick={onItemClick}
          tabIndex={tabIndex}
        />
      ))}
    </DocSidebarItemsExpandedStateProvider>
  );
});
