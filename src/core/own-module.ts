// The file to give a tool that loads one of the generator's own modules by path (webpack's
// loaders, a child process, a thread): its compiled copy when the command line runs compiled
// (scripts/docgen.mjs), so the loader shares this process's instances of the modules it imports
// (an error class, a cache) and a child needs no TypeScript loader; else the TypeScript source, for
// a process running under tsx (the tests, the bench).
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set by scripts/docgen.mjs to the compiled copy it runs; children inherit it with the environment. */
const COMPILED_DIR_ENV = 'DOCGEN_COMPILED_DIR';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const compiledDir = process.env[COMPILED_DIR_ENV] || undefined;

/** Whether this process runs compiled: a worker it starts from a compiled entry needs no loader. */
export const runsCompiled = compiledDir !== undefined;

/** `file`, an absolute path to one of the generator's .ts sources, as this process should load it. */
export function ownModule(file: string): string {
  return compiledDir ? join(compiledDir, relative(repoDir, file)).replace(/\.tsx?$/, '.js') : file;
}

/**
 * How to fork one of the generator's own modules (`file`, its .ts source) as a child process: its
 * compiled copy on plain Node when this process runs compiled (the child finds the copy by the
 * environment it inherits), else the source under tsx.
 */
export function ownChild(file: string): { modulePath: string; execArgv: string[] } {
  return compiledDir
    ? { modulePath: ownModule(file), execArgv: [] }
    : { modulePath: file, execArgv: ['--import', 'tsx'] };
}
