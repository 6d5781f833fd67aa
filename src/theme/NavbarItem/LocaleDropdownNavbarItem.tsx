// The `localeDropdown` item: one link per locale, each a full page load of the
// same path in that locale; a collapsible "Languages" list in the drawer.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from 'react-router-dom';
import { siteConfig } from '@docgen/client/data';
import { useDismissOnOutside } from '@docgen/client/hooks';
import { IconLanguage } from '@theme/Icons';

export default function LocaleDropdownNavbarItem({ mobile }: { mobile?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);
  const { locales, localeLabels, defaultLocale } = siteConfig.i18n;
  // A locale's site is at `<baseUrl><locale>/`: the page's path below the site's baseUrl follows it.
  const { baseUrl } = siteConfig;
  const path = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.slice(1);
  useDismissOnOutside(ref, close);
  const links = locales.map((locale) => (
    <li key={locale}>
      <a
        href={`${locale === defaultLocale ? baseUrl : `${baseUrl}${locale}/`}${path}${search}${hash}`}
        lang={locale}
        target="_self"
        className={clsx(
          mobile ? 'menu__link' : 'dropdown__link',
          locale === defaultLocale && (mobile ? 'menu__link--active' : 'dropdown__link--active'),
        )}
      >
        {localeLabels[locale] ?? locale}
      </a>
    </li>
  ));
  if (mobile) return <MobileLocaleList links={links} />;
  return (
    <div
      ref={ref}
      className={clsx(
        'navbar__item dropdown dropdown--hoverable dropdown--right',
        open && 'dropdown--show',
      )}
    >
      <a
        href="#"
        role="button"
        aria-haspopup="true"
        aria-expanded={open}
        className="navbar__link"
        onClick={(e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setOpen((o) => !o);
          }
        }}
      >
        <IconLanguage className="iconLanguage" />
        {localeLabels[defaultLocale] ?? defaultLocale}
      </a>
      <ul className="dropdown__menu">{links}</ul>
    </div>
  );
}

/** The drawer's "Languages" entry: a collapsible list, open at first since it holds the active locale. */
function MobileLocaleList({ links }: { links: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <li className={clsx('menu__list-item', collapsed && 'menu__list-item--collapsed')}>
      <a
        href="#"
        role="button"
        aria-expanded={!collapsed}
        className="menu__link menu__link--sublist menu__link--sublist-caret"
        onClick={(e) => {
          e.preventDefault();
          setCollapsed((c) => !c);
        }}
      >
        Languages
      </a>
      {!collapsed && <ul className="menu__list">{links}</ul>}
    </li>
  );
}
