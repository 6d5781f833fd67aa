// Up-to-date builds. After a build succeeds we record what it read (every file
// webpack compiled or looked for, outside node_modules, by content hash), what
// it wrote and what it printed. A later build whose inputs all hash the same
// reuses the previous output instead of bundling and prerendering again: the
// same idea as make or Gatsby's incremental builds, at the granularity of the
// whole site. Anything changed (a doc, a theme file, the config, the locked
// packages, this generator's own code) means a full build.
import { createHash } from 'node:crypto';
import {
  existsSync,
  linkSync,
  copyFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';

const MANIFEST_VERSION = 1;

export interface BuildManifest {
  version: number;
  /** Hash of the generator's code, the locked packages, Node's version and the resolved site config. */
  key: string;
  /** Absolute path → sha1 of its content, or '' for a path that must stay missing. */
  inputs: Record<string, string>;
  /**
   * Files the build produced, relative to build/, with their size and modification time, so an output
   * edited or removed since means a full build. The static/ folder is copied afresh each time.
   */
  outputs: Record<string, string>;
  pages: number;
  warnings: string[];
  /** What the build printed through its logger, replayed by a build that reuses it. */
  logged: Array<{ level: 'info' | 'warn'; message: string }>;
}

const hashOf = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

export function hashFile(file: string): string {
  // Most inputs are paths webpack looked for and did not find (3,700 of 4,300 here): no exception
  // for those, which made checking them cost more than hashing the files that exist.
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return '';
  if (!stats.isFile()) return 'dir';
  try {
    return hashOf(readFileSync(file));
  } catch {
    return ''; // removed since, or unreadable
  }
}

export function manifestKey(toolchain: string, config: unknown): string {
  return hashOf(JSON.stringify({ toolchain, node: process.version, config }));
}

/** The files the bundles read or looked for, hashed; node_modules is covered by the lock file in the key. */
export function hashInputs(files: Iterable<string>): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const file of files) if (!file.includes('/node_modules/')) inputs[file] ??= hashFile(file);
  return inputs;
}

function stamp(file: string): string {
  try {
    const { size, mtimeMs } = statSync(file);
    return `${size}:${mtimeMs}`;
  } catch {
    return '';
  }
}

/** Each file under `dir` with its size and modification time. */
export function stampFiles(dir: string, files: string[]): Record<string, string> {
  return Object.fromEntries(files.map((f) => [f, stamp(join(dir, f))]));
}

export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** A JSON file written by `writeVersioned` with the same version, or undefined. */
export function readVersioned<T extends { version: number }>(file: string, version: number) {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as T;
    return data.version === version ? data : undefined;
  } catch {
    return undefined;
  }
}

export function writeVersioned(file: string, version: number, data: object): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ version, ...data }));
}

export const readManifest = (file: string) => readVersioned<BuildManifest>(file, MANIFEST_VERSION);

export const writeManifest = (file: string, manifest: Omit<BuildManifest, 'version'>) =>
  writeVersioned(file, MANIFEST_VERSION, manifest);

/**
 * The inputs whose content differs from the manifest's; undefined when the previous build cannot be
 * built on at all (another key, or an output edited or removed since).
 */
export function changedInputs(
  manifest: BuildManifest,
  key: string,
  outDir: string,
): string[] | undefined {
  if (manifest.key !== key) return undefined;
  if (!Object.entries(manifest.outputs).every(([f, s]) => stamp(join(outDir, f)) === s))
    return undefined;
  return Object.entries(manifest.inputs)
    .filter(([file, hash]) => hashFile(file) !== hash)
    .map(([file]) => file);
}

/** True when the previous build can stand: same key, every input unchanged, every output still there. */
export const isUpToDate = (manifest: BuildManifest, key: string, outDir: string) =>
  changedInputs(manifest, key, outDir)?.length === 0;

/** Puts the previous build's outputs into `toDir`: hard links, so nothing is copied. */
export const reuseOutputs = (manifest: BuildManifest, fromDir: string, toDir: string) =>
  linkFiles(Object.keys(manifest.outputs), fromDir, toDir);

/** Puts `files` (relative paths) from `fromDir` into `toDir`: hard links, so nothing is copied. */
export function linkFiles(files: Iterable<string>, fromDir: string, toDir: string): void {
  for (const file of files) {
    const target = join(toDir, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      linkSync(join(fromDir, file), target);
    } catch {
      copyFileSync(join(fromDir, file), target);
    }
  }
}
