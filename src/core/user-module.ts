// Imports a file the site's author wrote (site.config.ts, a Docusaurus config,
// a sidebars file) and turns whatever went wrong in it into one located line: a
// syntax error where the compiler found it, a missing import with the name it
// asked for, an exception thrown while it ran at the line that threw. Never a
// stack trace.
//
// The file is bundled first by esbuild with its relative imports (TypeScript,
// JSX, CommonJS or ES modules alike; packages stay imports), into one module
// written beside it and loaded from there, as Vite loads its config. So the
// generator needs no module loader hooks in its own process: registering tsx's
// costs a quarter of a second and slows every import after it.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin, SourceMap } from 'node:module';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildFailure, Loader, Message, Plugin } from 'esbuild';
import { SourceError } from './errors';

interface Located {
  line?: number;
  column?: number;
}

/** A compiled user file: its code and the map back to the files it was bundled from. */
interface Bundled {
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
const authorColumn = (file: string, line: number, column0: number) =>
  (line === 1 ? Math.max(0, column0 - locationPrefix(file).length) : column0) + 1;

const SCRIPT = /\.[cm]?[jt]sx?$/;
/** `require.resolve` of a relative path written as a string. */
const REQUIRE_RESOLVE = /\brequire\.resolve\(\s*(['"])(\.\.?\/[^'"\n]+)\1\s*\)/g;
/** The namespace the user's scripts are loaded in, outside esbuild's file namespace. */
const USER = 'user';

/**
 * Loads the user's scripts (the file and what it imports by relative path) so that:
 * - each has its own location, not the bundle's (configs resolve paths from `require.resolve`,
 *   `__dirname` or `new URL('.', import.meta.url)`); set on the first line, so line numbers hold;
 * - packages stay imports, of the files they resolve to from the importing script;
 * - each is read as CommonJS or an ES module by its syntax alone, whatever its package.json's
 *   `"type"` says (a `module.exports` config in an ES-module package), as Docusaurus reads them.
 *   That is why they are in a namespace of their own: esbuild consults `"type"` only for files.
 */
const userScripts = (format: Format): Plugin => ({
  name: 'user-scripts',
  setup(build) {
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
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
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
const reportedPath = (path: string) =>
  resolve(path.startsWith(`${USER}:`) ? path.slice(USER.length + 1) : path);

type Format = 'cjs' | 'esm';

/**
 * Bundles `file` and the files it imports by relative path into one module: CommonJS, so packages
 * are taken with CommonJS interop as Docusaurus's loader gives them (a default import of a package
 * without one is its namespace); an ES module when the code needs one (top-level await,
 * `import.meta` beyond the file's location).
 */
async function bundle(file: string, format: Format = 'cjs'): Promise<Bundled> {
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
      plugins: [userScripts(format)],
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
          js: "import { createRequire as __userRequire } from 'node:module'; const require = __userRequire(import.meta.url);",
        },
      }),
    });
  } catch (error) {
    const failure = error as BuildFailure;
    if (format === 'cjs' && failure.errors?.some((e) => /top-level await/i.test(e.text)))
      return bundle(file, 'esm');
    throw error;
  }
  if (format === 'cjs' && result.warnings.some((w) => /import\.meta/.test(w.text)))
    return bundle(file, 'esm');
  const code = result.outputFiles.find((f) => f.path.endsWith(`.${format}`))?.text ?? '';
  const mapText = result.outputFiles.find((f) => f.path.endsWith('.map'))?.text ?? '{}';
  return {
    code,
    format,
    map: new SourceMap(JSON.parse(mapText) as ConstructorParameters<typeof SourceMap>[0]),
  };
}

/** The first of esbuild's messages, located in the file it names (relative to the working folder). */
function compileError(failure: BuildFailure, file: string, what: string): SourceError {
  const message = failure.errors[0] as Message | undefined;
  const at = message?.location;
  const inFile = at ? reportedPath(at.file) : file;
  const text = message?.text ?? failure.message;
  const missing = /^Could not resolve "([^"]+)"/.exec(text);
  if (missing) {
    const via = inFile !== file ? ` (by ${inFile})` : '';
    return new SourceError(file, `${what} imports "${missing[1]}"${via}, which cannot be found`);
  }
  if (inFile !== file)
    return new SourceError(
      file,
      `${what} imports ${inFile}, which has a syntax error at ${at?.line}:${at ? authorColumn(inFile, at.line, at.column) : 1}: ${text}`,
    );
  return new SourceError(
    file,
    `${what} has a syntax error: ${text}`,
    at?.line,
    at ? authorColumn(file, at.line, at.column) : undefined,
  );
}

