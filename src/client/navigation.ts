// Route-change side effects: listeners (analytics), scrolling, and the guard
// that keeps a missing chunk from reloading the page in a loop.

export interface RouteUpdate {
  previous: { pathname: string; search: string; hash: string } | null;
  location: { pathname: string; search: string; hash: string };
}
type Listener = (update: RouteUpdate) => void;
const listeners = new Set<Listener>();

/** Called after each route renders, and once for the first page with `previous: null`. */
export function onRouteDidUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyRouteDidUpdate(update: RouteUpdate): void {
  for (const listener of listeners) listener(update);
}

/** After a navigation: to the `#anchor` if any, else to the top; query-only changes keep the position. */
export function scrollAfterNavigation(
  previous: RouteUpdate['previous'],
  location: RouteUpdate['location'],
): void {
  if (!previous) return;
  if (location.hash) {
    let id = location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      /* keep the raw id */
    }
    document.getElementById(id)?.scrollIntoView();
    return;
  }
  if (previous.pathname === location.pathname && previous.search !== location.search) return;
  if (previous.pathname === location.pathname && previous.hash === location.hash) return;
  window.scrollTo(0, 0);
}

const RELOAD_KEY = 'site-chunk-reload';

/**
 * A route chunk failed during navigation: reload the target URL once (a new
 * deployment may have replaced the chunk). Returns false when that URL was
 * just reloaded for the same reason, so the caller shows the failure instead.
 */
export function reloadForMissingChunk(url: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as {
      url: string;
      at: number;
    } | null;
    if (last && last.url === url && Date.now() - last.at < 30_000) return false;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ url, at: Date.now() }));
  } catch {
    /* storage unavailable: reload anyway */
  }
  window.location.reload();
  return true;
}
