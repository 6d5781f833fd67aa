// Links to Markdown files resolved as Docusaurus resolves them: relative to the
// page, from the docs root (`/usage/a.md`), bare names from the docs root then
// the page's folder, reference definitions, anchors kept; the rest reported.
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import type { VFile } from 'vfile';
import { compileMdx } from '../../src/core/mdx/compile';
import { markdownCandidates, type LinkResolver } from '../../src/core/mdx/remark-links';
import { createLinkResolver, loadSite } from '../../src/core/site';

const DOCS = '/site/docs';
const ROUTES: Record<string, string> = {
  [`${DOCS}/intro.md`]: '/docs/intro',
  [`${DOCS}/usage/options.md`]: '/docs/usage/options',
  [`${DOCS}/usage/cli.mdx`]: '/docs/usage/cli',
  [`${DOCS}/usage/local.md`]: '/docs/usage/local',
  '/site/src/pages/about.md': '/about',
};
const resolver: LinkResolver = {
  permalinkOf: (file) => ROUTES[file],
  contentRoots: () => [DOCS, '/site'],
};
const compile = (body: string, file = `${DOCS}/usage/page.md`) =>
  compileMdx(file, body, { resolver });
const hrefs = (code: string) => [...code.matchAll(/href: "([^"]*)"/g)].map((m) => m[1]);

describe('markdown link resolution', () => {
  it('resolves ./ and ../ from the page, keeping the anchor', async () => {
    const { code } = await compile('[a](./options.md#quotes) [b](../intro.md)');
    assert.deepEqual(hrefs(code), ['/docs/usage/options#quotes', '/docs/intro']);
  });
  it('keeps a query string on the route, before the anchor', async () => {
    const { code } = await compile('[a](./options.md?tab=npm#install) [b](../intro.md?v=2)');
    assert.deepEqual(hrefs(code), ['/docs/usage/options?tab=npm#install', '/docs/intro?v=2']);
  });
  it('resolves /path.md from the docs root, then the site root', async () => {
    const { code } = await compile('[a](/usage/options.md#x) [b](/src/pages/about.md)');
    assert.deepEqual(hrefs(code), ['/docs/usage/options#x', '/about']);
  });
  it('resolves a bare file name from the docs root first, then from the page folder', async () => {
    const { code } = await compile('[a](intro.md) [b](usage/cli.mdx#flags) [c](local.md)');
    assert.deepEqual(hrefs(code), ['/docs/intro', '/docs/usage/cli#flags', '/docs/usage/local']);
  });
  it('resolves reference-style definitions, with anchors', async () => {
    const { code } = await compile(
      'See [the options][opts] and [intro].\n\n[opts]: ./options.md#semi\n[intro]: ../intro.md',
    );
    assert.deepEqual(hrefs(code), ['/docs/usage/options#semi', '/docs/intro']);
  });
  it('decodes percent-encoded file names', async () => {
    const routes: Record<string, string> = {
      ...ROUTES,
      [`${DOCS}/usage/my file.md`]: '/docs/usage/my-file',
    };
    const { code } = await compileMdx(`${DOCS}/usage/page.md`, '[a](./my%20file.md)', {
      resolver: { ...resolver, permalinkOf: (f) => routes[f] },
    });
    assert.deepEqual(hrefs(code), ['/docs/usage/my-file']);
  });
  it('leaves route links, external links and anchors alone', async () => {
    const { code } = await compile('[a](/docs/intro) [b](https://x.dev/a.md) [c](#here)');
    assert.deepEqual(hrefs(code), ['/docs/intro', 'https://x.dev/a.md', '#here']);
  });
  it('reports what does not resolve as broken markdown links, inline and by reference', async () => {
    const { code, warnings } = await compile('[a](./missing.md) [b][ref]\n\n[ref]: /nowhere.md#x');
    const broken = warnings.filter((w) => w.rule === 'broken-markdown-link');
    assert.equal(broken.length, 2);
    assert.match(broken[0].reason, /`\.\/missing\.md`/);
    assert.match(broken[1].reason, /`\/nowhere\.md#x`/);
    assert.equal(broken[1].line, 3);
    // Left as written and kept out of the rendered-page link check (reported once, here).
    assert.equal((code.match(/"data-nobrokenlinkcheck": "true"/g) ?? []).length, 2);
  });
  it('tries the places in Docusaurus order', () => {
    assert.deepEqual(markdownCandidates('./a.md', '/s/docs/x', ['/s/docs', '/s']), [
      '/s/docs/x/a.md',
    ]);
    assert.deepEqual(markdownCandidates('/a.md', '/s/docs/x', ['/s/docs', '/s']), [
      '/s/docs/a.md',
      '/s/a.md',
    ]);
    assert.deepEqual(markdownCandidates('a.md', '/s/docs/x', ['/s/docs', '/s']), [
      '/s/docs/a.md',
      '/s/a.md',
      '/s/docs/x/a.md',
    ]);
  });
});

describe('markdown links on a versioned site', () => {
  it("resolve a versioned doc's links in its own version, with the site folder as cwd", async () => {
    const siteDir = resolve('tests/fixtures/versioned-site');
    const resolver = createLinkResolver();
    resolver.update(await loadSite(siteDir, { dev: false, write: false }));
    let cwd: string | undefined;
    const seeCwd = () => (_tree: unknown, file: VFile) => void (cwd = file.cwd);
    const { code } = await compileMdx(
      join(siteDir, 'versioned_docs/version-1.0/intro.md'),
      '[a](guide.md#launch-windows) [b](/legacy.md)',
      { resolver, markdown: { rehypePlugins: [seeCwd] } },
    );
    // The fixture's routes are under its baseUrl, /orbit/.
    assert.deepEqual(hrefs(code), ['/orbit/1.0/guide#launch-windows', '/orbit/1.0/legacy']);
    // A site's plugin finds `static/` from file.cwd, as under `docusaurus build` run in the site.
    assert.equal(cwd, siteDir);
  });
});
