// Chrome options the AirLyft site leaves off, on a fixture variant that turns
// them on (tests/fixtures/theme-variant): the colour mode switch (storage,
// no flash), the hide-on-scroll navbar, a navbar dropdown, gtag page views, an
// announcement bar whose id changed, trailingSlash, the storage namespace and client redirects. The plain basic-site (no gtag id) checks that no
// analytics request is made at all.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ensureBuilt, fixture, gotoHydrated, launchBrowser, newPage, serveSite } from './helpers';
import { ANNOUNCEMENT_ID, GTAG_ID, STORAGE_SUFFIX } from '../fixtures/theme-variant/site.config';

const variant = fixture('theme-variant');
const basic = fixture('basic-site');
let browser: Browser;
let site: Awaited<ReturnType<typeof serveSite>>;
let plain: Awaited<ReturnType<typeof serveSite>>;

before(async () => {
  ensureBuilt(variant);
  ensureBuilt(basic);
  [site, plain] = await Promise.all([serveSite(variant), serveSite(basic)]);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await plain?.close();
});

/** A page whose requests to Google hosts are answered locally with an inert script. */
async function open(width = 1280, height = 800) {
  const opened = await newPage(browser, { viewport: { width, height } });
  const googleRequests: string[] = [];
  await opened.context.route(
    /^https:\/\/([^/]+\.)?(google|googletagmanager|google-analytics)\.com\//,
    (route) => {
      googleRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '/* gtag stub */' });
    },
  );
  return { ...opened, googleRequests };
}

/** The theme's key `key` as this site stores it: with its namespace. */
const stored = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key + STORAGE_SUFFIX);
const blockScripts = (page: Page) => page.route('**/assets/js/**', (route) => route.abort());

describe('colour mode switch', () => {
  it('toggles light/dark, stores "theme" (namespaced) and sets data-theme on <html>', async () => {
    const { page, context } = await open();
    await gotoHydrated(page, site.url + '/intro');
    const toggle = page.locator(
      '.navbar__inner button[aria-label^="Switch between dark and light mode"]',
    );
    assert.equal(await toggle.isEnabled(), true);
    assert.equal(
      await toggle.getAttribute('aria-label'),
      'Switch between dark and light mode (currently light mode)',
    );
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    // navbar.style 'dark': Infima's dark bar, light text, in light mode too.
    assert.deepEqual(
      await page.$eval('nav.navbar', (nav) => ({
        dark: nav.classList.contains('navbar--dark'),
        background: getComputedStyle(nav).backgroundColor,
        link: getComputedStyle(nav.querySelector('.navbar__link:not(.navbar__link--active)')!)
          .color,
      })),
      { dark: true, background: 'rgb(36, 37, 38)', link: 'rgb(245, 246, 247)' },
    );
    await toggle.click();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.getAttribute('html', 'data-theme-choice'), 'dark');
    assert.equal(await stored(page, 'theme'), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null, 'only namespaced');
    assert.equal(
      await toggle.getAttribute('aria-label'),
      'Switch between dark and light mode (currently dark mode)',
    );
    assert.equal(await toggle.getAttribute('title'), 'dark mode');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.notEqual(await background(), 'rgb(255, 255, 255)');
    // Client navigation keeps it.
    await page.click('.theme-doc-sidebar-container >> text=Setup');
    await page.waitForURL('**/guides/setup/');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await toggle.click();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    assert.equal(await stored(page, 'theme'), 'light');
    await context.close();
  });

  it('applies the stored mode before first paint: the inline script alone, with JS chunks blocked', async () => {
    const { page, context } = await open();
    await gotoHydrated(page, site.url + '/intro');
    // Another site on this origin stored light under the bare key; this one stored dark.
    await page.evaluate((key) => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem(key, 'dark');
    }, 'theme' + STORAGE_SUFFIX);
    // The server HTML knows nothing of the choice...
    const html = await (await fetch(site.url + '/intro')).text();
    assert.doesNotMatch(html, /<html[^>]*data-theme="dark"/);
    // ...yet without any app script the page is dark from the start.
    await blockScripts(page);
    await page.goto(site.url + '/intro');
    assert.notEqual(await page.getAttribute('html', 'data-has-hydrated'), 'true', 'not hydrated');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.getAttribute('html', 'data-theme-choice'), 'dark');
    assert.notEqual(
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      'rgb(255, 255, 255)',
      'dark background painted',
    );
    // The query parameter wins without being stored.
    await page.goto(site.url + '/intro?docusaurus-theme=light');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    assert.equal(await stored(page, 'theme'), 'dark');
    await context.close();
  });

  it('moves the toggle into the drawer below 997 px', async () => {
    const { page, context } = await open(375);
    await gotoHydrated(page, site.url + '/intro');
    assert.equal(
      await page.isVisible('.navbar__inner button[aria-label^="Switch between dark"]'),
      false,
    );
    await page.click('button.navbar__toggle');
    const inDrawer = page.locator('.navbar-sidebar button[aria-label^="Switch between dark"]');
    await inDrawer.click();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await stored(page, 'theme'), 'dark');
    await context.close();
  });
});

