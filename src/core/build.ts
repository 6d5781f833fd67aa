// `npm run build`: content → bundles → prerendered pages → checks → search
// records, built into a temporary folder and swapped in only on success.
import './production-env';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { StatsCompilation } from 'webpack';
import { SourceError, report } from './errors';
import type { BuildPhase, OnProgress } from './progress/events';
import {
  hashInputs,
  isUpToDate,
  listFiles,
  manifestKey,
  readManifest,
  reuseOutputs,
  stampFiles,
  writeManifest,
  type BuildManifest,
} from './incremental';
import { checkLinks, formatBrokenAnchors, formatBrokenLinks } from './links/check';
import { collectLinks, type PageLinks } from './links/collect';
import { renderDocument, type RenderedHead } from './render/html';
import { renderOpenSearch, renderSitemap } from './render/sitemap';
import type { SharedWork } from './bundle/shared-work';
import { prefetchResponsiveImages } from './images/prefetch';
import { toolchainVersion } from './toolchain';
import { createLinkResolver, loadSite, type LoadedSite } from './site';
import type { RouteEntry } from './routes/types';
import { buildSearchRecords, readSiteSynonyms } from './search-records';

export interface BuildResult {
  outDir: string;
  pages: number;
  warnings: string[];
  timings: Record<string, number>;
  /** Nothing the build reads had changed: the previous output was kept. */
  reused: boolean;
}

/** A logger that also keeps what it printed, for a later up-to-date build to print again. */
function recording(log: Pick<Console, 'log' | 'warn' | 'info'>) {
  const logged: BuildManifest['logged'] = [];
  return {
    logged,
    log: {
      log: log.log.bind(log),
      info: (message: string) => (logged.push({ level: 'info', message }), log.info(message)),
      warn: (message: string) => (logged.push({ level: 'warn', message }), log.warn(message)),
    },
  };
}

/**
 * Folders left by builds that were killed before they could clean up (their process is gone). A build
 * killed mid-swap leaves the previous output in build.old-<pid> and no build/: that one is put back.
 */
function removeAbandoned(outDir: string) {
  const parent = dirname(outDir);
  const old = basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const name of readdirSync(parent)) {
    const pid = new RegExp(`^(?:\\.build-tmp|${old}\\.old)-(\\d+)$`).exec(name)?.[1];
    if (!pid || Number(pid) === process.pid) continue;
    try {
      process.kill(Number(pid), 0);
      continue; // still running
    } catch {
      /* gone */
    }
    const path = join(parent, name);
    if (!name.startsWith('.build-tmp') && !existsSync(outDir)) renameSync(path, outDir);
    else rmSync(path, { recursive: true, force: true });
  }
}

/** The previous build stays whole until the new one is complete. */
function swapIn(tmpDir: string, outDir: string) {
  const oldDir = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) renameSync(outDir, oldDir);
  renameSync(tmpDir, outDir);
  rmSync(oldDir, { recursive: true, force: true });
}

type Render = (url: string) => { html: string; head: RenderedHead };

/** Scripts and stylesheets each page needs: the entry's files, then its route chunks. */
function assetsFor(stats: StatsCompilation) {
  const entry = stats.entrypoints?.main?.assets?.map((a) => a.name) ?? [];
  const chunkFiles = (chunkName: string) =>
    stats.namedChunkGroups?.[chunkName]?.assets?.map((a) => a.name) ?? [];
  return {
    forRoute(route: RouteEntry | undefined, modules: Record<string, { chunkName: string }>) {
      const files = [...entry];
      for (const key of Object.values(route?.modules ?? {})) {
        for (const f of chunkFiles(modules[key]?.chunkName ?? key))
          if (!files.includes(f)) files.push(f);
      }
      return {
        scripts: files.filter((f) => f.endsWith('.js')).map((f) => '/' + f),
        stylesheets: files.filter((f) => f.endsWith('.css')).map((f) => '/' + f),
      };
    },
  };
}

/** A page that threw while prerendering, pointed at its source file (and the component, when one is missing). */
function renderFailure(site: LoadedSite, route: RouteEntry, error: Error): string {
  const key = route.modules.content ?? route.modules.component;
  const source =
    site.routes.docMetadata.get(key)?.doc.source ?? site.routes.pageModules.get(key)?.source;
  let where = source ? relative(process.cwd(), source) : route.path;
  const missing = /Expected component `([^`]+)` to be defined/.exec(error.message);
  if (source && missing) {
    const lines = readFileSync(source, 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes(`<${missing[1]}`));
    if (line !== -1) where += `:${line + 1}:${lines[line].indexOf(`<${missing[1]}`) + 1}`;
    return `${where}: unknown component <${missing[1]}> (not imported, and not one of the theme's MDX components)`;
  }
  return `${where}: Can't render static file for pathname "${route.path}": ${error.message.split('\n')[0]}`;
}

