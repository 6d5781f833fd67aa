// Matching a URL to the route table, the way the reference's router does:
// case-insensitive, trailing-slash tolerant, `.html` and `/index.html` dropped
// unless a route matches the raw path.
import type { RouteKind } from '../shared/types';

export interface ClientRoute {
  path: string;
  kind: RouteKind;
  modules: Record<string, string>;
  /** A plugin route's `customData`. */
  customData?: unknown;
}

const key = (path: string) => {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
};

export function createMatcher(routes: ClientRoute[]) {
  const table = new Map<string, ClientRoute>();
  for (const route of routes) if (!table.has(key(route.path))) table.set(key(route.path), route);

  const lookup = (pathname: string): ClientRoute | undefined => {
    const direct = table.get(key(pathname));
    if (direct) return direct;
    try {
      return table.get(key(decodeURI(pathname)));
    } catch {
      return undefined;
    }
  };

  return function matchRoute(pathname: string): ClientRoute | undefined {
    return lookup(pathname) ?? lookup(normalizeHtmlPath(pathname));
  };
}

/** `/a/index.html` → `/a/`, `/a.html` → `/a`, empty → `/`. */
export function normalizeHtmlPath(pathname: string): string {
  const stripped = pathname.replace(/\/index\.html$/i, '/').replace(/\.html$/i, '');
  return stripped === '' ? '/' : stripped;
}
