// The docs sidebar: links and collapsible categories, the current page
// highlighted and its categories expanded. Used on desktop and in the mobile
// drawer.
import { memo, useEffect, useState } from 'react';
import clsx from 'clsx';
import { useIsBrowser } from '@docgen/client/hooks';
import { Link, isExternalUrl } from '@docgen/client/Link';
import { useRenderedPath } from '@docgen/client/renderedPath';
import type { SidebarCategory, SidebarHtml, SidebarItem, SidebarLink } from '@docgen/shared/types';
import { IconExternalLink } from '@theme/Icons';
import { samePath } from '@theme/utils';

function containsActive(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'link') return samePath(item.href, pathname);
  if (item.type === 'category')
    return samePath(item.href, pathname) || item.items.some((i) => containsActive(i, pathname));
  return false;
}

function firstHref(item: SidebarCategory): string | undefined {
  for (const child of item.items) {
    if (child.type === 'link') return child.href;
    if (child.type === 'category') {
      const href = child.href ?? firstHref(child);
      if (href) return href;
    }
  }
  return undefined;
}

interface ItemProps {
  item: SidebarItem;
  level: number;
  onNavigate?: () => void;
}

function Category({ item, level, onNavigate }: ItemProps & { item: SidebarCategory }) {
  // Selected facts, not the location: a navigation re-renders only the items whose state changes.
  const active = useRenderedPath((pathname) => containsActive(item, pathname));
  const isCurrent = useRenderedPath((pathname) => samePath(item.href, pathname));
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
          to={item.href ?? (hydrated ? '#' : firstHref(item))}
          className={clsx(
            'menu__link',
            item.collapsible && 'menu__link--sublist',
            item.collapsible && !item.href && 'menu__link--sublist-caret',
            active && 'menu__link--active',
          )}
          role={item.href || !item.collapsible ? undefined : 'button'}
          aria-expanded={item.collapsible && !item.href ? !collapsed : undefined}
          aria-current={isCurrent ? 'page' : undefined}
          tabIndex={undefined}
          onClick={(e) => {
            if (!item.href) {
              e.preventDefault();
              toggle();
            } else if (isCurrent) {
              e.preventDefault();
              toggle();
            } else {
              setCollapsed(false);
              onNavigate?.();
            }
          }}
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
        <DocSidebarItems items={item.items} level={level + 1} onNavigate={onNavigate} />
      )}
    </li>
  );
}

function Item({ item, level, onNavigate }: ItemProps) {
  if (item.type === 'category')
    return <Category item={item} level={level} onNavigate={onNavigate} />;
  if (item.type === 'html') return <HtmlItem item={item} level={level} />;
  return <LinkItem item={item} level={level} onNavigate={onNavigate} />;
}

function HtmlItem({ item, level }: { item: SidebarHtml; level: number }) {
  return (
    <li
      className={clsx(
        'theme-doc-sidebar-item-link',
        `theme-doc-sidebar-item-link-level-${level}`,
        item.defaultStyle && 'menu__list-item',
        item.className,
      )}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}

function LinkItem({ item, level, onNavigate }: ItemProps & { item: SidebarLink }) {
  const active = useRenderedPath((pathname) => samePath(item.href, pathname));
  if (item.unlisted && !active) return null;
  const external = isExternalUrl(item.href);
  return (
    <li
      className={clsx(
        'theme-doc-sidebar-item-link',
        `theme-doc-sidebar-item-link-level-${level}`,
        'menu__list-item',
        item.className,
      )}
    >
      <Link
        to={item.href}
        className={clsx('menu__link', active && 'menu__link--active')}
        aria-current={active ? 'page' : undefined}
        onClick={() => onNavigate?.()}
      >
        <span className="sidebarItemLabel" title={item.label}>
          {item.label}
        </span>
        {external && <IconExternalLink />}
      </Link>
    </li>
  );
}

/**
 * A list of items, memoised: a category re-rendering (its link target once hydrated, its collapsed
 * state) leaves its unchanged children alone instead of re-rendering the whole subtree.
 */
export const DocSidebarItems = memo(function DocSidebarItems({
  items,
  level = 1,
  onNavigate,
  className,
}: {
  items: SidebarItem[];
  level?: number;
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <ul className={clsx('menu__list', className)}>
      {items.map((item, i) => (
        <Item
          key={`${i}-${item.type === 'html' ? i : item.label}`}
          item={item}
          level={level}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
});

export default function DocSidebar({ items }: { items: SidebarItem[] }) {
  return (
    <aside className="theme-doc-sidebar-container docSidebarContainer">
      <div className="sidebarViewport">
        <nav aria-label="Docs sidebar" className="menu thin-scrollbar docSidebarMenu">
          <DocSidebarItems items={items} className="theme-doc-sidebar-menu" />
        </nav>
      </div>
    </aside>
  );
}
