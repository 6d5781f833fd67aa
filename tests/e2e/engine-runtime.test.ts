// The browser runtime on a built site: routing, lazy route chunks, prefetch
// and preload, the progress bar, chunk failures and render crashes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { fixture, gotoHydrated, newPage, readBuildFile } from './helpers';
import { servedSite } from './suite';

const site = fixture('basic-site');

/** The route's own chunk (doc-*.js) as referenced by its prerendered HTML. */
const docChunk = (htmlPath: string) => {
  const src = /<script src="(\/assets\/js\/doc-[^"]+)"/.exec(readBuildFile(site, htmlPath))?.[1];
  assert.ok(src, `chunk of ${htmlPath}`);
  return src;
};
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
const hasMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);

const suite = servedSite(site);

describe('routing', () => {
  it('navigates in the app without reloading the page', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/');
    await markWindow(page);
    await page.click('text=Read the intro');
    await page.waitForURL('**/intro');
    assert.equal(await page.locator('article h1').textContent(), 'Introduction');
    assert.ok(await hasMarker(page), 'same document');
    assert.equal(await page.title(), 'Introduction | Fixture Docs');
    await context.close();
  });

  it('normalises .html and /index.html paths to the clean route', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro.html');
    assert.equal(await page.locator('article h1').textContent(), 'Introduction');
    await gotoHydrated(page, suite.url + '/guides/index.html');
    assert.equal(await page.locator('article h1').textContent(), 'Guides overview');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the not-found page with status 404 for any other path', async () => {
    const { page, context } = await newPage(suite.browser);
    const response = await page.goto(suite.url + '/no/such/page');
    assert.equal(response?.status(), 404);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
    assert.equal(await page.title(), 'Page Not Found | Fixture Docs');
    await context.close();
  });

  it('scrolls to the top on navigation and to the heading of an #anchor', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/guides/setup');
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.click('.pagination-nav__link--next');
    await page.waitForURL('**/guides/');
    // The address changes before the next page renders (issue 15): wait for the render's scroll reset.
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 10_000 });
    await gotoHydrated(page, suite.url + '/intro');
    await page.click('a[href="/guides/setup#options"]');
    await page.waitForURL('**/guides/setup#options');
    await page.waitForFunction(
      () => {
        const top = document.getElementById('options')?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < 200;
      },
      null,
      { timeout: 10_000 },
    );
    const top = await page.evaluate(
      () => document.getElementById('options')!.getBoundingClientRect().top,
    );
    assert.ok(top >= 0 && top < 200, `heading near the top (${top})`);
    await context.close();
  });
});

