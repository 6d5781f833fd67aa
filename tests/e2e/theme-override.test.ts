// A site's src/theme/<Name> replaces the theme's component everywhere it is
// used (Navbar and Footer inside Layout, Admonition inside MDXComponents),
// and @theme-original/<Name> lets it wrap ours: in the prerendered HTML and
// after hydration.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  ensureBuilt,
  fixture,
  gotoHydrated,
  launchBrowser,
  newPage,
  readBuildFile,
  serveSite,
} from './helpers';

const site = fixture('override-site');
let server: Awaited<ReturnType<typeof serveSite>>;
let browser: Browser;
before(async () => {
  ensureBuilt(site);
  server = await serveSite(site);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  server?.close();
});

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
    // The wrapper renders inside the original Layout (its skip link and main wrapper stay).
    assert.match(html, /<div data-override="layout-wrapper">Wrapped layout banner<\/div>/);
    assert.match(html, /main-wrapper/);
  });
  it('keeps them after hydration, interactive', async () => {
    const { page, context, errors } = await newPage(browser);
    await gotoHydrated(page, server.url + '/');
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
});
