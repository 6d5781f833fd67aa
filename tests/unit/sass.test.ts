// Sass support: the site's own `sass` package is the one used, and a site importing Sass without it
// gets an error naming the file and what to install; a Sass error names the stylesheet and line.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { LoaderContext } from 'webpack';
import missingSassLoader from '../../src/core/bundle/missing-sass-loader';
import { resolveSass } from '../../src/core/bundle/sass';
import { formatWebpackError } from '../../src/core/bundle/run';

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

test('a Sass error names the stylesheet, line and column where Sass stopped, with its code', () => {
  const sassReport = [
    "Can't find stylesheet to import.",
    '  ╷',
    '2 │   @import "fonts";',
    '  │           ^^^^^^^',
    '  ╵',
    '  /site/src/css/partials/_navbar.scss 2:11  @import',
    '  /site/src/css/custom.scss 3:9             root stylesheet',
  ].join('\n');
  const loaders =
    '/gen/node_modules/css-loader/dist/cjs.js!/gen/node_modules/sass-loader/dist/cjs.js';
  const expected =
    'src/css/partials/_navbar.scss:2:11: Can\'t find stylesheet to import. (`@import "fonts";`)';
  // As sass-loader reports it, and as mini-css-extract-plugin passes the same error on.
  assert.equal(
    formatWebpackError(
      {
        message: `Module build failed (from ../gen/node_modules/sass-loader/dist/cjs.js):\n${sassReport}`,
        moduleIdentifier: `${loaders}!/site/src/css/custom.scss`,
      },
      '/site',
    ),
    expected,
  );
  assert.equal(
    formatWebpackError(
      {
        message: `Module build failed (from ../gen/node_modules/mini-css-extract-plugin/dist/loader.js):\nError: Execution of module code from module graph (./src/css/custom.scss.webpack[javascript/auto]!=!${loaders}!./src/css/custom.scss) failed: Module build failed (from ../gen/node_modules/sass-loader/dist/cjs.js):\n${sassReport}`,
        moduleIdentifier: `/gen/node_modules/mini-css-extract-plugin/dist/loader.js!${loaders}!/site/src/css/custom.scss`,
      },
      '/site',
    ),
    expected,
  );
});