describe('lazy route chunks', () => {
  it('prefetches a route when its link scrolls into view', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/');
    const chunk = docChunk('reference/cli/index.html');
    assert.equal(await page.locator(`link[rel="prefetch"][href="${chunk}"]`).count(), 0);
    await page.locator('#far-link').scrollIntoViewIfNeeded();
    await page.waitForSelector(`link[rel="prefetch"][href="${chunk}"]`, { state: 'attached' });
    await context.close();
  });

  it('does not prefetch or preload on a data-saver or 2g connection', async () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: '2g' },
    ]) {
      const { page, context } = await newPage(suite.browser);
      await page.addInitScript(
        (c) => Object.defineProperty(navigator, 'connection', { value: c }),
        connection,
      );
      const chunk = docChunk('intro/index.html');
      let requested = false;
      page.on('request', (r) => {
        if (r.url().endsWith(chunk)) requested = true;
      });
      await gotoHydrated(page, suite.url + '/');
      await page.locator('#far-link').scrollIntoViewIfNeeded();
      await page.hover('text=Read the intro');
      await page.waitForTimeout(500);
      assert.equal(await page.locator('link[rel="prefetch"]').count(), 0);
      assert.equal(requested, false);
      await context.close();
    }
  });

  it('preloads a route on hover', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/');
    const chunk = docChunk('intro/index.html');
    const request = page.waitForRequest(
      (r) => r.url().endsWith(chunk) && r.resourceType() === 'script',
    );
    await page.hover('text=Read the intro');
    await request;
    await context.close();
  });

  it('shows the progress bar only when loading takes over 200 ms', async () => {
    const { page, context } = await newPage(suite.browser);
    const chunk = docChunk('reference/api/index.html');
    // The slow chunk is held until the test lets it go: no race with the machine's speed.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**${chunk}`, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, suite.url + '/intro');
    await page.evaluate(() => {
      const w = window as unknown as { __sawProgress: boolean };
      w.__sawProgress = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.__sawProgress = true;
      }).observe(document.body, { childList: true });
    });
    // A fast route (already loaded): no bar.
    await page.click('nav[aria-label="Docs sidebar"] >> text=Introduction');
    await page.waitForTimeout(400);
    assert.equal(
      await page.evaluate(() => (window as unknown as { __sawProgress: boolean }).__sawProgress),
      false,
    );
    // A slow route: the old page stays while the bar shows, then the new page.
    await page.click('nav[aria-label="Docs sidebar"] >> text=Reference');
    await page.waitForURL('**/category/reference');
    await page.waitForSelector('.generatedIndexPage h1');
    await page.waitForSelector('#nprogress', { state: 'detached' });
    const clickedAt = await page.evaluate(() => performance.now());
    await page.click('nav[aria-label="Docs sidebar"] >> text=API');
    await page.waitForSelector('#nprogress', { state: 'attached' });
    const shownAfter = (await page.evaluate(() => performance.now())) - clickedAt;
    assert.ok(shownAfter >= 200, `the bar waited 200 ms (showed after ${shownAfter} ms)`);
    assert.equal(await page.locator('html.nprogress-busy').count(), 1);
    assert.equal(await page.locator('#nprogress [role]').count(), 0, 'no invalid ARIA role');
    assert.equal(await page.locator('#nprogress .bar[aria-hidden="true"]').count(), 1);
    // It still moves: nprogress finds the bar by the configured selector.
    await page.waitForFunction(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      return bar !== null && !bar.style.transform.includes('-100%');
    });
    assert.equal(await page.locator('.generatedIndexPage h1').textContent(), 'Reference overview');
    release();
    await page.waitForSelector('article h1:text("API")');
    await page.waitForSelector('#nprogress', { state: 'detached' });
    await context.close();
  });

  it('reloads the page once when a chunk fails during navigation, then offers Retry', async () => {
    const { page, context } = await newPage(suite.browser);
    const chunk = docChunk('reference/cli/index.html');
    let blocked = true;
    await page.route(`**${chunk}`, (route) => (blocked ? route.abort() : route.continue()));
    await gotoHydrated(page, suite.url + '/');
    await markWindow(page);
    let loads = 0;
    page.on('load', () => loads++);
    await page.click('#far-link');
    await page.waitForURL('**/reference/cli');
    await page.waitForSelector('text=Retry');
    assert.equal(await hasMarker(page), false, 'the page was fully reloaded');
    await page.waitForTimeout(500);
    assert.equal(loads, 1, 'reloaded once, no loop');
    blocked = false;
    await page.click('text=Retry');
    await page.waitForSelector('article h1:text("CLI")');
    await context.close();
  });
});

describe('offline', () => {
  it('keeps a loaded page working and shows the failure path, never a blank page', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await page.hover('nav[aria-label="Docs sidebar"] >> text=Install');
    await page.waitForTimeout(300);
    await context.setOffline(true);
    // A preloaded route still opens.
    await page.click('nav[aria-label="Docs sidebar"] >> text=Install');
    await page.waitForSelector('article h1:text("Install")');
    // A route whose code never arrived (nothing links to /about): the error and Retry, not a reload into the
    // browser's offline page.
    await page.evaluate(() => {
      history.pushState({}, '', '/about');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForSelector('text=Retry');
    assert.ok(((await page.textContent('body')) ?? '').trim().length > 0);
    await context.setOffline(false);
    await page.click('text=Retry');
    await page.waitForSelector('h1:text("About the fixture")');
    await context.close();
  });
});

describe('render crash', () => {
  it("shows 'This page crashed.' with the error and a Try again button, keeping the navbar", async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await page.click('.navbar__items >> text=Crash');
    await page.waitForSelector('h1:text("This page crashed.")');
    assert.match(
      (await page.locator('.errorMessage').textContent()) ?? '',
      /Boom from the fixture/,
    );
    assert.equal(await page.locator('nav.navbar').count(), 1);
    await page.click('button:text("Try again")');
    await page.waitForSelector('h1:text("This page crashed.")');
    await context.close();
  });
});
