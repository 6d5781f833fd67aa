// A site under a sub-path (`baseUrl: '/docs/'`): the config's normalisation, the URL helpers, the
// routes and files a site gets, and the servers' redirect decision.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { routeUnderBaseUrl } from '../../src/core/base-url-requests';
import { pageAssets } from '../../src/core/build-phases/bundle';
import { htmlPathFor } from '../../src/core/build-phases/prerender';
import { fromDocusaurusConfig } from '../../src/core/config/from-docusaurus';
import { ConfigError, validateSiteConfig } from '../../src/core/config/schema';
import { checkLinks } from '../../src/core/links/check';
import { renderDocument } from '../../src/core/render/html';
import { renderOpenSearch } from '../../src/core/render/sitemap';
import { loadSite } from '../../src/core/site';
import { normalizeBaseUrl, stripBaseUrl, underBaseUrl } from '../../src/shared/baseUrl';
import { applyTrailingSlash } from '../../src/shared/trailing-slash';

const site = (baseUrl?: string) =>
  validateSiteConfig({ title: 'Sub', url: 'https://example.com', baseUrl });

describe('baseUrl in the config', () => {
  it('is normalised to a leading and a trailing slash', () => {
    assert.equal(site(undefined).baseUrl, '/');
    assert.equal(site('').baseUrl, '/');
    assert.equal(site('docs').baseUrl, '/docs/');
    assert.equal(site('/docs').baseUrl, '/docs/');
    assert.equal(site('/a/b/').baseUrl, '/a/b/');
    assert.equal(normalizeBaseUrl('/docs//'), '/docs/');
  });

  it('stops on a value that is not a URL path, naming the key', () => {
    for (const bad of [
      'https://example.com/docs/',
      '/docs?x=1',
      '/docs/#top',
      '/my docs/',
      '/a//b/',
    ])
      assert.throws(
        () => site(bad),
        (error: Error) =>
          error instanceof ConfigError && /baseUrl: expected a URL path/.test(error.message),
        bad,
      );
  });

  it('is read from a docusaurus.config, with baseUrlIssueBanner', () => {
    const { config, errors } = fromDocusaurusConfig({
      title: 'Sub',
      url: 'https://example.com',
      baseUrl: '/docs/',
      baseUrlIssueBanner: false,
    });
    assert.deepEqual(errors, []);
    const validated = validateSiteConfig(config);
    assert.equal(validated.baseUrl, '/docs/');
    assert.equal(validated.baseUrlIssueBanner, false);
  });
});

describe('URL helpers', () => {
  it('take the base off a route path for the build folder', () => {
    assert.equal(stripBaseUrl('/docs/', '/docs/guide'), '/guide');
    assert.equal(stripBaseUrl('/docs/', '/docs/'), '/');
    assert.equal(stripBaseUrl('/docs/', '/docs'), '/');
    assert.equal(stripBaseUrl('/', '/guide'), '/guide');
    assert.equal(htmlPathFor('/out', '/docs/guide', undefined, '/docs/'), '/out/guide/index.html');
    assert.equal(htmlPathFor('/out', '/docs/', undefined, '/docs/'), '/out/index.html');
    assert.equal(htmlPathFor('/out', '/docs/404.html', undefined, '/docs/'), '/out/404.html');
    assert.equal(htmlPathFor('/out', '/docs/a', false, '/docs/'), '/out/a.html');
  });

  it('join a site path under the base, and leave the base itself out of trailingSlash', () => {
    assert.equal(underBaseUrl('/docs/', '/guide'), '/docs/guide');
    assert.equal(underBaseUrl('/docs/', '/docs'), '/docs/docs');
    assert.equal(underBaseUrl('/docs/', '/'), '/docs/');
    assert.equal(applyTrailingSlash('/docs/', false, '/docs/'), '/docs/');
    assert.equal(applyTrailingSlash('/docs/a/', false, '/docs/'), '/docs/a');
  });

  it('put the page scripts and the opensearch file under the base', () => {
    const assets = pageAssets(['assets/js/main.1.js', 'assets/css/s.css'], {}, {}, '/docs/');
    assert.deepEqual(assets(undefined), {
      scripts: ['/docs/assets/js/main.1.js'],
      stylesheets: ['/docs/assets/css/s.css'],
    });
    const opensearch = renderOpenSearch({
      ...site('/docs/'),
      search: { ...site('/docs/').search, searchPagePath: 'search' },
    });
    assert.match(opensearch, /template="https:\/\/example\.com\/docs\/search\?q=\{searchTerms\}"/);
    assert.match(opensearch, /<moz:SearchForm>https:\/\/example\.com\/docs\/<\/moz:SearchForm>/);
  });
});

