// The navbar's items by side (the reference's splitNavbarItems).
/** Navbar items by side; an item without a position goes right, as the reference's splitter does. */
export function splitNavbarItems<T extends { position?: 'left' | 'right' }>(
  items: readonly T[],
): [T[], T[]] {
  const left = items.filter((item) => (item.position ?? 'right') === 'left');
  const right = items.filter((item) => (item.position ?? 'right') === 'right');
  return [left, right];
}
