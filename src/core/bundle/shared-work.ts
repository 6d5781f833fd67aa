// Work shared within one build: the content check before bundling
// (build-phases/check-content.ts) compiles every Markdown file and leaves each
// result here for the compiler; responsive images are started before webpack
// asks for them (images/prefetch.ts). The first to ask does the work and the
// others await it. A new map per build.
/** Each key's result, and how many askers it still waits for (the first asker said how many in all). */
export type SharedWork = Map<string, { result: Promise<unknown>; left: number }>;

/**
 * `make()` once per key and build. With `askers`, the key has exactly that many askers in all (the
 * first included: the compiler alone, or the content check and the compiler), so the last one
 * takes the result out of the map: a site of 10,000 pages does not keep every compiled page in
 * memory until the build ends. The first asker's count holds for the key.
 */
export function once<T>(
  shared: SharedWork | undefined,
  key: string,
  make: () => Promise<T>,
  { askers = Infinity }: { askers?: number } = {},
): Promise<T> {
  if (!shared) return make();
  let entry = shared.get(key);
  if (!entry) {
    entry = { result: make(), left: askers };
    shared.set(key, entry);
  }
  if (--entry.left <= 0) shared.delete(key);
  return entry.result as Promise<T>;
}
