// One sidebar item, by type: @theme/DocSidebarItem/Link, /Category or /Html,
// with the reference's props, so a site's wrappers of them are used.
import { useRenderedPath, useRenderedPathNow } from '@docgen/client/renderedPath';
import type { ComponentProps } from 'react';
import type { SidebarItem } from '@docgen/shared/types';
import DocSidebarItemCategory from '@theme/DocSidebarItem/Category';
import DocSidebarItemHtml from '@theme/DocSidebarItem/Html';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import { samePath, isActiveSidebarItem } from '@theme/utils';

export interface Props {
  item: SidebarItem;
  /** The page's path. */
  activePath: string;
  level: number;
  index: number;
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

/**
 * The props of one item type's component: the same, with that type's item, and, as in the
 * reference, any other attribute a wrapper passes (`style`, `data-*`), given to the item's link.
 */
export type ItemProps<T extends SidebarItem> = Omit<Props, 'item' | 'index'> & {
  item: T;
  index?: number;
} & Omit<ComponentProps<'a'>, 'href' | 'onClick' | 'children'>;

/** What about the page on screen matters to this item: is it, or is it inside, the item. */
function activeState(item: SidebarItem, path: string): string {
  if (item.type === 'html') return '';
  if (samePath(item.href, path)) return 'current';
  return isActiveSidebarItem(item, path) ? 'inside' : '';
}

export default function DocSidebarItem({ item, ...props }: Props) {
  // Re-render when this item's active state changes, not on every navigation (a sidebar has 100+
  // items); `activePath` is then read as it is, so it is right wherever it changes the item.
  useRenderedPath((path) => activeState(item, path));
  const activePath = useRenderedPathNow();
  if (item.type === 'category')
    return <DocSidebarItemCategory item={item} {...props} activePath={activePath} />;
  if (item.type === 'html') return <DocSidebarItemHtml item={item} {...props} />;
  return <DocSidebarItemLink item={item} {...props} activePath={activePath} />;
}
