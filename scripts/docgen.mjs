#!/usr/bin/env node
// @ts-check
// `docgen <command>` (`npm start`, `npm run build`, …): the command line (src/core/cli/main.ts),
// run from the generator's TypeScript compiled once per change (scripts/lib/compile-cli.mjs), so
// plain Node runs it with no loader hooks. A site's own TypeScript (its config, its sidebars) is
// bundled by esbuild as it loads (src/core/user-module/).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledCli } from './lib/compile-cli.mjs';

/** The command line's module: compiled, or, where its cache cannot be written, from source under tsx. */
async function commandLine() {
  try {
    const dir = await compiledCli();
    // Tools that load the generator's modules by path (webpack's loaders, the dev server's child)
    // take the compiled ones (src/core/own-module.ts).
    process.env.DOCGEN_COMPILED_DIR = dir;
    return await import(pathToFileURL(join(dir, 'src/core/cli/main.js')).href);
  } catch (error) {
    // A read-only install (node_modules/.cache cannot be written): slower to start, same behaviour.
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code !== 'EACCES' && code !== 'EROFS' && code !== 'EPERM') throw error;
    await import('tsx');
    return await import('../src/core/cli/main.ts');
  }
}

const { main } = await commandLine();
process.exitCode = await main(process.argv.slice(2));
