// When a navbar link counts as active: the reader is on the path of its `activeBasePath` (else its
// `to`) or under it, case-insensitive as the reference's NavLink, `/` only on the home page. Both
// are site paths, written with or without their leading slash (`withBaseUrl` makes them absolute).

export function isNavbarItemActive(
  item: { to?: string; activeBasePath?: string },
  pathname: string,
  withBaseUrl: (path: string) => string,
): boolean {
  const base = item.activeBasePath ?? item.to;
  if (base === undefined) return false;
  const p = pathname.toLowerCase();
  const b = withBaseUrl(base).toLowerCase().replace(/\/$/, '');
  return p === b || p.startsWith(b + '/') || (b === '' && p === '/');
}
