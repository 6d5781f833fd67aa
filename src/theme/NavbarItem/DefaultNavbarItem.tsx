// A navbar link (`to` inside the site, `href` anywhere), active while the
// reader is under its path.
import clsx from 'clsx';
import { useLocation } from 'react-router-dom';
import { Link, isExternalUrl } from '@docgen/client/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/NavbarItem';

function isActive(props: Props, pathname: string): boolean {
  const base = props.activeBasePath ?? props.to;
  if (!base) return false;
  const p = pathname.toLowerCase();
  const b = base.toLowerCase().replace(/\/$/, '');
  return p === b || p.startsWith(b + '/') || (b === '' && p === '/');
}

export default function DefaultNavbarItem(props: Props) {
  const { mobile, label, to, href, className, onClick, 'aria-label': ariaLabel } = props;
  const { pathname } = useLocation();
  const active = isActive(props, pathname);
  const link = (
    <Link
      to={to ?? href ?? '/'}
      className={clsx(
        mobile ? 'menu__link' : 'navbar__item navbar__link',
        className,
        active && (mobile ? 'menu__link--active' : 'navbar__link--active'),
      )}
      aria-current={active ? 'page' : undefined}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {label}
      {/* As the reference: an icon link (no label) gets no external-link arrow. */}
      {!!label && !!href && isExternalUrl(href) && <IconExternalLink />}
    </Link>
  );
  return mobile ? (
    <li className="menu__list-item">{link}</li>
  ) : (
    <span className="navbarItemWrapper">{link}</span>
  );
}
