// Route modules: a cache of what is loaded, loading on demand, and the
// prefetch (download only) / preload (download and run) used by links.
import { loaders } from '@generated/registry.client.js';
import { matchRoute } from './data';
import type { ClientRoute } from './routes';

const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

export function getLoadedModule(key: string): unknown {
  return loaded.get(key);
}

/** Server rendering fills the cache synchronously from the bundled modules. */
export function registerModules(modules: Record<string, unknown>): void {
  for (const [key, mod] of Object.entries(modules)) loaded.set(key, mod);
}

export function isRouteLoaded(route: ClientRoute | undefined): boolean {
  return !route || Object.values(route.modules).every((key) => loaded.has(key));
}

function loadModule(key: string): Promise<unknown> {
  if (loaded.has(key)) return Promise.resolve(loaded.get(key));
  let promise = pending.get(key);
  if (!promise) {
    const loader = loaders[key];
    if (!loader) return Promise.reject(new Error(`No module "${key}" in the route registry`));
    promise = loader().then(
      (mod) => {
        loaded.set(key, mod);
        pending.delete(key);
        return mod;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Loads a route's modules (those whose prop name `only` accepts, when given). */
export function loadRoute(
  route: ClientRoute | undefined,
  only: (prop: string) => boolean = () => true,
): Promise<void> {
  if (!route) return Promise.resolve();
  const keys = Object.entries(route.modules).filter(([prop]) => only(prop));
  return Promise.all(keys.map(([, key]) => loadModule(key))).then(() => undefined);
}

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** 2g or data-saver connections get no speculative loading. */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''))
  );
}

declare const __webpack_require__: {
  e: (chunkId: string | number) => Promise<unknown>;
  u: (chunkId: string | number) => string;
  p: string;
};

/**
 * Script URLs of the chunks a route module lives in. The loader is run with
 * webpack's chunk loader swapped for one that only records chunk ids, so
 * nothing is fetched or executed.
 */
function chunkUrls(key: string): string[] {
  const loader = loaders[key];
  if (!loader || typeof __webpack_require__ === 'undefined') return [];
  const ids: Array<string | number> = [];
  const original = __webpack_require__.e;
  __webpack_require__.e = (id) => {
    ids.push(id);
    return new Promise(() => {});
  };
  try {
    void loader().catch(() => {});
  } finally {
    __webpack_require__.e = original;
  }
  return ids.map((id) => __webpack_require__.p + __webpack_require__.u(id));
}

const prefetched = new Set<string>();
const preloaded = new Set<string>();

/** Downloads a route's chunks in the background (`<link rel="prefetch">`). */
export function prefetch(pathname: string): boolean {
  if (isSlowConnection() || prefetched.has(pathname) || preloaded.has(pathname)) return false;
  // Dev: a link's content may not be compiled yet, and asking for it would compile every page in
  // view; hovering (preload) still compiles the one about to be opened.
  if (process.env.NODE_ENV === 'development') return false;
  prefetched.add(pathname);
  const route = matchRoute(pathname);
  if (!route) return false;
  for (const key of Object.values(route.modules)) {
    if (loaded.has(key) || pending.has(key)) continue;
    for (const href of chunkUrls(key)) {
      if (document.head.querySelector(`link[rel="prefetch"][href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
  }
  return true;
}

/** Loads and runs a route's modules ahead of a likely click (hover, touch). */
export function preload(pathname: string): boolean {
  if (isSlowConnection() || preloaded.has(pathname)) return false;
  preloaded.add(pathname);
  loadRoute(matchRoute(pathname)).catch(() => {});
  return true;
}
