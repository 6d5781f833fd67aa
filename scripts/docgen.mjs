#!/usr/bin/env node
// `npx docgen <command>`: the generator is TypeScript, so this registers tsx's
// loader first, then runs the command line (src/core/cli/main.ts).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/core/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
