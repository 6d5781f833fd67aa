// The site's `trailingSlash` on an internal path, as the reference applies it to route paths,
// links, canonical URLs and the sitemap: true adds a slash, false removes it, unset keeps the path
// as written. Never on `/` itself, the site's base URL or an `#anchor`, and only on the path (not
// the query or hash).
export function applyTrailingSlash(
  path: string,
  trailingSlash: boolean | undefined,
  baseUrl = '/',
): string {
  if (trailingSlash === undefined || path.startsWith('#')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  if (pathname === '' || pathname === '/' || pathname === baseUrl) return path;
  const rest = end === -1 ? '' : path.slice(end);
  if (trailingSlash) return (pathname.endsWith('/') ? pathname : `${pathname}/`) + rest;
  return (pathname.replace(/\/+$/, '') || '/') + rest;
}
