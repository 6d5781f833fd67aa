// What a content-only rebuild (content-only.ts) needs to know of the last
// bundle, recorded after each build: for every Markdown route module, the
// client chunk it sits in, the id of the module the route registry loads, and
// the module id each of its imports resolved to. With that, an edit to a
// Markdown file's text can be compiled on its own and put in place of the old
// module without running webpack (pages are prerendered from the same chunks).
import { join, relative } from 'node:path';
import type { Compilation, Module } from 'webpack';
import { readVersioned, writeVersioned } from '../incremental';
import type { LoadedSite } from '../site';
import { sourceOfModule } from '../routes/create';
import type { ResolvedImport } from '../bundle/patch-chunk';
import type { LoggedLine } from './phases';

const CONTENT_CHUNKS_VERSION = 3;

type ModuleId = string | number;

export interface ContentChunk {
  /** The Markdown file, and the generated module that imports it with its metadata. */
  source: string;
  wrapper: string;
  client: {
    /** The chunk's script, relative to the output folder. */
    file: string;
    /** The module the route registry loads from that chunk (the wrapper, alone or with the Markdown). */
    moduleId: ModuleId;
    /** Import request (as written in the wrapper or the compiled Markdown) → its module. */
    imports: Record<string, ResolvedImport>;
    /** Files (images) joined into the module: request → URL, the value of its import. */
    files: Record<string, string>;
  };
}

export interface ContentChunks {
  version: number;
  /** The build these describe (the whole-build manifest's key and its output folder). */
  key: string;
  outDir: string;
  /** The client runtime's script (it maps chunk ids to file names). */
  runtime: string;
  /** Every file the client bundle emitted for pages. */
  emitted: string[];
  /** Scripts with a runtime of their own (a web worker's, from `new Worker(new URL(…))`): not page chunks. */
  standalone: string[];
  /** The prerendering entry's script (src/core/bundle/prerender.ts). */
  prerender: string;
  /** The entry's files and each named chunk group's, as webpack's stats give them. */
  entryAssets: string[];
  chunkAssets: Record<string, string[]>;
  /** What the bundling printed and its warnings, replayed by a content-only rebuild. */
  bundleLogged: LoggedLine[];
  bundleWarnings: string[];
  /** Route module key → its chunk; only the modules a content-only rebuild can replace. */
  chunks: Record<string, ContentChunk>;
}

export const contentChunksFileOf = (cacheDir: string) => join(cacheDir, 'content-chunks.json');

export const readContentChunks = (file: string) =>
  readVersioned<ContentChunks>(file, CONTENT_CHUNKS_VERSION);

export const writeContentChunks = (file: string, chunks: Omit<ContentChunks, 'version'>) =>
  writeVersioned(file, CONTENT_CHUNKS_VERSION, chunks);

/** A module with its file, and the modules webpack joined into it (a concatenated module). */
export type FileModule = Module & { resource?: string; modules?: FileModule[] };

/** webpack's UsageState.Unused. */
const UNUSED = 0;

/**
 * Export name → the name it has in the bundle, for the exports still there; null when every export
 * is there under its own name.
 */
function exportNamesOf(compilation: Compilation, module: Module): Record<string, string> | null {
  const info = compilation.moduleGraph.getExportsInfo(module);
  // Some exports are used in ways webpack cannot follow: it renamed and dropped none.
  if (info.otherExportsInfo.getUsed(undefined) !== UNUSED) return null;
  const names: Record<string, string> = {};
  let changed = false;
  for (const exported of info.orderedExports) {
    const used = exported.getUsedName(exported.name, undefined);
    if (typeof used === 'string') names[exported.name] = used;
    if (used !== exported.name) changed = true; // renamed, or dropped as unused
  }
  return changed ? names : null;
}

/**
 * The module each import of `owners` resolved to, by request; undefined when an import's module
 * has no id of its own (webpack joined it into another) or one request names two modules.
 */
export function importsOf(compilation: Compilation, owners: Set<Module>) {
  const imports: Record<string, ResolvedImport> = {};
  for (const owner of owners) {
    for (const connection of compilation.moduleGraph.getOutgoingConnections(owner)) {
      const request = (connection.dependency as { request?: string } | null)?.request;
      const target = connection.module;
      if (!request || !target || owners.has(target)) continue;
      // An import webpack skipped (a side-effect-free re-export): its specifiers are connected past it.
      if (connection.getActiveState(undefined) === false) continue;
      const id = compilation.chunkGraph.getModuleId(target);
      if (id === null || id === undefined) return undefined;
      if (request in imports && imports[request].id !== id) return undefined;
      const esm = target.buildMeta?.exportsType === 'namespace';
      imports[request] = { id, esm, exports: exportNamesOf(compilation, target) };
    }
  }
  return imports;
}

const isJson = (module: FileModule) => module.resource?.endsWith('.json') ?? false;
const isFile = (module: FileModule) => module.type === 'asset/resource';

