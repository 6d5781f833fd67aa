#!/usr/bin/env node
// @ts-check
// `docgen <command>` (`npm start`, `npm run build`, …): the command line (src/core/cli/main.ts),
// run from the generator's TypeScript compiled once per change (scripts/lib/compile-cli.mjs), so
// plain Node runs it with no loader hooks. A site's own TypeScript (its config, its sidebars) is
// bundled by esbuild as it loads (src/core/user-module/).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledCli } from './lib/compile-cli.mjs';

const dir = await compiledCli();
// Tools that load the generator's modules by path (webpack's loaders) take the compiled ones.
/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('docgen.compiledDir')] = dir;
const { main } = await import(pathToFileURL(join(dir, 'src/core/cli/main.js')).href);
process.exitCode = await main(process.argv.slice(2));
