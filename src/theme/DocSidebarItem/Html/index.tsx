// A sidebar `html` item: its markup as written.
import clsx from 'clsx';
import type { SidebarHtml } from '@docgen/shared/types';

export interface Props {
  item: SidebarHtml;
  level: number;
  index?: number;
}

export default function DocSidebarItemHtml({ item, level }: Props) {
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
