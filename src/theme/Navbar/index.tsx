// The top navbar: brand, items, language switcher, colour toggle, search, and
// below 997 px a drawer with the primary menu and the page's secondary menu
// (the docs sidebar on doc pages).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation, useNavigationType } from 'react-router-dom';
import { siteConfig } from '@docgen/client/data';
import { Link, isExternalUrl } from '@docgen/client/Link';
import { useDismissOnOutside, useWindowSize } from '@docgen/client/hooks';
import type { NavbarItem } from '@docgen/shared/types';
import ColorModeToggle from '@theme/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import Logo from '@theme/Logo';
import { IconClose, IconExternalLink, IconLanguage, IconMenu } from '@theme/Icons';
import DocsVersionDropdown from '@theme/DocsVersionDropdown';

function isActive(item: NavbarItem, pathname: string): boolean {
  const base = item.activeBasePath ?? item.to;
  if (!base) return false;
  const p = pathname.toLowerCase();
  const b = base.toLowerCase().replace(/\/$/, '');
  return p === b || p.startsWith(b + '/') || (b === '' && p === '/');
}

function NavLinkItem({
  item,
  mobile,
  onClick,
}: {
  item: NavbarItem;
  mobile?: boolean;
  onClick?: () => void;
}) {
  const { pathname } = useLocation();
  const target = item.to ?? item.href ?? '/';
  const active = isActive(item, pathname);
  const external = !!item.href && isExternalUrl(item.href);
  return (
    <Link
      to={target}
      className={clsx(
        mobile ? 'menu__link' : 'navbar__item navbar__link',
        item.className,
        active && (mobile ? 'menu__link--active' : 'navbar__link--active'),
      )}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {item.label}
      {external && <IconExternalLink />}
    </Link>
  );
}

function LocaleDropdown({ mobile }: { mobile?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);
  const { locales, localeLabels, defaultLocale } = siteConfig.i18n;
  useDismissOnOutside(ref, close);
  const links = locales.map((locale) => (
    <li key={locale}>
      <a
        href={`${locale === defaultLocale ? '' : `/${locale}`}${pathname}${search}${hash}`}
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

function renderItem(item: NavbarItem, i: number, mobile: boolean, close?: () => void) {
  if (item.type === 'localeDropdown') return <LocaleDropdown key={i} mobile={mobile} />;
  if (item.type === 'search') return mobile ? null : <SearchBar key={i} />;
  if (item.type === 'docsVersionDropdown')
    return (
      <DocsVersionDropdown
        key={i}
        mobile={mobile}
        label={item.label}
        dropdownActiveClassDisabled={item.dropdownActiveClassDisabled}
        dropdownItemsBefore={item.dropdownItemsBefore}
        dropdownItemsAfter={item.dropdownItemsAfter}
        onNavigate={close}
      />
    );
  const link = <NavLinkItem item={item} mobile={mobile} onClick={close} />;
  return mobile ? (
    <li key={i} className="menu__list-item">
      {link}
    </li>
  ) : (
    <span key={i} className="navbarItemWrapper">
      {link}
    </span>
  );
}

function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  const ignoreNext = useRef(false);
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const y = window.scrollY;
      if (ignoreNext.current) {
        ignoreNext.current = false;
      } else {
        const navbarHeight =
          document.querySelector('nav.navbar')?.getBoundingClientRect().height ?? 60;
        if (y < navbarHeight) setHidden(false);
        else if (y > last.current) setHidden(true);
        else if (window.innerHeight + y < document.documentElement.scrollHeight) setHidden(false);
      }
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  useEffect(() => {
    // Landing on an anchor hides the navbar so it does not cover the heading;
    // any other navigation shows it.
    if (!enabled) return;
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    ignoreNext.current = !!target;
    setHidden(!!target);
  }, [enabled, pathname, hash]);
  return hidden;
}

export default function Navbar({
  secondaryMenu,
}: {
  secondaryMenu?: (close: () => void) => ReactNode;
}) {
  const { navbar } = siteConfig;
  const windowSize = useWindowSize();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [open, setOpen] = useState(false);
  const [showSecondary, setShowSecondary] = useState(true);
  const hidden = useHideOnScroll(navbar.hideOnScroll);
  const close = useCallback(() => {
    setOpen(false);
    setShowSecondary(true);
  }, []);

  useEffect(() => {
    document.body.style.overflow = open ? 'hidden' : 'visible';
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  useEffect(() => {
    if (windowSize === 'desktop') close();
  }, [windowSize, close]);
  useEffect(() => {
    // Any navigation (including Back) closes the drawer.
    close();
  }, [location.pathname, navigationType, close]);

  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const hasSearchItem = navbar.items.some((i) => i.type === 'search');
  return (
    <nav
      aria-label="Main"
      className={clsx(
        'theme-layout-navbar navbar navbar--fixed-top',
        open && 'navbar-sidebar--show',
        navbar.hideOnScroll && 'navbarHideable',
        hidden && 'navbarHidden',
      )}
    >
      <div className="navbar__inner">
        <div className="theme-layout-navbar-left navbar__items">
          <button
            type="button"
            className="navbar__toggle clean-btn"
            aria-label="Toggle navigation bar"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            <IconMenu />
          </button>
          <Logo />
          {left.map((item, i) => renderItem(item, i, false))}
        </div>
        <div className="theme-layout-navbar-right navbar__items navbar__items--right">
          {right.map((item, i) => renderItem(item, i, false))}
          <ColorModeToggle />
          {!hasSearchItem && (
            <div className="navbarSearchContainer">
              <SearchBar />
            </div>
          )}
        </div>
      </div>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={close} />
      {windowSize === 'mobile' && (
        <div className="theme-layout-navbar-sidebar navbar-sidebar">
          <div className="navbar-sidebar__brand">
            <Logo onClick={close} />
            <ColorModeToggle className="margin-right--md" />
            <button
              type="button"
              aria-label="Close navigation bar"
              className="clean-btn navbar-sidebar__close"
              onClick={close}
            >
              <IconClose />
            </button>
          </div>
          <div
            className={clsx(
              'navbar-sidebar__items',
              secondaryMenu && showSecondary && 'navbar-sidebar__items--show-secondary',
            )}
          >
            <div
              className="theme-layout-navbar-sidebar-panel navbar-sidebar__item menu"
              inert={secondaryMenu && showSecondary ? true : undefined}
            >
              <ul className="menu__list">
                {navbar.items.map((item, i) => renderItem(item, i, true, close))}
              </ul>
            </div>
            <div
              className="theme-layout-navbar-sidebar-panel navbar-sidebar__item menu"
              inert={!secondaryMenu || !showSecondary ? true : undefined}
            >
              {secondaryMenu && (
                <>
                  <button
                    type="button"
                    className="clean-btn navbar-sidebar__back"
                    onClick={() => setShowSecondary(false)}
                  >
                    ← Back to main menu
                  </button>
                  {secondaryMenu(close)}
                </>
              )}
            </div>
          </div>
        </div>
      )}
    </nav>
  );
}
