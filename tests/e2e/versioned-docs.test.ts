// Versioned docs (tests/fixtures/versioned-site: current, 2.0 = latest at the
// root, 1.0): the version dropdown moves between versions of the same page,
// older/newer versions show their banner with a link to the latest, and the
// search modal only finds pages of the version being read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { fixture, gotoHydrated, newPage } from './helpers';
import { servedSite } from './suite';
import { openWithShortcut, watchSearchRequests } from './search-helpers';

const site = fixture('versioned-site');

const suite = servedSite(site);

const dropdown = '.theme-docs-version-dropdown';

async function chooseVersion(page: Page, label: string) {
  await page.hover(`${dropdown} > a`);
  await page.click(`${dropdown} .dropdown__menu a:text-is("${label}")`);
}

describe('versioned docs in the browser', () => {
  it('lists the versions in the drawer under Versions, open on a versioned page', async () => {
    const { page, context, errors } = await newPage(suite.browser, {
      viewport: { width: 375, height: 800 },
    });
    await gotoHydrated(page, suite.url + '/1.0/guide');
    await page.click('button.navbar__toggle');
    // A docs page opens the drawer on its sidebar; the navbar's items are one step back.
    await page.click('.navbar-sidebar button:text("Back to main menu")');
    const toggle = page.locator('.navbar-sidebar a.menu__link--sublist:text-is("Versions")');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const versions = () =>
      page.$$eval('.navbar-sidebar a:text-is("Versions") + ul.menu__list a', (as) =>
        as.map((a) => [a.textContent, a.getAttribute('href'), a.className]),
      );
    assert.deepEqual(await versions(), [
      ['Next', '/next/guide', 'menu__link'],
      ['2.0', '/guide', 'menu__link'],
      ['1.0.x', '/1.0/guide', 'menu__link menu__link--active'],
    ]);
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.deepEqual(await versions(), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the dropdown shows the version being read and opens the same page in another version', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/guide');
    assert.equal(await page.textContent(`${dropdown} > a`), '2.0');
    assert.deepEqual(
      await page.$$eval(`${dropdown} .dropdown__menu a`, (as) =>
        as.map((a) => [a.textContent, a.getAttribute('href')]),
      ),
      [
        ['Next', '/next/guide'],
        ['2.0', '/guide'],
        ['1.0.x', '/1.0/guide'],
      ],
    );
    assert.equal(await page.$('.theme-doc-version-banner'), null);

    await chooseVersion(page, '1.0.x');
    await page.waitForURL(/\/1\.0\/guide$/);
    await page.waitForSelector('text=In 1.0, launches use');
    assert.equal(await page.textContent(`${dropdown} > a`), '1.0.x');
    // The navbar's `to: 'guide'` is the site path /guide on every page, not relative to this one.
    assert.equal(await page.getAttribute('.navbar a:text-is("Guide")', 'href'), '/guide');
    const icon = page.locator('.navbar a.header-github-link');
    assert.equal(await icon.getAttribute('aria-label'), 'Orbit on GitHub');
    assert.equal(await icon.textContent(), '', 'no label and no external-link arrow');
    assert.equal(
      await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')),
      '1.0',
    );
    // A page only 1.0 has: the other versions link to their main doc.
    await gotoHydrated(page, suite.url + '/1.0/legacy');
    assert.equal(
      await page.getAttribute(`${dropdown} .dropdown__menu a:text-is("2.0")`, 'href'),
      '/intro',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the unmaintained and unreleased banners, each linking to the latest version', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/1.0/guide');
    const banner = '.theme-doc-version-banner';
    assert.match(
      (await page.textContent(banner))!,
      /documentation for Orbit Docs 1\.0\.x, which is no longer actively maintained/,
    );
    assert.equal(await page.textContent('.theme-doc-version-badge'), 'Version: 1.0.x');
    assert.ok((await page.getAttribute('html', 'class'))!.includes('docs-version-1.0'));

    await gotoHydrated(page, suite.url + '/next/guide');
    assert.match(
      (await page.textContent(banner))!,
      /unreleased documentation for Orbit Docs Next version/,
    );
    await page.click(`${banner} a:text-is("latest version")`);
    await page.waitForURL(/\/guide$/);
    await page.waitForSelector('text=In 2.0, launches use');
    assert.equal(await page.$(banner), null);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('search finds only the pages of the version being read', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    for (const [path, expected] of [
      ['/1.0/intro', '/1.0/guide'],
      ['/next/intro', '/next/guide'],
      ['/intro', '/guide'],
    ] as const) {
      await gotoHydrated(page, suite.url + path);
      const searches = watchSearchRequests(page);
      await openWithShortcut(page);
      await page.fill('.DocSearch-Input', 'nebulatrack');
      await page.waitForSelector('.DocSearch-Hit a');
      const hrefs = await page.$$eval('.DocSearch-Hit a', (as) =>
        as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
      assert.ok(hrefs.length > 0);
      assert.ok(
        hrefs.every((h) => h === expected),
        `${path}: ${hrefs.join(', ')}`,
      );
      const filters = JSON.stringify(searches.last().requests[0].facetFilters);
      const name = path.startsWith('/1.0') ? '1.0' : path.startsWith('/next') ? 'current' : '2.0';
      assert.ok(filters.includes(`docusaurus_tag:docs-default-${name}`), filters);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
