// The table of contents on the fixture's long page guides/setup: the desktop
// TOC highlights the heading being read while scrolling; below 997 px a
// collapsible "On this page" replaces it. Also breadcrumbs on a generated
// index (the fixture's Reference category).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { fixture, gotoHydrated, newPage } from './helpers';
import { servedSite } from './suite';

const basic = fixture('basic-site');

const suite = servedSite(basic);

async function open(url: string, width = 1280, height = 900) {
  const opened = await newPage(suite.browser, { viewport: { width, height } });
  await gotoHydrated(opened.page, url);
  return opened;
}

describe('table of contents (fixture guides/setup)', () => {
  const activeLinks = (page: Page) =>
    page.$$eval('.theme-doc-toc-desktop a.table-of-contents__link--active', (as) =>
      as.map((a) => a.getAttribute('href')),
    );
  /** The heading the reference would highlight: first below the navbar if in the top half, else the one before. */
  const expectedActive = (page: Page) =>
    page.evaluate(() => {
      const hs = Array.from(document.querySelectorAll<HTMLElement>('h2.anchor, h3.anchor'));
      const i = hs.findIndex((h) => h.getBoundingClientRect().top >= 60);
      if (i === -1) return `#${hs[hs.length - 1].id}`;
      if (hs[i].getBoundingClientRect().top < window.innerHeight / 2) return `#${hs[i].id}`;
      return i > 0 ? `#${hs[i - 1].id}` : null;
    });

  it('highlights exactly the heading being read while scrolling (1280 px)', async () => {
    const { page, context } = await open(suite.url + '/guides/setup', 1280, 800);
    const toc = await page.$$eval('.theme-doc-toc-desktop a.table-of-contents__link', (as) =>
      as.map((a) => a.getAttribute('href')),
    );
    assert.deepEqual(toc, ['#options', '#long-section-one', '#long-section-two', '#last-section']);
    // Puts a heading just below the navbar (60 px), the previous one above it.
    const scrollToHeading = async (id: string) => {
      await page.evaluate((hid) => {
        const h = document.getElementById(hid)!;
        window.scrollTo(0, window.scrollY + h.getBoundingClientRect().top - 70);
      }, id);
      await page.waitForTimeout(100);
    };
    for (const id of ['long-section-one', 'long-section-two', 'options']) {
      await scrollToHeading(id);
      assert.deepEqual(await activeLinks(page), [`#${id}`], `at ${id}`);
      assert.equal(await expectedActive(page), `#${id}`);
    }
    // Between headings: the previous heading stays active until the next reaches the top half.
    await scrollToHeading('long-section-two');
    await page.evaluate(() => window.scrollBy(0, -500));
    await page.waitForTimeout(100);
    assert.deepEqual(await activeLinks(page), ['#long-section-one']);
    // At the very bottom the last heading is active.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
    assert.deepEqual(await activeLinks(page), ['#last-section']);
    // The desktop TOC is sticky: still on screen after scrolling.
    const box = await page.locator('.theme-doc-toc-desktop').boundingBox();
    assert.ok(box && box.y >= 0 && box.y < 200, `sticky TOC at ${box?.y}`);
    await context.close();
  });

  for (const width of [375, 768]) {
    it(`replaces the desktop TOC with a collapsible "On this page" (${width} px)`, async () => {
      const { page, context } = await open(suite.url + '/guides/setup', width);
      assert.equal(await page.isVisible('.theme-doc-toc-desktop'), false);
      const button = page.locator('.theme-doc-toc-mobile button', { hasText: 'On this page' });
      assert.ok(await button.isVisible());
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.isVisible('.theme-doc-toc-mobile a[href="#options"]'), false);
      await button.click();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      await page.locator('.theme-doc-toc-mobile a[href="#options"]').waitFor({ state: 'visible' });
      await page.click('.theme-doc-toc-mobile a[href="#last-section"]');
      await page.waitForFunction(() => location.hash === '#last-section');
      await button.click();
      assert.equal(await page.isVisible('.theme-doc-toc-mobile a[href="#options"]'), false);
      await context.close();
    });
  }

  it('shows no "On this page" on desktop and breadcrumbs on generated-index pages', async () => {
    const { page, context } = await open(suite.url + '/reference/api');
    assert.equal(await page.isVisible('.theme-doc-toc-mobile'), false);
    const trail = await page.$$eval('.breadcrumbs__item', (lis) =>
      lis.map((li) => li.textContent?.trim() ?? ''),
    );
    assert.deepEqual(trail, ['', 'Reference', 'API']);
    assert.equal(await page.isVisible('.theme-doc-sidebar-container >> text=CLI'), true);
    await page.click('.breadcrumbs__link >> text=Reference');
    await page.waitForURL('**/category/reference');
    // The address moves before the next page renders: wait for its trail, not the URL alone.
    await page.waitForFunction(
      () => document.querySelector('.breadcrumbs__item--active')?.textContent === 'Reference',
    );
    await context.close();
  });

  it('shows the back-to-top button only while scrolling up past 300 px', async () => {
    const { page, context } = await open(suite.url + '/guides/setup', 1280, 800);
    const button = page.locator('button.theme-back-to-top-button[aria-label="Scroll back to top"]');
    const shown = async () => {
      await page.waitForTimeout(300);
      return button.evaluate((b) => getComputedStyle(b).visibility === 'visible');
    };
    assert.equal(await shown(), false);
    await page.mouse.wheel(0, 1000);
    await page.waitForFunction(() => window.scrollY >= 900);
    assert.equal(await shown(), false, 'hidden while scrolling down');
    await page.mouse.wheel(0, -50);
    await page.waitForFunction(() => window.scrollY < 1000);
    assert.equal(await shown(), true, 'shown while scrolling up');
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    assert.equal(await shown(), false);
    await context.close();
  });
});
