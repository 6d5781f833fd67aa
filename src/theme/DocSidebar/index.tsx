// The docs sidebar: links and collapsible categories (@theme/DocSidebarItems),
// the current page highlighted and its categories expanded. The mobile drawer
// renders the same items (DocPage). With `docs.sidebar.hideable`, a button at its
// foot narrows it to a strip (the main column widens, styles.css) that opens it again. With
// `navbar.hideOnScroll`, the brand at its top (desktop), where the navbar may have gone.
import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { siteConfig } from '@docgen/client/data';
import type { SidebarItem } from '@docgen/shared/types';
import DocSidebarItems from '@theme/DocSidebarItems';
import IconArrow from '@theme/Icon/Arrow';
import Logo from '@theme/Logo';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function DocSidebar({ items }: { items: SidebarItem[] }) {
  const { hideable } = siteConfig.docs.sidebar;
  // The navbar may slide away: the sidebar then shows the brand at its top itself.
  const { hideOnScroll } = siteConfig.navbar;
  // Narrowed at once (its width animates); its content hidden once the narrowing has ended.
  const [narrowed, setNarrowed] = useState(false);
  const [hidden, setHidden] = useState(false);
  const expand = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (hidden && moveFocus.current) expand.current?.focus();
    moveFocus.current = false;
  }, [hidden]);
  const collapse = () => {
    moveFocus.current =
      document.activeElement?.classList.contains('collapseSidebarButton') ?? false;
    setNarrowed(true);
    if (reducedMotion()) setHidden(true);
  };
  const open = () => {
    setNarrowed(false);
    setHidden(false);
  };
  return (
    <aside
      className={clsx(
        'theme-doc-sidebar-container docSidebarContainer',
        narrowed && 'docSidebarContainerHidden',
      )}
      onTransitionEnd={(event) => {
        if (event.target === event.currentTarget && event.propertyName === 'width' && narrowed)
          setHidden(true);
      }}
    >
      {hidden ? (
        <div
          ref={expand}
          role="button"
          tabIndex={0}
          title="Expand sidebar"
          aria-label="Expand sidebar"
          className="expandSidebarButton"
          onClick={open}
          onKeyDown={open}
        >
          <IconArrow className="expandSidebarButtonIcon" />
        </div>
      ) : (
        <div className={clsx('sidebarViewport', hideOnScroll && 'sidebarWithHideableNavbar')}>
          {hideOnScroll && (
            <Logo tabIndex={-1} className="sidebarLogo" imageClassName="" titleClassName="" />
          )}
          <nav aria-label="Docs sidebar" className="menu thin-scrollbar docSidebarMenu">
            <ul className="menu__list theme-doc-sidebar-menu">
              <DocSidebarItems items={items} />
            </ul>
          </nav>
          {hideable && (
            <button
              type="button"
              title="Collapse sidebar"
              aria-label="Collapse sidebar"
              className="button button--secondary button--outline collapseSidebarButton"
              onClick={collapse}
            >
              <IconArrow className="collapseSidebarButtonIcon" />
            </button>
          )}
        </div>
      )}
    </aside>
  );
}
