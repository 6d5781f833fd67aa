// Loads <siteDir>/site.config.ts (TypeScript, bundled as it loads by
// src/core/user-module/), or, in a Docusaurus site without one, its
// docusaurus.config.{ts,js,…} translated to our schema; applies environment
// overrides and validates it.
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { importUserModuleValue } from '../user-module';
import {
  formatKey,
  fromDocusaurusConfig,
  type DocusaurusConfig,
  type Path,
} from './from-docusaurus';
import { ConfigError, validateSiteConfig, type SiteConfig, type ValidateOptions } from './schema';

export const CONFIG_FILE = 'site.config.ts';
/** A Docusaurus site's config file names, in the order Docusaurus looks for them. */
export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

const isDocusaurusConfig = (file: string) =>
  /^docusaurus\.config\.[cm]?[jt]s$/.test(basename(file));

/** The config file a site is read from: its site.config.ts, else its docusaurus.config.*. */
export function findConfigFile(siteDir: string): string | undefined {
  return [CONFIG_FILE, ...DOCUSAURUS_CONFIG_FILES]
    .map((name) => join(siteDir, name))
    .find((file) => existsSync(file));
}

/** Environment variables a deployment can use instead of editing site.config.ts. */
function applyEnvOverrides(raw: Record<string, unknown>, env: NodeJS.ProcessEnv): void {
  const search = { ...((raw.search as Record<string, unknown> | undefined) ?? {}) };
  if (env.ALGOLIA_APP_ID) search.appId = env.ALGOLIA_APP_ID;
  if (env.ALGOLIA_API_KEY) search.apiKey = env.ALGOLIA_API_KEY;
  if (env.ALGOLIA_INDEX_NAME) search.indexName = env.ALGOLIA_INDEX_NAME;
  raw.search = search;
}

/** For each loaded config, the key as its file names it (a Docusaurus config's own keys). */
const keyNames = new WeakMap<
  SiteConfig,
  { file: string; keyOf: (path: readonly PropertyKey[]) => string }
>();

/**
 * A problem found in a loaded config after validation (e.g. a navbar item's docId once the docs
 * are known), as the ConfigError validation gives: naming the file and the key as written there.
 */
export function configKeyError(
  config: SiteConfig,
  path: readonly PropertyKey[],
  message: string,
  ...more: Array<[path: readonly PropertyKey[], message: string]>
) {
  const lines = [[path, message] as const, ...more].map(
    ([p, m]) => `  - ${configKeyName(config, p)}: ${m}`,
  );
  return new ConfigError(
    `Invalid site config in ${keyNames.get(config)?.file ?? CONFIG_FILE}:\n${lines.join('\n')}`,
  );
}

/** A key of a loaded config as its file names it (`plugins[3][1].redirects[0]` in a Docusaurus config). */
export function configKeyName(config: SiteConfig, path: readonly PropertyKey[]): string {
  const names = keyNames.get(config);
  return names ? names.keyOf(path) : formatKey(path);
}

/** Where each loaded config came from: its file and, for a Docusaurus config, the object as loaded. */
const sources = new WeakMap<
  SiteConfig,
  { file: string; docusaurusConfig?: Record<string, unknown> }
>();
export const configSource = (config: SiteConfig) => sources.get(config);

/** Warnings already printed: the dev server reloads the config after each edit. */
const warned = new Set<string>();
function warnOnce(line: string, log: Pick<Console, 'warn'>) {
  if (warned.has(line)) return;
  warned.add(line);
  log.warn(line);
}

/** For each loaded config, the warnings its loading gave (printed once; counted by every build). */
const loadWarnings = new WeakMap<SiteConfig, string[]>();
export const configWarnings = (config: SiteConfig): readonly string[] =>
  loadWarnings.get(config) ?? [];

/** A warning about the site found after its config loaded (its plugins'): printed once, counted. */
export function addSiteWarning(
  config: SiteConfig,
  line: string,
  log: Pick<Console, 'warn'> = console,
): void {
  const list = loadWarnings.get(config) ?? [];
  list.push(line);
  loadWarnings.set(config, list);
  warnOnce(line, log);
}

/**
 * A config written for Docusaurus whatever its file is called (`--config docusaurus.prod.config.ts`,
 * as Docusaurus takes any name): a config function, or keys our schema does not have.
 */
