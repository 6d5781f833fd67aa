// The site's own tags on every page (`scripts`, `stylesheets`, `headTags`, as in
// Docusaurus's config): validated with the key named, written into <head>, their
// script hosts allowed by the servers' Content-Security-Policy.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateSiteConfig } from '../../src/core/config/schema';
import { fromDocusaurusConfig } from '../../src/core/config/from-docusaurus';
import { contentSecurityPolicy, pageScriptSources } from '../../src/core/http';
import { siteHeadTags } from '../../src/core/render/html';

const base = { title: 'T', url: 'https://e.com' };

describe("the site's own head tags", () => {
  it('writes stylesheets, scripts and head tags with their attributes', () => {
    const config = validateSiteConfig({
      ...base,
      stylesheets: ['https://fonts.example.com/a.css', { href: '/b.css', media: 'print' }],
      scripts: [
        'https://cdn.example.com/widget.js',
        { src: '/local.js', async: true, defer: false, 'data-site': 'a"b' },
      ],
      headTags: [
        { tagName: 'meta', attributes: { name: 'owner', content: 'Us' } },
        { tagName: 'script', innerHTML: 'window.x = 1;' },
      ],
    });
    assert.equal(
      siteHeadTags(config),
      '<link rel="stylesheet" href="https://fonts.example.com/a.css">' +
        '<link rel="stylesheet" href="/b.css" media="print">' +
        '<script src="https://cdn.example.com/widget.js"></script>' +
        '<script src="/local.js" async data-site="a&quot;b"></script>' +
        '<meta name="owner" content="Us">' +
        '<script>window.x = 1;</script>',
    );
    assert.equal(siteHeadTags(validateSiteConfig(base)), '');
  });

  it('names the key of a tag it cannot write', () => {
    assert.throws(
      () => validateSiteConfig({ ...base, scripts: [{ src: '/a.js', 'on load': 'x' }] }),
      /scripts\[0\]: an attribute name may not contain spaces/,
    );
    assert.throws(
      () => validateSiteConfig({ ...base, headTags: [{ tagName: 'my tag', attributes: {} }] }),
      /headTags\[0\]\.tagName: expected an HTML tag name/,
    );
    assert.throws(
      () => validateSiteConfig({ ...base, stylesheets: [{ media: 'x' }] }),
      /stylesheets/,
    );
  });

  it("lets a live code block's playground run the reader's code only on a site with that theme", () => {
    const scriptSrc = (extra: Record<string, unknown>) =>
      /script-src ([^;]*)/.exec(
        contentSecurityPolicy(validateSiteConfig({ ...base, ...extra })),
      )?.[1];
    assert.doesNotMatch(scriptSrc({}) ?? '', /unsafe-eval/);
    const { config } = fromDocusaurusConfig({
      ...base,
      presets: [['classic', {}]],
      themes: ['@docusaurus/theme-live-codeblock'],
    });
    assert.match(scriptSrc({ plugins: config.plugins }) ?? '', /'unsafe-eval'/);
  });

  it('lets the pages load the scripts of the hosts the site names, and web fonts', () => {
    const policy = contentSecurityPolicy(
      validateSiteConfig({
        ...base,
        scripts: ['https://cdn.example.com/widget.js', '/local.js', '//cdn.example.net/x.js'],
        headTags: [{ tagName: 'script', attributes: { src: 'https://stats.example.org/s.js' } }],
      }),
    );
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1].split(' ');
    assert.deepEqual(scriptSrc, [
      "'self'",
      "'unsafe-inline'",
      'https://cdn.example.com',
      // Protocol-relative: over the page's own scheme (http on the local servers).
      'cdn.example.net',
      'https://stats.example.org',
    ]);
    assert.match(policy, /font-src 'self' data: https:/);
    assert.doesNotMatch(contentSecurityPolicy(validateSiteConfig(base)), /example/);
  });

  it('lets a page load the scripts its own HTML names (an ad or a widget in its Markdown)', () => {
    const html = [
      '<script async src="//cdn.ads.example/carbon.js?serve=X" id="_ad"></script>',
      "<script src='https://widget.example.com/w.js'></script>",
      '<script src=https://widget.example.com/other.js></script>',
      '<script src="/assets/js/main.js"></script><script>inline()</script>',
      '<p>&lt;script src="https://text.example/not-a-tag.js"&gt;</p>',
    ].join('');
    const sources = pageScriptSources(html);
    assert.deepEqual(sources, ['cdn.ads.example', 'https://widget.example.com']);
    const policy = contentSecurityPolicy(validateSiteConfig(base), { pageScripts: sources });
    assert.equal(
      /script-src ([^;]*)/.exec(policy)?.[1],
      "'self' 'unsafe-inline' cdn.ads.example https://widget.example.com",
    );
  });

  it("takes a docusaurus.config's scripts, stylesheets and headTags as they are", () => {
    const tags = {
      scripts: [{ src: 'https://buttons.example.com/b.js', async: true }],
      stylesheets: ['https://fonts.example.com/css'],
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://x.com' } }],
    };
    const { config, warnings } = fromDocusaurusConfig({
      ...base,
      presets: [['classic', {}]],
      ...tags,
    });
    assert.deepEqual(warnings, []);
    const validated = validateSiteConfig(config);
    assert.deepEqual(
      {
        scripts: validated.scripts,
        stylesheets: validated.stylesheets,
        headTags: validated.headTags,
      },
      tags,
    );
  });
});
