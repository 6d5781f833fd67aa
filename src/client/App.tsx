// The application shell: the router, navigation that keeps the old page on
// screen until the next route's chunks are loaded, and the route view.
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { dispatchRouteDidUpdate, dispatchRouteUpdate } from './clientModules';
import { docusaurusSiteConfig } from './context';
import { matchRoute } from './data';
import { markPageShown } from './hooks';
import { getLoadedModule, isRouteLoaded, loadRoute } from './modules';
import { DEV_UPDATE_APPLIED } from './devRecovery';
import { notifyRouteDidUpdate, reloadForMissingChunk, scrollAfterNavigation } from './navigation';
import { startProgress } from './progress';
import { createPathStore, RenderedPathContext } from './renderedPath';
import { useHistory, type History, type Match } from './router';
import type { ClientRoute } from './routes';

export interface RouteComponentProps {
  route: ClientRoute;
  /** Loaded route modules by prop name (`content`, `version`, …). */
  modules: Record<string, unknown>;
  /**
   * Set while the page's content module is still loading (a page opened in the dev server, whose
   * content compiles on demand): the component shows its frame around this loading view.
   */
  pending?: ReactNode;
  /** React-router 5's route props, which the reference gives every route component (pages, NotFound). */
  location: Location;
  history: History;
  match: Match;
}

/** What the composition root (src/entry) supplies from the theme. */
export interface ShellComponents {
  NotFound: ComponentType<Partial<RouteComponentProps>>;
  /** Shown while a route's modules load outside navigation; with `error` and `retry` when loading failed. */
  Loading: ComponentType<{ error?: Error; retry: () => void }>;
}

/** Rendered after a page's view: its effect runs once the whole view's have. */
function PageShown() {
  useEffect(markPageShown, []);
  return null;
}

function LazyRoute({
  route,
  components,
  onLoaded,
}: {
  route: ClientRoute;
  components: ShellComponents;
  onLoaded: () => void;
}) {
  const [error, setError] = useState<Error | undefined>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // The frame first (layout, sidebar data), then the content: in the dev server the content may
    // start a compile, during which no other code is served, and the frame must not wait for it.
    loadRoute(route, (prop) => prop !== 'content')
      .then(() => {
        if (live) onLoaded();
        return loadRoute(route);
      })
      .then(
        () => live && onLoaded(),
        (e: unknown) => live && setError(e instanceof Error ? e : new Error(String(e))),
      );
    return () => {
      live = false;
    };
  }, [route, attempt, onLoaded]);
  useEffect(() => {
    if (!error) return;
    // Dev: the failed code was fixed and the fix applied; a fresh page load takes it cleanly (the
    // failed module may have been dropped from webpack's cache and left out of the update).
    const reload = () => window.location.reload();
    window.addEventListener(DEV_UPDATE_APPLIED, reload);
    return () => window.removeEventListener(DEV_UPDATE_APPLIED, reload);
  }, [error]);
  const { Loading } = components;
  return (
    <>
      <Loading
        error={error}
        retry={() => {
          setError(undefined);
          setAttempt((n) => n + 1);
        }}
      />
      {/* A load error is what the page shows until Retry. */}
      {error && <PageShown />}
    </>
  );
}

/** A plugin route's props: each of its modules' default export (a createData file's data), by prop name. */
function pluginRouteProps(modules: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(modules)
      .filter(([prop]) => prop !== 'component')
      .map(([prop, mod]) => [
        prop,
        mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod,
      ]),
  );
}

/** A blog page's props, as the reference's blog gives them: each module's data by prop, `props`' keys spread. */
function blogRouteProps(modules: Record<string, unknown>): Record<string, unknown> {
  const { props, ...rest } = pluginRouteProps(modules);
  return { ...rest, ...(props as Record<string, unknown> | undefined) };
}

