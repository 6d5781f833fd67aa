// Small browser-runtime hooks the theme builds on.
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';

/** Set once the first render (the hydration of prerendered HTML) has committed and run its effects. */
let appHydrated = false;
/** Set once a page (not the loading view before its frame) has committed and run its effects. */
let pageShown = false;

/**
 * <html data-has-hydrated="true"> once both hold: every listener the page's frame sets up (the
 * search shortcut, scroll, storage) is attached. In the dev server, which renders from scratch, the
 * first commit is a loading view while the frame's code arrives; marking then would be too early.
 */
function markWhenLive(): void {
  if (appHydrated && pageShown) document.documentElement.setAttribute('data-has-hydrated', 'true');
}

/** Called by the entry once the app is live: components mounted from then on start as browser. */
export function markAppHydrated(): void {
  appHydrated = true;
  markWhenLive();
}

/** Called by the route view once a page, the not-found page or a load error has committed. */
export function markPageShown(): void {
  pageShown = true;
  markWhenLive();
}

/**
 * False during server rendering and the hydration render; true after. The flip after hydration is a
 * transition: every copy button, sidebar category and toggle re-renders in small interruptible slices
 * instead of one long task that blocks the first click. Components mounted later (after client-side
 * navigation) start true: no second render.
 */
export function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(appHydrated);
  useEffect(() => {
    if (!isBrowser) startTransition(() => setIsBrowser(true));
    // Only the first mount flips it; it never goes back.
  }, []);
  return isBrowser;
}

export type WindowSize = 'ssr' | 'mobile' | 'desktop';
export const DESKTOP_MIN_WIDTH = 997;

const subscribeResize = (cb: () => void) => {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
};

const currentSize = (): WindowSize =>
  window.innerWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';

/** 'ssr' until hydrated, then 'desktop' above 996 px, else 'mobile'. */
export function useWindowSize(): WindowSize {
  const isBrowser = useIsBrowser();
  // In the browser the hydration snapshot is the real size too (isBrowser hides it until after
  // hydration): a server snapshot that differs makes React re-render synchronously, in one task,
  // every component reading it (the navbar, the doc page) right after hydrating.
  const size = useSyncExternalStore(subscribeResize, currentSize, () =>
    typeof window === 'undefined' ? 'ssr' : currentSize(),
  );
  return isBrowser ? size : 'ssr';
}

/** Calls `dismiss` when a pointer press or keyboard focus lands outside `ref` (menus, dropdowns). */
export function useDismissOnOutside(ref: RefObject<HTMLElement | null>, dismiss: () => void): void {
  useEffect(() => {
    const outside = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) dismiss();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [ref, dismiss]);
}

/** Keeps the page behind an open drawer from scrolling. */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    // Not locked: leave the body alone (a style write on load restyles the page).
    if (!lock) return;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = 'visible';
    };
  }, [lock]);
}

/**
 * The value `value` had at the previous render (undefined at the first): updated after each
 * commit, before effects run, so an effect compares this render's value with the last one's.
 */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}
