// `npm run build`: a sequence of named phases (src/core/build-phases/): load the
// content, bundle (or, when only Markdown text changed, compile it alone),
// prerender (only the pages whose inputs changed; each page's search records are
// taken as it is written), check links. Everything is written into a temporary folder and
// swapped in only on success.
import './production-env';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { changedInputs, manifestKey, readManifest, writeManifest } from './incremental';
import type { OnProgress } from './progress/events';
import { toolchainVersion } from './toolchain';
import { configWarnings } from './config/load';
import { createLinkResolver, loadSite } from './site';
import { bundleOrCompileAlone } from './build-phases/bundle-or-compile-alone';
import {
  contentChunksFileOf,
  readContentChunks,
  writeContentChunks,
} from './build-phases/content-chunks';
import { checkSiteLinks } from './build-phases/check-links';
import { prepareOutputFolder } from './build-phases/output-folder';
import { writeRedirects } from './build-phases/write-redirects';
import { createPhaseClock, recordingLog, type BuildLog } from './build-phases/phases';
import {
  describeRendering,
  pagesManifestFileOf,
  planRender,
  readPagesManifest,
  writePagesManifest,
} from './build-phases/plan-render';
import { htmlPathFor, prerenderPages } from './build-phases/prerender';
import { writeFeeds } from './blog/feed';
import { pruneKeptEntries } from './bundle/prerender';
import { describeBuild, keepPreviousBuild, manifestFileOf } from './build-phases/up-to-date';
import { openSearchRecords, type SearchRecordsWriter } from './build-phases/write-search-records';

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
  const site = await clock.run('load', () =>
    loadSite(siteDir, { dev: false, configFile, outDir: outOption }),
  );
  const resolver = createLinkResolver();
  resolver.update(site);

  const out = prepareOutputFolder(siteDir, outOption);
  const cacheDir = join(siteDir, '.cache');
  const manifestFile = manifestFileOf(cacheDir);
  // What the site's plugins gave counts too (their HTML tags are in no file the bundle reads).
  const key = manifestKey(toolchainVersion(), {
    config: site.config,
    minify,
    plugins: site.plugins.digest,
    postCss: site.postCss?.key,
  });
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
  let searchFile: SearchRecordsWriter | undefined;
  try {
    const pagesManifestFile = pagesManifestFileOf(cacheDir);
    const previousPages = readPagesManifest(pagesManifestFile);
    const chunksFile = contentChunksFileOf(cacheDir);
    const { bundled, fileHashes, inputs, chunks, compiledAlone } = await bundleOrCompileAlone(
      site,
      {
        key,
        out,
        cacheDir,
        resolver,
        minify,
        clock,
        log,
        logged,
        previous: {
          manifest: previous,
          changed,
          pages: previousPages,
          chunks: readContentChunks(chunksFile),
        },
      },
    );
    // Pages whose inputs did not change since the last build are taken from it.
    const plan = planRender(previousPages, {
      key,
      outDir: out.outDir,
      inputs,
    });
    out.copyStatic();
    const total = site.routes.routes.length;
    // Each page's search records are taken as it is written (part of the prerender phase's time).
    const searchRecords = (searchFile = openSearchRecords(site, out.tmpDir, {
      dir: out.outDir,
      ranges: Object.fromEntries(
        Object.entries(plan.previous).map(([path, record]) => [path, record.searchRecords]),
      ),
    }));
    const { pages, links, records, rendered } = clock.run(
      'prerender',
      () =>
        prerenderPages(
          site,
          bundled,
          { outDir: out.tmpDir, previousDir: out.outDir, plan, onPage: searchRecords.add },
          clock,
        ),
      total,
    );
    const linkWarnings = clock.run('links', () => checkSiteLinks(site, links, log));
    // The blog's feeds, from the posts' pages just written.
    const { blog } = site;
    if (blog && site.config.blog)
      await writeFeeds(
        out.tmpDir,
        { config: site.config, blog: site.config.blog, content: blog },
        (permalink) =>
          htmlPathFor(out.tmpDir, permalink, site.config.trailingSlash, site.config.baseUrl),
        site.config.baseUrl,
      );
    clock.run('search', searchRecords.close);
    const redirectWarnings = writeRedirects(site, out.tmpDir, log);

    // The site's plugins' postBuild, on the finished pages, before the folder is swapped in: a
    // plugin that fails leaves the previous build whole, and what they write is part of this one.
    if (site.plugins.plugins.length)
      await clock.run('postBuild', () =>
        site.plugins.postBuild({
          outDir: out.tmpDir,
          routesPaths: [...site.routes.routes.map((r) => r.path), `${site.config.baseUrl}404.html`],
        }),
      );
    const warnings = [...bundled.warnings, ...linkWarnings, ...redirectWarnings];
    const manifest = describeBuild(fileHashes, out, join(siteDir, 'static'), {
      key,
      pages,
      warnings,
      logged,
    });
    out.swapIn();
    writeManifest(manifestFile, manifest);
    if (chunks) writeContentChunks(chunksFile, chunks);
    else rmSync(chunksFile, { force: true });
    pruneKeptEntries(cacheDir, chunks?.prerender);
    writePagesManifest(pagesManifestFile, {
      key,
      outDir: out.outDir,
      shared: inputs.shared,
      pages: Object.fromEntries(
        Object.entries(records).map(([path, record]) => [
          path,
          { ...record, inputs: inputs.pages[path], searchRecords: searchRecords.ranges[path] },
        ]),
      ),
    });
    return {
      outDir: out.outDir,
      pages,
      // The config's warnings are printed as it loads, by every build: not part of what is replayed.
      warnings: [...configWarnings(site.config), ...warnings],
      timings,
      reused: false,
      rendering: describeRendering(rendered, total, plan.all),
      compiledAlone,
    };
  } catch (error) {
    searchFile?.abort();
    out.discard();
    throw error;
  }
}
