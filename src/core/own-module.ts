// The file to give a tool that loads one of the generator's own modules by path (webpack's
// loaders): its compiled copy when the command line runs compiled (scripts/docgen.mjs), so the
// loader shares this process's instances of the modules it imports (an error class, a cache);
// else the TypeScript source, for a process running under tsx (the tests, the bench).
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const compiledDir = (globalThis as Record<symbol, unknown>)[Symbol.for('docgen.compiledDir')] as
  string | undefined;

/** Whether this process runs compiled: a worker it starts from a compiled entry needs no loader. */
export const runsCompiled = compiledDir !== undefined;

/** `file`, an absolute path to one of the generator's .ts sources, as this process should load it. */
export function ownModule(file: string): string {
  return compiledDir ? join(compiledDir, relative(repoDir, file)).replace(/\.tsx?$/, '.js') : file;
}
