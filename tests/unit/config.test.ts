import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import siteConfig from '../fixtures/basic-site/site.config';
import { isCustomNavbarItem, validateSiteConfig } from '../../src/core/config/schema';
import { loadSiteConfig } from '../../src/core/config/load';

describe('site config validation', () => {
  it('accepts a full config and fills defaults', () => {
    const config = validateSiteConfig(siteConfig);
    assert.equal(config.title, 'Fixture Docs');
    assert.equal(config.titleDelimiter, '|');
    assert.equal(config.colorMode.disableSwitch, true);
    assert.equal(config.search.indexName, 'fixture');
    assert.deepEqual(config.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
    assert.deepEqual(config.idealImage, { quality: 70, max: 1030, min: 640, steps: 2 });
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenMarkdownLinks, 'warn');
  });
  it('needs only title and url, with Docusaurus-like defaults for the rest', () => {
    const config = validateSiteConfig({ title: 'My Product Docs!', url: 'https://e.com/' });
    assert.equal(config.url, 'https://e.com');
    assert.deepEqual(config.navbar, { title: 'My Product Docs!', hideOnScroll: false, items: [] });
    assert.equal(config.footer, undefined);
    assert.deepEqual(config.customFields, {});
    assert.equal(config.search.appId, 'LOCAL');
    assert.equal(config.search.indexName, 'my_product_docs');
    assert.ok(config.search.apiKey);
    assert.equal(config.docs.path, 'docs');
    assert.equal(config.onBrokenLinks, 'throw');
  });
  it('reads a docs routeBasePath with or without its slashes as one absolute path', () => {
    for (const [given, expected] of [
      ['docs', '/docs'],
      ['/docs/', '/docs'],
      ['guides/v2', '/guides/v2'],
      ['/', '/'],
      ['', '/'],
    ]) {
      const config = validateSiteConfig({
        title: 'T',
        url: 'https://e.com',
        docs: { routeBasePath: given },
      });
      assert.equal(config.docs.routeBasePath, expected, given);
    }
  });
  it('keeps customFields as given, for the site to read', () => {
    const customFields = { product: { name: 'X', links: { app: 'https://x.app' } }, n: 1 };
    const config = validateSiteConfig({ title: 'T', url: 'https://e.com', customFields });
    assert.deepEqual(config.customFields, customFields);
  });
  it('names each missing required key', () => {
    assert.throws(
      () => validateSiteConfig({}),
      (e: Error) => /^ {2}- title: /m.test(e.message) && /^ {2}- url: /m.test(e.message),
    );
  });
  it('asks for an apiKey when search goes to an Algolia application', () => {
    assert.throws(
      () => validateSiteConfig({ title: 'T', url: 'https://e.com', search: { appId: 'ABC123' } }),
      /search\.apiKey: an Algolia application .* needs its search-only apiKey/,
    );
  });
  it('names an unknown key', () => {
    assert.throws(
      () =>
        validateSiteConfig({ ...siteConfig, navbar: { ...siteConfig.navbar!, hideOnScrol: true } }),
      /navbar: unknown key\(s\) "hideOnScrol"/,
    );
  });
  it('names a key with the wrong type and what it expects', () => {
    assert.throws(
      () => validateSiteConfig({ ...siteConfig, tableOfContents: { minHeadingLevel: 'two' } }),
      /tableOfContents\.minHeadingLevel: .*expected number/i,
    );
  });
  it('rejects a url with a sub-path', () => {
    assert.throws(
      () => validateSiteConfig({ ...siteConfig, url: 'https://e.com/docs' }),
      /url: expected an absolute URL/,
    );
  });
  it('requires exactly one of to/href on navbar items', () => {
    assert.throws(
      () =>
        validateSiteConfig({
          ...siteConfig,
          navbar: { ...siteConfig.navbar!, items: [{ label: 'x', to: '/a', href: 'https://b.c' }] },
        }),
      /navbar\.items\[0\]: One and only one between "to" and "href"/,
    );
  });
  it('reads a navbar item with links under it and no type as a dropdown, as the reference does', () => {
    // pnpm.io's navbar: `{ label: 'Sponsor Us', items: [...] }`.
    const items = [
      {
        label: 'Sponsor',
        position: 'right' as const,
        items: [{ label: 'A', href: 'https://a.b' }],
      },
      { label: 'Docs', to: '/docs' },
    ];
    const config = validateSiteConfig({ ...siteConfig, navbar: { ...siteConfig.navbar!, items } });
    assert.deepEqual(
      config.navbar.items.map((i) => i.type),
      ['dropdown', 'default'],
    );
    const [dropdown] = config.navbar.items;
    assert.ok(!isCustomNavbarItem(dropdown));
    assert.equal(dropdown.items?.[0].href, 'https://a.b');
    assert.throws(
      () =>
        validateSiteConfig({
          ...siteConfig,
          navbar: { ...siteConfig.navbar!, items: [{ label: 'Empty', items: [] }] },
        }),
      /navbar\.items\[0\]\.items: a "dropdown" navbar item needs "items"/,
    );
  });
  it("takes prism.magicComments, the reference's default when none are given", () => {
    const base = { title: 'T', url: 'https://e.com' };
    assert.deepEqual(validateSiteConfig(base).prism.magicComments, [
      {
        className: 'theme-code-block-highlighted-line',
        line: 'highlight-next-line',
        block: { start: 'highlight-start', end: 'highlight-end' },
      },
    ]);
    const errorLine = { className: 'code-block-error-line', line: 'error-next-line' };
    assert.deepEqual(
      validateSiteConfig({ ...base, prism: { magicComments: [errorLine] } }).prism.magicComments,
      [errorLine],
    );
    assert.throws(
      () => validateSiteConfig({ ...base, prism: { magicComments: [{ className: 'x' }] } }),
      /prism\.magicComments\[0\]: a magic comment needs a "line" or a "block"/,
    );
  });
  it('reads theme.customCss as one path or a list, none by default', () => {
    const base = { title: 'T', url: 'https://e.com' };
    assert.deepEqual(validateSiteConfig(base).theme.customCss, []);
    const one = validateSiteConfig({ ...base, theme: { customCss: 'src/css/custom.css' } });
    assert.deepEqual(one.theme.customCss, ['src/css/custom.css']);
    const two = validateSiteConfig({ ...base, theme: { customCss: ['a.css', 'b.css'] } });
    assert.deepEqual(two.theme.customCss, ['a.css', 'b.css']);
  });
  it('names theme.customCss when its file is missing', async () => {
    const site = mkdtempSync(join(tmpdir(), 'custom-css-'));
    try {
      writeFileSync(
        join(site, 'site.config.ts'),
        `export default { title: 'T', url: 'https://e.com', theme: { customCss: 'src/css/nope.css' } };`,
      );
      await assert.rejects(
        loadSiteConfig(site),
        /theme\.customCss: no file at src\/css\/nope\.css/,
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
  it("loads a site.config.ts in a CommonJS package (most Docusaurus sites') that imports defineConfig", async () => {
    const site = mkdtempSync(join(tmpdir(), 'cjs-site-'));
    try {
      writeFileSync(join(site, 'package.json'), '{ "name": "cjs-site", "private": true }\n');
      const index = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
      writeFileSync(
        join(site, 'site.config.ts'),
        `import { defineConfig } from ${JSON.stringify(index)};\n` +
          `export default defineConfig({ title: 'CJS Docs', url: 'https://cjs.example.com' });\n`,
      );
      assert.equal((await loadSiteConfig(site)).title, 'CJS Docs');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
  it('names the clientModules entry whose file is missing', async () => {
    const site = mkdtempSync(join(tmpdir(), 'client-modules-'));
    try {
      writeFileSync(join(site, 'routes.js'), 'export function onRouteDidUpdate() {}\n');
      writeFileSync(
        join(site, 'site.config.ts'),
        `export default { title: 'T', url: 'https://e.com', clientModules: ['./routes.js', './gone.js'] };`,
      );
      await assert.rejects(loadSiteConfig(site), /- clientModules\[1\]: no file at \.\/gone\.js/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('locales', () => {
  it('builds the default locale only, saying so once, and lists only it', async () => {
    const site = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      writeFileSync(
        join(site, 'site.config.ts'),
        `export default { title: 'T', url: 'https://e.com', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] } };`,
      );
      const warnings: string[] = [];
      const log = { warn: (line: string) => warnings.push(line) };
      const config = await loadSiteConfig(site, {}, undefined, log);
      assert.deepEqual(config.i18n.locales, ['en']);
      await loadSiteConfig(site, {}, undefined, log);
      assert.equal(warnings.length, 1, warnings.join('\n'));
      assert.match(
        warnings[0],
        /i18n\.locales: only the default locale "en" is built; "fr", "de" are not/,
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('a site config that does not load', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    [
      'a syntax error, at its line and column',
      { 'site.config.ts': "export default {\n  title: 'x',,\n};\n" },
      /site\.config\.ts:2:14: the site config has a syntax error: Expected identifier but found ","$/,
    ],
    [
      'an import that cannot be found, with its name',
      { 'site.config.ts': "import x from './nope';\nexport default { x };\n" },
      /site\.config\.ts: the site config imports "\.\/nope", which cannot be found$/,
    ],
    [
      'a missing import of a file the config imports, naming that file',
      {
        'site.config.ts': "import x from './helper';\nexport default { x };\n",
        'helper.ts': "import y from './gone';\nexport default y;\n",
      },
      /site\.config\.ts: the site config imports "\.\/gone" \(by .*helper\.ts\), which cannot be found$/,
    ],
    [
      'an exception, at the line that threw',
      { 'site.config.ts': "const a = 1;\nthrow new Error('boom ' + a);\nexport default {};\n" },
      /site\.config\.ts:2:7: the site config threw while loading: boom 1$/,
    ],
  ];
  for (const [name, files, expected] of cases) {
    it(`reports ${name}, with no stack trace`, async () => {
      const site = mkdtempSync(join(tmpdir(), 'bad-config-'));
      try {
        for (const [file, text] of Object.entries(files)) writeFileSync(join(site, file), text);
        const error = await loadSiteConfig(site).then(
          () => assert.fail('the config loaded'),
          (e: Error) => e,
        );
        assert.equal(error.name, 'SourceError');
        assert.match(error.message, expected);
        assert.doesNotMatch(error.message, /\n\s+at /);
      } finally {
        rmSync(site, { recursive: true, force: true });
      }
    });
  }
});
