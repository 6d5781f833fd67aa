// Work shared between the client and server compilers of one build: both
// compile every MDX file and every responsive image, with the same result, so
// the first to ask does the work and the other awaits it. A new map per build.
export type SharedWork = Map<string, Promise<unknown>>;

export function once<T>(
  shared: SharedWork | undefined,
  key: string,
  make: () => Promise<T>,
): Promise<T> {
  if (!shared) return make();
  let result = shared.get(key) as Promise<T> | undefined;
  if (!result) shared.set(key, (result = make()));
  return result;
}
