// Client redirects: which pages are written, what they say, and what the config keys are called.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectRedirects, type RedirectOptions } from '../../src/core/redirects/collect';
import { redirectPage } from '../../src/core/redirects/page';
import { fromDocusaurusConfig } from '../../src/core/config/from-docusaurus';
import { validateSiteConfig } from '../../src/core/config/schema';

const ROUTES = ['/', '/docs/intro', '/docs/guide/', '/api/index.html', '/blog'];
const options = (o: Partial<RedirectOptions>): RedirectOptions => ({
  redirects: [],
  fromExtensions: [],
  toExtensions: [],
  ...o,
});
const pairs = (o: Partial<RedirectOptions>, trailingSlash?: boolean) =>
  collectRedirects(options(o), ROUTES, trailingSlash).redirects.map((r) => [r.from, r.to]);

describe('client redirects', () => {
  it('takes rules with one or several old paths, a target with its hash, or a full URL', () => {
    assert.deepEqual(
      pairs({
        redirects: [
          { from: ['/start', '/docs/start'], to: '/docs/intro' },
          { from: '/guide', to: '/docs/guide#setup' },
          { from: '/chat', to: 'https://chat.example.com/' },
        ],
      }),
      [
        ['/start', '/docs/intro'],
        ['/docs/start', '/docs/intro'],
        ['/guide', '/docs/guide#setup'],
        ['/chat', 'https://chat.example.com/'],
      ],
    );
  });

  it('asks createRedirects for the old paths of every page, and maps extensions both ways', () => {
    const createRedirects = (path: string) =>
      path.startsWith('/docs/') ? path.replace('/docs/', '/documentation/') : undefined;
    assert.deepEqual(pairs({ createRedirects }), [
      ['/documentation/intro', '/docs/intro'],
      ['/documentation/guide/', '/docs/guide/'],
    ]);
    assert.deepEqual(pairs({ fromExtensions: ['html', 'htm'] }), [
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/intro.htm', '/docs/intro'],
      ['/blog.html', '/blog'],
      ['/blog.htm', '/blog'],
    ]);
    assert.deepEqual(pairs({ toExtensions: ['html'] }), [['/api/index', '/api/index.html']]);
  });

  it("puts the site's trailing slash on a target, never on a full URL", () => {
    const rules = [
      { from: '/a', to: '/docs/intro' },
      { from: '/b', to: '/docs/guide/?tab=2' },
      { from: '/c', to: 'https://e.com/x' },
    ];
    assert.deepEqual(pairs({ redirects: rules }, true), [
      ['/a', '/docs/intro/'],
      ['/b', '/docs/guide/?tab=2'],
      ['/c', 'https://e.com/x'],
    ]);
    assert.deepEqual(pairs({ redirects: rules }, false)[1], ['/b', '/docs/guide?tab=2']);
  });

  it('leaves out, with a warning, a redirect over a page and a second target for one path', () => {
    const { redirects, warnings, errors } = collectRedirects(
      options({
        redirects: [
          { from: '/docs/intro/', to: '/blog' },
          { from: '/old', to: '/blog' },
          { from: '/old', to: '/docs/intro' },
          { from: '/old/', to: '/blog' },
        ],
      }),
      ROUTES,
      undefined,
    );
    assert.deepEqual(errors, []);
    assert.deepEqual(
      redirects.map((r) => r.from),
      ['/old'],
    );
    assert.deepEqual(warnings, [
      {
        origin: ['redirects', 0],
        message: '/docs/intro/ is a page of this site; no redirect is written over it',
      },
      { origin: ['redirects', 2], message: '/old already redirects to /blog; not to /docs/intro' },
    ]);
  });

  it('names each rule that cannot work: a target the site lacks, an old path that is no path', () => {
    const { errors } = collectRedirects(
      options({
        redirects: [
          { from: '/x', to: '/docs/missing' },
          { from: 'https://e.com/y', to: '/blog' },
          { from: '/z?q=1', to: '/blog' },
          { from: '/w', to: 'docs/intro' },
        ],
        createRedirects: () => 'relative',
      }),
      ['/blog'],
      undefined,
    );
    assert.deepEqual(errors, [
      { origin: ['redirects', 0], message: 'to "/docs/missing" is not a page of this site' },
      {
        origin: ['redirects', 1],
        message:
          'from "https://e.com/y" is not a site path (one that starts with "/", without a domain, query or hash)',
      },
      {
        origin: ['redirects', 2],
        message:
          'from "/z?q=1" is not a site path (one that starts with "/", without a domain, query or hash)',
      },
      {
        origin: ['redirects', 3],
        message: 'to "docs/intro" is neither a site path nor a full URL',
      },
      {
        origin: ['createRedirects'],
        message:
          'from "relative" is not a site path (one that starts with "/", without a domain, query or hash)',
      },
    ]);
    assert.deepEqual(
      collectRedirects(options({ fromExtensions: ['.html'] }), ROUTES, undefined).errors,
      [
        {
          origin: ['fromExtensions', 0],
          message: 'an extension is a name without dots or slashes ("html")',
        },
      ],
    );
  });

  it("writes a page that keeps the reader's query and hash, with the URL escaped", () => {
    const page = redirectPage('/docs/a"b</script>');
    assert.match(
      page,
      /<meta http-equiv="refresh" content="0; url=\/docs\/a&quot;b&lt;\/script&gt;">/,
    );
    assert.match(page, /<link rel="canonical" href="\/docs\/a&quot;b&lt;\/script&gt;" \/>/);
    assert.match(
      page,
      /window\.location\.href = "\/docs\/a\\"b\\u003c\/script>" \+ window\.location\.search \+ window\.location\.hash;/,
    );
    assert.doesNotMatch(page.split('<script>')[1], /<\/script>[\s\S]*<\/script>/);
    // A target with a hash of its own keeps it.
    assert.match(redirectPage('/docs/b#setup'), /href = "\/docs\/b#setup";/);
  });

  it("takes the Docusaurus plugin's options, its keys named as the config writes them", () => {
    const translation = fromDocusaurusConfig({
      title: 'T',
      url: 'https://e.com',
      presets: [['classic', {}]],
      plugins: [
        ['@docusaurus/plugin-client-redirects', { fromExtensions: ['html'], redirects: [] }],
      ],
    });
    assert.deepEqual(translation.warnings, []);
    const site = validateSiteConfig(translation.config, 'docusaurus.config.js', translation);
    assert.deepEqual(site.clientRedirects?.fromExtensions, ['html']);
    assert.equal(
      translation.keyOf(['clientRedirects', 'redirects', 0]),
      'plugins[0][1].redirects[0]',
    );
    assert.throws(
      () =>
        validateSiteConfig(
          { title: 'T', url: 'https://e.com', clientRedirects: { redirects: [{ to: '/a' }] } },
          'site.config.ts',
        ),
      /clientRedirects\.redirects\[0\]\.from/,
    );
  });
});
