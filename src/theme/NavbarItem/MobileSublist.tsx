// A navbar item's list in the drawer (a dropdown's links, the versions): a toggle
// labelled as the item, open at first when one of its links is the page read.
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';

export default function MobileSublist({
  label,
  active,
  className,
  children,
}: {
  label: ReactNode;
  /** One of its links is the page being read: the list starts open, its toggle marked. */
  active: boolean;
  className?: string;
  /** Its items, each an `<li>`. */
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(!active);
  return (
    <li className={clsx('menu__list-item', collapsed && 'menu__list-item--collapsed')}>
      <a
        href="#"
        role="button"
        aria-expanded={!collapsed}
        className={clsx(
          'menu__link menu__link--sublist menu__link--sublist-caret',
          active && 'menu__link--active',
          className,
        )}
        onClick={(e) => {
          e.preventDefault();
          setCollapsed((c) => !c);
        }}
      >
        {label}
      </a>
      {!collapsed && <ul className="menu__list">{children}</ul>}
    </li>
  );
}
