// The content check, first step of the bundling phase: every page's Markdown is
// compiled (MDX syntax, the site's plugins, the links and images it names) and
// the imports written in it resolved, before webpack starts. A build with bad
// content then fails in seconds with every problem found, each at its file, line
// and column, instead of after a full bundling with the first ones webpack met.
// Nothing is compiled twice: each compile is left in the build's shared work
// for the two compilers to take (bundle/shared-work.ts). A file unchanged since
// it last passed (same text, same Markdown inputs, same generator) is not
// compiled again, as webpack's cache has it; only its imports are resolved again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';
import { cannotFind } from '../bundle/run';
import { SourceError, type Severity } from '../errors';
import { readVersioned, writeVersioned } from '../incremental';
import type { WrittenImport } from '../mdx/compile';
import { compileOnce, warningLine, type MdxLoaderOptions } from '../mdx/loader';
import type { LoadedSite } from '../site';
import { toolchainVersion } from '../toolchain';

const CHECKED_VERSION = 1;
/** Compiles started at once: a few per core, so memory stays bounded on a large site. */
const COMPILES_AT_ONCE = 16;
/**
 * How long a compile keeps its place among those: one still running after this is most likely
 * waiting (a site's plugin waiting for its run on another page), so the next page starts.
 */
const PLACE_HELD_MS = 1000;

/** `work`, awaited at most `ms` (it goes on after that): how long it holds a place in a pool. */
function heldAtMost(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const released = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work, released]).finally(() => clearTimeout(timer));
}

/** The files that passed, by the hash of their text, with the imports written in them. */
interface Checked {
  version: number;
  /** The generator and the Markdown inputs (routes, options) the compiles depended on. */
  key: string;
  files: Record<string, { hash: string; imports: WrittenImport[] }>;
}

export const checkedFileOf = (cacheDir: string) => join(cacheDir, 'content-check.json');

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');

export interface ContentCheckOptions {
  /** The MDX loader's options (the same resolver and shared work as the compilers'). */
  loader: MdxLoaderOptions & { inputsFile: string };
  cacheDir: string;
  /** Whether an import from a file in `dir` resolves, as the bundler resolves it. */
  resolves(dir: string, request: string): Promise<boolean>;
  /** What a compile warning does (the bundling phase's rules): 'throw' makes it a problem. */
  severityOf(warning: string): Severity;
  onProgress?(done: number, total: number): void;
}

/** The Markdown sources the routes import: docs of every version, Markdown pages, blog posts. */
function markdownSources(site: LoadedSite): string[] {
  const { docMetadata, pageModules } = site.routes;
  return [
    ...new Set([
      ...[...docMetadata.values()].map(({ doc }) => doc.source),
      ...[...pageModules.values()].filter((p) => p.type === 'markdown').map((p) => p.source),
      ...(site.blog?.posts.map((p) => p.source) ?? []),
    ]),
  ];
}

/** A file path as the bundler's messages print it: relative to where the command runs. */
const shown = (message: string) => message.split(process.cwd() + '/').join('');

/** A failed compile as one located line (a site plugin's own exception: its first line). */
function compileProblem(file: string, error: unknown): string {
  if (error instanceof SourceError) return shown(error.message);
  const first = String((error as Error).message ?? error).split('\n')[0];
  return shown(`${file}: ${first}`);
}

/** The imports of a file that resolve to nothing, one located line each. */
async function missingImports(
  file: string,
  imports: WrittenImport[],
  resolves: ContentCheckOptions['resolves'],
): Promise<string[]> {
  const missing = await Promise.all(
    imports.map(async ({ request, line, column }) => {
      // A URL scheme (data:, https:) is the bundler's to judge.
      if (/^[a-z][a-z\d+.-]*:/i.test(request)) return [];
      // `!!raw-loader!./file`: the file is what must exist (the loaders are the bundler's).
      const resource = request.slice(request.lastIndexOf('!') + 1);
      if (await resolves(dirname(file), resource)) return [];
      return [cannotFind(shown(`${file}:${line}:${column}`), request)];
    }),
  );
  return missing.flat();
}

/** The problems in the site's Markdown, one line each, in the routes' order; none: []. */
export async function findContentProblems(
  site: LoadedSite,
  { loader, cacheDir, resolves, severityOf, onProgress }: ContentCheckOptions,
): Promise<string[]> {
  const checkedFile = checkedFileOf(cacheDir);
  const key = sha1(`${toolchainVersion()}\0${readFileSync(loader.inputsFile, 'utf8')}`);
  const previous = readVersioned<Checked>(checkedFile, CHECKED_VERSION);
  const known = previous?.key === key ? previous.files : {};
  const passed: Checked['files'] = {};
  const sources = markdownSources(site);
  // Several compiles at once, as the bundler runs its loaders, and none holding its place while it
  // waits: a site's remark plugin may wait for what its run on another page leaves (electron's
  // structure previews wait up to 120 s each for pages that come after them).
  const limit = pLimit(COMPILES_AT_ONCE);
  let started = 0;
  /** A file's compile: the imports written in it and its stopping warnings, or its one problem. */
  const compile = async (
    file: string,
  ): Promise<
    { hash: string; imports: WrittenImport[]; stopping: string[] } | { problem: string }
  > => {
    onProgress?.(started++, sources.length);
    const text = readFileSync(file, 'utf8');
    const hash = sha1(text);
    if (known[file]?.hash === hash) return { hash, imports: known[file].imports, stopping: [] };
    try {
      // Two askers: this check, then the compiler.
      const compiled = await compileOnce(file, text, loader, 2);
      const stopping = compiled.warnings
        .map((w) => shown(warningLine(w)))
        .filter((warning) => severityOf(warning) === 'throw');
      return { hash, imports: compiled.imports, stopping };
    } catch (error) {
      return { problem: compileProblem(file, error) };
    }
  };
  // Each file's problems, in the routes' order; its imports resolve while other files compile.
  const checks = sources.map((file) => {
    let compiling!: ReturnType<typeof compile>;
    const place = limit(() => heldAtMost((compiling = compile(file)), PLACE_HELD_MS));
    return place.then(async () => {
      const result = await compiling;
      if ('problem' in result) return [result.problem];
      const { hash, imports, stopping } = result;
      const mine = [...stopping, ...(await missingImports(file, imports, resolves))];
      if (!mine.length) passed[file] = { hash, imports };
      return mine;
    });
  });
  const problems = (await Promise.all(checks)).flat();
  onProgress?.(sources.length, sources.length);
  writeVersioned(checkedFile, CHECKED_VERSION, { key, files: passed });
  return problems;
}