/** Each imported file's URL (an image's import is its URL), by request; undefined if one has none. */
function fileUrlsOf(compilation: Compilation, inside: Set<FileModule>) {
  const publicPath = compilation.outputOptions.publicPath;
  const urls: Record<string, string> = {};
  for (const owner of inside)
    for (const connection of compilation.moduleGraph.getOutgoingConnections(owner)) {
      const request = (connection.dependency as { request?: string } | null)?.request;
      const target = connection.module as FileModule | null;
      if (!request || !target || !inside.has(target) || !isFile(target)) continue;
      const filename: unknown = target.buildInfo?.filename;
      if (typeof filename !== 'string' || typeof publicPath !== 'string') return undefined;
      urls[request] = publicPath + filename;
    }
  return urls;
}

/** Whether `module` is imported by `importer` alone. */
const importedOnlyBy = (compilation: Compilation, module: Module, importer: Module) =>
  [...compilation.moduleGraph.getIncomingConnections(module)].every(
    (c) => c.originModule === importer,
  );

/** The wrapper's and the Markdown's modules in a compilation, by file. */
export function byResource(compilation: Compilation) {
  const modules = new Map<string, FileModule>();
  // A module webpack joined into another is found inside it.
  for (const outer of compilation.modules as Set<FileModule>)
    for (const module of outer.modules ?? [outer])
      if (module.resource && !modules.has(module.resource)) modules.set(module.resource, module);
  return modules;
}

/** Where one Markdown route module sits in the client bundle, or undefined if it cannot be replaced alone. */
function clientChunkOf(
  client: Compilation,
  chunkName: string,
  wrapper: Module,
  markdown: Module,
): ContentChunk['client'] | undefined {
  const chunk = client.namedChunks.get(chunkName);
  if (!chunk) return undefined;
  const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
  if (scripts.length !== 1 || !/\.[0-9a-f]{8}\.js$/.test(scripts[0])) return undefined;
  // The registry loads the wrapper, or the module webpack joined it into.
  const holder = (client.chunkGraph.getChunkModules(chunk) as FileModule[]).find(
    (m) => m === wrapper || m.modules?.includes(wrapper),
  );
  if (!holder) return undefined;
  // Joined with it: the Markdown, JSON data and image files, which a content-only rebuild bundles in.
  const joined = holder.modules ?? [holder];
  const inside = new Set([...joined, markdown]);
  if (joined.some((m) => m !== wrapper && m !== markdown && !isJson(m) && !isFile(m)))
    return undefined;
  if (client.chunkGraph.getModuleChunks(holder).length !== 1) return undefined;
  const moduleId = client.chunkGraph.getModuleId(holder);
  const imports = importsOf(client, inside);
  const files = fileUrlsOf(client, inside);
  if (moduleId === null || !imports || !files) return undefined;
  return { file: scripts[0], moduleId, imports, files };
}

/** What the client bundle says of its scripts and of the Markdown route modules. */
export type ClientChunks = Pick<ContentChunks, 'runtime' | 'emitted' | 'standalone' | 'chunks'>;

/**
 * The client bundle's runtime, the files it emitted that `forPages` keeps, and the Markdown route
 * modules a content-only rebuild may replace; undefined without a runtime chunk.
 */
export function describeClientChunks(
  site: LoadedSite,
  client: Compilation,
  forPages: (file: string) => boolean,
): ClientChunks | undefined {
  const runtime = [...(client.namedChunks.get('runtime')?.files ?? [])].find((f) =>
    f.endsWith('.js'),
  );
  if (!runtime) return undefined;
  const modules = byResource(client);
  const chunks: ClientChunks['chunks'] = {};
  for (const [key, { request, chunkName }] of Object.entries(site.routes.modules)) {
    const source = sourceOfModule(site.routes, key);
    if (!source || !/\.mdx?$/.test(source) || !request.startsWith('@generated/')) continue;
    const wrapper = join(site.generatedDir, request.slice('@generated/'.length));
    const [cw, cm] = [modules.get(wrapper), modules.get(source)];
    // Markdown another page imports too (a partial) is compiled into that page as well: webpack's job.
    if (!cw || !cm || !importedOnlyBy(client, cm, cw)) continue;
    const chunk = clientChunkOf(client, chunkName, cw, cm);
    if (chunk) chunks[key] = { source, wrapper, client: chunk };
  }
  const standalone = [...client.chunks]
    .filter((chunk) => chunk.hasRuntime() && chunk.name !== 'runtime')
    .flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')))
    .filter(forPages);
  return { runtime, emitted: Object.keys(client.assets).filter(forPages), standalone, chunks };
}
/**
 * `changed` when every file in it is the Markdown of a module recorded here and none of them had a
 * warning in the last bundling (a content-only rebuild could not replay it); undefined otherwise.
 */
export function contentOnlyChanges(
  changed: string[],
  chunks: ContentChunks | undefined,
  current: { key: string; outDir: string },
): string[] | undefined {
  if (!chunks || chunks.key !== current.key || chunks.outDir !== current.outDir) return undefined;
  const sources = new Set(Object.values(chunks.chunks).map((c) => c.source));
  if (!changed.length || !changed.every((file) => sources.has(file))) return undefined;
  const named = (warning: string, file: string) =>
    warning.includes(file) || warning.includes(relative(process.cwd(), file));
  if (chunks.bundleWarnings.some((w) => changed.some((file) => named(w, file)))) return undefined;
  return changed;
}
