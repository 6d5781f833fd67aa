// The content-only rebuild: when the only files changed since the last build
// are the text of Markdown route modules, each is compiled on its own and put in
// place of its old module in its client chunk (a new file, named for its new
// content, and the runtime's map of chunk names updated; pages are prerendered
// from those same scripts), without running webpack, which
// costs a one-doc rebuild several seconds even with warm caches. Anything else
// (a new import, a warning, a compile error, a changed sidebar or title, a theme
// file) and the build bundles as usual. Loaded only for such a rebuild: it brings
// the MDX compiler and esbuild.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashFile, linkFiles } from '../incremental';
import { compileMdx, type CompileResolver } from '../mdx/compile';
import type { LoadedSite } from '../site';
import { loadPrerender } from '../bundle/prerender';
import { bundleAlone } from '../bundle/bundle-alone';
import {
  factoryFor,
  hashInName,
  importedNames,
  importsAvailable,
  renamedFor,
  replaceChunkHash,
  replaceChunkModule,
} from '../bundle/patch-chunk';
import { pageAssets, type Bundled } from './bundle';
import type { ContentChunk, ContentChunks } from './content-chunks';
import type { PagesManifest } from './plan-render';
import { codeHash, pageSourceHash, type SiteInputs } from './page-inputs';

export interface ContentOnly {
  bundled: Pick<Bundled, 'assetsFor' | 'render' | 'warnings'>;
  fileHashes: Record<string, string>;
  inputs: SiteInputs;
  /** What to record for the next build (the new file names). */
  chunks: Omit<ContentChunks, 'version'>;
}

interface Compiled {
  key: string;
  chunk: ContentChunk;
  /** The Markdown's compiled module (what webpack's loader would have given). */
  code: string;
  /** The wrapper and the Markdown as one CommonJS bundle, run by the chunk's module factory. */
  bundle: string;
  dependencies: string[];
}

/** Compiles one Markdown module; undefined when it cannot replace the old one. */
async function compileAlone(
  key: string,
  chunk: ContentChunk,
  resolver: CompileResolver,
  minify: boolean,
): Promise<Compiled | undefined> {
  const dependencies: string[] = [];
  let compiled;
  try {
    compiled = await compileMdx(chunk.source, readFileSync(chunk.source, 'utf8'), {
      resolver,
      onDependency: (file) => dependencies.push(file),
    });
  } catch {
    return undefined; // the full build reports it, with every other problem found
  }
  if (compiled.warnings.length) return undefined;
  // An import the last bundle did not resolve (a new image, a new component) or an export it
  // dropped as unused needs webpack. Data (.json) is bundled in.
  const asked = Object.fromEntries(
    Object.entries(importedNames(compiled.code)).filter(
      ([request]) => !request.endsWith('.json') && !(request in chunk.client.files),
    ),
  );
  if (!importsAvailable(asked, chunk.client.imports)) return undefined;
  // The wrapper with the Markdown and its data and files bundled in.
  const bundle = await bundleAlone({
    entry: chunk.wrapper,
    markdown: { source: chunk.source, code: compiled.code },
    files: chunk.client.files,
    nodeEnv: 'production',
    minify,
  });
  return { key, chunk, code: compiled.code, bundle, dependencies };
}

/**
 * Compiles `changed` (contentOnlyChanges) and writes the client scripts it changes into `tmpDir`,
 * beside links to the rest of the last build's; undefined when webpack must bundle after all.
 */
export async function contentOnlyRebuild(
  site: LoadedSite,
  {
    changed,
    inputs: previousInputs,
    chunks,
    pages,
    resolver,
    minify,
    outDir,
    tmpDir,
  }: {
    changed: string[];
    /** The last build's inputs and their hashes. */
    inputs: Record<string, string>;
    chunks: ContentChunks;
    pages: PagesManifest;
    resolver: CompileResolver;
    minify: boolean;
    outDir: string;
    tmpDir: string;
  },
): Promise<ContentOnly | undefined> {
  if (!existsSync(chunks.prerender)) return undefined; // the cache was cleared: webpack bundles
  const bySource = new Map(Object.entries(chunks.chunks).map(([key, c]) => [c.source, key]));
  const keys = changed.map((file) => bySource.get(file)!);
  const compiled = await Promise.all(
    keys.map((key) => compileAlone(key, chunks.chunks[key], resolver, minify)),
  );
  if (compiled.some((c) => !c)) return undefined;

  // Client: each changed module's chunk rewritten under a new name, the runtime told the new names.
  const renames = new Map<string, string>();
  const written = new Map<string, string>();
  const next = structuredClone(chunks.chunks);
  let runtime;
  try {
    runtime = readFileSync(join(outDir, chunks.runtime), 'utf8');
    for (const c of compiled as Compiled[]) {
      const { file, moduleId, imports } = c.chunk.client;
      const text = replaceChunkModule(
        readFileSync(join(outDir, file), 'utf8'),
        moduleId,
        factoryFor(c.bundle, imports),
      );
      const renamed = renamedFor(file, text);
      runtime = replaceChunkHash(runtime, hashInName(file)!, hashInName(renamed)!);
      renames.set(file, renamed);
      written.set(renamed, text);
      next[c.key].client.file = renamed;
    }
  } catch {
    return undefined; // the scripts are not as recorded: webpack makes them anew
  }
  const runtimeFile = renamedFor(chunks.runtime, runtime);
  renames.set(chunks.runtime, runtimeFile);
  written.set(runtimeFile, runtime);

  // Everything else webpack emitted last time stays as it was.
  linkFiles(
    chunks.emitted.filter((file) => !renames.has(file)),
    outDir,
    tmpDir,
  );
  for (const [file, text] of written) {
    mkdirSync(dirname(join(tmpDir, file)), { recursive: true });
    writeFileSync(join(tmpDir, file), text);
  }

  const rename = (file: string) => renames.get(file) ?? file;
  const fileHashes = { ...previousInputs };
  for (const c of compiled as Compiled[])
    for (const file of [c.chunk.source, ...c.dependencies]) fileHashes[file] = hashFile(file);
  const inputs: SiteInputs = {
    shared: pages.shared,
    pages: Object.fromEntries(
      Object.entries(pages.pages).map(([path, record]) => [path, record.inputs]),
    ),
  };
  // A changed page's source is its Markdown as compiled now, hashed as a full build hashes it.
  for (const c of compiled as Compiled[]) {
    const source = pageSourceHash(
      [[c.chunk.source, codeHash(c.code)]],
      [fileHashes[c.chunk.source]],
    );
    for (const route of site.routes.routes)
      if (Object.values(route.modules).includes(c.key) && inputs.pages[route.path])
        inputs.pages[route.path] = { ...inputs.pages[route.path], source };
  }
  const entryAssets = chunks.entryAssets.map(rename);
  const chunkAssets = Object.fromEntries(
    Object.entries(chunks.chunkAssets).map(([name, files]) => [name, files.map(rename)]),
  );
  const scripts = {
    runtime: runtimeFile,
    emitted: chunks.emitted.map(rename),
    standalone: chunks.standalone.map(rename),
  };
  return {
    bundled: {
      assetsFor: pageAssets(entryAssets, chunkAssets, site.routes.modules, site.config.baseUrl),
      render: await loadPrerender(
        tmpDir,
        { ...scripts, prerender: chunks.prerender },
        site.config.url + site.config.baseUrl,
      ),
      warnings: chunks.bundleWarnings,
    },
    fileHashes,
    inputs,
    chunks: {
      ...chunks,
      ...scripts,
      entryAssets,
      chunkAssets,
      chunks: next,
    },
  };
}
