// A site's own `src/theme/prism-include-languages` (the file Docusaurus sites swizzle to add
// highlighting languages), run on the Prism the build-time highlighter uses. Docusaurus calls its
// default export with prism-react-renderer's Prism in the browser (and while prerendering); here
// code is highlighted in Node, so the file runs there once per process, and again when it changes.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '../config/schema';
import { SourceError } from '../errors';
import { importUserModuleValue } from '../user-module';
import { bundle, reportedPath, type BundleOptions } from '../user-module/bundle';
import { compileError } from '../user-module/errors';
import type { BuildFailure } from 'esbuild';

/** The file's path in a site, without its extension (`@theme/prism-include-languages`). */
export const PRISM_INCLUDE_PATH = 'src/theme/prism-include-languages';
const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'];

/** Every name the file may have, for the dev server to watch. */
export const prismIncludeCandidates = (siteDir: string): string[] =>
  EXTENSIONS.map((ext) => join(siteDir, PRISM_INCLUDE_PATH + ext));

export function findPrismIncludeFile(siteDir: string): string | undefined {
  return prismIncludeCandidates(siteDir).find((file) => existsSync(file));
}

/** The site's file, and what the highlighter needs to run it (JSON, as Markdown options are). */
export interface PrismInclude {
  file: string;
  /** Of the bundled file (its own code and what it imports by relative path) and the config it reads. */
  hash: string;
  /** `@generated/docusaurus.config` as the file sees it in Node. */
  configModule: string;
  /** The site's files it is bundled from, for the dev server to watch. */
  sources: string[];
}

/**
 * The part of the site's config, in Docusaurus's shape, that `@generated/docusaurus.config` gives
 * the file in Node: what such files read (`themeConfig.prism.additionalLanguages`) and the site's
 * identity. The browser's module is the whole config (`@docgen/client/context`).
 */
function docusaurusConfigStandIn(config: SiteConfig) {
  const { title, tagline, url, baseUrl, customFields } = config;
  const { additionalLanguages, magicComments, defaultLanguage } = config.prism;
  return {
    title,
    tagline,
    url,
    baseUrl,
    customFields,
    themeConfig: { prism: { additionalLanguages, magicComments, defaultLanguage } },
  };
}

/** Where the generator's own packages are found (prismjs): its own folder, whatever runs it. */
const ownDir = dirname(fileURLToPath(import.meta.url));

/** Modules the file imports that a Docusaurus site has and no folder here holds. */
const bundleOptions = (configModule: string): BundleOptions => ({
  virtualModules: {
    '@generated/docusaurus.config': configModule,
    // The file runs in place of the browser's highlighting, so as in the browser: a file that
    // registers its languages only `if (ExecutionEnvironment.canUseDOM)` does so here too.
    '@docusaurus/ExecutionEnvironment':
      'export default { canUseDOM: true, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };',
  },
  fallbackDir: ownDir,
});

const WHAT = 'src/theme/prism-include-languages';

/**
 * The site's file, bundled once to find what it is made of (a syntax error or a missing import
 * stops the site's loading here, once, naming the file); undefined when the site has none.
 */
export async function loadPrismInclude(
  siteDir: string,
  config: SiteConfig,
): Promise<PrismInclude | undefined> {
  const file = findPrismIncludeFile(siteDir);
  if (!file) return undefined;
  const configModule = `export default ${JSON.stringify(docusaurusConfigStandIn(config))};`;
  let code: string;
  let sources: string[];
  try {
    const bundled = await bundle(file, 'cjs', bundleOptions(configModule));
    code = bundled.code;
    sources = bundled.map.payload.sources
      .filter((s) => !s.includes(':') || s.startsWith('user:'))
      .map(reportedPath)
      .filter((s) => !relative(siteDir, s).startsWith('..'));
  } catch (error) {
    if (error && typeof error === 'object' && 'errors' in error)
      throw compileError(error as BuildFailure, file, WHAT);
    throw error;
  }
  const hash = createHash('sha1').update(code).update(configModule).digest('hex');
  return { file, hash, configModule, sources: [...new Set([file, ...sources])] };
}

type Global = { Prism?: unknown; window?: unknown };

/**
 * Runs the file's default export with `Prism`, as Docusaurus calls it: `globalThis.Prism` set first
 * (prismjs's language files extend the global one), and `window` being the global object while it
 * runs (such files set `window.Prism`). Both are as they were afterwards.
 */
export async function runPrismInclude(include: PrismInclude, Prism: object): Promise<void> {
  const g = globalThis as Global;
  const before = { Prism: g.Prism, window: g.window };
  const restore = () => {
    if (before.Prism === undefined) delete g.Prism;
    else g.Prism = before.Prism;
    if (before.window === undefined) delete g.window;
    else g.window = before.window;
  };
  g.Prism = Prism;
  let value: unknown;
  try {
    value = await importUserModuleValue(include.file, WHAT, bundleOptions(include.configModule));
  } finally {
    restore();
  }
  if (typeof value !== 'function')
    throw new SourceError(
      include.file,
      `${WHAT} must export a function of Prism as its default export, got ${value === null ? 'null' : typeof value}`,
    );
  let result: unknown;
  // Synchronous, so no other work in this process sees `window` defined.
  g.Prism = Prism;
  if (g.window === undefined) g.window = globalThis;
  try {
    result = (value as (prism: object) => unknown)(Prism);
  } catch (error) {
    throw new SourceError(include.file, `${WHAT} threw: ${(error as Error)?.message ?? error}`);
  } finally {
    restore();
  }
  if (result instanceof Promise)
    await result.catch((error: unknown) => {
      throw new SourceError(include.file, `${WHAT} threw: ${(error as Error)?.message ?? error}`);
    });
}