function RouteView({ components }: { components: ShellComponents }) {
  const location = useLocation();
  const history = useHistory();
  const route = matchRoute(location.pathname);
  const routerProps = {
    location,
    history,
    match: { path: route?.path ?? '*', url: location.pathname, isExact: !!route, params: {} },
  };
  const [, rerender] = useReducer((x: number) => x + 1, 0);
  useEffect(() => {
    // Dev: a page's content module was hot-replaced.
    window.addEventListener('route-module-updated', rerender);
    return () => window.removeEventListener('route-module-updated', rerender);
  }, []);
  if (!route)
    return (
      <>
        <components.NotFound {...routerProps} />
        <PageShown />
      </>
    );
  const modules = Object.fromEntries(
    Object.entries(route.modules).map(([prop, key]) => [prop, getLoadedModule(key)]),
  );
  const lazy = isRouteLoaded(route) ? undefined : (
    <LazyRoute key={route.path} route={route} components={components} onLoaded={rerender} />
  );
  // A doc page whose modules but the content are here shows its frame (navbar, sidebar) around the
  // spinner (DocPage renders `pending`); other pages wait for all their modules.
  const frameReady =
    route.kind === 'doc' &&
    Object.entries(modules).every(([prop, mod]) => prop === 'content' || mod);
  if (lazy && !frameReady) return lazy;
  const Component = (modules.component as { default: ComponentType<RouteComponentProps> }).default;
  return (
    <>
      <Component
        route={route}
        modules={modules}
        pending={lazy}
        {...routerProps}
        {...(route.kind === 'plugin' && pluginRouteProps(modules))}
        {...(route.kind === 'blog' && blogRouteProps(modules))}
        // A page of src/pages gets the site config as `config`, as the reference's pages plugin
        // gives it (Docusaurus 1's pages read `this.props.config`; jestjs.io's home still does).
        {...(route.kind === 'page' && { config: docusaurusSiteConfig })}
      />
      <PageShown />
    </>
  );
}

const toPlain = (l: Location) => ({ pathname: l.pathname, search: l.search, hash: l.hash });

/**
 * The location pages see, with its path decoded (`/Getting Started/café`, not
 * `/Getting%20Started/caf%C3%A9`): the reference's router decodes it, and permalinks, the server's
 * render and every `useLocation().pathname === permalink` written for it compare decoded paths.
 */
function decodedLocation(location: Location): Location {
  try {
    const pathname = decodeURI(location.pathname);
    return pathname === location.pathname ? location : { ...location, pathname };
  } catch {
    return location; // a malformed escape: as typed
  }
}

/** Holds the previous page until the next route is ready, as the reference does. */
function PendingNavigation({ children }: { children: (location: Location) => ReactNode }) {
  const location = useLocation();
  const [rendered, setRendered] = useState(location);
  const stopProgress = useRef<(() => void) | null>(null);
  const previous = useRef<Location | null>(null);
  const lastLocation = useRef<Location | null>(null);
  /** The client modules' callbacks for when the route being opened has loaded. */
  const routeLoaded = useRef<(() => void) | null>(null);
  const [pathStore] = useState(() => createPathStore(decodedLocation(location).pathname));
  const shown = useMemo(() => decodedLocation(rendered), [rendered]);
  // A route whose code is here renders in the same commit as the location change (React re-runs
  // this render at once), so the address bar and the page change together.
  if (location !== rendered && isRouteLoaded(matchRoute(location.pathname))) setRendered(location);

  useEffect(() => {
    if (location === rendered) return;
    const route = matchRoute(location.pathname);
    if (isRouteLoaded(route)) return; // rendered above
    stopProgress.current?.();
    stopProgress.current = location.pathname !== rendered.pathname ? startProgress() : null;
    let live = true;
    loadRoute(route).then(
      () => live && setRendered(location),
      (error: unknown) => {
        if (!live) return;
        // Offline, a reload would only show the browser's error page: keep the app and offer Retry.
        if (!navigator.onLine) return setRendered(location);
        console.warn('A route chunk failed to load; reloading the page.', error);
        if (!reloadForMissingChunk(window.location.href)) setRendered(location);
      },
    );
    return () => {
      live = false;
    };
    // `rendered` is read, not tracked: only a new location starts a load.
  }, [location]);

  // Before the effect below, so a route that is already here has its lifecycles in order.
  useLayoutEffect(() => {
    routeLoaded.current?.(); // a navigation that another one replaced before it loaded
    routeLoaded.current = dispatchRouteUpdate({ previousLocation: lastLocation.current, location });
    lastLocation.current = location;
  }, [location]);

  useLayoutEffect(() => {
    if (rendered === location) {
      routeLoaded.current?.();
      routeLoaded.current = null;
    }
    stopProgress.current?.();
    stopProgress.current = null;
    // Before paint: the links whose active state changed re-render in this same frame.
    pathStore.set(shown.pathname);
    const before = previous.current;
    previous.current = rendered;
    if (before && before.key === rendered.key) return;
    scrollAfterNavigation(before && toPlain(before), toPlain(rendered));
    notifyRouteDidUpdate({ previous: before && toPlain(before), location: toPlain(rendered) });
    dispatchRouteDidUpdate({ previousLocation: before, location: rendered });
  }, [rendered]);

  return (
    <RenderedPathContext.Provider value={pathStore}>{children(shown)}</RenderedPathContext.Provider>
  );
}

export function App({ components }: { components: ShellComponents }) {
  return (
    <PendingNavigation>
      {(location) => (
        <Routes location={location}>
          <Route path="*" element={<RouteView components={components} />} />
        </Routes>
      )}
    </PendingNavigation>
  );
}