describe('the baseUrl issue banner', () => {
  const page = (path: string, baseUrl = '/docs/', banner = true) =>
    renderDocument({
      config: { ...site(baseUrl), baseUrlIssueBanner: banner },
      appHtml: '',
      head: { title: '', meta: [], links: [], htmlClassName: '', jsonLd: [] },
      scripts: [],
      stylesheets: [],
      path,
    });
  it('is an inline script of the home page alone, unless turned off', () => {
    assert.match(page('/docs/'), /__docusaurus-base-url-issue-banner-container/);
    assert.match(page('/docs/'), /Current configured baseUrl = .{0,80}>\/docs\/\\u003c\/span>/);
    assert.match(page('/', '/'), /\/ \(default value\)/);
    assert.doesNotMatch(page('/docs/guide'), /base-url-issue-banner/);
    assert.doesNotMatch(page('/docs/', '/docs/', false), /base-url-issue-banner/);
  });
});

describe('the servers under a baseUrl', () => {
  it('send a request outside the base to it, and look the rest up without it', () => {
    assert.deepEqual(routeUnderBaseUrl('/guide', '/'), { url: '/guide' });
    assert.deepEqual(routeUnderBaseUrl('/', '/docs/'), { redirect: '/docs/' });
    assert.deepEqual(routeUnderBaseUrl('/docs', '/docs/'), { redirect: '/docs/' });
    assert.deepEqual(routeUnderBaseUrl('/other/page', '/docs/'), { redirect: '/docs/' });
    assert.deepEqual(routeUnderBaseUrl('/docs/guide?x=1', '/docs/'), { url: '/guide?x=1' });
    assert.deepEqual(routeUnderBaseUrl('/docs/', '/docs/'), { url: '/' });
    assert.deepEqual(routeUnderBaseUrl('/docs/assets/js/a.js', '/docs/'), {
      url: '/assets/js/a.js',
    });
  });

  it("redirect a page URL to the site's trailingSlash form, not a file's", () => {
    assert.deepEqual(routeUnderBaseUrl('/docs/guide', '/docs/', true), {
      redirect: '/docs/guide/',
    });
    assert.deepEqual(routeUnderBaseUrl('/docs/guide/', '/docs/', false), {
      redirect: '/docs/guide',
    });
    assert.deepEqual(routeUnderBaseUrl('/docs/img/a.png', '/docs/', true), {
      url: '/img/a.png',
    });
  });
});

describe('a site under a baseUrl', () => {
  it('has every route under it: docs of each version, pages and the search page', async () => {
    // tests/fixtures/versioned-site is served at /orbit/.
    const { routes } = await loadSite(resolve('tests/fixtures/versioned-site'), {
      dev: false,
      write: false,
    });
    const paths = routes.routes.map((r) => r.path);
    assert.ok(
      paths.every((p) => p.startsWith('/orbit/')),
      paths.join(', '),
    );
    for (const path of [
      '/orbit/',
      '/orbit/guide',
      '/orbit/1.0/guide',
      '/orbit/next/guide',
      '/orbit/search',
    ])
      assert.ok(paths.includes(path), path);
    assert.equal(routes.globalData.path, '/orbit/');
    assert.deepEqual(
      routes.globalData.versions.map((v) => v.path),
      ['/orbit/next', '/orbit/', '/orbit/1.0'],
    );
  });

  it('checks links written under it, and static files without it', () => {
    const pages = new Map([
      [
        '/docs/',
        { links: ['/docs/guide', '/docs/files/a.pdf', '/guide'], anchors: new Set<string>() },
      ],
    ]);
    const { brokenLinks } = checkLinks(
      pages,
      ['/docs/', '/docs/guide'],
      (path) => path === '/docs/files/a.pdf',
    );
    assert.deepEqual(
      brokenLinks.get('/docs/')?.map((l) => l.link),
      ['/guide'],
    );
  });
});
