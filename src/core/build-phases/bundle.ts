// The bundling phase: the client bundle, then the server bundle, their warnings
// sorted into failures and warnings by the site's rules, and what the
// prerenderer needs from them (each page's scripts and styles, the render
// function). One after the other, not together: what the build needs of the
// client compilation is taken from it and the rest let go before the server's
// starts, so the two graphs (each holding every page) are never in memory at once.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Compilation, Compiler, Configuration, Stats, StatsCompilation } from 'webpack';
import { report } from '../errors';
import type { SharedWork } from '../bundle/shared-work';
import type { RenderedHead } from '../render/html';
import type { RouteEntry } from '../routes/types';
import type { LinkResolver } from '../mdx/remark-links';
import { MARKDOWN_INPUTS_FILE } from '../mdx/options';
import type { LoadedSite } from '../site';
import { loadServerBundle, serverBundleFile } from '../bundle/server-bundle';
import type { BuildLog, PhaseClock } from './phases';
import { describeClientChunks, type ClientChunks } from './content-chunks';

/** The server bundle's prerender function: a route's app HTML and head tags. */
export type Render = (url: string) => { html: string; head: RenderedHead };

export interface PageAssets {
  scripts: string[];
  stylesheets: string[];
}

export interface Bundled {
  /** The server bundle's compilation (what each page is rendered from). */
  server: Compilation;
  /** Every file the two bundles read or looked for. */
  inputFiles: string[];
  /** The client side of the content chunks (content-chunks.ts). */
  clientChunks: ClientChunks | undefined;
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
  const { primeLoaderImport } = await import('../bundle/loader-import');
  await primeLoaderImport(); // or the client compilation stays in memory to the end (see there)
  // On a cold cache, start the images now (with a warm one webpack would not ask for them).
  if (!existsSync(join(cacheDir, 'webpack', 'client-production')))
    prefetchResponsiveImages(
      [join(siteDir, 'src'), join(siteDir, config.docs.path)],
      join(site.generatedDir, 'site-config.json'),
      options.shared,
    );
  // Only when someone listens: webpack's progress hooks cost build time. The client bundle is
  // most of the work: the first 70 %.
  const withProgress = (config: Configuration, from: number, to: number): Configuration =>
    clock.listened
      ? {
          ...config,
          plugins: [
            ...(config.plugins ?? []),
            new webpack.ProgressPlugin((fraction, message) =>
              clock.advance('bundle', Math.round(from + fraction * (to - from)), 100, message),
            ),
          ],
        }
      : config;
  const warnings: string[] = [];
  /** A bundle's warnings not seen yet: those the site's rules make failures throw. */
  const sortWarnings = (stats: Stats) => {
    for (const w of webpackWarnings(stats)) {
      if (warnings.includes(w)) continue;
      if (report(severityOf(w, site), w, log)) throw new BundleError(w);
      warnings.push(w);
    }
  };
  // What the rest of the build needs of the client bundle. The compiler lives in this function
  // alone: once it returns, the compiler, its compilation and its cache can be collected.
  const client = await (async () => {
    const compiler = webpack(withProgress(createClientConfig(options), 0, 70));
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
    return runWebpack(compiler, (stats) => {
      sortWarnings(stats);
      return {
        assets: assetsOfStats(
          stats.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: false }),
        ),
        inputFiles: inputsOf(stats.compilation),
        chunks: describeClientChunks(site, stats.compilation),
      };
    });
  })();
  const server = await runWebpack(
    webpack(withProgress(createServerConfig(options), 70, 100)),
    (stats) => {
      sortWarnings(stats);
      return stats.compilation;
    },
  );

  const { entryAssets, chunkAssets } = client.assets;
  const { render } = loadServerBundle<{ render: Render }>(serverBundleFile(serverOutDir));
  return {
    server,
    inputFiles: [...client.inputFiles, ...inputsOf(server)],
    clientChunks: client.chunks,
    assetsFor: pageAssets(entryAssets, chunkAssets, site.routes.modules),
    render,
    warnings,
    clientAssets: client.assets,
  };
}
