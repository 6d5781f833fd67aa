// The packages of ./packages.ts, loaded from one file esbuild bundled them into.
// Each of the ~550 modules they span would otherwise go through tsx's loader
// hooks, which run on a thread of their own: importing them one by one costs a
// build or `npm start` about 0.7 s, the bundle about 0.15 s. The bundle is made
// on first use and kept under node_modules/.cache, named for what it is made of
// (this list, how it is bundled, the installed packages, esbuild's version).
// Where it cannot be made or loaded, the packages load as usual: slower, the
// same behaviour.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Packages from './packages';

const entry = fileURLToPath(new URL('./packages.ts', import.meta.url));
const PREFIX = 'esm-packages-';
const require = createRequire(import.meta.url);

/** The folder npm installed into: the nearest node_modules above this file, with npm's record of it. */
function nodeModulesOf(dir: string): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, 'node_modules/.package-lock.json'))) return join(d, 'node_modules');
    if (dirname(d) === d) return undefined;
  }
}

/** The bundle of ./packages.ts, made if missing; undefined where npm's folder is not found. */
export async function bundledFile(): Promise<string | undefined> {
  const nodeModules = nodeModulesOf(dirname(entry));
  if (!nodeModules) return undefined;
  const key = createHash('sha1')
    .update(readFileSync(entry))
    .update(readFileSync(fileURLToPath(import.meta.url))) // how it is bundled
    .update(readFileSync(join(nodeModules, '.package-lock.json')))
    .update(require('esbuild/package.json').version as string)
    .digest('hex')
    .slice(0, 16);
  const dir = join(nodeModules, '.cache/docgen');
  const file = join(dir, `${PREFIX}${key}.mjs`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const esbuild = await import('esbuild');
  // Written aside and renamed: test processes starting together may each make it.
  const partial = `${file}.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: [entry],
    outfile: partial,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // A third smaller and parsed about 70 ms sooner; stack traces into these packages are rarely read.
    minify: true,
    logLevel: 'silent',
    // CommonJS modules inside the bundle still `require` Node's own modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  renameSync(partial, file);
  // Older bundles go; another process's file still being written (.tmp) stays.
  for (const old of readdirSync(dir))
    if (old.startsWith(PREFIX) && old.endsWith('.mjs') && join(dir, old) !== file)
      rmSync(join(dir, old), { force: true });
  return file;
}

async function load(): Promise<typeof Packages> {
  try {
    const file = await bundledFile();
    if (file) return (await import(pathToFileURL(file).href)) as typeof Packages;
  } catch {
    // A read-only install or a failed bundle: the packages themselves, below.
  }
  return import('./packages');
}

export const {
  compile,
  valueToEstree,
  GithubSlugger,
  matter,
  loadYaml,
  minimatch,
  toEstree,
  toHast,
  toString,
  rehypeRaw,
  remarkDirective,
  remarkGfm,
  remarkMdx,
  remarkParse,
  remarkRehype,
  unified,
  SKIP,
  visit,
  VFile,
  z,
} = await load();
