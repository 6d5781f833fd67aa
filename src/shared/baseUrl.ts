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
