// A navbar link (`to` inside the site, `href` anywhere), active while the
// reader is under its path.
import clsx from 'clsx';
import { useLocation } from 'react-router-dom';
import { useBaseUrlUtils } from '@docgen/client/context';
import { Link, isExternalUrl } from '@docgen/client/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/NavbarItem';

function isActive(base: string | undefined, pathname: string): boolean {
  if (!base) return false;
  const p = pathname.toLowerCase();
  const b = base.toLowerCase().replace(/\/$/, '');
  return p === b || p.startsWith(b + '/') || (b === '' && p === '/');
}

export default function DefaultNavbarItem(props: Props) {
  const { mobile, label, to, href, className, onClick, 'aria-label': ariaLabel } = props;
  const { pathname } = useLocation();
  const { withBaseUrl } = useBaseUrlUtils();
  // As the reference: `to` and `activeBasePath` are site paths, written with or without their
  // leading slash (`to: 'docs/intro'` is /docs/intro on every page, not relative to it).
  const toUrl = to === undefined ? undefined : withBaseUrl(to);
  const activeBase = props.activeBasePath ?? to;
  const active = isActive(activeBase === undefined ? undefined : withBaseUrl(activeBase), pathname);
  const link = (
    <Link
      to={toUrl ?? href ?? '/'}
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
