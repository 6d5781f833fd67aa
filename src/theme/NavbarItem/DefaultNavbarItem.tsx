// A navbar link (`to` inside the site, `href` anywhere), active while the
// reader is under its path; in the bar, the drawer, or a dropdown's menu.
import clsx from 'clsx';
import { useLocation } from 'react-router-dom';
import { useBaseUrlUtils } from '@docgen/client/context';
import { Link, isExternalUrl } from '@docgen/client/Link';
import { isNavbarItemActive } from '@docgen/client/navbarActive';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/NavbarItem';

export default function DefaultNavbarItem(props: Props) {
  const { mobile, isDropdownItem, label, to, href, className, onClick } = props;
  const { pathname } = useLocation();
  const { withBaseUrl } = useBaseUrlUtils();
  // As the reference: `to` and `activeBasePath` are site paths, written with or without their
  // leading slash (`to: 'docs/intro'` is /docs/intro on every page, not relative to it).
  const toUrl = to === undefined ? undefined : withBaseUrl(to);
  const active = isNavbarItemActive(props, pathname, withBaseUrl);
  const [linkClass, activeClass] = mobile
    ? ['menu__link', 'menu__link--active']
    : isDropdownItem
      ? ['dropdown__link', 'dropdown__link--active']
      : ['navbar__item navbar__link', 'navbar__link--active'];
  const link = (
    <Link
      {...props.attributes}
      to={toUrl ?? href ?? '/'}
      className={clsx(linkClass, className, active && activeClass)}
      aria-current={active ? 'page' : undefined}
      aria-label={props['aria-label']}
      onClick={onClick}
    >
      {label}
      {/* As the reference: an icon link (no label) gets no external-link arrow. */}
      {!!label && !!href && isExternalUrl(href) && <IconExternalLink />}
    </Link>
  );
  if (mobile) return <li className="menu__list-item">{link}</li>;
  return isDropdownItem ? <li>{link}</li> : <span className="navbarItemWrapper">{link}</span>;
}
