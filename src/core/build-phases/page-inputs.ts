// What each prerendered page was made from, read off the client bundle's
// modules (the same modules prerender it): its own files (its Markdown or page
// component, and the generated data it receives: metadata with previous/next,
// its version's sidebars, its index),
// and everything else the bundle holds (theme, components, global data), which
// every page shares. A rebuild compares these to re-render only the pages
// whose inputs changed (see plan-render.ts).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Compilation, Module } from 'webpack';
import { sourceOfModule, THEME_MODULES } from '../routes/create';
import type { LoadedSite } from '../site';
import type { FileModule } from './content-chunks';

export interface PageInputs {
  /**
   * Hash of the page's own source: its Markdown or page component as bundled, and the file as
   * written (an edit of front matter alone changes the metadata, not the bundled module).
   */
  source: string;
  /** Hash of the generated data it receives (metadata, previous/next, sidebars, index). */
  data: string;
  /** Hash of the modules only its own import (its images, a partial or component no other page uses). */
  uses?: string;
}

export interface SiteInputs {
  /** Every module no page owns (theme, components, global data, the route registry): name → hash. */
  shared: Record<string, string>;
  /** Route path → its own inputs. */
  pages: Record<string, PageInputs>;
}

/** The generated module that imports every route's modules. */
const REGISTRY = /[\\/]registry\.client\.js$/;

const hashOf = (parts: string[]) => createHash('sha1').update(parts.join('\0')).digest('hex');

/** The files a route owns, split into its source and its generated data. */
function ownFiles(site: LoadedSite, modules: Record<string, string>) {
  const { routes, generatedDir } = site;
  const source: string[] = [];
  const data: string[] = [];
  const written: string[] = [];
  for (const key of Object.values(modules)) {
    if (key in THEME_MODULES) continue;
    const request = routes.modules[key]?.request;
    if (!request) continue;
    if (request.startsWith('@generated/')) {
      const file = join(generatedDir, request.slice('@generated/'.length));
      data.push(file);
      // A content wrapper imports the Markdown and the metadata beside it.
      const from = sourceOfModule(routes, key);
      if (from) {
        source.push(from);
        written.push(from);
        data.push(file.replace(/\.js$/, '.json'));
      }
    } else source.push(request);
  }
  return { source, data, written };
}

/**
 * Every module the bundle's chunks hold, those webpack joined into one included (by themselves).
 * Not the modules only run while bundling (a stylesheet's loader output, run to extract its CSS):
 * a rebuild on a warm cache takes the CSS from the cache and does not build them at all.
 */
function* modulesOf(compilation: Compilation): Iterable<FileModule> {
  for (const outer of compilation.modules as Set<FileModule>)
    if (compilation.chunkGraph.getNumberOfModuleChunks(outer) > 0) yield* outer.modules ?? [outer];
}

/** The hash of a module's code as its loaders left it (what a content-only rebuild compiles too). */
export const codeHash = (code: string | Buffer) => createHash('sha1').update(code).digest('hex');

/** A module's name (its path from the site, with its loaders) and the hash of its code. */
function describe(module: Module, compilation: Compilation, rootDir: string) {
  const name = module.readableIdentifier(compilation.requestShortener).replace(rootDir + '/', '');
  const code = module.originalSource()?.source();
  return { name, hash: code ? codeHash(code) : ((module.buildInfo?.hash as string) ?? '') };
}

/** The two questions asked of the bundle's module graph. */
export interface ImportGraph<M> {
  /** The modules `module` imports. */
  imports(module: M): Iterable<M | null>;
  /** The modules importing `module` (null: an entry or a plugin's import). */
  importers(module: M): Iterable<M | null>;
}

export function importGraphOf(compilation: Compilation): ImportGraph<Module> {
  const graph = compilation.moduleGraph;
  return {
    *imports(module) {
      for (const c of graph.getOutgoingConnections(module)) yield c.module;
    },
    *importers(module) {
      for (const c of graph.getIncomingConnections(module)) yield c.originModule;
    },
  };
}

