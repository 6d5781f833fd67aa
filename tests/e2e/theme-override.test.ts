// A site's src/theme/<Name> replaces the theme's component everywhere it is
// used (Navbar and Footer inside Layout, Admonition inside MDXComponents),
// and @theme-original/<Name> lets it wrap ours: in the prerendered HTML and
// after hydration.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixture, gotoHydrated, newPage, readBuildFile } from './helpers';
import { servedSite } from './suite';

const site = fixture('override-site');
const suite = servedSite(site);

describe('theme overrides by name', () => {
  it('prerenders the site’s components in place of the theme’s', () => {
    const html = readBuildFile(site, 'index.html');
    assert.match(html, /<nav class="navbar" data-override="navbar">/);
    assert.doesNotMatch(html, /navbar__inner/, 'the theme navbar is gone');
    assert.match(html, /<footer data-override="footer">Site-made footer<\/footer>/);
    assert.doesNotMatch(html, /Never shown/);
    assert.match(
      html,
      /<aside data-override="admonition" data-type="warning"><strong>Mind the gap/,
    );
    assert.doesNotMatch(html, /theme-admonition/);
    // A fence reaches the site's own CodeBlock with its code as written, its class and its meta.
    assert.match(
      html,
      /<pre data-override="codeblock" data-meta="title=&quot;greet.js&quot; \{2\}" class="language-js"><code>function greet\(name\) \{\n {2}return `Hello, \$\{name\}`;\n\}<\/code><\/pre>/,
    );
    // The wrapper renders inside the original Layout (its skip link and main wrapper stay).
    assert.match(html, /<div data-override="layout-wrapper">Wrapped layout banner<\/div>/);
    assert.match(html, /main-wrapper/);
    // A category's generated index renders the theme's page by name: the site's wrapper is used.
    const index = readBuildFile(site, 'category/guides/index.html');
    assert.match(
      index,
      /<div data-override="generated-index"><p>Index of <!-- -->Guides<\/p><div class="generatedIndexPage">/,
    );
    assert.match(index, /<h1 class="title">Guides<\/h1><p>Every guide\.<\/p>/);
    assert.match(index, /class="card[^"]*"[^>]*href="\/guides\/first"/);
  });
  it('gives a doc page its <html> classes and search tags inside a Layout that passes on only the reference’s props', () => {
    const html = readBuildFile(site, 'index.html'); // the intro doc, at /
    assert.match(
      html,
      /<html [^>]*class="plugin-docs plugin-id-default docs-wrapper docs-doc-page docs-version-current docs-doc-id-intro"/,
    );
    assert.match(html, /<meta name="docsearch:docusaurus_tag" content="docs-default-current"/);
    assert.match(html, /<meta name="docsearch:version" content="current"/);
    assert.equal(html.match(/name="docsearch:docusaurus_tag"/g)?.length, 1);
  });
  it('keeps them after hydration, interactive', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/');
    assert.equal(await page.locator('[data-override="navbar"]').count(), 1);
    assert.equal(await page.locator('[data-override="footer"]').count(), 1);
    assert.equal(await page.locator('[data-override="layout-wrapper"]').count(), 1);
    assert.equal(await page.getAttribute('[data-override="admonition"]', 'data-type'), 'warning');
    await page.click('[data-testid="nav-counter"]');
    await page.click('[data-testid="nav-counter"]');
    await page.waitForSelector('[data-testid="nav-counter"]:text("Clicked 2")');
    assert.deepEqual(errors, []);
    await context.close();
  });
  it('loads the site’s stylesheet after the theme’s, so its variables win', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
    );
    assert.equal(primary, '#aa2266');
    await context.close();
  });
});
