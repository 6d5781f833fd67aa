// The pre-bundled ES-module packages: the bundle is made, and it and the module the
// Node side imports from export every name packages.ts lists.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

describe('esm-bundle', () => {
  it('loads the packages from one bundle named for its inputs, with every name listed', async () => {
    const listed = Object.keys(await import('../../src/core/esm-bundle/packages')).sort();
    const loaded = await import('../../src/core/esm-bundle/index');
    const file = await loaded.bundledFile();
    assert.ok(file && existsSync(file), 'the bundle exists');
    assert.match(basename(file), /^esm-packages-[0-9a-f]{16}\.mjs$/);
    const bundled = Object.keys(await import(pathToFileURL(file).href)).sort();
    assert.deepEqual(bundled, listed);
    const exported = Object.keys(loaded)
      .filter((name) => name !== 'bundledFile')
      .sort();
    assert.deepEqual(exported, listed);
    // The bundle runs: a Markdown compile through it.
    const out = await loaded.compile('# Hi', { outputFormat: 'function-body' });
    assert.match(String(out), /Hi/);
  });
});
