// Theme helpers shared by several components.

/** Path comparison as the sidebar does it: case-insensitive, trailing slash ignored. */
export function samePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const n = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return n(a) === n(b);
}
