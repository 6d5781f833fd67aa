// webpack's first ES-module loader load must not keep that compilation alive:
// the build lets the client compilation go before bundling the server.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { after, it } from 'node:test';
import webpack from 'webpack';
import { primeLoaderImport } from '../../src/core/bundle/loader-import';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const dir = mkdtempSync(join(tmpdir(), 'loader-import-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles one file through an ES-module loader of ours; a weak reference to the compilation. */
function compileOnce(): Promise<WeakRef<object>> {
  writeFileSync(join(dir, 'entry.js'), 'export default 1;\n');
  const loader = fileURLToPath(new URL('../../src/core/bundle/ignore-loader.ts', import.meta.url));
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'out') },
    module: { rules: [{ test: /\.js$/, use: [loader] }] },
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      const ref = stats && new WeakRef(stats.compilation);
      compiler.close(() => (error || !ref ? reject(error) : resolve(ref)));
    }),
  );
}

it('lets the first compilation through an ES-module loader be collected', async () => {
  await primeLoaderImport();
  const compilation = await compileOnce();
  // webpack releases a closed compiler's last compilation in a microtask; then collect.
  await new Promise((next) => setTimeout(next, 10));
  gc();
  // Not assert.equal: printing a held compilation would take minutes.
  assert.ok(compilation.deref() === undefined, 'the compilation is still held');
});
