// Loading a site's plugins: each entry's module found (a file, or an npm package from the site
// folder, by its name or Docusaurus's shorthand) and loaded as the site's other scripts are
// (src/core/user-module: TypeScript or JavaScript, CommonJS or ES modules), its function called with
// the load context and its options, and the instance it returns checked.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { importUserModuleValue } from '../user-module';
import { entryLabel, isPathName, packageCandidates, type PluginEntry } from './entries';
import { runHook } from './errors';
import type { LoadContext, Plugin, PluginFunction } from './types';

export interface LoadedPlugin {
  name: string;
  id: string;
  options: Record<string, unknown>;
  instance: Plugin;
  /** Its index in the config's `plugins`. */
  index: number;
}

/** Hooks run here. */
export const SUPPORTED_HOOKS = new Set([
  'loadContent',
  'contentLoaded',
  'allContentLoaded',
  'injectHtmlTags',
  'getClientModules',
  'configureWebpack',
  'configurePostCss',
  'getThemePath',
  'getTypeScriptThemePath',
  'getPathsToWatch',
  'postBuild',
]);
/** Hooks of Docusaurus's plugin API that are not run here: each one said once. */
export const UNSUPPORTED_HOOKS = new Set([
  'extendCli',
  'translateContent',
  'translateThemeConfig',
  'getTranslationFiles',
  'getDefaultCodeTranslationMessages',
]);

const SCRIPT_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx'];

/** A path as written (`./plugins/x`, no extension, or a folder with an index file) to its file. */
function scriptFile(path: string): string | undefined {
  const isFile = (p: string) => statSync(p, { throwIfNoEntry: false })?.isFile() === true;
  if (isFile(path)) return path;
  const found = SCRIPT_EXTENSIONS.map((ext) => path + ext).find(isFile);
  if (found) return found;
  if (!existsSync(path)) return undefined;
  try {
    // A package folder: its package.json's entry.
    return createRequire(join(path, 'noop.js')).resolve(path);
  } catch {
    return SCRIPT_EXTENSIONS.map((ext) => join(path, `index${ext}`)).find(isFile);
  }
}

/** The file a plugin's module name stands for, from the site folder; undefined when none exists. */
export function resolvePluginModule(name: string, siteDir: string): string | undefined {
  if (isPathName(name)) return scriptFile(resolve(siteDir, name));
  const require = createRequire(join(siteDir, 'package.json'));
  for (const candidate of packageCandidates(name)) {
    try {
      return require.resolve(candidate);
    } catch {
      /* the next form */
    }
  }
  return undefined;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface InitOptions {
  context: LoadContext;
  /** A problem with the entry at `plugins[index]`, named by its key in the config file. */
  keyError(index: number, message: string): Error;
  warn(line: string): void;
}

/** Every entry's plugin instance, in the config's order (a plugin function returning null is off). */
export async function initPlugins(
  entries: readonly PluginEntry[],
  { context, keyError, warn }: InitOptions,
): Promise<LoadedPlugin[]> {
  const plugins: LoadedPlugin[] = [];
  for (const entry of entries) {
    const label = entryLabel(entry.source);
    const fn = await pluginFunction(entry, context.siteDir, keyError);
    let options = entry.options;
    // A plugin's own options check (Joi's in Docusaurus): given a validator that keeps the options.
    const validate = (fn as { validateOptions?: unknown }).validateOptions;
    if (typeof validate === 'function') {
      const checked = await runHook(label, 'validateOptions', () =>
        validate({ validate: (_schema: unknown, value: unknown) => value, options }),
      );
      options = { id: 'default', ...(isObj(checked) ? checked : options) };
    }
    const instance = await runHook(label, 'the plugin function', () => fn(context, options));
    if (instance === null || instance === undefined) continue;
    if (!isObj(instance))
      throw keyError(
        entry.index,
        `the plugin ${label} returned ${typeof instance}, not a plugin object`,
      );
    if (typeof instance.name !== 'string' || !instance.name)
      throw keyError(
        entry.index,
        `the plugin ${label} returned no "name" (every plugin must have one)`,
      );
    const id = String(options.id);
    const name = instance.name;
    if (plugins.some((p) => p.name === name && p.id === id))
      throw keyError(
        entry.index,
        `the plugin "${name}" is used twice with the id "${id}": give each use its own options.id`,
      );
    for (const hook of Object.keys(instance))
      if (UNSUPPORTED_HOOKS.has(hook) && typeof instance[hook] === 'function')
        warn(`plugin "${name}": its ${hook} hook is not run here; what it does is missing`);
    plugins.push({ name, id, options, instance: instance as Plugin, index: entry.index });
  }
  return plugins;
}

async function pluginFunction(
  entry: PluginEntry,
  siteDir: string,
  keyError: InitOptions['keyError'],
): Promise<PluginFunction> {
  if (typeof entry.source === 'function') return entry.source;
  const file = resolvePluginModule(entry.source, siteDir);
  if (!file)
    throw keyError(
      entry.index,
      isPathName(entry.source)
        ? `no plugin file at ${resolve(siteDir, entry.source)}`
        : `the plugin "${entry.source}" is not installed (no package ${packageCandidates(
            entry.source,
          )
            .map((n) => `"${n}"`)
            .join(' or ')} from ${siteDir})`,
    );
  const value = await importUserModuleValue(file, `the plugin "${entry.source}"`);
  const fn = isObj(value) && typeof value.default === 'function' ? value.default : value;
  if (typeof fn !== 'function')
    throw keyError(
      entry.index,
      `${file} does not export a plugin function (as its default export or module.exports)`,
    );
  return fn as PluginFunction;
}
