// A file the site's author wrote, bundled by esbuild with the files it imports by
// relative path (TypeScript, JSX, CommonJS or ES modules alike) into one module the
// generator loads without loader hooks (./index.ts), as Vite loads its config.
import { readFileSync } from 'node:fs';
import { isBuiltin, SourceMap } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildFailure, Loader, Plugin } from 'esbuild';

export type Format = 'cjs' | 'esm';

/** What a caller adds to how a user's file is bundled. */
export interface BundleOptions {
  /**
   * Modules by exact name, as source text: stand-ins for what a framework generates or provides
   * (`@generated/docusaurus.config`), which no folder holds.
   */
  virtualModules?: Record<string, string>;
  /**
   * Where a package the file's own folders do not have is looked for next, as the file is bundled
   * and when it `require`s one at run time (a template string esbuild cannot follow): the
   * generator's own packages, which a Docusaurus site has through its theme.
   */
  fallbackDir?: string;
}

/** A compiled user file: its code and the map back to the files it was bundled from. */
export interface Bundled {
  code: string;
  format: Format;
  map: SourceMap;
}

/** What goes in front of a bundled file's first line: its own `import.meta.url`, `__dirname`, `__filename`. */
const locationPrefix = (file: string) =>
  `var __user_url = ${JSON.stringify(pathToFileURL(file).href)}, ` +
  `__user_dirname = ${JSON.stringify(dirname(file))}, ` +
  `__user_filename = ${JSON.stringify(file)};`;

/** A column on `file`'s first line as the author wrote it (the prefix removed), from 1. */
export const authorColumn = (file: string, line: number, column0: number) =>
  (line === 1 ? Math.max(0, column0 - locationPrefix(file).length) : column0) + 1;

const SCRIPT = /\.[cm]?[jt]sx?$/;
/** `require.resolve` of a relative path written as a string. */
const REQUIRE_RESOLVE = /\brequire\.resolve\(\s*(['"])(\.\.?\/[^'"\n]+)\1\s*\)/g;
/** The namespace the user's scripts are loaded in, outside esbuild's file namespace. */
const USER = 'user';
/** The namespace of BundleOptions.virtualModules. */
const VIRTUAL = 'docgen-virtual';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * `own` (a require function), falling back to one from `dir` for a module `own` cannot resolve: the
 * code of one expression, for a banner.
 */
const requireWithFallback = (own: string, createRequire: string, dir: string) =>
  `((own, next) => Object.assign((id) => { try { own.resolve(id); } catch { return next(id); } return own(id); }, own))` +
  `(${own}, ${createRequire}(${JSON.stringify(pathToFileURL(join(dir, '/')).href)}))`;

/**
 * Loads the user's scripts (the file and what it imports by relative path) so that:
 * - each has its own location, not the bundle's (configs resolve paths from `require.resolve`,
 *   `__dirname` or `new URL('.', import.meta.url)`); set on the first line, so line numbers hold;
 * - packages stay imports, of the files they resolve to from the importing script;
 * - each is read as CommonJS or an ES module by its syntax alone, whatever its package.json's
 *   `"type"` says (a `module.exports` config in an ES-module package), as Docusaurus reads them.
 *   That is why they are in a namespace of their own: esbuild consults `"type"` only for files.
 */
const userScripts = (
  format: Format,
  { virtualModules = {}, fallbackDir }: BundleOptions,
): Plugin => ({
  name: 'user-scripts',
  setup(build) {
    if (Object.keys(virtualModules).length) {
      const filter = new RegExp(`^(${Object.keys(virtualModules).map(escapeRegExp).join('|')})$`);
      build.onResolve({ filter }, (args) => ({ path: args.path, namespace: VIRTUAL }));
      build.onLoad({ filter: /.*/, namespace: VIRTUAL }, (args) => ({
        contents: virtualModules[args.path],
        loader: 'js',
        resolveDir: fallbackDir,
      }));
    }
    build.onResolve({ filter: /^[./]/ }, async (args) => {
      if (args.pluginData === USER) return undefined;
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: USER,
      });
      if (found.errors.length || !SCRIPT.test(found.path)) return found;
      return { path: found.path, namespace: USER };
    });
    // A package stays an import, of the file it resolves to from the script importing it (in a
    // monorepo, from that script's own node_modules); one esbuild cannot find is left to Node.
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === USER) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      let found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: USER,
      });
      if (found.errors.length && fallbackDir)
        found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: fallbackDir,
          pluginData: USER,
        });
      if (found.errors.length || !isAbsolute(found.path))
        return { path: args.path, external: true };
      const url = format === 'esm' && args.kind !== 'require-call';
      return { path: url ? pathToFileURL(found.path).href : found.path, external: true };
    });
    build.onLoad({ filter: /.*/, namespace: USER }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      const loader = args.path.slice(args.path.lastIndexOf('.') + 1).replace(/^[cm]/, '');
      // A hashbang must come first: commented out, it keeps its line.
      let body = source.startsWith('#!') ? `//${source}` : source;
      // `require.resolve('./sidebars.js')` finds sidebars.ts, as under Docusaurus's loader: each
      // relative one is resolved here, where TypeScript's extensions are known.
      const resolveDir = dirname(args.path);
      for (const [call, , path] of body.matchAll(REQUIRE_RESOLVE)) {
        const found = await build.resolve(path, {
          kind: 'require-resolve',
          resolveDir,
          importer: args.path,
          pluginData: USER,
        });
        if (!found.errors.length && isAbsolute(found.path))
          body = body.replace(call, `require.resolve(${JSON.stringify(found.path)})`);
      }
      return { contents: locationPrefix(args.path) + body, loader: loader as Loader, resolveDir };
    });
  },
});

