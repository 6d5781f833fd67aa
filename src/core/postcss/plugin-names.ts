// Plugins named rather than given (`'tailwindcss'`, `['autoprefixer', {…}]`, `{ tailwindcss: {} }`,
// and `parser: 'postcss-scss'`): postcss-loader requires such a name from its own folder, beside
// this generator, where the site's packages are not. Each name becomes the path of the package the
// site installed, in the same list form, so postcss-loader loads, merges and de-duplicates them as
// it would the names. Pure but for the resolver given.
import { createRequire } from 'node:module';
import { isAbsolute, join } from 'node:path';

/** A package name (or a relative path) to its file, from `dir`; throws when not installed. */
export type NameResolver = (name: string, dir: string) => string;

/** Resolves from the site's folder first (its node_modules), then from `dir`. */
export function siteResolver(siteDir: string): NameResolver {
  return (name, dir) => {
    if (isAbsolute(name)) return name;
    for (const from of name.startsWith('.') ? [dir] : [siteDir, dir]) {
      try {
        return createRequire(join(from, 'noop.js')).resolve(name);
      } catch {
        // not there
      }
    }
    throw new Error(
      `"${name}" is not installed (no such package from ${siteDir}): run \`npm install --save-dev ${name}\` in the site folder`,
    );
  };
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** postcss-loader's `{ name: options }` list entry: one key, an object or boolean value. */
const isNamedEntry = (v: unknown): v is Record<string, object | boolean> => {
  if (!isObj(v)) return false;
  const keys = Object.keys(v);
  const value = v[keys[0]];
  return keys.length === 1 && value !== null && ['object', 'boolean'].includes(typeof value);
};

/**
 * A `plugins` value (a list, or an object of name → options where `false` switches one off) as a
 * list with every name resolved by `resolve`.
 */
export function resolvePluginNames(plugins: unknown, resolve: (name: string) => string): unknown[] {
  if (isObj(plugins))
    return Object.entries(plugins).map(([name, options]) =>
      options === false || isObj(options)
        ? { [resolve(name)]: options }
        : [resolve(name), options ?? undefined],
    );
  if (!Array.isArray(plugins)) return [];
  return plugins.map((plugin) => {
    if (typeof plugin === 'string') return resolve(plugin);
    if (Array.isArray(plugin) && typeof plugin[0] === 'string')
      return [resolve(plugin[0]), ...plugin.slice(1)];
    if (isNamedEntry(plugin)) {
      const [[name, options]] = Object.entries(plugin);
      return { [resolve(name)]: options };
    }
    return plugin;
  });
}

/** `parser`, `syntax` and `stringifier` given by name, resolved the same way. */
export function resolveProcessOptions(
  options: Record<string, unknown>,
  resolve: (name: string) => string,
): Record<string, unknown> {
  const resolved = { ...options };
  for (const key of ['parser', 'syntax', 'stringifier'])
    if (typeof resolved[key] === 'string') resolved[key] = resolve(resolved[key] as string);
  return resolved;
}
