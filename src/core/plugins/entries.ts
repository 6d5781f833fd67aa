// A config's `plugins` list as Docusaurus reads it: each entry a module name (an npm package, or a
// file by relative or absolute path), a plugin function, or `[nameOrFunction, options]`; `false`
// and `null` entries are switched off. Pure: the list in, the entries to load out.
import type { PluginFunction } from './types';

export interface PluginEntry {
  /** Its index in the config's `plugins` (the key an error names). */
  index: number;
  source: string | PluginFunction;
  /** The options as written, with `id: 'default'` when none is given, as Docusaurus adds it. */
  options: Record<string, unknown>;
}

export class PluginEntryError extends Error {
  constructor(
    readonly index: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether an entry has one of the forms above (the schema's check). */
export function isPluginEntry(entry: unknown): boolean {
  if (entry === false || entry === null || entry === undefined) return true;
  const [head, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (Array.isArray(entry) && entry.length > 2) return false;
  return (
    ((typeof head === 'string' && head.length > 0) || typeof head === 'function') &&
    (options === undefined || isObj(options))
  );
}

export function normalizePluginEntries(list: readonly unknown[]): PluginEntry[] {
  const entries: PluginEntry[] = [];
  list.forEach((entry, index) => {
    if (entry === false || entry === null || entry === undefined) return;
    if (!isPluginEntry(entry))
      throw new PluginEntryError(
        index,
        'expected a module name, a plugin function, or [nameOrFunction, options]',
      );
    const [source, options] = (Array.isArray(entry) ? entry : [entry, undefined]) as [
      string | PluginFunction,
      Record<string, unknown> | undefined,
    ];
    entries.push({ index, source, options: { id: 'default', ...options } });
  });
  return entries;
}

/** Whether a module name is a file path (relative or absolute) rather than a package. */
export const isPathName = (name: string) =>
  /^(?:\.{1,2}(?:[\\/]|$)|[\\/]|[A-Za-z]:[\\/])/.test(name);

/**
 * The packages a plugin's or theme's name may stand for, in the order Docusaurus tries them: the name
 * itself, then its shorthand's expansions (`sass` → `docusaurus-plugin-sass`, `@my/x` →
 * `@my/docusaurus-plugin-x`, `@my` → `@my/docusaurus-plugin`), a plugin's before a theme's (a
 * Docusaurus config's themes are in the same list here).
 */
export function packageCandidates(name: string): string[] {
  if (isPathName(name)) return [name];
  const names = [name];
  for (const kind of ['plugin', 'theme']) {
    const prefix = `docusaurus-${kind}`;
    const [scope, rest] = name.split('/', 2);
    if (!name.startsWith('@')) names.push(`@docusaurus/${kind}-${name}`, `${prefix}-${name}`);
    else if (rest === undefined) names.push(`${scope}/${prefix}`);
    else if (scope === '@docusaurus') names.push(`${scope}/${kind}-${rest}`);
    else names.push(`${scope}/${prefix}-${rest}`);
  }
  return [...new Set(names)];
}

/** A plugin's name in messages before it has one: its module name, or its function's name. */
export const entryLabel = (source: string | PluginFunction) =>
  typeof source === 'string' ? source : `function ${source.name || '(anonymous)'}`;