/** A path esbuild reports (a message's file, a source map's source), as an absolute file path. */
export const reportedPath = (path: string) =>
  resolve(path.startsWith(`${USER}:`) ? path.slice(USER.length + 1) : path);

/**
 * Bundles `file` and the files it imports by relative path into one module: CommonJS, so packages
 * are taken with CommonJS interop as Docusaurus's loader gives them (a default import of a package
 * without one is its namespace); an ES module when the code needs one (top-level await,
 * `import.meta` beyond the file's location).
 */
export async function bundle(
  file: string,
  format: Format = 'cjs',
  options: BundleOptions = {},
): Promise<Bundled> {
  const esbuild = await import('esbuild');
  let result;
  try {
    result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format,
      platform: 'node',
      target: 'node20',
      sourcemap: 'external',
      sourcesContent: false,
      outfile: `${file}.${format}`,
      logLevel: 'silent',
      jsx: 'automatic',
      plugins: [userScripts(format, options)],
      define: {
        'import.meta.url': '__user_url',
        'import.meta.dirname': '__user_dirname',
        'import.meta.filename': '__user_filename',
        __dirname: '__user_dirname',
        __filename: '__user_filename',
      },
      // CommonJS in an ES module still `require`s packages and Node's modules: a `require` for it.
      ...(format === 'esm' && {
        banner: {
          js:
            "import { createRequire as __userRequire } from 'node:module'; const require = " +
            (options.fallbackDir
              ? requireWithFallback(
                  '__userRequire(import.meta.url)',
                  '__userRequire',
                  options.fallbackDir,
                )
              : '__userRequire(import.meta.url)') +
            ';',
        },
      }),
      // A CommonJS module's `require` is Node's, given to the module: redeclared with its fallback.
      ...(format === 'cjs' &&
        options.fallbackDir && {
          banner: {
            js: `var require = ${requireWithFallback('require', "require('node:module').createRequire", options.fallbackDir)};`,
          },
        }),
    });
  } catch (error) {
    const failure = error as BuildFailure;
    if (format === 'cjs' && failure.errors?.some((e) => /top-level await/i.test(e.text)))
      return bundle(file, 'esm', options);
    throw error;
  }
  if (format === 'cjs' && result.warnings.some((w) => /import\.meta/.test(w.text)))
    return bundle(file, 'esm', options);
  const code = result.outputFiles.find((f) => f.path.endsWith(`.${format}`))?.text ?? '';
  const mapText = result.outputFiles.find((f) => f.path.endsWith('.map'))?.text ?? '{}';
  return {
    code,
    format,
    map: new SourceMap(JSON.parse(mapText) as ConstructorParameters<typeof SourceMap>[0]),
  };
}
