// When a navbar link counts as active: the reader is on its path or under it (case-insensitive,
// as the reference's NavLink), `/` only on the home page.

export function isActivePath(base: string | undefined, pathname: string): boolean {
  if (!base) return false;
  const p = pathname.toLowerCase();
  const b = base.toLowerCase().replace(/\/$/, '');
  return p === b || p.startsWith(b + '/') || (b === '' && p === '/');
}
