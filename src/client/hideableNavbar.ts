// `navbar.hideOnScroll`: the navbar slides away while the reader scrolls down
// and comes back when they scroll up (the reference's useHideableNavbar).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { areScrollEventsEnabled } from './scrollPosition';

export function useHideableNavbar(enabled: boolean): {
  navbarRef: RefObject<HTMLElement | null>;
  isNavbarVisible: boolean;
} {
  const navbarRef = useRef<HTMLElement | null>(null);
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  const ignoreNext = useRef(false);
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      if (!areScrollEventsEnabled()) return;
      const y = window.scrollY;
      if (ignoreNext.current) {
        ignoreNext.current = false;
      } else {
        const navbarHeight = navbarRef.current?.getBoundingClientRect().height ?? 60;
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
  return { navbarRef, isNavbarVisible: !hidden };
}
