// A sidebar category: collapsible, expanded while the page on screen is in it,
// its label linking to its own page (or toggling it when it has none).
import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { useIsBrowser } from '@docgen/client/hooks';
import { Link } from '@docgen/client/Link';
import { firstLinkInside } from '@docgen/client/sidebarItems';
import type { SidebarCategory } from '@docgen/shared/types';
import type { ItemProps } from '@theme/DocSidebarItem';
import DocSidebarItems from '@theme/DocSidebarItems';
import { isActiveSidebarItem, samePath } from '@theme/utils';

export type Props = ItemProps<SidebarCategory>;

export default function DocSidebarItemCategory({
  item,
  activePath,
  level,
  onItemClick,
  tabIndex,
  index: _index,
  ...props
}: Props) {
  const active = isActiveSidebarItem(item, activePath);
  const isCurrent = samePath(item.href, activePath);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active);
  // Before hydration the label links to the first page inside (works without JavaScript).
  const hydrated = useIsBrowser();
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  const toggle = () => item.collapsible && setCollapsed((c) => !c);
  const label = item.label;
  return (
    <li
      className={clsx(
        'theme-doc-sidebar-item-category',
        `theme-doc-sidebar-item-category-level-${level}`,
        'menu__list-item',
        collapsed && 'menu__list-item--collapsed',
        item.className,
      )}
    >
      <div
        className={clsx(
          'menu__list-item-collapsible',
          isCurrent && 'menu__list-item-collapsible--active',
        )}
      >
        <Link
          to={item.href ?? (hydrated ? '#' : firstLinkInside(item))}
          className={clsx(
            'menu__link',
            item.collapsible && 'menu__link--sublist',
            item.collapsible && !item.href && 'menu__link--sublist-caret',
            active && 'menu__link--active',
          )}
          role={item.href || !item.collapsible ? undefined : 'button'}
          aria-expanded={item.collapsible && !item.href ? !collapsed : undefined}
          aria-current={isCurrent ? 'page' : undefined}
          tabIndex={tabIndex}
          onClick={(e) => {
            if (!item.href || isCurrent) {
              e.preventDefault();
              toggle();
            } else {
              setCollapsed(false);
              onItemClick?.(item);
            }
          }}
          {...props}
        >
          {label}
        </Link>
        {item.href && item.collapsible && (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-expanded={!collapsed}
            aria-label={
              collapsed
                ? `Expand sidebar category '${label}'`
                : `Collapse sidebar category '${label}'`
            }
            onClick={(e) => {
              e.preventDefault();
              toggle();
            }}
          />
        )}
      </div>
      {!collapsed && (
        <ul className="menu__list">
          <DocSidebarItems
            items={item.items}
            level={level + 1}
            onItemClick={onItemClick}
            tabIndex={tabIndex}
          />
        </ul>
      )}
    </li>
  );
}
