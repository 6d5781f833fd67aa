import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import { createMatcher, normalizeHtmlPath } from '../../src/client/routes';
import { createRoutes, findDuplicateRoutes } from '../../src/core/routes/create';
import type { RouteEntry } from '../../src/core/routes/types';
import { loadSite } from '../../src/core/site';
import { htmlPathFor } from '../../src/core/build-phases/prerender';
import { applyTrailingSlash } from '../../src/shared/trailing-slash';
import { copyFixture, fixture } from '../../scripts/lib/harness';

const route = (path: string): RouteEntry => ({
  path,
  kind: 'doc',
  modules: {},
  searchTag: 'default',
});

describe('client route matching', () => {
  const match = createMatcher([
    route('/'),
    route('/community'),
    route('/campaign/'),
    route('/docs/highlighted/BGM/part1'),
    route('/caf%C3%A9'),
  ]);
  it('matches exactly, case-insensitively and with or without a trailing slash', () => {
    assert.equal(match('/community')?.path, '/community');
    assert.equal(match('/community/')?.path, '/community');
    assert.equal(match('/COMMUNITY')?.path, '/community');
    assert.equal(match('/campaign')?.path, '/campaign/');
    assert.equal(match('/docs/highlighted/bgm/part1')?.path, '/docs/highlighted/BGM/part1');
  });
  it('normalises .html and /index.html', () => {
    assert.equal(match('/community.html')?.path, '/community');
    assert.equal(match('/campaign/index.html')?.path, '/campaign/');
    assert.equal(match('/index.html')?.path, '/');
    assert.equal(normalizeHtmlPath('/a/index.html'), '/a/');
  });
  it('has no match for unknown paths or prefixes', () => {
    assert.equal(match('/nope'), undefined);
    assert.equal(match('/community/extra'), undefined);
  });
});

describe('duplicate routes', () => {
  it('finds routes that map to the same URL', () => {
    assert.deepEqual(findDuplicateRoutes([route('/a'), route('/A/'), route('/b')]), ['/a', '/A/']);
  });
});

describe('generated module keys', () => {
  it('are the same for the same site in another folder (chunk names do not depend on the checkout)', async () => {
    const original = fixture('basic-site');
    const copy = copyFixture('basic-site', 'moved-keys');
    try {
      const keys = async (dir: string) =>
        Object.keys((await loadSite(dir, { dev: false, write: false })).routes.modules).sort();
      const [a, b] = [await keys(original), await keys(copy)];
      assert.ok(
        a.some((key) => key.startsWith('doc-')) && a.some((key) => key.startsWith('page-')),
      );
      assert.deepEqual(b, a);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('trailingSlash', () => {
  it('adds or removes the slash on the path only, never on / or an anchor, and keeps paths when unset', () => {
    assert.equal(applyTrailingSlash('/a/b?x=1#h', true), '/a/b/?x=1#h');
    assert.equal(applyTrailingSlash('/a/b/', true), '/a/b/');
    assert.equal(applyTrailingSlash('/a/b/#h', false), '/a/b#h');
    assert.equal(applyTrailingSlash('/', true), '/');
    assert.equal(applyTrailingSlash('/', false), '/');
    assert.equal(applyTrailingSlash('#top', true), '#top');
    assert.equal(applyTrailingSlash('/a/', undefined), '/a/');
  });
  it('writes /a as a/index.html, or as a.html with trailingSlash: false', () => {
    assert.equal(htmlPathFor('/out', '/a/b'), '/out/a/b/index.html');
    assert.equal(htmlPathFor('/out', '/a/b/', true), '/out/a/b/index.html');
    assert.equal(htmlPathFor('/out', '/a/b', false), '/out/a/b.html');
    assert.equal(htmlPathFor('/out', '/', false), '/out/index.html');
  });
});

describe('the built-in search page', () => {
  const input = (pluginPaths: string[]) =>
    createRoutes({
      versions: [],
      pages: [],
      routeBasePath: '/',
      searchPagePath: 'search',
      contentModule: (key) => `@generated/content/${key}.js`,
      pageLvl0: 'Site',
      siteDir: '/site',
      pluginRoutes: {
        routes: pluginPaths.map((path) => ({ path, kind: 'plugin', modules: {} }) as RouteEntry),
        modules: {},
      },
    }).routes.map((r) => [r.path, r.kind]);

  it("is at searchPagePath, and gives way to a site's search theme adding its own page there", () => {
    assert.deepEqual(input(['/other']), [
      ['/other', 'plugin'],
      ['/search', 'search'],
    ]);
    assert.deepEqual(input(['/search']), [['/search', 'plugin']]);
  });
});
