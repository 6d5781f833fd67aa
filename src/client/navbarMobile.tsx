// The navbar's mobile drawer: whether it is open, and its second panel (the
// docs sidebar on doc pages, or what a page fills it with). Kept here rather
// than inside the navbar so a site's own navbar pieces (swizzled from the
// reference, reading the same hooks) and ours share one state.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigationType } from 'react-router-dom';
import { siteConfig } from './data';
import { useWindowSize } from './hooks';

interface NavbarMobileState {
  shown: boolean;
  setShown: (update: (shown: boolean) => boolean) => void;
  /** The drawer has been opened once: it is rendered from then on. */
  rendered: boolean;
  setRendered: (rendered: boolean) => void;
  secondaryShown: boolean;
  setSecondaryShown: (shown: boolean) => void;
  content: ReactNode;
}

const StateContext = createContext<NavbarMobileState | null>(null);
const FillerContext = createContext<((content: ReactNode) => void) | null>(null);

function useNavbarMobileState(hook: string): NavbarMobileState {
  const state = useContext(StateContext);
  if (!state) throw new Error(`${hook} is used outside of the page layout (no <NavbarProvider>).`);
  return state;
}

/** The drawer's state; its second panel holds what a page fills it with (NavbarSecondaryMenuFiller). */
export function NavbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShownState] = useState(false);
  const [rendered, setRendered] = useState(false);
  const [secondaryShown, setSecondaryShown] = useState(true);
  const [content, setContent] = useState<ReactNode>(null);
  const windowSize = useWindowSize();
  const location = useLocation();
  const navigationType = useNavigationType();
  const setShown = useCallback((update: (shown: boolean) => boolean) => {
    setShownState((was) => {
      const next = update(was);
      // Closing resets the drawer: it opens on the page's own menu next time.
      if (!next) setSecondaryShown(true);
      return next;
    });
  }, []);
  const close = useCallback(() => setShown(() => false), [setShown]);

  useEffect(() => {
    if (windowSize === 'desktop') close();
  }, [windowSize, close]);
  useEffect(() => {
    // Any navigation (Back included) closes the drawer.
    close();
  }, [location.pathname, navigationType, close]);
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, close]);

  const state = useMemo(
    () => ({ shown, setShown, rendered, setRendered, secondaryShown, setSecondaryShown, content }),
    [shown, setShown, rendered, secondaryShown, content],
  );
  return (
    <FillerContext.Provider value={setContent}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </FillerContext.Provider>
  );
}

export interface NavbarMobileSidebar {
  /** No navbar items and nothing in the second panel: no drawer, no hamburger. */
  disabled: boolean;
  /**
   * The drawer exists only on the client, below 997 px, once first opened: a
   * phone's first load then neither renders nor lays out a second copy of the
   * docs sidebar that the reader may never open.
   */
  shouldRender: boolean;
  shown: boolean;
  toggle: () => void;
  close: () => void;
}

export function useNavbarMobileSidebar(): NavbarMobileSidebar {
  const { shown, setShown, rendered, setRendered, content } =
    useNavbarMobileState('useNavbarMobileSidebar');
  const windowSize = useWindowSize();
  const disabled = siteConfig.navbar.items.length === 0 && !content;
  return {
    disabled,
    shouldRender: !disabled && windowSize === 'mobile' && rendered,
    shown,
    toggle: useCallback(() => {
      if (!rendered) {
        // First open: the drawer is drawn and styled closed before it opens,
        // so its slide-in transition runs as if it had been there all along.
        flushSync(() => setRendered(true));
        void document.body.offsetWidth;
      }
      setShown((s) => !s);
    }, [rendered, setRendered, setShown]),
    close: useCallback(() => setShown(() => false), [setShown]),
  };
}

export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: ReactNode } {
  const { secondaryShown, setSecondaryShown, content } =
    useNavbarMobileState('useNavbarSecondaryMenu');
  return {
    shown: secondaryShown && !!content,
    hide: useCallback(() => setSecondaryShown(false), [setSecondaryShown]),
    content,
  };
}

/** Puts a component in the drawer's second panel while it is mounted (the reference's filler). */
export function NavbarSecondaryMenuFiller<P extends object>({
  component: Component,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}): null {
  const fill = useContext(FillerContext);
  useEffect(() => {
    if (!fill) return;
    fill(<Component {...props} />);
    return () => fill(null);
  }, [fill, Component, props]);
  return null;
}
