// Base-URL handling for links and assets written as site paths (`/img/x.png`), the way the
// reference's useBaseUrl does it; shared by the client and the build (the favicon tag). Pure.

export interface BaseUrlOptions {
  /** Prepend the base URL even to a path without a leading slash. */
  forcePrependBaseUrl?: boolean;
  /** Return an absolute URL (with the site's `url`). */
  absolute?: boolean;
}

const HAS_PROTOCOL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function addBaseUrl(
  siteUrl: string,
  baseUrl: string,
  url: string,
  { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {},
): string {
  if (!url || url.startsWith('#') || HAS_PROTOCOL.test(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  // `/docs` on a site whose baseUrl is `/docs/` means the base itself.
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  // A site path, written with or without its leading slash (`useBaseUrl('img/x.png')`, as sites
  // write image sources), is under the base URL; one already under it is left as it is.
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

/**
 * A config's `baseUrl` with a leading and a trailing slash (`''` → `/`, `docs` → `/docs/`), as the
 * reference normalises it; undefined when the value is not a URL path (a protocol, a host, `?`, `#`,
 * spaces or backslashes), which the config reports naming the key.
 */
export function normalizeBaseUrl(value: string): string | undefined {
  if (HAS_PROTOCOL.test(value) || /[?#\s\\]/.test(value)) return undefined;
  const inner = value.replace(/^\/+|\/+$/g, '');
  if (/\/\//.test(inner)) return undefined;
  return inner === '' ? '/' : `/${inner}/`;
}

/**
 * A route path as a path of the build folder: the base URL taken off (`/docs/guide` on a site at
 * `/docs/` is `/guide`; the base itself is `/`). A path outside the base is returned unchanged.
 */
export function stripBaseUrl(baseUrl: string, path: string): string {
  if (baseUrl === '/') return path;
  if (path === baseUrl.slice(0, -1)) return '/';
  return path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path;
}

/** A site path (`/guide`) joined under the base URL (`/docs/guide`), as routes are made. */
export function underBaseUrl(baseUrl: string, path: string): string {
  return baseUrl + path.replace(/^\/+/, '');
}