describe("the site's Navbar/Logo", () => {
  it('replaces the brand in the bar and at the top of the drawer, wrapping the original', async () => {
    const { page, context, errors } = await open(375);
    await gotoHydrated(page, site.url + '/intro');
    // The original brand (logo and title), then the site's badge, in the bar…
    assert.ok(await page.$('.navbar__inner a.navbar__brand + span.variant-brand-badge'));
    assert.equal(await page.textContent('.navbar__inner a.navbar__brand'), 'Fixture Docs');
    // …and in the drawer's header.
    await page.click('button.navbar__toggle');
    await page.waitForSelector('.navbar-sidebar__brand a.navbar__brand + span.variant-brand-badge');
    assert.equal(await page.textContent('.navbar-sidebar__brand .variant-brand-badge'), 'beta');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

/** The navbar's vertical offset (0: shown), read once its transition reaches the state `done` wants. */
async function navbarOffset(page: Page, done: (y: number) => boolean): Promise<number> {
  // The transform transition takes 200 ms, longer on a loaded machine: wait for its end state
  // (at most 10 s), not a fixed time.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const y = await page.evaluate(() => {
      const t = getComputedStyle(document.querySelector('nav.navbar')!).transform;
      return t === 'none' ? 0 : new DOMMatrix(t).m42;
    });
    if (done(y) || Date.now() > deadline) return y;
    await page.waitForTimeout(50);
  }
}
const SHOWN = (y: number) => y === 0;
const HIDDEN = (y: number) => y < -50;

describe('navbar dropdown and html items', () => {
  const menu = 'nav.navbar .dropdown:has(> a:text-is("More"))';

  it('opens its menu on hover, click and Enter, closes on Escape, and marks itself active on a page it links to', async () => {
    const { page, context, errors } = await open(1280);
    await gotoHydrated(page, site.url + '/intro/');
    const api = page.locator(`${menu} .dropdown__menu a:text-is("API reference")`);
    assert.equal(await api.isVisible(), false);
    await page.hover(`${menu} > a`);
    await api.waitFor({ state: 'visible' });
    await page.mouse.move(0, 600);
    await api.waitFor({ state: 'hidden' });

    await page.click(`${menu} > a`);
    assert.equal(await page.getAttribute(`${menu} > a`, 'aria-expanded'), 'true');
    await page.mouse.move(0, 600);
    assert.equal(await api.isVisible(), true, 'a click keeps it open without the pointer');
    await page.keyboard.press('Escape');
    await api.waitFor({ state: 'hidden' });
    await page.focus(`${menu} > a`);
    await page.keyboard.press('Enter');
    await api.waitFor({ state: 'visible' });

    assert.equal(await api.getAttribute('href'), '/reference/api/');
    // html items: a separator in the menu, a badge in the bar.
    assert.equal(
      await page.locator(`${menu} .dropdown__menu > li > hr.variant-separator`).count(),
      1,
    );
    assert.equal(
      await page.textContent('nav.navbar .navbar__items--right > div.navbar__item > .variant-html'),
      'Beta',
    );
    // Click once the menu has finished sliding in: a click on a moving target is retried by
    // Playwright with a forced scroll, which this site's hide-on-scroll navbar answers by sliding
    // away under the pointer between mousedown and mouseup (the click then lands on the list).
    await page
      .locator(`${menu} .dropdown__menu`)
      .evaluate((list) => Promise.all(list.getAnimations().map((a) => a.finished)));
    await api.click();
    await page.waitForURL(site.url + '/reference/api/');
    await page.waitForSelector('article h1:text("API")');
    assert.match((await page.getAttribute(`${menu} > a`, 'class')) ?? '', /navbar__link--active/);
    assert.match((await api.getAttribute('class')) ?? '', /dropdown__link--active/);
    await page.mouse.move(0, 600);
    await api.waitFor({ state: 'hidden' });
    assert.equal(
      await page.getAttribute(`${menu} .dropdown__menu a:text-is("Example site")`, 'target'),
      '_blank',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('is a collapsible list in the drawer, open at first on a page it links to', async () => {
    const { page, context, errors } = await open(375);
    await gotoHydrated(page, site.url + '/');
    await page.click('button.navbar__toggle');
    const entry = page.locator('.navbar-sidebar .menu__list-item:has(> a:text-is("More"))');
    await entry.waitFor();
    assert.equal(await entry.locator('a:text-is("API reference")').count(), 0, 'collapsed');
    assert.equal(
      await page.textContent('.navbar-sidebar li.menu__list-item > .variant-html'),
      'Beta',
    );
    await entry.locator('> a').click();
    await entry.locator('a:text-is("API reference")').click();
    await page.waitForURL(site.url + '/reference/api/');
    await page.waitForSelector('.navbar-sidebar--show', { state: 'detached' });

    // On a doc page the drawer opens on the doc sidebar; the main menu is one step back.
    await page.click('button.navbar__toggle');
    await page.click('.navbar-sidebar__back');
    await entry.locator('a.menu__link--active:text-is("API reference")').waitFor();
    assert.equal(await entry.locator('> a').getAttribute('aria-expanded'), 'true');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('hide-on-scroll navbar', () => {
  for (const width of [375, 1280]) {
    it(`hides on scroll down and returns on scroll up (${width} px)`, async () => {
      const { page, context } = await open(width, 800);
      await gotoHydrated(page, site.url + '/guides/setup');
      assert.equal(await navbarOffset(page, SHOWN), 0);
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY >= 500);
      const hidden = await navbarOffset(page, HIDDEN);
      assert.ok(hidden < -50, `hidden after scrolling down (translateY ${hidden})`);
      await page.mouse.wheel(0, -100);
      await page.waitForFunction(() => window.scrollY < 550);
      assert.equal(await navbarOffset(page, SHOWN), 0, 'shown after scrolling up');
      await page.mouse.wheel(0, 400);
      await page.waitForFunction(() => window.scrollY >= 800);
      assert.ok((await navbarOffset(page, HIDDEN)) < -50, 'hidden again');
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.equal(await navbarOffset(page, SHOWN), 0, 'always shown at the top');
      await context.close();
    });
  }

  it('hides after jumping to an anchor and shows again on the next page', async () => {
    const { page, context } = await open(1280, 800);
    await gotoHydrated(page, site.url + '/guides/setup');
    await page.click('.theme-doc-toc-desktop a[href="#long-section-two"]');
    await page.waitForFunction(() => location.hash === '#long-section-two');
    assert.ok((await navbarOffset(page, HIDDEN)) < -50, 'hidden so the heading is not covered');
    // Headings land near the top: the anchor margin is small when the navbar hides.
    const top = await page.evaluate(
      () => document.getElementById('long-section-two')!.getBoundingClientRect().top,
    );
    assert.ok(top >= 0 && top < 20, `heading at ${top}px`);
    await page.click('.theme-doc-sidebar-container >> text=Install');
    await page.waitForURL('**/guides/install/');
    assert.equal(await navbarOffset(page, SHOWN), 0);
    await context.close();
  });

  it('puts the brand at the top of the desktop docs sidebar, where the navbar was', async () => {
    const { page, context } = await open(1280, 800);
    await gotoHydrated(page, site.url + '/guides/setup');
    const brand = page.locator('.sidebarViewport > a.sidebarLogo');
    assert.equal(await brand.textContent(), 'Fixture Docs');
    assert.equal(
      await brand.getAttribute('tabindex'),
      '-1',
      'the navbar brand is the one in tab order',
    );
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY >= 500);
    assert.ok((await navbarOffset(page, HIDDEN)) < -50);
    const box = await brand.boundingBox();
    assert.ok(box && box.y >= 0 && box.y < 5 && box.height >= 50, JSON.stringify(box));
    assert.ok(await brand.isVisible());
    // Not on a phone (the drawer has the brand), nor on a site whose navbar stays.
    await page.setViewportSize({ width: 375, height: 800 });
    assert.equal(await brand.isVisible(), false);
    await gotoHydrated(page, plain.url + '/guides/setup');
    assert.equal(await page.locator('.sidebarLogo').count(), 0);
    await context.close();
  });

  it('is off on a site without the option (the navbar never moves)', async () => {
    const { page, context } = await open(1280, 800);
    await gotoHydrated(page, plain.url + '/guides/setup');
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY >= 500);
    await page.waitForTimeout(350);
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.querySelector('nav.navbar')!).transform),
      'none',
    );
    await context.close();
  });
});

describe('analytics', () => {
  const dataLayer = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) =>
        Array.from(args).map((a) => (a instanceof Date ? 'Date' : a)),
      ),
    );
  const pageViews = async (page: Page) =>
    (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').length;

  it('loads gtag.js with IP anonymisation and sends one page view per route change', async () => {
    const { page, context, googleRequests } = await open();
    await gotoHydrated(page, site.url + '/');
    await page.waitForTimeout(300);
    assert.deepEqual(googleRequests, [`https://www.googletagmanager.com/gtag/js?id=${GTAG_ID}`]);
    assert.equal(
      await page
        .locator(`head script[async][src="https://www.googletagmanager.com/gtag/js?id=${GTAG_ID}"]`)
        .count(),
      1,
    );
    const first = await dataLayer(page);
    assert.deepEqual(first, [
      ['js', 'Date'],
      ['config', GTAG_ID, { anonymize_ip: true }],
    ]);
    assert.equal(await pageViews(page), 0, 'the first view comes from config, not repeated');

    await page.click('text=Read the intro');
    await page.waitForURL('**/intro/');
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer: IArguments[] }).dataLayer.some(
        (a) => a[1] === 'page_view',
      ),
    );
    await page.waitForTimeout(200);
    const afterOne = (await dataLayer(page)).slice(2);
    assert.deepEqual(afterOne, [
      ['set', 'page_path', '/intro/'],
      ['event', 'page_view'],
    ]);
    assert.equal(await page.title(), 'Introduction | Fixture Docs', 'title in place');

    await page.click('.theme-doc-sidebar-container >> text=Setup');
    await page.waitForURL('**/guides/setup/');
    await page.waitForFunction(
      () =>
        (window as unknown as { dataLayer: IArguments[] }).dataLayer.filter(
          (a) => a[1] === 'page_view',
        ).length === 2,
    );
    // A hash change is a route change too.
    await page.click('.theme-doc-toc-desktop a[href="#last-section"]');
    await page.waitForFunction(
      () =>
        (window as unknown as { dataLayer: IArguments[] }).dataLayer.filter(
          (a) => a[1] === 'page_view',
        ).length === 3,
    );
    await page.waitForTimeout(300);
    const paths = (await dataLayer(page)).filter((e) => e[1] === 'page_path').map((e) => e[2]);
    assert.deepEqual(paths, ['/intro/', '/guides/setup/', '/guides/setup/#last-section']);
    assert.equal(await pageViews(page), 3);
    // A full reload starts over: config only.
    await gotoHydrated(page, site.url + '/intro');
    await page.waitForTimeout(300);
    assert.equal(await pageViews(page), 0);
    await context.close();
  });

  it('with no gtag id, makes no request to any Google host', async () => {
    const { page, context, googleRequests } = await open();
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).host));
    await gotoHydrated(page, plain.url + '/');
    await page.click('text=Read the intro');
    await page.waitForURL('**/intro');
    await page.waitForTimeout(300);
    assert.deepEqual(googleRequests, []);
    assert.deepEqual([...hosts], [new URL(plain.url).host]);
    assert.equal(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window), false);
    const html = await (await fetch(plain.url + '/intro')).text();
    assert.doesNotMatch(html, /googletagmanager|google-analytics/);
    await context.close();
  });
});

