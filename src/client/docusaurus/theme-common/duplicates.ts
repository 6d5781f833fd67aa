/**
 * The items of `arr` equal (by `comparator`) to an item before them: every repeat, once per
 * repeat, in order (the reference's `duplicates`: `[1, 2, 1, 1]` gives `[1, 1]`).
 */
export function duplicates<T>(
  arr: readonly T[],
  comparator: (a: T, b: T) => boolean = (a, b) => a === b,
): T[] {
  return arr.filter((item, index) => arr.findIndex((other) => comparator(other, item)) !== index);
}
