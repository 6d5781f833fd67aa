#!/usr/bin/env node
// `npx docgen <command>`: the generator is TypeScript, so this registers tsx's
// loaders first (ES modules and CommonJS: a site's sidebars.ts or config without
// "type": "module" loads as CommonJS), then runs the command line (src/core/cli/main.ts).
import 'tsx';

const { main } = await import('../src/core/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
