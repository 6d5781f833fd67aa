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
/** Compiles in flight: enough for pages whose plugins wait on one another, few enough to bound memory. */
const COMPILES_AT_ONCE = 16;

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

/** The Markdown sources the routes import: docs of every version and Markdown pages. */
function markdownSources(site: LoadedSite): string[] {
  const { docMetadata, pageModules } = site.routes;
  return [
    ...new Set([
      ...[...docMetadata.values()].map(({ doc }) => doc.source),
      ...[...pageModules.values()].filter((p) => p.type === 'markdown').map((p) => p.source),
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
  // Several compiles at once, as the bundler runs its loaders: a site's remark plugin may wait for
  // what its compile of another page leaves (electron's structure previews wait up to 120 s each),
  // which one compile at a time would never give it.
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
  const checks = sources.map((file) =>
    limit(() => compile(file)).then(async (result) => {
      if ('problem' in result) return [result.problem];
      const { hash, imports, stopping } = result;
      const mine = [...stopping, ...(await missingImports(file, imports, resolves))];
      if (!mine.length) passed[file] = { hash, imports };
      return mine;
    }),
  );
  const problems = (await Promise.all(checks)).flat();
  onProgress?.(sources.length, sources.length);
  writeVersioned(checkedFile, CHECKED_VERSION, { key, files: passed });
  return problems;
}
