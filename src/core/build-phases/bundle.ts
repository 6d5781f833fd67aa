// The bundling phase: the client bundle (one compilation: pages are prerendered
// from its own scripts, src/core/bundle/prerender.ts, or from a bundle built for
// Node when a package's browser build cannot load there), its warnings sorted into
// failures and warnings by the site's rules, and what the prerenderer needs from
// it (each page's scripts and styles, the render function).
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Compilation, Compiler, Configuration, StatsCompilation } from 'webpack';
import { report } from '../errors';
import type { SharedWork } from '../bundle/shared-work';
import type { RouteEntry } from '../routes/types';
import type { LinkResolver } from '../mdx/remark-links';
import { MARKDOWN_INPUTS_FILE } from '../mdx/options';
import type { LoadedSite } from '../site';
import { keepPrerenderEntry, loadPrerender, type Render } from '../bundle/prerender';
import { loadServerBundle, serverBundleFile } from '../bundle/server-bundle';
import { sourceOfModule } from '../routes/create';
import type { BundleOptions } from '../../../webpack.config';
import { PRERENDER_ENTRY } from '../bundle/prerender-names';
import type { BuildLog, PhaseClock } from './phases';
import { describeClientChunks, type ClientChunks } from './content-chunks';

export type { Render };

export interface PageAssets {
  scripts: string[];
  stylesheets: string[];
}

export interface Bundled {
  /** The client bundle's compilation (what each page is rendered from). */
  compilation: Compilation;
  /** Every file the bundle read or looked for. */
  inputFiles: string[];
  /** The client bundle's scripts and its Markdown route modules (content-chunks.ts). */
  clientChunks: ClientChunks;
  /** The prerendering entry's script (prerender.ts); undefined when pages needed the Node bundle. */
  prerender: string | undefined;
  /** Scripts and stylesheets a page needs (no route: the entry's alone, as on the 404 page). */
  assetsFor(route: RouteEntry | undefined): PageAssets;
  render: Render;
  warnings: string[];
  /** The client entry's files and each named chunk group's (see content-chunks.ts). */
  clientAssets: ReturnType<typeof assetsOfStats>;
}

/**
 * Scripts and stylesheets each page needs: the entry's files, then its route chunks' files, under
 * the site's base URL (webpack's publicPath).
 */
export function pageAssets(
  entry: string[],
  chunkAssets: Record<string, string[]>,
  modules: Record<string, { chunkName: string }>,
  baseUrl = '/',
) {
  return (route: RouteEntry | undefined): PageAssets => {
    const files = [...entry];
    for (const key of Object.values(route?.modules ?? {})) {
      for (const f of chunkAssets[modules[key]?.chunkName ?? key] ?? [])
        if (!files.includes(f)) files.push(f);
    }
    return {
      scripts: files.filter((f) => f.endsWith('.js')).map((f) => baseUrl + f),
      stylesheets: files.filter((f) => f.endsWith('.css')).map((f) => baseUrl + f),
    };
  };
}

/** The entry's files and each named chunk group's, from the client bundle's stats. */
export function assetsOfStats(stats: StatsCompilation) {
  return {
    entryAssets: stats.entrypoints?.main?.assets?.map((a) => a.name) ?? [],
    chunkAssets: Object.fromEntries(
      Object.entries(stats.namedChunkGroups ?? {}).map(([name, group]) => [
        name,
        group.assets?.map((a) => a.name) ?? [],
      ]),
    ),
  };
}

