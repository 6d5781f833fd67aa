// Rebuilds after editing one doc: only the pages whose inputs changed are
// rendered again (the doc, the neighbours whose previous/next link names it),
// the others are the last build's files; links to a renamed heading are still
// checked; a config change renders every page. The summary says which. An edit
// of a doc's text alone is compiled without webpack, and the page still works
// in a browser, loaded or reached by a link.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSearchRecords } from '../../src/core/search-records';
import { loadSite } from '../../src/core/site';
import { gotoHydrated, launchBrowser, newPage, runBuild, serveSite } from './helpers';

const DOCS = ['a', 'b', 'c', 'd', 'e'];
const SVG = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="${fill}"/></svg>`;
const withTabs = (text: string, image = 'dot') =>
  `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nText of c.\n\n${text}\n\n![A ${image}](./img/${image}.svg)\n\n<Tabs>\n<TabItem value="npm" label="npm">\n\nRun npm.\n\n</TabItem>\n<TabItem value="yarn" label="Yarn">\n\nRun yarn.\n\n</TabItem>\n</Tabs>`;
const ALONE = /Webpack did not run: only the text of 1 Markdown file changed, compiled alone\./;

describe('rebuilding after one edit', () => {
  let site: string;
  const write = (file: string, text: string) => {
    mkdirSync(join(site, file, '..'), { recursive: true });
    writeFileSync(join(site, file), text);
  };
  const doc = (name: string, position: number, body: string, frontMatter = '') =>
    write(
      `docs/${name}.md`,
      `---\nsidebar_position: ${position}\n${frontMatter}---\n\n# Doc ${name.toUpperCase()}\n\n${body}\n`,
    );
  const config = (tagline: string) =>
    write(
      'site.config.ts',
      `export default { title: 'Rebuilt', tagline: '${tagline}', url: 'https://rebuilt.example.com', onBrokenAnchors: 'warn', docs: { routeBasePath: '/docs' } };\n`,
    );
  const page = (path: string) => readFileSync(join(site, 'build', path, 'index.html'), 'utf8');
  const build = () => {
    const result = runBuild(site);
    assert.equal(result.status, 0, result.output);
    return result.output;
  };
  const snapshot = () =>
    Object.fromEntries(['', ...DOCS.map((d) => `docs/${d}`)].map((p) => [p, page(p)]));
  /** A page's HTML without its script and stylesheet tags (their hashed names follow the bundles). */
  const body = (html: string) => html.replace(/<(link rel="stylesheet"|script src=)[^>]*>/g, '');

  before(() => {
    site = mkdtempSync(join(tmpdir(), 'incremental-render-'));
    config('First');
    write('src/pages/index.md', '# Home\n\nWelcome.\n');
    doc('a', 1, 'See [the setup of B](./b.md#setup).');
    doc('b', 2, 'About B.\n\n## Setup\n\nInstall it.', "pagination_label: 'Bee'\n");
    for (const [i, name] of ['c', 'd', 'e'].entries()) doc(name, i + 3, `Text of ${name}.`);
    // C imports theme components and shows an image: what a doc compiled alone must still reach.
    write('docs/img/dot.svg', SVG('#c00'));
    write('docs/img/ring.svg', SVG('#00c'));
    doc('c', 3, withTabs('More of c.'));
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  it('renders every page on the first build', () => {
    assert.match(build(), /Rendered all 7 pages: no previous build to reuse\./);
  });

  it('renders the edited doc and its neighbours, reuses the rest, and checks links to the renamed heading', () => {
    const before = snapshot();
    assert.match(before['docs/a'], /Bee/);
    // A page edited by hand in build/ is not the one the manifest describes: rendered again.
    writeFileSync(join(site, 'build/docs/e/index.html'), before['docs/e'] + '<!-- edited -->');
    // The first paragraph (the description, which the sidebar's category cards show) stays.
    doc(
      'b',
      2,
      'About B.\n\n## Installation\n\nInstall it today.',
      "pagination_label: 'Bee two'\n",
    );
    const output = build();

    assert.match(
      output,
      /Rendered 4 of 7 pages: 1 changed, 2 neighbours, 1 edited in the output; the rest kept from the last build\./,
    );
    const now = snapshot();
    assert.match(now['docs/b'], /Install it today\./);
    assert.match(now['docs/b'], /id="installation"/);
    // The previous/next links that name B, on both sides of it.
    assert.match(now['docs/a'], /Bee two/);
    assert.match(now['docs/c'], /Bee two/);
    assert.equal(
      now['docs/e'],
      body(now['docs/e']) === body(before['docs/e']) ? now['docs/e'] : '',
    );
    assert.doesNotMatch(now['docs/e'], /<!-- edited -->/);
    // Reused pages are the last build's bytes, apart from the bundles' file names.
    assert.equal(body(now['docs/d']), body(before['docs/d']));
    assert.equal(body(now['']), body(before['']));
    // A's link to B#setup is checked against B as now rendered.
    assert.match(
      output,
      /Broken anchor on source page path = \/docs\/a:\n {3}-> linking to \.?\/?docs\/b#setup/,
    );
  });

  it('keeps the reused pages byte for byte when the bundles did not change, and their search records, which are those their pages give', async () => {
    const before = snapshot();
    doc('d', 4, 'Text of d.\n\nSearchable words.');
    assert.match(build(), /Rendered 1 of 7 pages: 1 changed;/);
    const now = snapshot();
    assert.match(now['docs/d'], /Searchable words\./);
    for (const path of ['', 'docs/a', 'docs/b', 'docs/c', 'docs/e'])
      if (body(now[path]) !== body(before[path])) assert.fail(`${path} changed`);

    const written = JSON.parse(readFileSync(join(site, 'build/search/records.json'), 'utf8'));
    const loaded = await loadSite(site, { dev: false, write: false });
    const pages = loaded.routes.routes.flatMap((route) => {
      const file = join(site, 'build', route.path, 'index.html');
      return existsSync(file) ? [{ route, html: readFileSync(file, 'utf8') }] : [];
    });
    assert.deepEqual(written.records, buildSearchRecords(pages, loaded.config));
    assert.ok(written.records.some((r: { content?: string }) => r.content?.includes('Searchable')));
  });

  it('compiles an edited doc alone without webpack; the page works loaded and reached by a link, and a new import bundles again', async () => {
    doc('c', 3, withTabs('More of c, edited alone.'));
    const alone = build();
    assert.match(alone, ALONE);
    assert.doesNotMatch(alone, /Bundling/);
    assert.match(alone, /Rendered 1 of 7 pages: 1 changed;/);

    // A failing page leaves the last build as it was.
    const good = page('docs/c');
    doc('c', 3, withTabs('More of c.\n\n<Nowhere />'));
    const failed = runBuild(site);
    assert.notEqual(failed.status, 0);
    assert.match(failed.output, /docs\/c\.md:\d+:\d+: unknown component <Nowhere>/);
    assert.equal(page('docs/c'), good);

    // A new image is an import the last bundle never resolved: webpack bundles it.
    doc('c', 3, withTabs('More of c, with a ring.', 'ring'));
    const bundled = build();
    assert.doesNotMatch(bundled, ALONE);
    assert.match(bundled, /Bundling: done/);
    // The image is C's alone: no other page is rendered for it.
    assert.match(bundled, /Rendered 1 of 7 pages: 1 changed;/);
    // And after it, a text edit is compiled alone again, twice in a row.
    doc('d', 4, 'Text of d.\n\nSearchable words, second edit.');
    assert.match(build(), ALONE);
    doc('c', 3, withTabs('More of c, last edit.', 'ring'));
    assert.match(build(), ALONE);

    const server = await serveSite(site);
    const browser = await launchBrowser();
    try {
      const { page: tab, errors } = await newPage(browser);
      const check = async () => {
        const article = tab.locator('article');
        await article.getByText('More of c, last edit.').waitFor();
        await article.getByRole('tab', { name: 'Yarn' }).click();
        await article.getByText('Run yarn.').waitFor();
        const image = article.getByRole('img', { name: 'A ring' });
        await image.waitFor();
        await tab.waitForFunction(
          () => (document.querySelector('article img') as HTMLImageElement | null)?.naturalWidth,
        );
      };
      await gotoHydrated(tab, `${server.url}/docs/c`);
      await check();
      await gotoHydrated(tab, `${server.url}/docs/d`);
      await tab.locator('article').getByText('Searchable words, second edit.').waitFor();
      await tab.locator('.pagination-nav__link--prev').click();
      await tab.waitForURL(/\/docs\/c$/);
      await check();
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('bundles a text edit with webpack when the cache lost the prerendering script', () => {
    rmSync(join(site, '.cache/prerender'), { recursive: true, force: true });
    doc('d', 4, 'Text of d.\n\nSearchable words, third edit.');
    assert.doesNotMatch(build(), ALONE);
    assert.match(page('docs/d'), /Searchable words, third edit\./);
  });

  it('counts an edit of front matter alone as a change of that page, not of a neighbour', () => {
    // Keywords reach the page's own head only (a description would reach every page's data).
    doc('e', 5, 'Text of e.', 'keywords: [alpha, beta]\n');
    assert.match(build(), /Rendered 1 of 7 pages: 1 changed;/);
    assert.match(page('docs/e'), /<meta name="keywords" content="alpha,\s?beta"/);
  });

  it('renders every page after a config change', () => {
    config('Second');
    assert.match(build(), /Rendered all 7 pages: the config or the generator changed\./);
    assert.match(page('docs/e'), /Rebuilt/);
  });
});
