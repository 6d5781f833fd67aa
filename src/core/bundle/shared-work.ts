// Work shared between the client and server compilers of one build: both
// compile every MDX file and every responsive image, with the same result, so
// the first to ask does the work and the others await it. A new map per build.
// The content check before bundling (build-phases/check-content.ts) compiles
// the Markdown first and leaves each result here for the two compilers.
/** Each key's result, and how many askers it still waits for (the first asker said how many in all). */
export type SharedWork = Map<string, { result: Promise<unknown>; left: number }>;

/**
 * `make()` once per key and build. With `askers`, the key has exactly that many askers in all (the
 * first included: the two compilers, or the content check and the two compilers), so the last one
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
