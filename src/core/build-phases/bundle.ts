// The bundling phase: the client and server bundles in one webpack run, their
// warnings sorted into failures and warnings by the site's rules, and what the
// prerenderer needs from them (each page's scripts and styles, the render function).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Compilation, MultiCompiler, MultiStats, StatsCompilation } from 'webpack';
import { report } from '../errors';
import type { SharedWork } from '../bundle/shared-work';
import type { RenderedHead } from '../render/html';
import type { RouteEntry } from '../routes/types';
import type { LinkResolver } from '../mdx/remark-links';
import { MARKDOWN_INPUTS_FILE } from '../mdx/options';
import type { LoadedSite } from '../site';
import { loadServerBundle, serverBundleFile } from '../bundle/server-bundle';
import type { BuildLog, PhaseClock } from './phases';

/** The server bundle's prerender function: a route's app HTML and head tags. */
export type Render = (url: string) => { html: string; head: RenderedHead };

export interface PageAssets {
  scripts: string[];
  stylesheets: string[];
}

export interface Bundled {
  stats: MultiStats;
  /** The server bundle's compilation (what each page is rendered from). */
  server: Compilation;
  /** Scripts and stylesheets a page needs (no route: the entry's alone, as on the 404 page). */
  assetsFor(route: RouteEntry | undefined): PageAssets;
  render: Render;
  warnings: string[];
  /** The client entry's files and each named chunk group's (see content-chunks.ts). */
  clientAssets: ReturnType<typeof assetsOfStats>;
}

/** Scripts and stylesheets each page needs: the entry's files, then its route chunks' files. */
export function pageAssets(
  entry: string[],
  chunkAssets: Record<string, string[]>,
  modules: Record<string, { chunkName: string }>,
) {
  return (route: RouteEntry | undefined): PageAssets => {
    const files = [...entry];
    for (const key of Object.values(route?.modules ?? {})) {
      for (const f of chunkAssets[modules[key]?.chunkName ?? key] ?? [])
        if (!files.includes(f)) files.push(f);
    }
    return {
      scripts: files.filter((f) => f.endsWith('.js')).map((f) => '/' + f),
      stylesheets: files.filter((f) => f.endsWith('.css')).map((f) => '/' + f),
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

/** Whether a request resolves from a folder as the client compiler resolves an import. */
function resolverOf(compiler: MultiCompiler) {
  const resolver = compiler.compilers[0].resolverFactory.get('normal', { dependencyType: 'esm' });
  return (dir: string, request: string) =>
    new Promise<boolean>((done) =>
      resolver.resolve({}, dir, request, {}, (error, result) => done(!error && !!result)),
    );
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
  const serverOutDir = join(cacheDir, 'server');
  const inputsFile = join(site.generatedDir, MARKDOWN_INPUTS_FILE);
  const options = {
    siteDir,
    outDir,
    serverOutDir,
    generatedDir: site.generatedDir,
    cacheDir,
    mode: 'production' as const,
    resolver,
    shared: new Map() as SharedWork,
    minify,
  };
  // Loaded here, not at the top: an up-to-date build never needs webpack or the MDX compiler.
  const { createClientConfig, createServerConfig } = await import('../../../webpack.config');
  const { BundleError, runWebpack, webpackWarnings } = await import('../bundle/run');
  const { findContentProblems } = await import('./check-content');
  const { prefetchResponsiveImages } = await import('../images/prefetch');
  const { default: webpack } = await import('webpack');
  // On a cold cache, start the images now (with a warm one webpack would not ask for them).
  if (!existsSync(join(cacheDir, 'webpack', 'client-production')))
    prefetchResponsiveImages(
      [join(siteDir, 'src'), join(siteDir, config.docs.path)],
      join(site.generatedDir, 'site-config.json'),
      options.shared,
    );
  const clientConfig = createClientConfig(options);
  // Only when someone listens: webpack's progress hooks cost build time.
  if (clock.listened)
    clientConfig.plugins = [
      ...(clientConfig.plugins ?? []),
      new webpack.ProgressPlugin((fraction, message) =>
        clock.advance('bundle', Math.round(fraction * 100), 100, message),
      ),
    ];
  const compiler = webpack([clientConfig, createServerConfig(options)]);
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
  const stats = await runWebpack(compiler);

  const warnings: string[] = [];
  for (const w of webpackWarnings(stats)) {
    if (report(severityOf(w, site), w, log)) throw new BundleError(w);
    warnings.push(w);
  }
  const clientStats = stats.stats[0].toJson({
    all: false,
    entrypoints: true,
    chunkGroups: true,
    assets: false,
  });

  const { entryAssets, chunkAssets } = assetsOfStats(clientStats);
  const { render } = loadServerBundle<{ render: Render }>(serverBundleFile(serverOutDir));
  return {
    stats,
    server: stats.stats[1].compilation,
    assetsFor: pageAssets(entryAssets, chunkAssets, site.routes.modules),
    render,
    warnings,
    clientAssets: { entryAssets, chunkAssets },
  };
}
