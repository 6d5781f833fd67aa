// The `html` item: the site's own HTML (`value`) in place of a link, in the bar, a
// dropdown's menu (a separator, a heading) or the drawer, as the reference shows it.
import clsx from 'clsx';
import type { Props } from '@theme/NavbarItem';

export default function HtmlNavbarItem({ value = '', className, mobile, isDropdownItem }: Props) {
  const Element = isDropdownItem || mobile ? 'li' : 'div';
  return (
    <Element
      // No empty class attribute on a dropdown's plain `<li>`, as the reference renders it.
      className={
        clsx(
          !mobile && !isDropdownItem && 'navbar__item',
          mobile && 'menu__list-item',
          className,
        ) || undefined
      }
      dangerouslySetInnerHTML={{ __html: value }}
    />
  );
}
