// A site whose config is only a title and a URL builds, serves and searches
// with the defaults: a plain navbar with the title, no footer, the local
// search service with an index named after the title.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixture, gotoHydrated, newPage, readBuildFile } from './helpers';
import { servedSite } from './suite';

const site = fixture('minimal-site');
const suite = servedSite(site);

describe('a site with only title and url', () => {
  it('prerenders its docs with the default chrome', () => {
    const html = readBuildFile(site, 'index.html');
    assert.match(html, /<meta name="generator" content="docgen">/);
    assert.match(html, /<title>Getting started \| Minimal Docs<\/title>/);
    assert.match(html, /<b class="navbar__title text--truncate">Minimal Docs<\/b>/);
    assert.doesNotMatch(html, /navbar__logo/, 'no logo configured, none shown');
    assert.doesNotMatch(html, /<footer/, 'no footer configured, none shown');
    assert.match(readBuildFile(site, 'usage/index.html'), /class="[^"]*admonition/);
  });
  it('writes search records under an index named after the title', () => {
    const records = JSON.parse(readFileSync(join(site, 'build/search/records.json'), 'utf8')) as {
      indexName: string;
      records: unknown[];
    };
    assert.equal(records.indexName, 'minimal_docs');
    assert.ok(records.records.length > 0);
  });
  it('serves pages and answers searches in the browser', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/');
    assert.equal(await page.textContent('h1'), 'Getting started');
    await page.click('.DocSearch-Button');
    await page.fill('#docsearch-input', 'widgets');
    await page.waitForSelector('.DocSearch-Hit a[href*="/usage"]');
    await page.keyboard.press('Escape');
    await page.click('a[href="/usage"]');
    await page.waitForSelector('h1:text("Usage")');
    assert.deepEqual(errors, []);
    await context.close();
  });
  it('hydrates a page whose path has a space and accents, marking it in the sidebar', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    // The address bar holds the encoded path; the pages compare decoded ones, as the reference's router gives.
    await gotoHydrated(page, suite.url + '/Getting%20Started/premi%C3%A8re%20%C3%A9tape');
    assert.equal(await page.textContent('h1'), 'Première étape');
    const current = page.locator('.theme-doc-sidebar-menu a[aria-current="page"]');
    assert.equal(await current.textContent(), 'Première étape');
    await page.click('.theme-doc-sidebar-menu a[href="/usage"]');
    await page.waitForSelector('h1:text("Usage")');
    const category = page.locator('.theme-doc-sidebar-menu a[role="button"]', {
      hasText: 'Getting Started',
    });
    if ((await category.getAttribute('aria-expanded')) === 'false') await category.click();
    await page.click('.theme-doc-sidebar-menu a:has(span[title="Première étape"])');
    await page.waitForSelector('h1:text("Première étape")');
    assert.equal(await current.textContent(), 'Première étape');
    assert.deepEqual(errors, [], 'no hydration mismatch');
    await context.close();
  });
});
