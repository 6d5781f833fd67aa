// The pure parts of the Docusaurus-named client modules: base URLs,
// interpolation, <Head> children, the router-5 matchPath and tab values.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { addBaseUrl } from '../../src/shared/baseUrl';
import { interpolate } from '../../src/client/interpolate';
import { headTagsFromChildren } from '../../src/client/headChildren';
import { matchPath } from '../../src/client/router';
import { translate } from '../../src/client/translate';
import { applyMagicComments, parseCodeMeta } from '../../src/shared/code-meta';
import { tabValues } from '../../src/client/tabValues';

describe('addBaseUrl', () => {
  const site = 'https://example.com';
  it('prefixes site paths with the base URL', () => {
    assert.equal(addBaseUrl(site, '/', '/img/a.png'), '/img/a.png');
    assert.equal(addBaseUrl(site, '/docs/', '/img/a.png'), '/docs/img/a.png');
    assert.equal(addBaseUrl(site, '/docs/', '/docs'), '/docs/');
  });
  it('takes a path without its leading slash as a site path, and never adds the base twice', () => {
    assert.equal(addBaseUrl(site, '/', 'img/a.png'), '/img/a.png');
    assert.equal(addBaseUrl(site, '/docs/', 'img/a.png'), '/docs/img/a.png');
    assert.equal(addBaseUrl(site, '/docs/', '/docs/img/a.png'), '/docs/img/a.png');
    assert.equal(
      addBaseUrl(site, '/', 'img/a.png', { absolute: true }),
      'https://example.com/img/a.png',
    );
  });
  it('leaves anchors and other origins alone', () => {
    assert.equal(addBaseUrl(site, '/docs/', '#top'), '#top');
    assert.equal(
      addBaseUrl(site, '/docs/', 'https://cdn.example.com/a.png'),
      'https://cdn.example.com/a.png',
    );
    assert.equal(addBaseUrl(site, '/docs/', '//cdn.example.com/a.png'), '//cdn.example.com/a.png');
    assert.equal(addBaseUrl(site, '/docs/', 'mailto:a@example.com'), 'mailto:a@example.com');
    assert.equal(addBaseUrl(site, '/', ''), '');
  });
  it('forces the base URL or makes the URL absolute on request', () => {
    assert.equal(
      addBaseUrl(site, '/docs/', 'img/a.png', { forcePrependBaseUrl: true }),
      '/docs/img/a.png',
    );
    assert.equal(
      addBaseUrl(site, '/docs/', '/a', { absolute: true }),
      'https://example.com/docs/a',
    );
  });
});

describe('interpolate and translate', () => {
  it('gives a string when every value is text', () => {
    assert.equal(interpolate('{n} of {total} done', { n: 2, total: '5' }), '2 of 5 done');
    assert.equal(translate({ message: 'Hi {name}' }, { name: 'Ada' }), 'Hi Ada');
    assert.equal(translate({ message: 'Plain', id: 'x.plain' }), 'Plain');
  });
  it('keeps unknown placeholders as written', () => {
    assert.equal(interpolate('{a} and {b}', { a: 'x' }), 'x and {b}');
  });
  it('gives React nodes when a value is an element', () => {
    const nodes = interpolate('Read {what} now', { what: createElement('b', null, 'this') });
    assert.ok(Array.isArray(nodes));
    assert.equal(
      renderToStaticMarkup(createElement(Fragment, null, nodes)),
      'Read <b>this</b> now',
    );
  });
});

describe('<Head> children', () => {
  it('turns title, meta, link, html class and JSON-LD into head tags', () => {
    const { tags, unsupported } = headTagsFromChildren([
      createElement('title', { key: 1 }, 'Page ', 'title'),
      createElement('meta', { key: 2, name: 'robots', content: 'noindex' }),
      createElement('meta', { key: 3, property: 'og:type', content: 'article' }),
      createElement(
        Fragment,
        { key: 4 },
        createElement('link', { rel: 'preconnect', href: 'https://cdn.example.com' }),
      ),
      createElement('html', { key: 5, className: 'page-x' }),
      createElement('script', { key: 6, type: 'application/ld+json' }, '{"@type":"Thing"}'),
    ]);
    assert.equal(tags.title, 'Page title');
    assert.deepEqual(tags.meta, [
      { name: 'robots', content: 'noindex' },
      { property: 'og:type', content: 'article' },
    ]);
    assert.equal(tags.links?.[0].href, 'https://cdn.example.com');
    assert.equal(tags.htmlClassName, 'page-x');
    assert.deepEqual(tags.jsonLd, { '@type': 'Thing' });
    assert.deepEqual(unsupported, []);
  });
  it('lists what it cannot put in the head instead of dropping it silently', () => {
    const { unsupported } = headTagsFromChildren([
      createElement('script', { key: 1, src: '/x.js' }),
      createElement('style', { key: 2 }, 'a{}'),
    ]);
    assert.equal(unsupported.length, 2);
    assert.match(unsupported[0], /script/);
    assert.match(unsupported[1], /<style>/);
  });
});

