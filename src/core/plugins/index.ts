// The plugins stage: a site's own Docusaurus plugins (config `plugins`, and a docusaurus.config's
// themes that are not built in) loaded and run through the lifecycle Docusaurus 3 runs: loadContent,
// then contentLoaded (and allContentLoaded) with their actions; what they return is handed on as
// data: global data and routes for src/core/routes, HTML tags for src/core/render, client modules,
// theme folders and webpack parts for the bundles, paths for the dev server to watch, and postBuild
// for the build's end.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { writeIfChanged } from '../routes/write';
import { joinInjected, pluginTagsHtml } from './html-tags';
import type { InjectedHtml } from '../render/html';
import { PluginError, runHook } from './errors';
import type { PluginEntry } from './entries';
import { initPlugins, type InitOptions, type LoadedPlugin } from './load';
import { checkRoute, type OwnedRoute } from './routes';
import type { AllContent, PluginActions, PostBuildProps } from './types';
import type { PluginsWebpack } from './webpack';
import { OWN_THEME_CONFIG_KEYS } from '../../shared/theme-config';

export { PluginError } from './errors';
export type { PluginsWebpack } from './webpack';

export interface SitePlugins {
  plugins: LoadedPlugin[];
  /** `useGlobalData()`'s plugins part: plugin name → instance id → data. */
  globalData: AllContent;
  routes: OwnedRoute[];
  injected: InjectedHtml;
  /** Modules every page imports (absolute paths, or packages), before the config's clientModules. */
  clientModules: string[];
  webpack: PluginsWebpack;
  /** Files and folders whose change reruns the plugins (dev server). */
  pathsToWatch: string[];
  /** Theme config keys of the themes' own, as their validateThemeConfig filled them in. */
  themeConfig: Record<string, unknown>;
  /** A hash of what the plugins gave (the build's up-to-date key). */
  digest: string;
  /** Runs every plugin's postBuild, in order; `outDir` is the folder the build is writing. */
  postBuild(props: Pick<PostBuildProps, 'outDir' | 'routesPaths'>): Promise<void>;
}

export const NO_PLUGINS: SitePlugins = {
  plugins: [],
  globalData: {},
  routes: [],
  injected: { head: '', preBody: '', postBody: '' },
  clientModules: [],
  webpack: { themePaths: [], hooks: [] },
  pathsToWatch: [],
  themeConfig: {},
  digest: '',
  postBuild: async () => {},
};

/** A plugin's hook, bound to its instance; undefined when it has none. */
const hook = (p: LoadedPlugin, name: string) => {
  const fn = p.instance[name];
  return typeof fn === 'function'
    ? (fn as (...args: unknown[]) => unknown).bind(p.instance)
    : undefined;
};

/** A path a plugin gives: relative ones are the site folder's, as Docusaurus's are. */
const sitePath = (siteDir: string, path: string) =>
  isAbsolute(path) || !path.startsWith('.') ? path : resolve(siteDir, path);

/** A string list a hook returns, checked. */
function stringList(value: unknown, plugin: string, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !v))
    throw new PluginError(plugin, name, 'expected an array of paths');
  return value as string[];
}

