// Loading a site's plugins: each entry's module found (a file, or an npm package from the site
// folder, by its name or Docusaurus's shorthand) and loaded as the site's other scripts are
// (src/core/user-module: TypeScript or JavaScript, CommonJS or ES modules), its function called with
// the load context and its options, and the instance it returns checked.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { importUserModule } from '../user-module';
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
  /** Its module's folder (undefined for a function given in the config: the site folder's). */
  dir?: string;
  /** What its module's validateThemeConfig made of the theme config (its defaults filled in). */
  themeConfig?: Record<string, unknown>;
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

const TRANSLATION_HOOKS = new Set([
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
    const { fn, dir, validateOptions, validateThemeConfig } = await pluginFunction(
      entry,
      context.siteDir,
      keyError,
    );
    let options = entry.options;
    // A plugin's own options check, as Docusaurus runs it: the plugin's schema (Joi, from its own
    // dependencies) gives its defaults; `id` is every plugin's, kept apart from its schema.
    if (validateOptions) {
      const { id, ...rest } = options;
      const checked = await runHook(label, 'validateOptions', () =>
        validateOptions({ validate: schemaValidator(label), options: rest }),
      );
      options = { ...(isObj(checked) ? checked : rest), id: id ?? 'default' };
    }
    // A theme's check of themeConfig, which fills in its defaults (`liveCodeBlock`): what it
    // returns is the theme config the later plugins, the theme's components and the site read.
    let themeConfig: Record<string, unknown> | undefined;
    if (validateThemeConfig) {
      const current = context.siteConfig.themeConfig as Record<string, unknown>;
      const checked = await runHook(label, 'validateThemeConfig', () =>
        validateThemeConfig({
          validate: schemaValidator(label, { allowUnknown: true }),
          themeConfig: current,
        }),
      );
      if (isObj(checked)) themeConfig = Object.assign(current, checked);
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
    // The translation hooks only change a site that has translations of its own (an i18n folder
    // for the locale built); without one they would give what the components already say.
    const translated = existsSync(join(context.siteDir, 'i18n', context.i18n.currentLocale));
    for (const hook of Object.keys(instance))
      if (
        UNSUPPORTED_HOOKS.has(hook) &&
        typeof instance[hook] === 'function' &&
        (translated || !TRANSLATION_HOOKS.has(hook))
      )
        warn(`plugin "${name}": its ${hook} hook is not run here; what it does is missing`);
    plugins.push({
      name,
      id,
      options,
      instance: instance as Plugin,
      index: entry.index,
      dir,
      themeConfig,
    });
  }
  return plugins;
}

type ValidateThemeConfig = (args: {
  validate: (schema: unknown, themeConfig: Record<string, unknown>) => unknown;
  themeConfig: Record<string, unknown>;
}) => unknown;

type ValidateOptions = (args: {
  validate: (schema: unknown, options: Record<string, unknown>) => unknown;
  options: Record<string, unknown>;
}) => unknown;

/**
 * The `validate` Docusaurus hands a plugin's validateOptions: its schema's own `validate` (a Joi
 * schema, as plugins build them), without converting types; an invalid option stops the build with
 * Joi's message, which names the key.
 */
function schemaValidator(label: string, how: { allowUnknown?: boolean } = {}) {
  return (schema: unknown, options: Record<string, unknown>): unknown => {
    const validate = (schema as { validate?: unknown } | null | undefined)?.validate;
    if (typeof validate !== 'function') return options; // not a schema we know: taken as written
    const result = validate.call(schema, options, { convert: false, ...how }) as {
      error?: { message: string };
      value?: unknown;
    };
    if (result.error) throw new Error(`invalid options of ${label}: ${result.error.message}`);
    return result.value;
  };
}

/** The plugin function an entry names, and its module's options check if it has one. */
async function pluginFunction(
  entry: PluginEntry,
  siteDir: string,
  keyError: InitOptions['keyError'],
): Promise<{
  fn: PluginFunction;
  dir?: string;
  validateOptions?: ValidateOptions;
  validateThemeConfig?: ValidateThemeConfig;
}> {
  const withCheck = (fn: PluginFunction, ...modules: unknown[]) => {
    const exported = (name: string) =>
      [...modules, fn]
        .map((m) => (m as Record<string, unknown> | undefined)?.[name])
        .find((v) => typeof v === 'function');
    return {
      fn,
      validateOptions: exported('validateOptions') as ValidateOptions | undefined,
      validateThemeConfig: exported('validateThemeConfig') as ValidateThemeConfig | undefined,
    };
  };
  if (typeof entry.source === 'function') return withCheck(entry.source);
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
  const mod = await importUserModule(file, `the plugin "${entry.source}"`);
  // The module's default export, through one more `default` for an ES module compiled to CommonJS;
  // its `validateOptions` is a named export beside it (or a property of the CommonJS exports).
  const exported: unknown = 'default' in mod ? mod.default : mod;
  const value = isObj(exported) && 'default' in exported ? exported.default : exported;
  const fn = isObj(value) && typeof value.default === 'function' ? value.default : value;
  if (typeof fn !== 'function')
    throw keyError(
      entry.index,
      `${file} does not export a plugin function (as its default export or module.exports)`,
    );
  return { ...withCheck(fn as PluginFunction, mod, exported, value), dir: dirname(file) };
}
