// npm run build as a user runs it: what it writes, what each page's head says,
// that pages read without JavaScript and hydrate cleanly, and that bad input
// fails clearly while the previous build/ survives.
import assert from 'node:assert/strict';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  copyFixture,
  ensureBuilt,
  fixture,
  gotoHydrated,
  launchBrowser,
  newPage,
  readBuildFile,
  runBuild,
  serveSite,
} from './helpers';
import { servedSite } from './suite';

const site = fixture('basic-site');

describe('build output', () => {
  before(() => ensureBuilt(site));

  it('writes one index.html per route, 404.html, sitemap.xml and hashed assets', () => {
    for (const page of [
      'index.html',
      'intro/index.html',
      'guides/index.html',
      'guides/setup/index.html',
      'category/reference/index.html',
      'about/index.html',
      '404.html',
      'sitemap.xml',
      'opensearch.xml',
    ]) {
      assert.ok(existsSync(join(site, 'build', page)), page);
    }
    const js = readdirSync(join(site, 'build/assets/js'));
    assert.ok(
      js.some((f) => /^runtime\.[0-9a-f]{8}\.js$/.test(f)),
      'runtime chunk',
    );
    assert.ok(
      js.some((f) => /^vendors\.[0-9a-f]{8}\.js$/.test(f)),
      'vendor chunk',
    );
    assert.ok(
      js.filter((f) => /^doc-[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(f)).length >= 5,
      'one chunk per doc',
    );
    // Pages are prerendered by an entry of the same bundle that no reader gets.
    assert.deepEqual(
      js.filter((f) => f.startsWith('prerender')),
      [],
    );
    assert.equal(
      readdirSync(join(site, 'build/assets/css')).filter((f) =>
        /^styles\.[0-9a-f]{8}\.css$/.test(f),
      ).length,
      1,
    );
  });

  it('gives every page its head tags', () => {
    const html = readBuildFile(site, 'intro/index.html');
    assert.match(html, /<html lang="en"/);
    assert.match(html, /<title>Introduction \| Fixture Docs<\/title>/);
    assert.match(html, /<meta name="description" content="The first page of the fixture docs."/);
    assert.match(html, /<meta property="og:title" content="Introduction \| Fixture Docs"/);
    assert.match(
      html,
      /<meta property="og:description" content="The first page of the fixture docs."/,
    );
    assert.match(html, /<meta property="og:url" content="https:\/\/fixture.example.com\/intro"/);
    assert.match(html, /<link rel="canonical" href="https:\/\/fixture.example.com\/intro"/);
    assert.match(html, /<meta name="docsearch:docusaurus_tag" content="docs-default-current"/);
    assert.match(readBuildFile(site, '404.html'), /<title>Page Not Found \| Fixture Docs<\/title>/);
  });

  it('loads the page chunks with the HTML (deferred scripts) and lists routes in the sitemap', () => {
    const html = readBuildFile(site, 'intro/index.html');
    const scripts = [...html.matchAll(/<script src="([^"]+)" defer><\/script>/g)].map((m) => m[1]);
    assert.ok(
      scripts.some((s) => s.includes('/doc-')),
      'the doc chunk is requested with the page',
    );
    const sitemap = readBuildFile(site, 'sitemap.xml');
    assert.match(
      sitemap,
      /<loc>https:\/\/fixture.example.com\/guides\/setup<\/loc><changefreq>weekly<\/changefreq><priority>0.5<\/priority>/,
    );
    assert.doesNotMatch(sitemap, /\/search</);
  });

  it('renders the full content into the HTML (readable without JavaScript)', () => {
    const html = readBuildFile(site, 'intro/index.html');
    assert.match(html, /<h1>Introduction<\/h1>/);
    assert.match(
      html,
      /<h2 id="first-section" class="anchor">First section<a href="#first-section" class="hash-link"/,
    );
    assert.match(html, /id="custom-second"/);
    assert.match(html, /theme-admonition-tip/);
    assert.match(html, /href="\/guides\/setup#options"/);
    assert.match(html, /class="token keyword"/);
    // A generated index page takes part in previous/next like the docs around it.
    const index = readBuildFile(site, 'category/reference/index.html');
    assert.match(index, /pagination-nav__link--prev" href="\/guides\/"/);
    assert.match(index, /pagination-nav__link--next" href="\/reference\/api"/);
  });
});

describe('pages in the browser', () => {
  const suite = servedSite(site);

  it('reads fully with JavaScript disabled', async () => {
    const { page, context } = await newPage(suite.browser, { javaScriptEnabled: false });
    await page.goto(`${suite.url}/guides/setup`);
    assert.equal(await page.locator('article h1').textContent(), 'Setup');
    assert.ok((await page.locator('nav[aria-label="Docs sidebar"] a').count()) >= 5);
    assert.equal(await page.getAttribute('html', 'data-has-hydrated'), 'false');
    await context.close();
  });

  it('hydrates every kind of page without a mismatch or console error', async () => {
    for (const path of ['/', '/intro', '/guides/', '/category/reference', '/about', '/search']) {
      const { page, context, errors } = await newPage(suite.browser);
      await gotoHydrated(page, suite.url + path);
      await page.waitForTimeout(100);
      assert.deepEqual(errors, [], `console errors on ${path}`);
      await context.close();
    }
  });
});

// One copy of the fixture, built once, for the tests that break it and those that build it again
// (each first build of a new folder compiles the whole theme).
let builtCopy: string | undefined;
function copyBuiltOnce(): string {
  if (builtCopy) return builtCopy;
  const copy = copyFixture('basic-site', 'edited');
  const first = runBuild(copy);
  assert.equal(first.status, 0, first.output);
  return (builtCopy = copy);
}
after(() => {
  if (builtCopy) rmSync(builtCopy, { recursive: true, force: true });
});

const REUSED = /Nothing changed since the last build: kept its \d+ pages/;

describe('bad input', () => {
  let copy: string;
  before(() => {
    copy = copyBuiltOnce();
  });

  const breakWith = (file: string, text: string) => {
    const path = join(copy, file);
    const original = readFileSync(path, 'utf8');
    writeFileSync(path, text);
    return () => writeFileSync(path, original);
  };

  const cases: Array<[string, string, string, RegExp]> = [
    [
      'broken front matter',
      'docs/reference/api.md',
      '---\ntitle: [unclosed\n---\nText\n',
      /docs\/reference\/api\.md:\d+:\d+: invalid front matter/,
    ],
    [
      'unknown sidebar id',
      'sidebars.ts',
      "export default { docs: ['intro', 'no/such-doc'] };\n",
      /These sidebar document ids do not exist:\n- no\/such-doc/,
    ],
    [
      'link to a missing page',
      'docs/reference/api.md',
      '---\ntitle: API\n---\n\n[gone](/not-a-page)\n',
      /Broken link on source page path = \/reference\/api:\n {3}-> linking to \/not-a-page/,
    ],
  ];
  for (const [name, file, text, expected] of cases) {
    it(`fails on ${name}, names the place, and keeps the previous build`, () => {
      const before = readFileSync(join(copy, 'build/intro/index.html'), 'utf8');
      const restore = breakWith(file, text);
      try {
        const result = runBuild(copy);
        assert.notEqual(result.status, 0);
        assert.match(result.stderr, expected);
        assert.doesNotMatch(result.stderr, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
        assert.equal(readFileSync(join(copy, 'build/intro/index.html'), 'utf8'), before);
        assert.ok(
          !readdirSync(copy).some((f) => f.startsWith('.build-tmp')),
          'no half-written output left',
        );
      } finally {
        restore();
      }
    });
  }

  it('fails on an unknown component, naming the file, line and component', () => {
    const restore = breakWith(
      'docs/reference/api.md',
      '---\ntitle: API\n---\n\nText\n\n<Mystery />\n',
    );
    try {
      const result = runBuild(copy);
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /docs\/reference\/api\.md:7:1: unknown component <Mystery>/);
      assert.doesNotMatch(result.stderr, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
    } finally {
      restore();
    }
  });

  it('fails on bytes that are not UTF-8, with the position', () => {
    const path = join(copy, 'docs/reference/api.md');
    const original = readFileSync(path);
    writeFileSync(
      path,
      Buffer.concat([Buffer.from('---\ntitle: API\n---\n\nCaf'), Buffer.from([0xe9, 0x0a])]),
    );
    try {
      const result = runBuild(copy);
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /docs\/reference\/api\.md:5:4: the file is not valid UTF-8 text/);
    } finally {
      writeFileSync(path, original);
    }
  });

  // Unclosed JSX and a missing import: each alone stops the build as these do together.
  it('reports every problem in the Markdown in one run, each at its place, and keeps the previous build', () => {
    const before = readFileSync(join(copy, 'build/intro/index.html'), 'utf8');
    const restoreApi = breakWith(
      'docs/reference/api.md',
      '---\ntitle: API\n---\n\n<div>\n\nText\n',
    );
    const restoreSetup = breakWith(
      'docs/guides/02-setup.md',
      "---\ntitle: Setup\n---\n\nimport Thing from './nothing-here';\n\n![shot](./no-such.png)\n",
    );
    try {
      const result = runBuild(copy);
      assert.notEqual(result.status, 0);
      assert.match(
        result.stderr,
        /docs\/reference\/api\.md:5:1: MDX compilation failed: Expected a closing tag for `<div>`/,
      );
      assert.match(result.stderr, /docs\/guides\/02-setup\.md:5:20: cannot find ".\/nothing-here"/);
      assert.match(
        result.stderr,
        /docs\/guides\/02-setup\.md:7:1: Image or file `.\/no-such\.png` not found/,
      );
      assert.doesNotMatch(result.stderr, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
      assert.equal(readFileSync(join(copy, 'build/intro/index.html'), 'utf8'), before);
      assert.ok(
        !readdirSync(copy).some((f) => f.startsWith('.build-tmp')),
        'no half-written output left',
      );
    } finally {
      restoreApi();
      restoreSetup();
    }
  });

  // One build with every warning that must not stop it; each test reads its own part of the output.
  describe('a build that only warns', () => {
    let result: ReturnType<typeof runBuild>;
    const restores: Array<() => void> = [];
    before(() => {
      // 5,000 paragraphs (280 KB of Markdown, 25 times the longest AirLyft page): the MDX compile
      // grows in line with the size, and 20,000 cost this suite 15 s more for the same check.
      const big = Array.from(
        { length: 5000 },
        (_, i) => `Line ${i} of a very long page with some words to index.\n`,
      ).join('\n');
      restores.push(
        breakWith(
          'docs/reference/cli.md',
          `---\ntitle: CLI\n---\n\n## One {#same}\n\n## Two {#same}\n\n${big}`,
        ),
        breakWith(
          'docs/reference/api.md',
          '---\ntitle: API\n---\n\n[missing file](./missing.md) and [bad anchor](/intro#nowhere)\n',
        ),
      );
      symlinkSync('..', join(copy, 'docs/reference/loop'));
      restores.push(() => unlinkSync(join(copy, 'docs/reference/loop')));
      result = runBuild(copy);
    });
    after(() => restores.forEach((restore) => restore()));

    it('builds a huge page, warns about a heading id used twice and skips a symlink loop', () => {
      assert.equal(result.status, 0, result.output);
      assert.match(
        result.output,
        /\[WARNING\].*cli\.md:7:1: Heading id "same" is used twice on this page/,
      );
      assert.match(
        result.output,
        /\[WARNING\].*docs\/reference\/loop: symbolic links in the docs folder are not followed/,
      );
      assert.ok(
        readFileSync(join(copy, 'build/reference/cli/index.html'), 'utf8').includes(
          'Line 4999 of a very long page',
        ),
      );
    });

    it('only warns for broken markdown links and anchors', () => {
      assert.equal(result.status, 0, result.output);
      assert.match(
        result.output,
        /\[WARNING\].*api\.md:5:\d+: Markdown link with URL `\.\/missing\.md` couldn't be resolved/,
      );
      assert.match(
        result.output,
        /\[WARNING\] Docusaurus found broken anchors![\s\S]*Broken anchor on source page path = \/reference\/api:\n {3}-> linking to \/intro#nowhere/,
      );
    });

    it('is kept as it is when nothing changed, its warnings replayed and static/ copied afresh', () => {
      const files = readdirSync(join(copy, 'build'), { recursive: true }).sort();
      const intro = readFileSync(join(copy, 'build/intro/index.html'), 'utf8');
      writeFileSync(join(copy, 'static/added.txt'), 'new static file\n');
      restores.push(() => unlinkSync(join(copy, 'static/added.txt')));
      const second = runBuild(copy);
      assert.equal(second.status, 0, second.output);
      assert.match(second.stdout, REUSED);
      assert.match(second.output, /\[WARNING\].*cli\.md:7:1: Heading id "same" is used twice/);
      assert.match(
        second.output,
        /\[WARNING\].*api\.md:5:\d+: Markdown link with URL `\.\/missing\.md`/,
      );
      assert.equal(readFileSync(join(copy, 'build/intro/index.html'), 'utf8'), intro);
      assert.deepEqual(
        readdirSync(join(copy, 'build'), { recursive: true }).sort(),
        [...files, 'added.txt'].sort(),
      );
    });
  });
});

describe('up-to-date builds', () => {
  let copy: string;
  before(() => {
    copy = copyBuiltOnce();
  });
  const build = () => {
    const result = runBuild(copy);
    assert.equal(result.status, 0, result.output);
    return result.stdout;
  };
  const page = (path: string) => readFileSync(join(copy, 'build', path, 'index.html'), 'utf8');

  it('clears what killed builds left behind, and puts back a previous build caught mid-swap', () => {
    build();
    // Process ids above the largest Linux allows (4194304): no such process.
    mkdirSync(join(copy, '.build-tmp-99999901/assets'), { recursive: true });
    renameSync(join(copy, 'build'), join(copy, 'build.old-99999902'));
    assert.match(build(), REUSED, 'the restored build is the previous one, unchanged');
    assert.ok(existsSync(join(copy, 'build/intro/index.html')));
    assert.deepEqual(
      readdirSync(copy).filter((f) => /^(\.build-tmp|build\.old)-/.test(f)),
      [],
    );
  });

  // After a config change: incremental-render's last test (every page rendered again).
  it('builds in full after a doc or an output changes, and is up to date again after', () => {
    writeFileSync(join(copy, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nFreshly edited words.\n');
    assert.doesNotMatch(build(), REUSED);
    assert.match(page('intro'), /Freshly edited words\./);
    assert.match(build(), REUSED);

    writeFileSync(join(copy, 'build/sitemap.xml'), 'edited by hand');
    assert.doesNotMatch(build(), REUSED);
    assert.match(readFileSync(join(copy, 'build/sitemap.xml'), 'utf8'), /<urlset/);
    // The prerendering entry's script of the last build alone is kept.
    assert.deepEqual(
      readdirSync(join(copy, '.cache/prerender')).map((f) =>
        /^prerender\.[0-9a-f]{8}\.js$/.test(f),
      ),
      [true],
    );
  });
});

// One small monorepo site, built once cold (each first build of a new folder compiles the whole
// theme), for the layout test and for the caches: its later builds are warm.
describe('a site whose docs sit outside its folder, and its cached compiles', () => {
  let root: string;
  let website: string;
  const config = (base: string) =>
    writeFileSync(
      join(website, 'site.config.ts'),
      `export default { title: 'Mono', url: 'https://mono.example.com', docs: { path: '../docs', routeBasePath: '${base}' } };\n`,
    );
  let first: ReturnType<typeof runBuild>;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'monorepo-'));
    website = join(root, 'website');
    const widget = join(website, 'node_modules/site-only-widget');
    mkdirSync(widget, { recursive: true });
    writeFileSync(join(widget, 'package.json'), '{"name":"site-only-widget","main":"index.js"}');
    writeFileSync(
      join(widget, 'index.js'),
      "const { createElement } = require('react');\n" +
        "module.exports = () => createElement('span', { id: 'widget' }, 'from the site package');\n",
    );
    // npm may put a second React beside a site's package (a peer dependency); the page must
    // still hold one copy, or every hook in that package fails in the browser.
    const stray = join(website, 'node_modules/react');
    mkdirSync(stray, { recursive: true });
    writeFileSync(join(stray, 'package.json'), '{"name":"react","main":"index.js"}');
    writeFileSync(join(stray, 'index.js'), "throw new Error('a second copy of React');\n");
    mkdirSync(join(website, 'src/pages'), { recursive: true });
    writeFileSync(join(website, 'src/pages/index.md'), '# Home\n');
    config('/docs');
    mkdirSync(join(root, 'docs'));
    writeFileSync(
      join(root, 'docs/intro.mdx'),
      "# Intro\n\nimport Widget from 'site-only-widget';\n\n<Widget />\n\nOn to [page B](./b.md).\n",
    );
    writeFileSync(join(root, 'docs/b.md'), '# B\n');
    first = runBuild(website);
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it("builds docs kept outside the site folder (a monorepo's docs/ beside website/) that import the site's packages, with one React", () => {
    assert.equal(first.status, 0, first.output);
    assert.match(
      readFileSync(join(website, 'build/docs/intro/index.html'), 'utf8'),
      /<span id="widget">from the site package<\/span>/,
    );
    const js = join(website, 'build/assets/js');
    for (const file of readdirSync(js))
      assert.ok(!readFileSync(join(js, file), 'utf8').includes('a second copy of React'), file);
  });

  it('recompile Markdown whose link targets moved though no Markdown file changed', () => {
    // Only the route base changes: the docs are as they were, webpack's cache is warm.
    config('/handbook');
    const second = runBuild(website);
    assert.equal(second.status, 0, second.output);
    assert.match(
      readFileSync(join(website, 'build/handbook/intro/index.html'), 'utf8'),
      /<a href="\/handbook\/b"[^>]*>page B<\/a>/,
    );
  });

  it("are not taken from the folder a copied site was copied from (webpack's cache remembers paths)", () => {
    const copy = `${root}-copy`;
    cpSync(root, copy, { recursive: true });
    try {
      writeFileSync(join(copy, 'docs/b.md'), '# B\n\nOnly in the copy.\n');
      const result = runBuild(join(copy, 'website'));
      assert.equal(result.status, 0, result.output);
      const build = join(copy, 'website/build');
      const b = readdirSync(build, { recursive: true, encoding: 'utf8' }).find((f) =>
        /(^|\/)b\/index\.html$/.test(f),
      );
      assert.ok(b, 'page b is built');
      assert.match(readFileSync(join(build, b), 'utf8'), /Only in the copy\./);
      const js = join(build, 'assets/js');
      assert.ok(
        readdirSync(js).some((f) => readFileSync(join(js, f), 'utf8').includes('Only in the copy')),
        "the page's script holds the copy's text, not the original's",
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

// Pages are prerendered from the browser bundle's own scripts. A package whose browser build needs
// `window` when it loads (its Node build does not) prerenders as the reference does, from Node builds.
describe('a component importing a package whose browser build needs a browser to load', () => {
  let copy: string;
  const pkg = (file: string, code: string) =>
    writeFileSync(join(copy, 'node_modules/ua-kind', file), code);
  before(() => {
    copy = copyFixture('minimal-site', 'browser-package');
    mkdirSync(join(copy, 'node_modules/ua-kind'), { recursive: true });
    mkdirSync(join(copy, 'src/components'), { recursive: true });
    pkg(
      'package.json',
      '{"name":"ua-kind","version":"1.0.0","main":"node.js","browser":"browser.js"}',
    );
    pkg('node.js', 'module.exports = { kind: () => "Node" };\n');
    pkg(
      'browser.js',
      'var agent = window.navigator.userAgent;\nmodule.exports = { kind: () => agent };\n',
    );
    writeFileSync(
      join(copy, 'src/components/Kind.jsx'),
      [
        "import React from 'react';",
        "import { kind } from 'ua-kind';",
        // Hydrates with the prerendered text, then shows what the browser build says.
        'const first = () =>',
        "  typeof window === 'undefined' ? kind() : document.getElementById('kind').textContent;",
        'export default function Kind() {',
        '  const [shown, setShown] = React.useState(first);',
        '  React.useEffect(() => setShown(kind()), []);',
        '  return <b id="kind">{shown}</b>;',
        '}',
      ].join('\n'),
    );
    const usage = join(copy, 'docs/usage.md');
    writeFileSync(
      usage,
      readFileSync(usage, 'utf8') +
        "\nimport Kind from '@site/src/components/Kind';\n\nRunning in <Kind />.\n",
    );
  });
  after(() => rmSync(copy, { recursive: true, force: true }));

  it('prerenders from Node builds, says why, and the page runs the browser build', async () => {
    const result = runBuild(copy);
    assert.equal(result.status, 0, result.output);
    assert.match(
      result.output,
      /\[WARNING\] \S*docs\/usage\.md: a module it imports fails to load outside a browser \(ReferenceError: window is not defined\): pages are prerendered from a Node bundle instead/,
    );
    assert.match(readBuildFile(copy, 'usage/index.html'), /<b id="kind">Node<\/b>/);
    const server = await serveSite(copy);
    const browser = await launchBrowser();
    try {
      const { page, errors } = await newPage(browser);
      await gotoHydrated(page, `${server.url}/usage`);
      await page.waitForFunction(() => /Chrom/.test(document.getElementById('kind')!.textContent!));
      await page.click('a[href="/"]');
      await page.waitForSelector('h1:text("Getting started")');
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('fails naming the doc when the Node build needs a browser too, and keeps the previous build', () => {
    // A new release of the package (packages are known by their versions), and an edited doc: the
    // caches stay warm.
    pkg('node.js', 'var here = window.location;\nmodule.exports = { kind: () => "Node" };\n');
    pkg(
      'package.json',
      '{"name":"ua-kind","version":"1.0.1","main":"node.js","browser":"browser.js"}',
    );
    const usage = join(copy, 'docs/usage.md');
    writeFileSync(usage, readFileSync(usage, 'utf8') + '\nOne more line.\n');
    const result = runBuild(copy);
    assert.notEqual(result.status, 0);
    assert.match(
      result.output,
      /\S*docs\/usage\.md: cannot prerender: a module it imports fails when it loads \(ReferenceError: window is not defined; with the Node builds of its packages: window is not defined\)\. Code that needs a browser must run in an effect \(useEffect\) or inside <BrowserOnly>/,
    );
    assert.doesNotMatch(result.output, /\n\s+at /, 'no stack trace');
    assert.match(readBuildFile(copy, 'usage/index.html'), /<b id="kind">Node<\/b>/);
  });
});
