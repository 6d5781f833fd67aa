// A sidebar link: highlighted when it is the page on screen.
import clsx from 'clsx';
import { Link, isExternalUrl } from '@docgen/client/Link';
import type { SidebarLink } from '@docgen/shared/types';
import type { ItemProps } from '@theme/DocSidebarItem';
import { IconExternalLink } from '@theme/Icons';
import { samePath } from '@theme/utils';

export type Props = ItemProps<SidebarLink>;

export default function DocSidebarItemLink({
  item,
  activePath,
  level,
  onItemClick,
  tabIndex,
  index: _index,
  ...props
}: Props) {
  const active = samePath(item.href, activePath);
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
        autoAddBaseUrl={item.autoAddBaseUrl}
        className={clsx('menu__link', active && 'menu__link--active')}
        aria-current={active ? 'page' : undefined}
        tabIndex={tabIndex}
        onClick={() => onItemClick?.(item)}
        {...props}
      >
        <span className="sidebarItemLabel" title={item.label}>
          {item.label}
        </span>
        {external && <IconExternalLink />}
      </Link>
    </li>
  );
}