function htmlPathFor(outDir: string, routePath: string): string {
  if (/\.html?$/.test(routePath)) return join(outDir, routePath);
  return join(outDir, decodeURIComponent(routePath), 'index.html');
}

export interface BuildOptions {
  /** Where the site goes (default `<siteDir>/build`; relative to the site folder). */
  outDir?: string;
  /** Another config file than `<siteDir>/site.config.ts`. */
  configFile?: string;
  /** false: the client code is left unminified. */
  minify?: boolean;
  output?: Pick<Console, 'log' | 'warn' | 'info'>;
  /** Told of each phase and how far along it is (the CLI shows it; see src/core/progress). */
  onProgress?: OnProgress;
}

export async function build(
  siteDir: string,
  {
    outDir: outOption,
    configFile,
    minify = true,
    output = console,
    onProgress: told,
  }: BuildOptions = {},
): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const onProgress: OnProgress = told ?? (() => {});
  const begin = (phase: BuildPhase, total?: number) => onProgress({ phase, kind: 'start', total });
  const lap = (name: BuildPhase | 'reuse') => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
    if (name !== 'reuse') onProgress({ phase: name, kind: 'end', ms: timings[name] });
  };
  begin('load');
  const site: LoadedSite = await loadSite(siteDir, { dev: false, configFile });
  const { config } = site;
  lap('load');
  const resolver = createLinkResolver();
  resolver.update(site);

  const outDir = resolve(siteDir, outOption ?? 'build');
  // Beside the output, so the final swap is a rename on one file system.
  mkdirSync(dirname(outDir), { recursive: true });
  const tmpDir = join(dirname(outDir), `.build-tmp-${process.pid}`);
  removeAbandoned(outDir);
  const cacheDir = join(siteDir, '.cache');
  const serverOutDir = join(cacheDir, 'server');
  const manifestFile = join(cacheDir, 'build-manifest.json');
  const key = manifestKey(toolchainVersion(), { config, minify });
  const staticDir = join(siteDir, 'static');
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  const copyStatic = () => {
    if (existsSync(staticDir)) cpSync(staticDir, tmpDir, { recursive: true });
  };

  const previous = readManifest(manifestFile);
  if (previous && isUpToDate(previous, key, outDir)) {
    try {
      copyStatic();
      reuseOutputs(previous, outDir, tmpDir);
      swapIn(tmpDir, outDir);
      for (const { level, message } of previous.logged) output[level](message);
      lap('reuse');
      return { outDir, pages: previous.pages, warnings: previous.warnings, timings, reused: true };
    } catch {
      // Could not reuse (a file vanished meanwhile): build in full.
      rmSync(tmpDir, { recursive: true, force: true });
      mkdirSync(tmpDir, { recursive: true });
    }
  }
  // From here until a new build succeeds, build/ no longer matches a manifest.
  rmSync(manifestFile, { force: true });

  const { log, logged } = recording(output);
  const warnings: string[] = [];
  try {
    const options = {
      siteDir,
      outDir: tmpDir,
      serverOutDir,
      generatedDir: site.generatedDir,
      cacheDir,
      mode: 'production' as const,
      resolver,
      shared: new Map() as SharedWork,
      minify,
    };
    // Loaded here, not at the top: an up-to-date build never needs webpack.
    const { createClientConfig, createServerConfig } = await import('../../webpack.config');
    const { BundleError, runWebpack, webpackWarnings } = await import('./bundle/run');
    // On a cold cache, start the images now (with a warm one webpack would not ask for them).
    if (!existsSync(join(cacheDir, 'webpack', 'client-production')))
      prefetchResponsiveImages(
        [join(siteDir, 'src'), join(siteDir, config.docs.path)],
        join(site.generatedDir, 'site-config.json'),
        options.shared,
      );
    begin('bundle');
    const clientConfig = createClientConfig(options);
    // Only when someone listens: webpack's progress hooks cost build time.
    const { default: webpack } = await import('webpack');
    if (told)
      clientConfig.plugins = [
        ...(clientConfig.plugins ?? []),
        new webpack.ProgressPlugin((fraction, message) =>
          onProgress({
            phase: 'bundle',
            kind: 'advance',
            done: Math.round(fraction * 100),
            total: 100,
            detail: message,
          }),
        ),
      ];
    const stats = await runWebpack([clientConfig, createServerConfig(options)]);
    lap('bundle');
    for (const w of webpackWarnings(stats)) {
      // Missing images fail (as the reference's onBrokenMarkdownImages), markdown links follow their rule, the rest warn.
      const severity = /: Image or file `/.test(w)
        ? 'throw'
        : /: Markdown link with URL/.test(w)
          ? config.onBrokenMarkdownLinks
          : 'warn';
      if (report(severity, w, log)) throw new BundleError(w);
      warnings.push(w);
    }
    const clientStats = stats.stats[0].toJson({
      all: false,
      entrypoints: true,
      chunkGroups: true,
      assets: false,
    });
    const assets = assetsFor(clientStats);

    copyStatic();

    const require = createRequire(import.meta.url);
    const serverFile = join(serverOutDir, 'server.cjs');
    delete require.cache[serverFile];
    const { render } = require(serverFile) as { render: Render };
    const pages = new Map<string, PageLinks>();
    const rendered: Array<{ route: RouteEntry; html: string }> = [];
    const failures: string[] = [];
    const total = site.routes.routes.length;
    begin('prerender', total);
    for (const [index, route] of site.routes.routes.entries()) {
      // About a hundred updates whatever the site's size.
      if (index % Math.max(1, Math.floor(total / 100)) === 0)
        onProgress({ phase: 'prerender', kind: 'advance', done: index, total });
      let page;
      try {
        page = render(route.path);
      } catch (error) {
        failures.push(renderFailure(site, route, error as Error));
        continue;
      }
      const html = renderDocument({
        config,
        appHtml: page.html,
        head: page.head,
        ...assets.forRoute(route, site.routes.modules),
      });
      const file = htmlPathFor(tmpDir, route.path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      pages.set(route.path, collectLinks(page.html));
      rendered.push({ route, html });
    }
    if (failures.length) {
      throw new SourceError(
        siteDir,
        `Static site generation failed for ${failures.length} path(s):\n${failures.join('\n')}`,
      );
    }
    const notFound = render('/404.html');
    writeFileSync(
      join(tmpDir, '404.html'),
      renderDocument({
        config,
        appHtml: notFound.html,
        head: notFound.head,
        ...assets.forRoute(undefined, {}),
      }),
    );
    if (!config.noIndex) {
      writeFileSync(
        join(tmpDir, 'sitemap.xml'),
        renderSitemap(
          config.url,
          site.routes.routes.filter((r) => !r.noIndex).map((r) => r.path),
        ),
      );
    }
    if (config.search.searchPagePath)
      writeFileSync(join(tmpDir, 'opensearch.xml'), renderOpenSearch(config));
    lap('prerender');

    begin('links');
    const { brokenLinks, brokenAnchors } = checkLinks(
      pages,
      site.routes.routes.map((r) => r.path),
    );
    if (
      brokenAnchors.size &&
      report(config.onBrokenAnchors, formatBrokenAnchors(brokenAnchors), log)
    ) {
      throw new SourceError(siteDir, formatBrokenAnchors(brokenAnchors));
    }
    if (brokenAnchors.size && config.onBrokenAnchors === 'warn')
      warnings.push(formatBrokenAnchors(brokenAnchors));
    if (brokenLinks.size && report(config.onBrokenLinks, formatBrokenLinks(brokenLinks), log)) {
      throw new SourceError(siteDir, formatBrokenLinks(brokenLinks));
    }
    if (brokenLinks.size && config.onBrokenLinks === 'warn')
      warnings.push(formatBrokenLinks(brokenLinks));
    lap('links');

    begin('search');
    const records = buildSearchRecords(rendered, config);
    mkdirSync(join(tmpDir, 'search'), { recursive: true });
    writeFileSync(
      join(tmpDir, 'search', 'records.json'),
      JSON.stringify({
        indexName: config.search.indexName,
        records,
        synonyms: readSiteSynonyms(siteDir),
      }),
    );
    lap('search');

    const fromStatic = new Set(listFiles(staticDir));
    const manifest = {
      key,
      inputs: hashInputs(
        stats.stats.flatMap(({ compilation }) => [
          ...compilation.fileDependencies,
          ...compilation.missingDependencies,
        ]),
      ),
      outputs: stampFiles(
        tmpDir,
        listFiles(tmpDir).filter((f) => !fromStatic.has(f)),
      ),
      pages: rendered.length,
      warnings,
      logged,
    };
    swapIn(tmpDir, outDir);
    writeManifest(manifestFile, manifest);
    return { outDir, pages: rendered.length, warnings, timings, reused: false };
  } catch (error) {
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}
