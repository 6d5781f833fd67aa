// Work shared between the client and server compilers of one build: both
// compile every MDX file and every responsive image, with the same result, so
// the first to ask does the work and the other awaits it. A new map per build.
export type SharedWork = Map<string, Promise<unknown>>;

/**
 * `make()` once per key and build. With `pair`, the key has exactly two askers (the two
 * compilers), so the second takes the result out of the map: a site of 10,000 pages does not
 * keep every compiled page in memory until the build ends.
 */
export function once<T>(
  shared: SharedWork | undefined,
  key: string,
  make: () => Promise<T>,
  { pair = false }: { pair?: boolean } = {},
): Promise<T> {
  if (!shared) return make();
  const result = shared.get(key) as Promise<T> | undefined;
  if (result) {
    if (pair) shared.delete(key);
    return result;
  }
  const made = make();
  shared.set(key, made);
  return made;
}
