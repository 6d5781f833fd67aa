import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkLinks, formatBrokenAnchors, formatBrokenLinks } from '../../src/core/links/check';
import { collectLinks } from '../../src/core/links/collect';

const page = (html: string) => collectLinks(html);

describe('collecting links', () => {
  it('finds internal links and every id, skipping new-tab and opted-out links', () => {
    const { links, anchors } = page(
      '<h2 id="a">A</h2><a href="/x">x</a><a href="https://e.com" target="_blank">e</a><a href="/y" data-nobrokenlinkcheck>y</a><li id="fn-1"></li>',
    );
    assert.deepEqual(links, ['/x']);
    assert.deepEqual([...anchors].sort(), ['a', 'fn-1']);
  });
});

describe('checking links', () => {
  const routes = ['/', '/guides/setup', '/campaign/', '/Docs/Upper'];
  it('reports links to paths no route serves, per page, resolving relative links', () => {
    const pages = new Map([
      [
        '/guides/setup',
        page(
          '<a href="../campaign/">ok</a><a href="missing">bad</a><a href="/nope?x=1#y">bad2</a>',
        ),
      ],
      ['/', page('<a href="/GUIDES/SETUP/">case and slash</a><a href="/docs/upper">ok</a>')],
    ]);
    const { brokenLinks } = checkLinks(pages, routes);
    assert.deepEqual([...brokenLinks.keys()], ['/guides/setup']);
    // A file of the static folder is a target too (`[the diagram](/img/tree%20map.png)`).
    const toFile = new Map([
      ['/', page('<a href="/img/tree%20map.png">f</a><a href="/img/x.png">')],
    ]);
    const isFile = (p: string) => p === '/img/tree map.png';
    assert.deepEqual(
      checkLinks(toFile, routes, isFile)
        .brokenLinks.get('/')
        ?.map((l) => l.link),
      ['/img/x.png'],
    );
    assert.deepEqual(
      brokenLinks.get('/guides/setup')!.map((l) => l.resolved),
      ['/guides/missing', '/nope?x=1#y'],
    );
    assert.match(
      formatBrokenLinks(brokenLinks),
      /- Broken link on source page path = \/guides\/setup:\n {3}-> linking to missing \(resolved as: \/guides\/missing\)/,
    );
  });
  it('reports anchors the target page does not render, ignoring empty hashes', () => {
    const pages = new Map([
      [
        '/',
        page(
          '<a href="/guides/setup#options">ok</a><a href="/guides/setup#gone">bad</a><a href="#">empty</a><a href="#top">self</a>',
        ),
      ],
      ['/guides/setup', page('<h2 id="options">Options</h2>')],
    ]);
    const { brokenLinks, brokenAnchors } = checkLinks(pages, routes);
    assert.equal(brokenLinks.size, 0);
    assert.deepEqual(
      brokenAnchors.get('/')!.map((l) => l.link),
      ['/guides/setup#gone', '#top'],
    );
    assert.match(formatBrokenAnchors(brokenAnchors), /Broken anchor on source page path = \//);
  });
  it('matches percent-encoded anchors and paths', () => {
    const pages = new Map([
      ['/', page('<a href="/guides/setup#caf%C3%A9">ok</a>')],
      ['/guides/setup', page('<h2 id="café">Café</h2>')],
    ]);
    assert.equal(checkLinks(pages, routes).brokenAnchors.size, 0);
  });
});