/** Missing images fail (as the reference's onBrokenMarkdownImages), markdown links follow their rule, the rest warn. */
function severityOf(warning: string, site: LoadedSite) {
  if (/: Image or file `/.test(warning)) return 'throw';
  if (/: Markdown link with URL/.test(warning)) return site.config.onBrokenMarkdownLinks;
  return 'warn';
}

/** The files a compilation read or looked for. */
const inputsOf = (compilation: Compilation) => [
  ...compilation.fileDependencies,
  ...compilation.missingDependencies,
];

/** Whether a request resolves from a folder as the client compiler resolves an import. */
function resolverOf(compiler: Compiler) {
  const resolver = compiler.resolverFactory.get('normal', { dependencyType: 'esm' });
  return (dir: string, request: string) =>
    new Promise<boolean>((done) =>
      resolver.resolve({}, dir, request, {}, (error, result) => done(!error && !!result)),
    );
}

/** Where running the client bundle's modules in Node failed (the route module's source) and why. */
function loadFailure(site: LoadedSite, error: unknown) {
  const { name, message, routeModule } = error as Error & { routeModule?: string };
  const source = routeModule && sourceOfModule(site.routes, routeModule);
  return {
    where: source ? relative(process.cwd(), source) : "the site's theme",
    why: `${name ?? 'Error'}: ${String(message).split('\n')[0]}`,
  };
}

/**
 * Pages rendered from a bundle built for Node, as the reference prerenders: a package whose browser
 * build needs `window` when it loads has a Node build that does not.
 */
async function renderFromNodeBundle(
  options: BundleOptions,
  { where, why }: ReturnType<typeof loadFailure>,
): Promise<{ render: Render; inputFiles: string[] }> {
  const { default: webpack } = await import('webpack');
  const { createServerConfig } = await import('../../../webpack.config');
  const { BundleError, runWebpack } = await import('../bundle/run');
  const serverOutDir = join(options.cacheDir, 'prerender-node');
  const inputFiles = await runWebpack(
    webpack(createServerConfig({ ...options, serverOutDir })),
    (stats) => inputsOf(stats.compilation),
  );
  try {
    return {
      render: loadServerBundle<{ render: Render }>(serverBundleFile(serverOutDir)).render,
      inputFiles,
    };
  } catch (error) {
    const nodeWhy = (error as Error).message.split('\n')[0];
    // Only a browser global missing in Node gets the advice for browser-only code.
    const advice =
      /\b(window|document|navigator|self|localStorage|sessionStorage|HTMLElement)\b/.test(nodeWhy)
        ? '. Code that needs a browser must run in an effect (useEffect) or inside <BrowserOnly>; a package that needs one when it loads must be imported there, lazily'
        : '';
    throw new BundleError(
      `${where}: cannot prerender: a module it imports fails when it loads (${why}; with the Node builds of its packages: ${nodeWhy})${advice}`,
    );
  }
}

export async function bundleSite(
  site: LoadedSite,
  {
    outDir,
    cacheDir,
    resolver,
    minify,
    clock,
    log,
  }: {
    outDir: string;
    cacheDir: string;
    resolver: LinkResolver;
    minify: boolean;
    clock: PhaseClock;
    log: BuildLog;
  },
): Promise<Bundled> {
  const { siteDir, config } = site;
  const inputsFile = join(site.generatedDir, MARKDOWN_INPUTS_FILE);
  const options = {
    siteDir,
    outDir,
    generatedDir: site.generatedDir,
    cacheDir,
    mode: 'production' as const,
    baseUrl: config.baseUrl,
    resolver,
    shared: new Map() as SharedWork,
    minify,
    plugins: site.plugins.webpack,
    postCss: site.postCss,
  };
  // Loaded here, not at the top: an up-to-date build never needs webpack or the MDX compiler.
  const { createClientConfig } = await import('../../../webpack.config');
  const { BundleError, runWebpack, webpackWarnings } = await import('../bundle/run');
  const { findContentProblems } = await import('./check-content');
  const { prefetchResponsiveImages } = await import('../images/prefetch');
  const { default: webpack } = await import('webpack');
  const { primeLoaderImport } = await import('../bundle/loader-import');
  await primeLoaderImport(); // or the client compilation stays in memory to the end (see there)
  // On a cold cache, start the images now (with a warm one webpack would not ask for them).
  if (!existsSync(join(cacheDir, 'webpack', 'client-production')))
    prefetchResponsiveImages(
      [join(siteDir, 'src'), join(siteDir, config.docs.path)],
      join(site.generatedDir, 'site-config.json'),
      options.shared,
    );
  // Only when someone listens: webpack's progress hooks cost build time.
  const withProgress = (config: Configuration): Configuration =>
    clock.listened
      ? {
          ...config,
          plugins: [
            ...(config.plugins ?? []),
            new webpack.ProgressPlugin((fraction, message) =>
              clock.advance('bundle', Math.round(fraction * 100), 100, message),
            ),
          ],
        }
      : config;
  const warnings: string[] = [];
  const compiler = webpack(withProgress(createClientConfig(options)));
  // Bad content fails here, before the bundling, with every problem found.
  const problems = await findContentProblems(site, {
    loader: { resolver, inputsFile, development: false, shared: options.shared },
    cacheDir,
    resolves: resolverOf(compiler),
    severityOf: (warning) => severityOf(warning, site),
    onProgress: (done, total) => clock.advance('bundle', done, total, 'checking Markdown'),
  });
  if (problems.length) {
    await new Promise((closed) => compiler.close(closed));
    throw new BundleError(problems.join('\n'));
  }
  const { compilation, assets } = await runWebpack(compiler, (stats) => {
    for (const w of webpackWarnings(stats)) {
      if (warnings.includes(w)) continue;
      if (report(severityOf(w, site), w, log)) throw new BundleError(w);
      warnings.push(w);
    }
    const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: false });
    return { compilation: stats.compilation, assets: assetsOfStats(json) };
  });

  // The prerendering entry's script goes to the cache: no page loads it.
  const { [PRERENDER_ENTRY]: entryFiles = [], ...chunkAssets } = assets.chunkAssets;
  const entryScript = entryFiles.find((file) => file.endsWith('.js'));
  if (!entryScript) throw new BundleError('the client bundle has no prerendering entry');
  const prerender = keepPrerenderEntry(outDir, entryScript, cacheDir);
  const chunks = describeClientChunks(site, compilation, (file) => file !== entryScript);
  if (!chunks) throw new BundleError('the client bundle has no runtime chunk');
  let render: Render;
  let kept: string | undefined = prerender;
  const inputFiles = inputsOf(compilation);
  try {
    render = await loadPrerender(
      outDir,
      { ...chunks, prerender },
      site.config.url + site.config.baseUrl,
    );
  } catch (error) {
    const failure = loadFailure(site, error);
    const warning = `${failure.where}: a module it imports fails to load outside a browser (${failure.why}): pages are prerendered from a Node bundle instead, where packages resolve to their Node builds (slower, and every rebuild bundles the whole site again)`;
    report('warn', warning, log);
    warnings.push(warning);
    const node = await renderFromNodeBundle(options, failure);
    render = node.render;
    inputFiles.push(...node.inputFiles);
    kept = undefined; // a content-only rebuild would render from the browser bundle again
  }
  return {
    compilation,
    inputFiles,
    clientChunks: chunks,
    prerender: kept,
    assetsFor: pageAssets(
      assets.entryAssets,
      chunkAssets,
      site.routes.modules,
      site.config.baseUrl,
    ),
    render,
    warnings,
    clientAssets: { entryAssets: assets.entryAssets, chunkAssets },
  };
}