/** The first stack frame in the bundle that maps back into `file`: where its own code threw. */
function framePlace(stack: string | undefined, bundleFile: string, { map }: Bundled, file: string) {
  for (const frame of (stack ?? '').split('\n')) {
    const at = frame.lastIndexOf(bundleFile);
    if (at < 0) continue;
    const m = /^(?:\?[^:]*)?:(\d+):(\d+)/.exec(frame.slice(at + bundleFile.length));
    if (!m) continue;
    const entry = map.findEntry(Number(m[1]) - 1, Number(m[2]) - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (!entry.originalSource) continue;
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : reportedPath(entry.originalSource);
    if (source !== file) continue;
    const line = (entry.originalLine ?? 0) + 1;
    return { line, column: authorColumn(file, line, entry.originalColumn ?? 0) };
  }
  return {};
}

/** The reason, with its place, running the bundled `file` failed; `what` names the file for the reader. */
function runError(
  error: unknown,
  file: string,
  what: string,
  bundleFile: string,
  bundled: Bundled,
): SourceError {
  const e = error as NodeJS.ErrnoException;
  if (e?.code === 'MODULE_NOT_FOUND' || e?.code === 'ERR_MODULE_NOT_FOUND') {
    const name = /Cannot find (?:module|package) '([^']+)'/.exec(e.message)?.[1] ?? e.message;
    return new SourceError(file, `${what} imports "${name}", which cannot be found`);
  }
  const place: Located = framePlace(e?.stack, bundleFile, bundled, file);
  const message = e instanceof Error ? e.message : String(error);
  return new SourceError(file, `${what} threw while loading: ${message}`, place.line, place.column);
}

/** `import()` of a user's file, fresh each time (the dev server reloads it after edits). */
export async function importUserModule(
  file: string,
  what: string,
): Promise<Record<string, unknown>> {
  let bundled: Bundled;
  try {
    bundled = await bundle(file);
  } catch (error) {
    if (error && typeof error === 'object' && 'errors' in error)
      throw compileError(error as BuildFailure, file, what);
    throw error;
  }
  // Beside the file, so the packages it imports resolve as they would from it; a new name each
  // time, so an edited file is never served from Node's module cache.
  const ext = bundled.format === 'cjs' ? 'cjs' : 'mjs';
  const bundleFile = join(
    dirname(file),
    `.${basename(file)}.${Date.now()}-${randomBytes(3).toString('hex')}.${ext}`,
  );
  try {
    writeFileSync(bundleFile, bundled.code);
    if (bundled.format === 'esm')
      return (await import(pathToFileURL(bundleFile).href)) as Record<string, unknown>;
    const require = createRequire(bundleFile);
    try {
      // As an ES module's namespace: the file's exports (one written as an ES module), else
      // `module.exports` as its default.
      const exports = require(bundleFile) as { __esModule?: boolean } | undefined;
      return exports?.__esModule ? exports : { default: exports };
    } finally {
      delete require.cache[bundleFile];
    }
  } catch (error) {
    throw runError(error, file, what, bundleFile, bundled);
  } finally {
    rmSync(bundleFile, { force: true });
  }
}

/**
 * A user's module's value: its default export, or `module.exports` (a CommonJS file, whatever its
 * folder's package.json says, is read as CommonJS, as Docusaurus reads its config and sidebars).
 */
export async function importUserModuleValue(file: string, what: string): Promise<unknown> {
  const mod = await importUserModule(file, what);
  let value: unknown = 'default' in mod ? mod.default : mod;
  // An ES module compiled to CommonJS: its default export under `default` once more.
  if (value && typeof value === 'object' && '__esModule' in value && 'default' in value)
    value = (value as { default: unknown }).default;
  return value;
}