export async function loadPlugins(
  entries: readonly PluginEntry[],
  {
    context,
    write,
    keyError,
    warn,
  }: InitOptions & {
    /** false: only read (the dev server's records process; the main process writes). */
    write: boolean;
  },
): Promise<SitePlugins> {
  if (!entries.length) return NO_PLUGINS;
  const plugins = await initPlugins(entries, { context, keyError, warn });
  const { siteDir } = context;

  const contents = new Map<LoadedPlugin, unknown>();
  for (const p of plugins) {
    const load = hook(p, 'loadContent');
    contents.set(p, load ? await runHook(p.name, 'loadContent', load) : undefined);
  }
  const allContent: AllContent = {};
  for (const [p, content] of contents) (allContent[p.name] ??= {})[p.id] = content;

  const globalData: AllContent = {};
  const routes: OwnedRoute[] = [];
  const actionsOf = (p: LoadedPlugin): PluginActions => ({
    setGlobalData(data) {
      (globalData[p.name] ??= {})[p.id] = data;
    },
    async createData(name, data) {
      if (typeof name !== 'string' || !name) throw new Error('createData: expected a file name');
      const file = join(context.generatedFilesDir, p.name, p.id, name);
      if (write) {
        mkdirSync(dirname(file), { recursive: true });
        writeIfChanged(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
      }
      return file;
    },
    addRoute(route) {
      routes.push({ plugin: p.name, route: checkRoute(route) });
    },
  });
  for (const p of plugins) {
    const loaded = hook(p, 'contentLoaded');
    if (loaded)
      await runHook(p.name, 'contentLoaded', () =>
        loaded({ content: contents.get(p), actions: actionsOf(p), allContent }),
      );
  }
  for (const p of plugins) {
    const all = hook(p, 'allContentLoaded');
    if (all)
      await runHook(p.name, 'allContentLoaded', () => all({ actions: actionsOf(p), allContent }));
  }

  const injected = joinInjected(
    await Promise.all(
      plugins.map(async (p) => {
        const inject = hook(p, 'injectHtmlTags');
        if (!inject) return { head: '', preBody: '', postBody: '' };
        const tags = await runHook(p.name, 'injectHtmlTags', () =>
          inject({ content: contents.get(p) }),
        );
        return runHook(p.name, 'injectHtmlTags', () => pluginTagsHtml(tags));
      }),
    ),
  );
  const listOf = async (p: LoadedPlugin, name: string) => {
    const get = hook(p, name);
    return get ? stringList(await runHook(p.name, name, get), p.name, name) : [];
  };
  const clientModules: string[] = [];
  const pathsToWatch: string[] = [];
  const themePaths: string[] = [];
  for (const p of plugins) {
    clientModules.push(...(await listOf(p, 'getClientModules')).map((m) => sitePath(siteDir, m)));
    pathsToWatch.push(...(await listOf(p, 'getPathsToWatch')).map((m) => resolve(siteDir, m)));
    // Theme components resolve by name: a later plugin's before an earlier one's, as Docusaurus's
    // theme aliases let the last theme listed win. TypeScript sources are compiled here too.
    const theme = hook(p, 'getThemePath') ?? hook(p, 'getTypeScriptThemePath');
    const themePath = theme && (await runHook(p.name, 'getThemePath', theme));
    // Relative to the plugin's own module (`'../lib/theme'` in a package), as Docusaurus resolves it.
    if (typeof themePath === 'string') themePaths.unshift(resolve(p.dir ?? siteDir, themePath));
  }
  const hooks = plugins.flatMap((p) => {
    const configure = hook(p, 'configureWebpack');
    if (!configure) return [];
    const content = contents.get(p);
    return [
      {
        plugin: p.name,
        configure: (...args: unknown[]) => configure(...args, content),
      },
    ];
  });

  const digest = createHash('sha256')
    .update(
      JSON.stringify(
        {
          plugins: plugins.map((p) => [p.name, p.id]),
          globalData,
          routes,
          injected,
          clientModules,
          themePaths,
          pathsToWatch,
        },
        (_key, v: unknown) => (typeof v === 'function' ? String(v) : v),
      ),
    )
    .digest('hex');

  const themeConfig = Object.fromEntries(
    plugins
      .flatMap((p) => Object.entries(p.themeConfig ?? {}))
      .filter(([key]) => !OWN_THEME_CONFIG_KEYS.includes(key)),
  );
  return {
    plugins,
    globalData,
    routes,
    injected,
    clientModules,
    webpack: { themePaths, hooks },
    pathsToWatch,
    themeConfig,
    digest,
    async postBuild({ outDir, routesPaths }) {
      for (const p of plugins) {
        const post = hook(p, 'postBuild');
        if (!post) continue;
        const { siteConfig, baseUrl, generatedFilesDir } = context;
        const props: PostBuildProps = {
          siteConfig,
          siteDir,
          baseUrl,
          generatedFilesDir,
          outDir,
          routesPaths,
          content: contents.get(p),
          plugins: plugins.map(({ name, options }) => ({ name, options })),
          head: {},
        };
        await runHook(p.name, 'postBuild', () => post(props));
      }
    },
  };
}
