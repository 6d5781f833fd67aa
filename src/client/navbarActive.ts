// When a navbar link counts as active, as the reference's NavLink decides it: its `activeBaseRegex`
// matches the path, else the reader is on the path of its `activeBasePath` (else its `to`) or under
// it, case-insensitive, `/` only on the home page. Paths are site paths, written with or without
// their leading slash (`withBaseUrl` makes them absolute).

export function isNavbarItemActive(
  item: { to?: string; activeBasePath?: string; activeBaseRegex?: string },
  pathname: string,
  withBaseUrl: (path: string) => string,
): boolean {
  // The schema checked it compiles; `activeBaseRegex: 'never'` is how sites say "never active".
  if (item.activeBaseRegex !== undefined) return new RegExp(item.activeBaseRegex).test(pathname);
  const base = item.activeBasePath ?? item.to;
  if (base === undefined) return false;
  const p = pathname.toLowerCase();
  const b = withBaseUrl(base).toLowerCase().replace(/\/$/, '');
  return p === b || p.startsWith(b + '/') || (b === '' && p === '/');
}
