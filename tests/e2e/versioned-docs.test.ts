// Versioned docs (tests/fixtures/versioned-site: current, 2.0 = latest at the
// root, 1.0), on a site served under the sub-path /orbit/ (its baseUrl): the
// version dropdown moves between versions of the same page, older/newer versions
// show their banner with a link to the latest, the search modal only finds pages
// of the version being read, and everything stays under the sub-path.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { fixture, gotoHydrated, newPage } from './helpers';
import { servedSite } from './suite';
import { openWithShortcut, watchSearchRequests } from './search-helpers';

const site = fixture('versioned-site');

const suite = servedSite(site);
const BASE = '/orbit/';
/** A site path's address on the server, under the site's baseUrl (`/guide` → `…/orbit/guide`). */
const at = (path: string) => new URL(BASE + path.replace(/^\//, ''), suite.url).href;

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
    await gotoHydrated(page, at('/1.0/guide'));
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
      ['Next', '/orbit/next/guide', 'menu__link'],
      ['2.0', '/orbit/guide', 'menu__link'],
      ['1.0.x', '/orbit/1.0/guide', 'menu__link menu__link--active'],
    ]);
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.deepEqual(await versions(), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the dropdown shows the version being read and opens the same page in another version', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, at('/guide'));
    assert.equal(await page.textContent(`${dropdown} > a`), '2.0');
    assert.deepEqual(
      await page.$$eval(`${dropdown} .dropdown__menu a`, (as) =>
        as.map((a) => [a.textContent, a.getAttribute('href')]),
      ),
      [
        ['Next', '/orbit/next/guide'],
        ['2.0', '/orbit/guide'],
        ['1.0.x', '/orbit/1.0/guide'],
      ],
    );
    assert.equal(await page.$('.theme-doc-version-banner'), null);

    await chooseVersion(page, '1.0.x');
    await page.waitForURL(/\/1\.0\/guide$/);
    await page.waitForSelector('text=In 1.0, launches use');
    assert.equal(await page.textContent(`${dropdown} > a`), '1.0.x');
    // The navbar's `to: 'guide'` is the site path /guide on every page, not relative to this one.
    assert.equal(await page.getAttribute('.navbar a:text-is("Guide")', 'href'), '/orbit/guide');
    const icon = page.locator('.navbar a.header-github-link');
    assert.equal(await icon.getAttribute('aria-label'), 'Orbit on GitHub');
    assert.equal(await icon.textContent(), '', 'no label and no external-link arrow');
    assert.equal(
      await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')),
      '1.0',
    );
    // A page only 1.0 has: the other versions link to their main doc.
    await gotoHydrated(page, at('/1.0/legacy'));
    assert.equal(
      await page.getAttribute(`${dropdown} .dropdown__menu a:text-is("2.0")`, 'href'),
      '/orbit/intro',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the unmaintained and unreleased banners, each linking to the latest version', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, at('/1.0/guide'));
    const banner = '.theme-doc-version-banner';
    assert.match(
      (await page.textContent(banner))!,
      /documentation for Orbit Docs 1\.0\.x, which is no longer actively maintained/,
    );
    assert.equal(await page.textContent('.theme-doc-version-badge'), 'Version: 1.0.x');
    assert.ok((await page.getAttribute('html', 'class'))!.includes('docs-version-1.0'));

    await gotoHydrated(page, at('/next/guide'));
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
      await gotoHydrated(page, at(path));
      const searches = watchSearchRequests(page);
      await openWithShortcut(page);
      await page.fill('.DocSearch-Input', 'nebulatrack');
      await page.waitForSelector('.DocSearch-Hit a');
      const hrefs = await page.$$eval('.DocSearch-Hit a', (as) =>
        as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
      assert.ok(hrefs.length > 0);
      assert.ok(
        hrefs.every((h) => h === `/orbit${expected}`),
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

describe('a site under a sub-path (baseUrl /orbit/)', () => {
  it('sends a request outside the sub-path to it, and serves files from under it', async () => {
    const origin = new URL(suite.url).origin;
    for (const path of ['/', '/guide', '/orbit']) {
      const response = await fetch(origin + path, { redirect: 'manual' });
      assert.equal(response.status, 302, path);
      assert.equal(response.headers.get('location'), BASE, path);
    }
    const sitemap = await (await fetch(at('/sitemap.xml'))).text();
    assert.ok(sitemap.includes('<loc>https://orbit.example.com/orbit/1.0/guide</loc>'), sitemap);
    const missing = await fetch(at('/no-such-page'));
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /src="\/orbit\/assets\/js\/main\./);
  });

  it('loads, hydrates and navigates in the app under it, with its scripts and images from there', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await gotoHydrated(page, at('/'));
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    // The home page's Markdown link `/guide` is the site's /orbit/guide.
    await page.click('article a:text-is("the guide"), main a:text-is("the guide")');
    await page.waitForURL(at('/guide'));
    await page.waitForSelector('text=In 2.0, launches use');
    await page.click('.theme-doc-sidebar-container a[href="/orbit/intro"]');
    await page.waitForURL(at('/intro'));
    const image = page.locator('article img[alt="Orbit mark"]');
    assert.equal(await image.getAttribute('src'), '/orbit/img/mark.svg');
    await page.waitForFunction(
      () =>
        (document.querySelector('article img[alt="Orbit mark"]') as HTMLImageElement | null)
          ?.naturalWidth,
    );
    assert.equal(
      await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded),
      true,
      'client navigation, no page load',
    );
    const own = requests.filter((p) => !p.startsWith('/1/'));
    assert.ok(
      own.some((p) => /^\/orbit\/assets\/js\/doc-/.test(p)),
      own.join(', '),
    );
    assert.deepEqual(
      own.filter((p) => !p.startsWith(BASE)),
      [],
      'every file from under /orbit/',
    );
    assert.equal(
      await page.getAttribute('link[rel="canonical"]', 'href'),
      'https://orbit.example.com/orbit/intro',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a search hit opens its page under the sub-path', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, at('/intro'));
    await openWithShortcut(page);
    await page.fill('.DocSearch-Input', 'nebulatrack');
    await page.click('.DocSearch-Hit a');
    await page.waitForURL(new RegExp(`^${at('/guide').replace(/[.?]/g, '\\$&')}(#|$)`));
    await page.waitForSelector('text=In 2.0, launches use');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the baseUrl issue banner only when the scripts did not run, and only if the CSS did not load', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    const banner = '#__docusaurus-base-url-issue-banner-container';
    await gotoHydrated(page, at('/'));
    assert.equal(await page.$(banner), null);
    // Scripts blocked: the banner is there, hidden by the site's CSS.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(at('/'));
    await page.waitForSelector(banner, { state: 'attached' });
    assert.equal(await page.$eval(banner, (el) => getComputedStyle(el).display), 'none');
    // Neither loaded (the wrong baseUrl's symptom): it shows, suggesting the path it was opened at.
    await page.route('**/*.css', (route) => route.abort());
    await page.goto(at('/'));
    await page.waitForSelector(banner);
    assert.match((await page.textContent(banner)) ?? '', /Current configured baseUrl = \/orbit\//);
    assert.equal(
      await page.textContent('#__docusaurus-base-url-issue-banner-suggestion-container'),
      '/orbit/',
    );
    // Only on the home page.
    await page.goto(at('/intro'));
    assert.equal(await page.$(banner), null);
    assert.ok(
      errors.every((e) => /Failed to load resource/.test(e)),
      errors.join('\n'),
    );
    await context.close();
  });
});