describe('hideable docs sidebar', () => {
  it('narrows to a strip that opens again by click or key, the main column taking the room', async () => {
    const { page, context, errors } = await open();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoHydrated(page, site.url + '/intro');
    const widths = () =>
      page.evaluate(() => ({
        aside: Math.round(
          document.querySelector('aside.theme-doc-sidebar-container')!.getBoundingClientRect()
            .width,
        ),
        main: Math.round(
          document.querySelector('main.docMainContainer')!.getBoundingClientRect().width,
        ),
      }));
    const before = await widths();
    assert.equal(before.aside, 300);
    await page.focus('button[title="Collapse sidebar"]');
    await page.keyboard.press('Enter');
    // Once the narrowing has run, the strip replaces the links and takes the focus.
    const expand = page.locator('[role="button"][title="Expand sidebar"]');
    await expand.waitFor();
    assert.equal(await page.locator('nav[aria-label="Docs sidebar"]').count(), 0);
    assert.equal(await expand.evaluate((e) => e === document.activeElement), true);
    const after = await widths();
    assert.equal(after.aside, 30);
    assert.equal(after.main - before.main, 270);
    await page.keyboard.press('Enter');
    await page.locator('nav[aria-label="Docs sidebar"]').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('aside.theme-doc-sidebar-container')!.getBoundingClientRect()
          .width === 300,
    );
    // By click too; with reduced motion the links go at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.click('button[title="Collapse sidebar"]');
    await expand.waitFor();
    await expand.click();
    await page.locator('nav[aria-label="Docs sidebar"]').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('has no collapse button on a site without the option, nor on a phone', async () => {
    const { page, context } = await open();
    await gotoHydrated(page, plain.url + '/intro');
    assert.equal(await page.locator('button[title="Collapse sidebar"]').count(), 0);
    await context.close();
    const phone = await open(390, 800);
    await gotoHydrated(phone.page, site.url + '/intro');
    assert.equal(await phone.page.locator('button[title="Collapse sidebar"]').isVisible(), false);
    await phone.context.close();
  });
});

describe('announcement bar id change', () => {
  const bar = async (page: Page) => [
    await stored(page, 'docusaurus.announcement.id'),
    await stored(page, 'docusaurus.announcement.dismiss'),
  ];

  it('shows the bar again when its id differs from the dismissed one, and remembers the new dismissal', async () => {
    const { page, context } = await open();
    await gotoHydrated(page, site.url + '/');
    // A reader dismissed the previous bar (basic-site's id) on this origin.
    await page.evaluate((suffix) => {
      localStorage.setItem('docusaurus.announcement.id' + suffix, 'fixture-1');
      localStorage.setItem('docusaurus.announcement.dismiss' + suffix, 'true');
    }, STORAGE_SUFFIX);
    await gotoHydrated(page, site.url + '/intro');
    await page.locator('.theme-announcement-bar').waitFor({ state: 'visible' });
    assert.equal(
      await page.getAttribute('html', 'data-announcement-bar-initially-dismissed'),
      'false',
    );
    assert.deepEqual(await bar(page), [ANNOUNCEMENT_ID, 'false']);

    await page.click('.theme-announcement-bar button[aria-label="Close"]');
    assert.deepEqual(await bar(page), [ANNOUNCEMENT_ID, 'true']);
    await gotoHydrated(page, site.url + '/guides/setup');
    await page.waitForTimeout(200);
    assert.equal(
      await page.isVisible('.theme-announcement-bar'),
      false,
      'same id: stays dismissed',
    );
    await context.close();
  });
});

describe('trailingSlash: true', () => {
  it('puts a slash on every route, link, canonical URL and sitemap entry, and navigates', async () => {
    const { page, context, errors } = await open();
    await gotoHydrated(page, site.url + '/intro/');
    assert.equal(
      await page.getAttribute('link[rel="canonical"]', 'href'),
      'https://fixture.example.com/intro/',
    );
    const hrefs = await page.$$eval('.theme-doc-sidebar-menu a.menu__link[href^="/"]', (links) =>
      links.map((a) => a.getAttribute('href') ?? ''),
    );
    assert.ok(hrefs.length > 2 && hrefs.every((href) => href.endsWith('/')), hrefs.join(' '));
    await page.click('.pagination-nav__link--next');
    await page.waitForURL(/\/[^/]+\/$/);
    assert.match((await page.textContent('article h1')) ?? '', /\S/);
    assert.deepEqual(errors, []);
    await context.close();
    const sitemap = await (await fetch(site.url + '/sitemap.xml')).text();
    assert.match(sitemap, /<loc>https:\/\/fixture\.example\.com\/intro\/<\/loc>/);
    assert.doesNotMatch(sitemap, /<loc>https:\/\/fixture\.example\.com\/intro<\/loc>/);
  });
});

describe('client redirects', () => {
  it('sends a reader from an old path to the page, keeping the query and hash, and lists no old path', async () => {
    const { page, context, errors } = await open();
    // A page of its own, with the site's trailing slash on the target.
    const html = await (await fetch(site.url + '/old-intro/')).text();
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/intro\/">/);
    assert.match(html, /<link rel="canonical" href="\/intro\/" \/>/);
    await page.goto(site.url + '/start/?from=mail#setup');
    await page.waitForURL((url) => url.pathname === '/intro/');
    assert.equal(new URL(page.url()).search, '?from=mail');
    assert.equal(new URL(page.url()).hash, '#setup');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // createRedirects: every guide under its old folder; a target's own hash is kept.
    await page.goto(site.url + '/howto/setup/');
    await page.waitForURL((url) => url.pathname === '/guides/setup/');
    await page.goto(site.url + '/setup-help/');
    await page.waitForURL((url) => url.pathname === '/guides/setup/' && url.hash === '#top');
    assert.deepEqual(errors, []);
    await context.close();
    const sitemap = await (await fetch(site.url + '/sitemap.xml')).text();
    assert.doesNotMatch(sitemap, /old-intro|howto|setup-help/);
  });
});
