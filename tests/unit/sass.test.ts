// Sass support: the site's own `sass` package is the one used, and a site importing Sass without it
// gets an error naming the file and what to install.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { LoaderContext } from 'webpack';
import missingSassLoader from '../../src/core/bundle/missing-sass-loader';
import { resolveSass } from '../../src/core/bundle/sass';

test("resolveSass prefers the site's own sass package", () => {
  const site = mkdtempSync(join(tmpdir(), 'sass-site-'));
  try {
    const pkg = join(site, 'node_modules/sass');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'sass', main: 'own.js' }));
    writeFileSync(join(pkg, 'own.js'), 'module.exports = {};');
    writeFileSync(join(site, 'package.json'), '{}');
    assert.equal(resolveSass(site), join(pkg, 'own.js'));
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('a Sass file without the sass package fails with the file and the command to run', () => {
  let failure: Error | undefined;
  const context = {
    resourcePath: '/site/src/components/Note.scss',
    callback: (error: Error | null) => (failure = error ?? undefined),
  } as unknown as LoaderContext<unknown>;
  missingSassLoader.call(context);
  assert.match(
    failure?.message ?? '',
    /^\/site\/src\/components\/Note\.scss:1:1: .*npm install --save-dev sass/,
  );
  assert.equal(failure?.stack, '');
});