/**
 * Whether every importer of `module` is in `inside`. Stops at the first one outside: a module every
 * page imports (the theme's components, React) has as many importers as the site has pages, and
 * reading them all for each page made this quadratic (a 2,000-page site spent minutes here).
 */
function importedOnlyFrom<M>(graph: ImportGraph<M>, module: M, inside: Set<M>): boolean {
  for (const importer of graph.importers(module))
    if (importer === null || !inside.has(importer)) return false;
  return true;
}

/**
 * The modules that only `roots` import, directly or through each other (a page's images, a partial
 * or a component no other page uses): a change to one of them is a change of that page alone.
 */
export function usedOnlyBy<M>(graph: ImportGraph<M>, roots: M[]): M[] {
  const inside = new Set<M>(roots);
  const queue = [...roots];
  const found: M[] = [];
  while (queue.length) {
    for (const module of graph.imports(queue.pop()!)) {
      if (!module || inside.has(module) || !importedOnlyFrom(graph, module, inside)) continue;
      inside.add(module);
      queue.push(module);
      found.push(module);
    }
  }
  return found;
}

/**
 * A page's `source` input: its own modules (file and code hash, '' for one not bundled) and the
 * content hashes of the files it was written from.
 */
export const pageSourceHash = (modules: Array<[string, string]>, written: string[]) =>
  hashOf([hashOf(modules.map(([file, hash]) => `${file}\0${hash || 'missing'}`)), ...written]);

/**
 * Each route's own inputs and the shared rest, from the bundle that prerenders them. A file
 * a route owns that something else imports too (a doc used as a partial in another) counts as
 * shared: a change to it re-renders every page.
 */
/** `fileHashes`: each file the bundles read, with the hash of its content (hashBundleInputs). */
export function readSiteInputs(
  site: LoadedSite,
  compilation: Compilation,
  fileHashes: Record<string, string>,
): SiteInputs {
  const byFile = new Map<string, FileModule>();
  for (const module of modulesOf(compilation))
    if (module.resource && !byFile.has(module.resource)) byFile.set(module.resource, module);
  const graph = importGraphOf(compilation);
  const owned = new Set<Module>();
  const pages: Record<string, PageInputs> = {};
  for (const route of site.routes.routes) {
    const { source, data, written } = ownFiles(site, route.modules);
    const mine = new Set([...source, ...data]);
    const importedElsewhere = (module: Module) => {
      for (const importer of graph.importers(module) as Iterable<FileModule | null>) {
        const from = importer?.resource;
        if (from !== undefined && !mine.has(from) && !REGISTRY.test(from)) return true;
      }
      return false;
    };
    const hashesOf = (files: string[]) =>
      files.map((file): [string, string] => {
        const module = byFile.get(file);
        if (!module) return [file, ''];
        if (!importedElsewhere(module)) owned.add(module);
        return [file, describe(module, compilation, site.siteDir).hash];
      });
    const sourceHashes = hashesOf(source);
    const uses = usedOnlyBy(
      graph,
      source.flatMap((file) => {
        const module = byFile.get(file);
        return module && owned.has(module) ? [module] : [];
      }),
    );
    for (const module of uses) owned.add(module);
    pages[route.path] = {
      source: pageSourceHash(
        sourceHashes,
        written.map((file) => fileHashes[file] ?? 'missing'),
      ),
      data: hashOf(hashesOf(data).map(([file, hash]) => `${file}\0${hash || 'missing'}`)),
      uses: hashOf(
        uses
          .map((module) => describe(module, compilation, site.siteDir))
          .map(({ name, hash }) => `${name}\0${hash}`)
          .sort(),
      ),
    };
  }
  // One name can stand for several modules (a file under two loaders): their hashes in a stable order.
  const byName = new Map<string, string[]>();
  for (const module of modulesOf(compilation)) {
    if (owned.has(module)) continue;
    const { name, hash } = describe(module, compilation, site.siteDir);
    byName.set(name, [...(byName.get(name) ?? []), hash]);
  }
  const shared: Record<string, string> = {};
  for (const [name, hashes] of byName)
    shared[name] = hashes.length === 1 ? hashes[0] : hashOf(hashes.sort());
  return { shared, pages };
}
