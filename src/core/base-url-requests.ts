// What the servers do with a request on a site under a baseUrl (`/docs/`), as the reference's
// `serve` does: a page outside the base is redirected to it, a page URL to its trailingSlash form,
// and the rest is looked up in the build folder with the base taken off. Pure.
import { applyTrailingSlash } from '../shared/trailing-slash';

export type BaseUrlRequest = { redirect: string } | { url: string };

/** A URL whose last segment has a 1-4 character extension is a file, not a page. */
const isAsset = (pathname: string) => /\.[a-z\d]{1,4}$/i.test(pathname);

export function routeUnderBaseUrl(
  url: string,
  baseUrl: string,
  trailingSlash?: boolean,
): BaseUrlRequest {
  if (baseUrl === '/') return { url };
  const pathname = url.replace(/[?#].*$/, '');
  if (!isAsset(pathname)) {
    const normalized = applyTrailingSlash(url, trailingSlash, baseUrl);
    if (normalized !== url) return { redirect: normalized };
  }
  if (!url.startsWith(baseUrl)) return { redirect: baseUrl };
  return { url: url.slice(baseUrl.length - 1) };
}
