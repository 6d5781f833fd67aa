// `npm run build`: a sequence of named phases (src/core/build-phases/): load the
// content, bundle, prerender (only the pages whose inputs changed), check links,
// write search records. Everything is written into a temporary folder and
// swapped in only on success.
import './production-env';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { changedInputs, manifestKey, readManifest, writeManifest } from './incremental';
import type { OnProgress } from './progress/events';
import { toolchainVersion } from './toolchain';
import { configWarnings } from './config/load';
import { createLinkResolver, loadSite } from './site';
import { bundleSite, type Bundled } from './build-phases/bundle';
import {
  contentChunksFileOf,
  contentOnlyChanges,
  describeContentChunks,
  readContentChunks,
  writeContentChunks,
  type ContentChunks,
} from './build-phases/content-chunks';
import { checkSiteLinks } from './build-phases/check-links';
import { prepareOutputFolder } from './build-phases/output-folder';
import { createPhaseClock, recordingLog, type BuildLog } from './build-phases/phases';
import { readSiteInputs, type SiteInputs } from './build-phases/page-inputs';
import {
  describeRendering,
  pagesManifestFileOf,
  planRender,
  readPagesManifest,
  writePagesManifest,
} from './build-phases/plan-render';
import { prerenderPages } from './build-phases/prerender';
import {
  describeBuild,
  hashBundleInputs,
  keepPreviousBuild,
  manifestFileOf,
} from './build-phases/up-to-date';
import { writeSearchRecords } from './build-phases/write-search-records';

export interface BuildResult {
  outDir: string;
  pages: number;
  warnings: string[];
  timings: Record<string, number>;
  /** Nothing the build reads had changed: the previous output was kept. */
  reused: boolean;
  /** How many pages were rendered and why ("rendered 3 of 101 pages: 1 changed, 2 neighbours"). */
  rendering?: string;
  /** Set when webpack did not run: the Markdown files compiled alone in its place. */
  compiledAlone?: string[];
}

export interface BuildOptions {
  /** Where the site goes (default `<siteDir>/build`; relative to the site folder). */
  outDir?: string;
  /** Another config file than `<siteDir>/site.config.ts`. */
  configFile?: string;
  /** false: the client code is left unminified. */
  minify?: boolean;
  output?: BuildLog;
  /** Told of each phase and how far along it is (the CLI shows it; see src/core/progress). */
  onProgress?: OnProgress;
}

export async function build(
  siteDir: string,
  { outDir: outOption, configFile, minify = true, output = console, onProgress }: BuildOptions = {},
): Promise<BuildResult> {
  const clock = createPhaseClock(onProgress);
  const { timings } = clock;
  const site = await clock.run('load', () => loadSite(siteDir, { dev: false, configFile }));
  const resolver = createLinkResolver();
  resolver.update(site);

  const out = prepareOutputFolder(siteDir, outOption);
  const cacheDir = join(siteDir, '.cache');
  const manifestFile = manifestFileOf(cacheDir);
  const key = manifestKey(toolchainVersion(), { config: site.config, minify });
  const previous = readManifest(manifestFile);
  const changed = previous && changedInputs(previous, key, out.outDir);
  const kept = keepPreviousBuild(manifestFile, previous, changed, out, output);
  if (kept) {
    clock.lap('reuse');
    const { pages, warnings } = kept;
    return {
      outDir: out.outDir,
      pages,
      warnings: [...configWarnings(site.config), ...warnings],
      timings,
      reused: true,
    };
  }

  const { log, logged } = recordingLog(output);
  try {
    const pagesManifestFile = pagesManifestFileOf(cacheDir);
    const previousPages = readPagesManifest(pagesManifestFile);
    const chunksFile = contentChunksFileOf(cacheDir);
    const previousChunks = readContentChunks(chunksFile);
    const current = { key, outDir: out.outDir };
    const markdown =
      previous && changed && previousPages
        ? contentOnlyChanges(changed, previousChunks, current)
        : undefined;
    // Only Markdown text changed: compiled alone, without webpack (undefined: it needs webpack).
    const alone =
      markdown &&
      (await clock.run('content', async () =>
        (await import('./build-phases/content-only')).contentOnlyRebuild(site, {
          changed: markdown,
          inputs: previous!.inputs,
          chunks: previousChunks!,
          pages: previousPages!,
          resolver,
          minify,
          outDir: out.outDir,
          tmpDir: out.tmpDir,
          serverFile: join(cacheDir, 'server', 'server.cjs'),
        }),
      ));
    let bundled: Pick<Bundled, 'assetsFor' | 'render' | 'warnings'>;
    let fileHashes: Record<string, string>;
    let inputs: SiteInputs;
    let nextChunks: Omit<ContentChunks, 'version'> | undefined;
    if (alone) {
      ({ bundled, fileHashes, inputs, chunks: nextChunks } = alone);
      for (const { level, message } of previousChunks!.bundleLogged) log[level](message);
    } else {
      if (markdown) out.reset(); // what the content-only attempt wrote
      const full = await clock.run('bundle', () =>
        bundleSite(site, { outDir: out.tmpDir, cacheDir, resolver, minify, clock, log }),
      );
      bundled = full;
      // Every file the bundles read, hashed once: for the pages' inputs and the build's manifest.
      fileHashes = hashBundleInputs(full.stats);
      inputs = readSiteInputs(site, full.server, fileHashes);
      nextChunks = describeContentChunks(site, full.stats, {
        ...current,
        ...full.clientAssets,
        bundleLogged: [...logged],
        bundleWarnings: full.warnings,
      });
    }
    // Pages whose inputs did not change since the last build are taken from it.
    const plan = planRender(previousPages, {
      key,
      outDir: out.outDir,
      inputs,
    });
    out.copyStatic();
    const total = site.routes.routes.length;
    const { pages, links, records, rendered } = clock.run(
      'prerender',
      () =>
        prerenderPages(site, bundled, { outDir: out.tmpDir, previousDir: out.outDir, plan }, clock),
      total,
    );
    const linkWarnings = clock.run('links', () => checkSiteLinks(site, links, log));
    clock.run('search', () => writeSearchRecords(site, pages, out.tmpDir, out.outDir));

    const warnings = [...bundled.warnings, ...linkWarnings];
    const manifest = describeBuild(fileHashes, out, join(siteDir, 'static'), {
      key,
      pages: pages.length,
      warnings,
      logged,
    });
    out.swapIn();
    writeManifest(manifestFile, manifest);
    if (nextChunks) writeContentChunks(chunksFile, nextChunks);
    else rmSync(chunksFile, { force: true });
    writePagesManifest(pagesManifestFile, {
      key,
      outDir: out.outDir,
      shared: inputs.shared,
      pages: Object.fromEntries(
        Object.entries(records).map(([path, record]) => [
          path,
          { ...record, inputs: inputs.pages[path] },
        ]),
      ),
    });
    return {
      outDir: out.outDir,
      pages: pages.length,
      // The config's warnings are printed as it loads, by every build: not part of what is replayed.
      warnings: [...configWarnings(site.config), ...warnings],
      timings,
      reused: false,
      rendering: describeRendering(rendered, total, plan.all),
      ...(alone ? { compiledAlone: markdown } : {}),
    };
  } catch (error) {
    out.discard();
    throw error;
  }
}
