// A site's own PostCSS config (`postcss.config.js`, `.postcssrc`, package.json's `postcss`…), which
// Docusaurus's postcss-loader finds and runs before the plugins' configurePostCss list. Looked for
// in the site folder, under the names postcss-loader looks for, in its order; loaded here, so its
// plugins' names resolve from the site's node_modules (postcss-loader, installed beside this
// generator, would look for them beside itself).
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { SourceError } from '../errors';
import { loadYaml } from '../esm-bundle';
import { importUserModuleValue } from '../user-module';
import { resolvePluginNames, resolveProcessOptions, type NameResolver } from './plugin-names';

const RC_EXTENSIONS = ['', '.json', '.yaml', '.yml', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'];
const SCRIPT = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'];
/** postcss-loader's search places, in its order (package.json counts only with a `postcss` key). */
export const POSTCSS_CONFIG_FILES = [
  'package.json',
  ...SCRIPT.map((ext) => `postcss.config${ext}`),
  ...RC_EXTENSIONS.map((ext) => `.postcssrc${ext}`),
  ...RC_EXTENSIONS.map((ext) => `.config/postcssrc${ext}`),
];

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function packagePostCss(file: string): unknown {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>).postcss;
  } catch {
    return undefined; // a broken package.json is reported where packages resolve, not here
  }
}

/** The site's PostCSS config file, or undefined. */
export function findPostCssConfig(siteDir: string): string | undefined {
  return POSTCSS_CONFIG_FILES.map((name) => join(siteDir, name)).find((file) =>
    basename(file) === 'package.json'
      ? existsSync(file) && packagePostCss(file) !== undefined
      : existsSync(file),
  );
}

async function readConfig(file: string): Promise<unknown> {
  if (basename(file) === 'package.json') return packagePostCss(file);
  if (SCRIPT.some((ext) => file.endsWith(ext)))
    return importUserModuleValue(file, 'the PostCSS config');
  const text = readFileSync(file, 'utf8');
  try {
    return file.endsWith('.json') ? JSON.parse(text) : loadYaml(text);
  } catch (error) {
    throw new SourceError(
      file,
      `not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${String(error).split('\n')[0]}`,
    );
  }
}

export interface PostCssConfig {
  file: string;
  /** Its plugins, each name resolved to a path (postcss-loader's list forms). */
  plugins: unknown[];
  /** PostCSS's process options it sets (`parser`, `syntax`, `map`…). */
  options: Record<string, unknown>;
}

/**
 * The site's PostCSS config loaded, or undefined when it has none. A config written as a function
 * is called once for the whole site, with postcss-loader's `mode` and `env` (no `file`).
 */
export async function loadPostCssConfig(
  siteDir: string,
  mode: 'production' | 'development',
  resolveName: NameResolver,
): Promise<PostCssConfig | undefined> {
  const file = findPostCssConfig(siteDir);
  if (!file) return undefined;
  let config = await readConfig(file);
  if (typeof config === 'function') {
    try {
      config = await (config as (api: unknown) => unknown)({ mode, env: mode, options: {} });
    } catch (error) {
      throw new SourceError(file, `its config function threw: ${String(error).split('\n')[0]}`);
    }
  }
  if (config === null || config === undefined) return { file, plugins: [], options: {} };
  if (!isObj(config)) throw new SourceError(file, 'expected a PostCSS config object ({ plugins })');
  const { plugins = [], ...options } = config;
  if (!isObj(plugins) && !Array.isArray(plugins))
    throw new SourceError(file, '"plugins" must be a list or an object of plugin names');
  const from = (name: string) => resolveName(name, dirname(file));
  try {
    return {
      file,
      plugins: resolvePluginNames(plugins, from),
      options: resolveProcessOptions(options, from),
    };
  } catch (error) {
    throw new SourceError(file, (error as Error).message);
  }
}