const looksLikeDocusaurusConfig = (value: unknown) =>
  typeof value === 'function' ||
  (!!value &&
    typeof value === 'object' &&
    ['presets', 'themeConfig', 'themes'].some((k) => k in value));

/** A Docusaurus config's value: the object, or what its (async) function returns. */
async function docusaurusConfigValue(file: string, exported: unknown): Promise<DocusaurusConfig> {
  let value = exported;
  if (typeof value === 'function') {
    try {
      value = await (value as () => unknown)();
    } catch (error) {
      throw new ConfigError(
        `${file}: the config function threw: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ConfigError(
      `${file} must export the site config (an object, or a function returning one) as its default export or module.exports`,
    );
  return value as DocusaurusConfig;
}

/** `configFile`: another file than <siteDir>/site.config.ts (the CLI's `--config`). */
export async function loadSiteConfig(
  siteDir: string,
  env = process.env,
  configFile?: string,
  log: Pick<Console, 'warn'> = console,
): Promise<SiteConfig> {
  const file = configFile ? resolve(siteDir, configFile) : findConfigFile(siteDir);
  if (!file || !existsSync(file))
    throw new ConfigError(
      configFile
        ? `No config file at ${resolve(siteDir, configFile)}`
        : `No ${CONFIG_FILE} (or docusaurus.config.{ts,js,mjs,cjs}) found in ${siteDir}`,
    );
  let raw: Record<string, unknown>;
  let options: ValidateOptions = {};
  const warnings: string[] = [];
  const warn = (line: string) => {
    warnings.push(line);
    warnOnce(line, log);
  };
  let docusaurusConfig: DocusaurusConfig | undefined;
  const exported = await importUserModuleValue(
    file,
    isDocusaurusConfig(file) ? 'the Docusaurus config' : 'the site config',
  );
  if (isDocusaurusConfig(file) || looksLikeDocusaurusConfig(exported)) {
    docusaurusConfig = await docusaurusConfigValue(file, exported);
    const translation = fromDocusaurusConfig(docusaurusConfig, {
      siteDir,
      hasBlogDir: existsSync(join(siteDir, 'blog')),
    });
    for (const warning of translation.warnings) warn(`[WARNING] ${basename(file)}: ${warning}`);
    raw = { ...translation.config };
    options = { keyOf: translation.keyOf, problems: translation.errors };
  } else {
    if (!exported || typeof exported !== 'object') {
      throw new ConfigError(`${file} must export the site config as its default export`);
    }
    raw = { ...(exported as Record<string, unknown>) };
  }
  applyEnvOverrides(raw, env);
  const config = validateSiteConfig(raw, file, options);
  const keyOf = options.keyOf ?? formatKey;
  // Files the config names: the first missing one stops the start, named by its key.
  const named: [Path, string][] = [
    ...config.theme.customCss.map((css): [Path, string] => [['theme', 'customCss'], css]),
    ...config.clientModules.map((path, i): [Path, string] => [['clientModules', i], path]),
  ];
  const absent = named.find(([, path]) => !existsSync(resolve(siteDir, path)));
  const problem =
    absent && `Invalid site config in ${file}:\n- ${keyOf(absent[0])}: no file at ${absent[1]}`;
  if (problem) throw new ConfigError(problem);
  keyNames.set(config, { file, keyOf });
  sources.set(config, { file, docusaurusConfig });
  onlyDefaultLocale(config, file, keyOf, warn);
  loadWarnings.set(config, warnings);
  return config;
}

/**
 * One locale is built: the default. Other locales are said once and left out of the config, so the
 * locale dropdown does not link to pages that do not exist (the build would stop on them as broken
 * links, which hid the cause).
 */
function onlyDefaultLocale(
  config: SiteConfig,
  file: string,
  keyOf: (path: readonly PropertyKey[]) => string,
  warn: (line: string) => void,
) {
  const { defaultLocale, locales } = config.i18n;
  const others = locales.filter((locale) => locale !== defaultLocale);
  if (!others.length) return;
  warn(
    `[WARNING] ${basename(file)}: ${keyOf(['i18n', 'locales'])}: only the default locale "${defaultLocale}" is built; ${others.map((l) => `"${l}"`).join(', ')} ${others.length > 1 ? 'are' : 'is'} not (translated sites are not supported here), and the locale dropdown lists "${defaultLocale}" only.`,
  );
  config.i18n.locales = [defaultLocale];
}