describe('matchPath (react-router 5 signature)', () => {
  it('matches a prefix unless exact', () => {
    assert.deepEqual(matchPath('/docs/a/b', { path: '/docs/:id' }), {
      path: '/docs/:id',
      url: '/docs/a',
      isExact: false,
      params: { id: 'a' },
    });
    assert.equal(matchPath('/docs/a/b', { path: '/docs/:id', exact: true }), null);
    assert.equal(matchPath('/docs/a', '/docs/:id')?.isExact, true);
    assert.equal(matchPath('/blog', ['/docs', '/blog'])?.path, '/blog');
    assert.equal(matchPath('/x', { path: '/docs' }), null);
  });
});

describe('tab values', () => {
  it('takes labels from the values list, else from the items', () => {
    assert.deepEqual(
      tabValues(
        [
          { value: 'npm', label: 'npm' },
          { value: 'yarn', label: 'Yarn' },
        ],
        [{ value: 'npm' }, { value: 'yarn' }],
      ).map((v) => v.label),
      ['npm', 'Yarn'],
    );
    assert.deepEqual(
      tabValues(undefined, [{ value: 'a', label: 'A' }, { value: 'b' }]).map((v) => v.label),
      ['A', 'b'],
    );
  });
  it('rejects duplicate values; an item missing from values gets no tab, as in the reference', () => {
    assert.throws(
      () => tabValues(undefined, [{ value: 'a' }, { value: 'a' }]),
      /Duplicate values "a"/,
    );
    assert.deepEqual(
      tabValues([{ value: 'a' }], [{ value: 'a' }, { value: 'b' }]).map((v) => v.value),
      ['a'],
    );
  });
});

describe('code block options given as props', () => {
  it('reads a metastring and magic comments as the fence does', () => {
    const meta = parseCodeMeta('title="a.js" {2} showLineNumbers=5');
    assert.equal(meta.title, 'a.js');
    assert.deepEqual([...meta.highlightLines], [2]);
    assert.equal(meta.showLineNumbers, 5);
    const magic = applyMagicComments('a\n// highlight-next-line\nb', 'js');
    assert.equal(magic.code, 'a\nb');
    assert.deepEqual([...magic.lines], [[2, ['theme-code-block-highlighted-line']]]);
  });
  it('reads a directive in the comment styles the reference allows for the language', () => {
    const marked = (code: string, language: string) => [
      ...applyMagicComments(code, language).lines.keys(),
    ];
    // An html block's script takes JS comments; Markdown takes HTML, JSX and shell ones.
    assert.deepEqual(marked('<script>\n  // highlight-next-line\n  go();\n</script>', 'html'), [2]);
    assert.deepEqual(marked('<!-- highlight-next-line -->\n<p>', 'html'), [1]);
    for (const directive of [
      '<!-- highlight-next-line -->',
      '{/* highlight-next-line */}',
      '# highlight-next-line',
    ])
      assert.deepEqual(marked(`${directive}\ntext`, 'md'), [1], directive);
    // Python only takes `#`; a language not listed (yaml) takes every style.
    assert.deepEqual(marked('// highlight-next-line\nx = 1', 'python'), []);
    assert.deepEqual(marked('// highlight-next-line\nkey: 1', 'yaml'), [1]);
    assert.deepEqual(marked('# highlight-next-line\nkey: 1', 'yaml'), [1]);
    // JSX comments in JSX only.
    assert.deepEqual(marked('{/* highlight-next-line */}\nx', 'js'), []);
    assert.deepEqual(marked('{ /* highlight-next-line */ }\n<a/>', 'jsx'), [1]);
  });
});
