// @ts-check
// The generator's own TypeScript (src/core, src/search, src/shared, webpack.config.ts) compiled to
// JavaScript, one output file per source file, so the command line runs on plain Node: with tsx's
// loader hooks registered, Node took a quarter of a second more to start and every import after
// went through the hooks' thread. Compiled on first use after a change, into
// node_modules/.cache/docgen/cli-<hash of the sources>; a few hundred milliseconds.
//
// Each output keeps its source's `import.meta.url` (paths the code resolves from it, such as the
// theme, webpack's loaders and package.json, stay the repository's) and imports its siblings'
// outputs; packages stay imports.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = join(REPO, 'node_modules/.cache/docgen');
const SOURCE_DIRS = ['src/core', 'src/search', 'src/shared'];
/** Compiled copies no running process uses go once this long unused (`npm start` after a checkout). */
const KEEP_MS = 24 * 3600_000;
/** In each copy, one empty file per process running from it, named by its pid. */
const IN_USE = '.in-use';

/** The sources compiled: every TypeScript module the command line can load in Node. */
function sources() {
  const files = SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(REPO, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => join(REPO, dir, f)),
  );
  return [...files.sort(), join(REPO, 'webpack.config.ts')];
}

/** Where a source's output goes, under `outDir`. */
const outputOf = (outDir, file) => join(outDir, relative(REPO, file)).replace(/\.tsx?$/, '.js');

/**
 * An esbuild plugin: each file's imports of other compiled sources point at their outputs, anything
 * else in the repository at its own file, packages stay as written; each file its own location.
 * @param {Set<string>} compiled
 * @param {string} outDir
 * @returns {import('esbuild').Plugin}
 */
function eachFileAlone(compiled, outDir) {
  return {
    name: 'each-file-alone',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === 'inner') return undefined;
        if (!/^[./]/.test(args.path)) return { path: args.path, external: true };
        const found = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: 'inner',
        });
        if (found.errors.length) return { errors: found.errors };
        if (!compiled.has(found.path))
          return { path: pathToFileURL(found.path).href, external: true };
        const from = dirname(outputOf(outDir, args.importer));
        const to = relative(from, outputOf(outDir, found.path));
        return { path: to.startsWith('.') ? to : `./${to}`, external: true };
      });
      build.onLoad({ filter: /\.tsx?$/ }, (args) => ({
        // On the first line, so the source's line numbers hold in stack traces.
        contents:
          `var __source_url = ${JSON.stringify(pathToFileURL(args.path).href)};` +
          readFileSync(args.path, 'utf8'),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }));
    },
  };
}

/**
 * Marks `dir` as used by this process until it ends (a dev server may run for days on one copy and
 * import from it lazily) and as used now, for the age rule.
 * @param {string} dir
 */
function markInUse(dir) {
  try {
    mkdirSync(join(dir, IN_USE), { recursive: true });
    const mark = join(dir, IN_USE, String(process.pid));
    writeFileSync(mark, '');
    process.once('exit', () => rmSync(mark, { force: true }));
    const now = new Date();
    utimesSync(dir, now, now);
  } catch {
    // A copy this user cannot write (made by another user): it is still used as it is.
  }
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: running, as another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Removes the compiled copies under `cache` other than `keep` that no running process uses and
 * that were last used more than a day before `now` (marks of processes that ended do not count).
 * @param {string} cache
 * @param {string} keep
 * @param {number} [now]
 */
export function pruneOld(cache, keep, now = Date.now()) {
  for (const name of readdirSync(cache)) {
    const dir = join(cache, name);
    if (!name.startsWith('cli-') || dir === keep) continue;
    try {
      if (now - statSync(dir).mtimeMs <= KEEP_MS) continue;
      const users = existsSync(join(dir, IN_USE)) ? readdirSync(join(dir, IN_USE)) : [];
      if (users.some((pid) => isRunning(Number(pid)))) continue;
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

/** The folder of the compiled command line, compiling it first if the sources changed. */
export async function compiledCli() {
  const files = sources();
  // esbuild's version from its package.json: importing esbuild costs ~45 ms, needed only to compile.
  const esbuildVersion = createRequire(import.meta.url)('esbuild/package.json').version;
  const hash = createHash('sha1')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(esbuildVersion);
  for (const file of files) hash.update(file).update(readFileSync(file));
  const outDir = join(CACHE, `cli-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(join(outDir, 'package.json'))) {
    markInUse(outDir);
    return outDir;
  }

  mkdirSync(CACHE, { recursive: true });
  // Written aside and renamed whole: another process starting at the same time never sees half.
  const partial = `${outDir}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  // Made here, not by esbuild, so a cache that cannot be written fails with its code (EACCES…).
  mkdirSync(partial, { recursive: true });
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: files,
    bundle: true,
    outbase: REPO,
    outdir: partial,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'error',
    define: { 'import.meta.url': '__source_url' },
    plugins: [eachFileAlone(new Set(files), partial)],
  });
  writeFileSync(join(partial, 'package.json'), '{ "type": "module" }\n');
  try {
    renameSync(partial, outDir);
  } catch {
    // Another process compiled the same sources first: theirs is as good.
    rmSync(partial, { recursive: true, force: true });
  }
  markInUse(outDir);
  pruneOld(CACHE, outDir);
  return outDir;
}
