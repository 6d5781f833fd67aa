import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import {
  hashInputs,
  isUpToDate,
  listFiles,
  reuseOutputs,
  stampFiles,
  type BuildManifest,
} from '../../src/core/incremental';

const dir = mkdtempSync(join(tmpdir(), 'incremental-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function setup(name: string) {
  const root = join(dir, name);
  const out = join(root, 'build');
  mkdirSync(join(out, 'assets'), { recursive: true });
  writeFileSync(join(root, 'doc.md'), 'Hello');
  writeFileSync(join(out, 'index.html'), '<p>Hello</p>');
  writeFileSync(join(out, 'assets/main.js'), 'console.log(1)');
  const manifest: BuildManifest = {
    version: 1,
    key: 'k1',
    inputs: hashInputs([
      join(root, 'doc.md'),
      join(root, 'src/theme/Navbar.tsx'), // looked for, not there
      join(root, 'node_modules/react/index.js'), // covered by the lock file
    ]),
    outputs: stampFiles(out, listFiles(out)),
    pages: 1,
    warnings: [],
    logged: [],
  };
  return { root, out, manifest };
}

describe('up-to-date builds', () => {
  it('hashes inputs by content, marks missing paths, and leaves node_modules to the lock file', () => {
    const { root, manifest } = setup('hash');
    assert.equal(Object.keys(manifest.inputs).length, 2);
    assert.match(manifest.inputs[join(root, 'doc.md')], /^[0-9a-f]{40}$/);
    assert.equal(manifest.inputs[join(root, 'src/theme/Navbar.tsx')], '');
  });

  it('holds while nothing changed, even when a file is rewritten with the same content', () => {
    const { root, out, manifest } = setup('same');
    writeFileSync(join(root, 'doc.md'), 'Hello');
    assert.equal(isUpToDate(manifest, 'k1', out), true);
  });

  it('breaks on a changed input, a file appearing where one was looked for, a new key or a touched output', () => {
    const changed = setup('changed');
    writeFileSync(join(changed.root, 'doc.md'), 'Hello again');
    assert.equal(isUpToDate(changed.manifest, 'k1', changed.out), false);

    const appeared = setup('appeared');
    mkdirSync(join(appeared.root, 'src/theme'), { recursive: true });
    writeFileSync(join(appeared.root, 'src/theme/Navbar.tsx'), 'export default null;');
    assert.equal(isUpToDate(appeared.manifest, 'k1', appeared.out), false);

    const key = setup('key');
    assert.equal(isUpToDate(key.manifest, 'k2', key.out), false);

    const touched = setup('touched');
    writeFileSync(join(touched.out, 'index.html'), '<p>Edited</p>');
    assert.equal(isUpToDate(touched.manifest, 'k1', touched.out), false);
    const removed = setup('removed');
    rmSync(join(removed.out, 'assets/main.js'));
    assert.equal(isUpToDate(removed.manifest, 'k1', removed.out), false);
  });

  it('puts the previous outputs into the new folder as hard links', () => {
    const { root, out, manifest } = setup('reuse');
    const next = join(root, 'next');
    reuseOutputs(manifest, out, next);
    assert.deepEqual(listFiles(next).sort(), ['assets/main.js', 'index.html']);
    assert.equal(readFileSync(join(next, 'assets/main.js'), 'utf8'), 'console.log(1)');
    assert.equal(statSync(join(next, 'index.html')).ino, statSync(join(out, 'index.html')).ino);
  });
});
