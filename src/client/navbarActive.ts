// When a navbar link counts as active, as the reference's NavLink decides it: its `activeBaseRegex`
// matches the path, else the reader is on the path of its `activeBasePath` (else its `to`) or under
// it, case-insensitive, `/` only on the home page. Paths are site paths, written with or without
// their leading slash (`withBaseUrl` makes them absolute).

export function isNavbarItemActive(
  // Unknown values: a site's own (`custom-…`) item in a dropdown may hold anything under these keys.
  item: { type?: unknown; to?: unknown; activeBasePath?: unknown; activeBaseRegex?: unknown },
  pathname: string,
  withBaseUrl: (path: string) => string,
): boolean {
  // The schema checked it compiles; `activeBaseRegex: 'never'` is how sites say "never active".
  if (typeof item.activeBaseRegex === 'string')
    return new RegExp(item.activeBaseRegex).test(pathname);
  const base = item.activeBasePath ?? item.to;
  if (typeof base !== 'string') return false;
  const p = pathname.toLowerCase();
  const b = withBaseUrl(base).toLowerCase().replace(/\/$/, '');
  return p === b || p.startsWith(b + '/') || (b === '' && p === '/');
}
