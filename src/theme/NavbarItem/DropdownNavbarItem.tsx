// The `dropdown` item: a label that opens a menu of links (on hover, click or
// Enter) in the bar, and a collapsible list in the drawer, open at first when
// one of its links is the page being read. Each link is a `@theme/NavbarItem`.
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { useLocation } from 'react-router-dom';
import { useBaseUrlUtils } from '@docgen/client/context';
import { useDismissOnOutside } from '@docgen/client/hooks';
import { Link } from '@docgen/client/Link';
import { isNavbarItemActive } from '@docgen/client/navbarActive';
import NavbarItem, { type Props } from '@theme/NavbarItem';
import MobileSublist from '@theme/NavbarItem/MobileSublist';

export default function DropdownNavbarItem({
  mobile,
  label,
  to,
  items = [],
  position,
  className,
  onClick,
}: Props) {
  const { pathname } = useLocation();
  const { withBaseUrl } = useBaseUrlUtils();
  const active = items.some((item) => isNavbarItemActive(item, pathname, withBaseUrl));
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);
  useDismissOnOutside(ref, close);

  if (mobile)
    return (
      <MobileSublist label={label} active={active} className={className}>
        {items.map((item, i) => (
          <NavbarItem key={i} {...item} mobile onClick={onClick} />
        ))}
      </MobileSublist>
    );

  const toggle = () => setOpen((o) => !o);
  const labelProps = {
    role: 'button',
    'aria-haspopup': true,
    'aria-expanded': open,
    className: clsx('navbar__link', active && 'navbar__link--active', className),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        toggle();
      } else if (e.key === 'Escape') setOpen(false);
    },
  } as const;
  return (
    <div
      ref={ref}
      className={clsx(
        'navbar__item dropdown dropdown--hoverable',
        position === 'right' && 'dropdown--right',
        open && 'dropdown--show',
      )}
    >
      {/* With a `to`, the label is a link; without, it only opens the menu (hover opens it too). */}
      {to === undefined ? (
        <a
          href="#"
          {...labelProps}
          onClick={(e) => {
            e.preventDefault();
            toggle();
          }}
        >
          {label}
        </a>
      ) : (
        <Link to={withBaseUrl(to)} {...labelProps}>
          {label}
        </Link>
      )}
      <ul className="dropdown__menu">
        {items.map((item, i) => (
          <NavbarItem
            key={i}
            {...item}
            isDropdownItem
            onClick={() => {
              setOpen(false);
              onClick?.();
            }}
          />
        ))}
      </ul>
    </div>
  );
}
