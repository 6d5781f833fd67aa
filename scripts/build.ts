// npm run build — build the site in this folder (or the one given) into build/.
import { resolve } from 'node:path';
import { build } from '../src/core/build';
import { runCommand } from './cli';

await runCommand('build', async () => {
  const siteDir = resolve(process.argv[2] ?? '.');
  const started = performance.now();
  const result = await build(siteDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.reused
      ? `Nothing changed since the last build: kept its ${result.pages} pages in "build" (${seconds} s).`
      : `Generated ${result.pages} pages in "build" in ${seconds} s.`,
  );
  console.log('Use `npm run serve` to test your build locally.');
});
