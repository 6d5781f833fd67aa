// The `docsVersionDropdown` navbar item: the version being read (else the
// remembered one, else the latest) and a menu of every version, each linking
// to the same doc in that version when it exists there. The config's
// `dropdownItemsBefore`/`After` around them are a dropdown's items (links with
// their active state, HTML such as a separator), rendered by `@theme/NavbarItem`. In the
// drawer, a collapsible list labelled Versions.
import { useCallback, useRef, useState } from 'react';
import clsx from 'clsx';
import { useLocation } from 'react-router-dom';
import { Link } from '@docgen/client/Link';
import { docsGlobalData } from '@docgen/client/data';
import {
  activeDocId,
  activeVersion,
  latestVersion,
  preferredVersion,
  rememberVersion,
  versionTarget,
} from '@docgen/client/docsVersions';
import { useDismissOnOutside, useIsBrowser } from '@docgen/client/hooks';
import type { BuiltInNavbarItem } from '@docgen/shared/types';
import NavbarItem from '@theme/NavbarItem';
import MobileSublist from '@theme/NavbarItem/MobileSublist';

/** An item shown before or after the versions: what a `dropdown` item may hold. */
export type DropdownExtraItem = NonNullable<BuiltInNavbarItem['dropdownItemsBefore']>[number];

export default function DocsVersionDropdown({
  mobile,
  label,
  dropdownActiveClassDisabled,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  onNavigate,
}: {
  mobile?: boolean;
  label?: string;
  dropdownActiveClassDisabled?: boolean;
  dropdownItemsBefore?: DropdownExtraItem[];
  dropdownItemsAfter?: DropdownExtraItem[];
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);
  useDismissOnOutside(ref, close);
  const active = activeVersion(pathname);
  // The remembered version is only known in the browser: the server and hydration render use the latest.
  const shown = active ?? (isBrowser ? preferredVersion() : undefined) ?? latestVersion();
  if (!shown) return null;
  const docId = activeDocId(pathname);
  const linkClass = mobile ? 'menu__link' : 'dropdown__link';
  const activeClass = mobile ? 'menu__link--active' : 'dropdown__link--active';
  const extra = (items: DropdownExtraItem[], where: string) =>
    items.map((item, i) => (
      <NavbarItem
        key={`${where}-${i}`}
        {...item}
        mobile={mobile}
        isDropdownItem={!mobile}
        onClick={() => {
          setOpen(false);
          onNavigate?.();
        }}
      />
    ));
  const links = [
    ...extra(dropdownItemsBefore, 'before'),
    ...docsGlobalData.versions.map((version) => (
      <li key={version.name}>
        <Link
          to={versionTarget(version, docId)}
          className={clsx(linkClass, version === shown && activeClass)}
          aria-current={version === active ? 'page' : undefined}
          onClick={() => {
            rememberVersion(version.name);
            setOpen(false);
            onNavigate?.();
          }}
        >
          {version.label}
        </Link>
      </li>
    )),
    ...extra(dropdownItemsAfter, 'after'),
  ];
  // In the drawer, as the reference shows it: one link as it is, more in a list labelled Versions.
  if (mobile && links.length <= 1) return <>{links}</>;
  if (mobile)
    return (
      <MobileSublist label="Versions" active={!!active}>
        {links}
      </MobileSublist>
    );
  return (
    <div
      ref={ref}
      className={clsx(
        'navbar__item dropdown dropdown--hoverable dropdown--right theme-docs-version-dropdown',
        open && 'dropdown--show',
      )}
    >
      <Link
        to={versionTarget(shown, docId)}
        role="button"
        aria-haspopup="true"
        aria-expanded={open}
        className={clsx(
          'navbar__link',
          active && !dropdownActiveClassDisabled && 'navbar__link--active',
        )}
        onClick={(e) => {
          e.preventDefault();
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setOpen((o) => !o);
          }
        }}
      >
        {label ?? shown.label}
      </Link>
      <ul className="dropdown__menu">{links}</ul>
    </div>
  );
}
