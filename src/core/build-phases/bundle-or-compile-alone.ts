// The bundling step as a build runs it: when the only inputs changed since the
// last build are the text of Markdown modules, each is compiled alone
// (content-only.ts) and webpack does not run; otherwise webpack bundles
// (bundle.ts). Either way, what the rest of the build needs: the render
// function and each page's assets, every input's hash, each page's inputs and
// the record of the bundles for the next content-only rebuild.
import { hashInputs, type BuildManifest } from '../incremental';
import type { LinkResolver } from '../mdx/remark-links';
import type { LoadedSite } from '../site';
import { bundleSite, type Bundled } from './bundle';
import { contentOnlyChanges, type ContentChunks } from './content-chunks';
import type { OutputFolder } from './output-folder';
import { readSiteInputs, type SiteInputs } from './page-inputs';
import type { BuildLog, LoggedLine, PhaseClock } from './phases';
import type { PagesManifest } from './plan-render';

export interface BundleStep {
  bundled: Pick<Bundled, 'assetsFor' | 'render' | 'warnings'>;
  fileHashes: Record<string, string>;
  inputs: SiteInputs;
  /** What the next build records of these bundles (none: nothing a content-only rebuild can use). */
  chunks: Omit<ContentChunks, 'version'> | undefined;
  /** The Markdown files compiled alone, when webpack did not run. */
  compiledAlone?: string[];
}

export async function bundleOrCompileAlone(
  site: LoadedSite,
  {
    key,
    out,
    cacheDir,
    resolver,
    minify,
    clock,
    log,
    logged,
    previous,
  }: {
    key: string;
    out: OutputFolder;
    cacheDir: string;
    resolver: LinkResolver;
    minify: boolean;
    clock: PhaseClock;
    log: BuildLog;
    /** What `log` printed so far (the bundling's part is recorded for content-only rebuilds). */
    logged: LoggedLine[];
    /** The last build: its manifest and the inputs changed since, its pages and its bundles' record. */
    previous: {
      manifest?: BuildManifest;
      changed?: string[];
      pages?: PagesManifest;
      chunks?: ContentChunks;
    };
  },
): Promise<BundleStep> {
  const current = { key, outDir: out.outDir };
  const { manifest, changed, pages, chunks } = previous;
  // With PostCSS, a Markdown file's text may be what a plugin scans for class names (Tailwind):
  // only webpack reruns it on the stylesheets.
  const markdown =
    manifest && changed && pages && chunks && !site.postCss
      ? contentOnlyChanges(changed, chunks, current)
      : undefined;
  if (manifest && pages && chunks && markdown) {
    // Loaded only here: it brings the MDX compiler and esbuild.
    const { contentOnlyRebuild } = await import('./content-only');
    const alone = await clock.run('content', () =>
      contentOnlyRebuild(site, {
        changed: markdown,
        inputs: manifest.inputs,
        chunks,
        pages,
        resolver,
        minify,
        outDir: out.outDir,
        tmpDir: out.tmpDir,
      }),
    );
    if (alone) {
      for (const { level, message } of chunks.bundleLogged) log[level](message);
      return { ...alone, compiledAlone: markdown };
    }
    out.reset(); // whatever the attempt wrote
  }
  const full = await clock.run('bundle', () =>
    bundleSite(site, { outDir: out.tmpDir, cacheDir, resolver, minify, clock, log }),
  );
  // Every file the bundles read, hashed once: for the pages' inputs and the build's manifest.
  const fileHashes = hashInputs(full.inputFiles);
  const { assetsFor, render, warnings } = full;
  return {
    // Not the compilation: every module's source and generated code, which the rest of the build
    // does not read, can be freed before prerendering.
    bundled: { assetsFor, render, warnings },
    fileHashes,
    inputs: readSiteInputs(site, full.compilation, fileHashes),
    // Without the prerendering script (pages needed the Node bundle), every rebuild bundles.
    chunks:
      full.prerender === undefined
        ? undefined
        : {
            ...current,
            ...full.clientAssets,
            ...full.clientChunks,
            prerender: full.prerender,
            bundleLogged: [...logged],
            bundleWarnings: full.warnings,
          },
  };
}
