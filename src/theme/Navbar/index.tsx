// The top navbar: brand, items, colour toggle, search, and below 997 px a
// drawer with the primary menu and the page's secondary menu (the docs sidebar
// on doc pages). The drawer's state lives in src/client/navbarMobile, which a
// site's own navbar pieces read too.
import clsx from 'clsx';
import { siteConfig } from '@docgen/client/data';
import { useHideableNavbar } from '@docgen/client/hideableNavbar';
import { useLockBodyScroll } from '@docgen/client/hooks';
import { useNavbarMobileSidebar, useNavbarSecondaryMenu } from '@docgen/client/navbarMobile';
import { ThemeClassNames } from '@docgen/client/themeClassNames';
import ColorModeToggle from '@theme/ColorModeToggle';
import IconClose from '@theme/Icon/Close';
import IconMenu from '@theme/Icon/Menu';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarItem from '@theme/NavbarItem';
import SearchBar from '@theme/SearchBar';

const { navbar: navbarClasses } = ThemeClassNames.layout;

function MobileSidebar() {
  const mobileSidebar = useNavbarMobileSidebar();
  const secondary = useNavbarSecondaryMenu();
  useLockBodyScroll(mobileSidebar.shown);
  if (!mobileSidebar.shouldRender) return null;
  const { close } = mobileSidebar;
  return (
    <div className={clsx(navbarClasses.mobileSidebar.container, 'navbar-sidebar')}>
      <div className="navbar-sidebar__brand">
        <NavbarLogo />
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
          secondary.shown && 'navbar-sidebar__items--show-secondary',
        )}
      >
        <div
          className={clsx(navbarClasses.mobileSidebar.panel, 'navbar-sidebar__item menu')}
          inert={secondary.shown ? true : undefined}
        >
          <ul className="menu__list">
            {siteConfig.navbar.items.map((item, i) => (
              <NavbarItem key={i} {...item} mobile onClick={close} />
            ))}
          </ul>
        </div>
        <div
          className={clsx(navbarClasses.mobileSidebar.panel, 'navbar-sidebar__item menu')}
          inert={!secondary.shown ? true : undefined}
        >
          {secondary.content && (
            <>
              {siteConfig.navbar.items.length > 0 && (
                <button
                  type="button"
                  className="clean-btn navbar-sidebar__back"
                  onClick={secondary.hide}
                >
                  ← Back to main menu
                </button>
              )}
              {secondary.content}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export default function Navbar() {
  const { navbar } = siteConfig;
  const mobileSidebar = useNavbarMobileSidebar();
  const { navbarRef, isNavbarVisible } = useHideableNavbar(navbar.hideOnScroll);
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const hasSearchItem = navbar.items.some((i) => i.type === 'search');
  return (
    <nav
      ref={navbarRef}
      aria-label="Main"
      className={clsx(
        navbarClasses.container,
        'navbar navbar--fixed-top',
        navbar.style && `navbar--${navbar.style}`,
        mobileSidebar.shown && 'navbar-sidebar--show',
        navbar.hideOnScroll && 'navbarHideable',
        !isNavbarVisible && 'navbarHidden',
      )}
    >
      <div className="navbar__inner">
        <div className={clsx(navbarClasses.containerLeft, 'navbar__items')}>
          {!mobileSidebar.disabled && (
            <button
              type="button"
              className="navbar__toggle clean-btn"
              aria-label="Toggle navigation bar"
              aria-expanded={mobileSidebar.shown}
              onClick={mobileSidebar.toggle}
            >
              <IconMenu />
            </button>
          )}
          <NavbarLogo />
          {left.map((item, i) => (
            <NavbarItem key={i} {...item} />
          ))}
        </div>
        <div className={clsx(navbarClasses.containerRight, 'navbar__items navbar__items--right')}>
          {right.map((item, i) => (
            <NavbarItem key={i} {...item} />
          ))}
          <ColorModeToggle />
          {!hasSearchItem && (
            <div className="navbarSearchContainer">
              <SearchBar />
            </div>
          )}
        </div>
      </div>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={mobileSidebar.close} />
      <MobileSidebar />
    </nav>
  );
}
