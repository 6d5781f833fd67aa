// Loading the files a site's author writes (configs, sidebars) without loader hooks: each file
// bundled with its relative imports keeps its own location, is read as CommonJS or an ES module
// by its syntax, resolves packages from where it is, and leaves nothing behind.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { importUserModuleValue } from '../../src/core/user-module';

const root = mkdtempSync(join(tmpdir(), 'user-module-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** Writes `files` under a new folder; returns its path. */
function folder(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('a user module', () => {
  it('gives each bundled file its own __dirname, import.meta.url and require.resolve', async () => {
    const dir = folder('locations', {
      'config.cjs': [
        "const helper = require('./lib/helper.mjs');",
        "module.exports = { dir: __dirname, file: __filename, css: require.resolve('./custom.css'), helper: helper.url };",
      ].join('\n'),
      'custom.css': 'a {}',
      'lib/helper.mjs': 'export const url = import.meta.url;',
    });
    const value = (await importUserModuleValue(join(dir, 'config.cjs'), 'the config')) as Record<
      string,
      unknown
    >;
    assert.deepEqual(value, {
      dir,
      file: join(dir, 'config.cjs'),
      css: join(dir, 'custom.css'),
      helper: pathToFileURL(join(dir, 'lib/helper.mjs')).href,
    });
  });

  it('resolves require.resolve of a .js path to the TypeScript file there, as Docusaurus does', async () => {
    const dir = folder('resolve-ts', {
      'config.ts': "export default { sidebarPath: require.resolve('./sidebars.js') };",
      'sidebars.ts': 'export default {};',
    });
    assert.deepEqual(await importUserModuleValue(join(dir, 'config.ts'), 'c'), {
      sidebarPath: join(dir, 'sidebars.ts'),
    });
  });

  it('reads module.exports as CommonJS in an ES-module package, and TypeScript with types', async () => {
    const dir = folder('formats', {
      'package.json': '{ "type": "module" }',
      'a.js': "const { join } = require('node:path');\nmodule.exports = join('x', 'y');",
      'b.ts': "import type { X } from './types';\nconst b: X = 2;\nexport default b;",
      'types.ts': 'export type X = number;',
    });
    assert.equal(await importUserModuleValue(join(dir, 'a.js'), 'a'), join('x', 'y'));
    assert.equal(await importUserModuleValue(join(dir, 'b.ts'), 'b'), 2);
  });

  it("resolves a package from the importing file's own node_modules (a monorepo's)", async () => {
    const dir = folder('monorepo', {
      'website/config.ts': "import { name } from '../shared/helper';\nexport default name;",
      'shared/helper.ts': "export { name } from 'only-here';",
      'shared/node_modules/only-here/package.json': '{ "name": "only-here", "main": "index.js" }',
      'shared/node_modules/only-here/index.js': "exports.name = 'found';",
    });
    assert.equal(await importUserModuleValue(join(dir, 'website/config.ts'), 'c'), 'found');
  });

  it('takes named imports from a CommonJS package whose exports only show when it runs', async () => {
    // Node's ES modules find a CommonJS package's names by reading its code: not these.
    const dir = folder('interop', {
      'config.ts': "import { answer } from 'made-at-run-time';\nexport default answer;",
      'node_modules/made-at-run-time/package.json': '{ "name": "made-at-run-time" }',
      'node_modules/made-at-run-time/index.js':
        'const make = () => ({ answer: 42 });\nmodule.exports = make();',
    });
    assert.equal(await importUserModuleValue(join(dir, 'config.ts'), 'c'), 42);
  });

  it('loads a config that awaits at its top level', async () => {
    const dir = folder('top-level-await', {
      'config.mts': "const title = await Promise.resolve('T');\nexport default { title };",
    });
    assert.deepEqual(await importUserModuleValue(join(dir, 'config.mts'), 'c'), { title: 'T' });
  });

  it('places an exception on the first line at the column written, and leaves no file behind', async () => {
    const dir = folder('throws', { 'config.ts': "throw new Error('first line');\n" });
    const error = await importUserModuleValue(join(dir, 'config.ts'), 'the config').then(
      () => assert.fail('it loaded'),
      (e: Error) => e,
    );
    assert.match(error.message, /config\.ts:1:7: the config threw while loading: first line$/);
    assert.deepEqual(readdirSync(dir), ['config.ts']);
  });

  it('reads an edit made after the first load', async () => {
    const dir = folder('edits', { 'config.mjs': 'export default 1;' });
    assert.equal(await importUserModuleValue(join(dir, 'config.mjs'), 'c'), 1);
    writeFileSync(join(dir, 'config.mjs'), 'export default 2;');
    assert.equal(await importUserModuleValue(join(dir, 'config.mjs'), 'c'), 2);
    assert.deepEqual(readdirSync(dir), ['config.mjs']);
  });
});
