// The DocSearch modal on the built fixture site, against the local search
// service: lazy loading, shortcuts, the search box, the request it sends,
// results, recent and favorite searches, and the stalled, error and
// no-results screens.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { fixture, gotoHydrated, newPage, readBuildFile } from './helpers';
import { servedSite } from './suite';
import {
  answerWith,
  fakeHit,
  fakeResponse,
  openWithShortcut,
  search,
  watchSearchRequests,
  watchStalled,
} from './search-helpers';

const site = fixture('basic-site');
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__fixture';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__fixture';
const CONTEXT_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

const suite = servedSite(site);

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}#${el.id}.${el.className}` : '';
  });
const modalCount = (page: Page) => page.locator('.DocSearch-Modal').count();
const storedList = (page: Page, key: string) =>
  page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k) ?? '[]') as Array<Record<string, unknown>>,
    key,
  );
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
/**
 * Waits for the picked page itself to show (its title replaces `previous`): the URL changes first,
 * and a modal opened before the new page commits belongs to the old page's navbar.
 */
const pageShown = (page: Page, previous: string) =>
  page.waitForFunction((old) => document.title !== old, previous);

const hasMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);

function storedHit(n: number) {
  return {
    objectID: `stored-${n}`,
    url: `/guides/setup#stored-${n}`,
    url_without_anchor: '/guides/setup',
    anchor: `stored-${n}`,
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Setup',
      lvl1: 'Setup',
      lvl2: `Stored ${n}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  };
}

describe('loading', () => {
  it('server-renders the button and loads the modal chunk and CSS only on intent, with no CDN request', async () => {
    const html = readBuildFile(site, 'intro/index.html');
    assert.match(
      html,
      /<button type="button" class="DocSearch DocSearch-Button" aria-keyshortcuts="Meta\+K">/,
    );
    const chunks = readdirSync(join(site, 'build/assets/js'));
    const modalChunk = chunks.find((f) => /^docsearch-modal\.[0-9a-f]+\.js$/.test(f));
    assert.ok(modalChunk, 'a docsearch-modal chunk');
    const main = chunks.find((f) => /^main\./.test(f))!;
    const mainJs = readFileSync(join(site, 'build/assets/js', main), 'utf8');
    assert.ok(!mainJs.includes('DocSearch-Modal'), 'the modal code is not in the main bundle');
    assert.ok(
      readFileSync(join(site, 'build/assets/js', modalChunk), 'utf8').includes('DocSearch-Modal'),
    );

    const { page, context, errors } = await newPage(suite.browser);
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await gotoHydrated(page, suite.url + '/intro');
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getAttribute('.DocSearch-Button', 'aria-keyshortcuts'), 'Control+K');
    assert.equal(await page.locator('.DocSearch-Button-Keys kbd.DocSearch-Button-Key').count(), 2);
    assert.equal(await page.textContent('.DocSearch-Button-Placeholder'), 'Search');
    assert.ok(
      !urls.some((u) => u.includes('docsearch-modal')),
      'nothing of the modal before intent',
    );

    const chunkRequest = page.waitForRequest(/\/assets\/js\/docsearch-modal\.[0-9a-f]+\.js$/);
    const cssRequest = page.waitForRequest(/\/assets\/css\/docsearch-modal\.[0-9a-f]+\.css$/);
    await page.hover('.DocSearch-Button');
    await chunkRequest;
    await cssRequest;
    await page.waitForLoadState('networkidle');
    assert.equal(await modalCount(page), 0, 'hovering only prepares');
    await page.click('.DocSearch-Button');
    await page.waitForSelector('.DocSearch-Modal');
    await search(page, 'install');
    const foreign = urls.filter((u) => !u.startsWith(suite.url));
    assert.deepEqual(foreign, [], 'no request outside the site (insights off: no CDN)');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('opening and closing', () => {
  it('Ctrl+K opens and toggles, Escape closes and gives focus back to the button', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await openWithShortcut(page);
    assert.match(await activeElement(page), /^input#docsearch-input/);
    assert.equal(await page.getAttribute('#docsearch-input', 'placeholder'), 'Search docs');
    assert.equal(await page.getAttribute('#docsearch-input', 'maxlength'), '64');
    assert.ok(await page.evaluate(() => document.body.classList.contains('DocSearch--active')));
    // Portaled into a div that is the first child of <body>.
    assert.ok(
      await page.evaluate(
        () => !!document.body.firstElementChild?.querySelector(':scope > .DocSearch-Container'),
      ),
    );
    // The container is above the navbar.
    const z = await page.evaluate(
      () => getComputedStyle(document.querySelector('.DocSearch-Container')!).zIndex,
    );
    assert.equal(z, '201');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    assert.match(await activeElement(page), /^button#\.DocSearch DocSearch-Button/);
    assert.ok(!(await page.evaluate(() => document.body.classList.contains('DocSearch--active'))));

    await openWithShortcut(page);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("'/' opens only when not typing in an input, textarea or editable element; a letter on the button starts a search", async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML =
        '<input id="t-input"><textarea id="t-area"></textarea><div id="t-edit" contenteditable="true"></div>';
      document.querySelector('main')!.prepend(box);
    });
    for (const id of ['t-input', 't-area', 't-edit']) {
      await page.focus(`#${id}`);
      await page.keyboard.press('/');
      await page.waitForTimeout(150);
      assert.equal(await modalCount(page), 0, `no modal from ${id}`);
      const text = await page.evaluate((i) => {
        const el = document.getElementById(i) as HTMLElement;
        return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
          ? el.value
          : el.textContent;
      }, id);
      assert.equal(text, '/', `'/' typed into ${id}`);
    }
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('/');
    await page.waitForSelector('.DocSearch-Modal');
    assert.equal(await page.inputValue('#docsearch-input'), '', "'/' is not typed into the query");
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });

    await page.focus('.DocSearch-Button');
    await page.keyboard.press('s');
    await page.waitForSelector('.DocSearch-Modal');
    assert.equal(await page.inputValue('#docsearch-input'), 's');
    await page.waitForSelector('.DocSearch-Hit');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('takes the initial query from the selected text, cut to 64 characters', async () => {
    const { page, context } = await newPage(suite.browser);
    const watch = watchSearchRequests(page);
    await gotoHydrated(page, suite.url + '/guides/setup');
    const selected = await page.evaluate(() => {
      const p = [...document.querySelectorAll('article p')].find((e) =>
        e.textContent!.startsWith('Paragraph 1 of'),
      )!;
      const range = document.createRange();
      range.selectNodeContents(p);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString();
    });
    assert.ok(selected.length > 64);
    await openWithShortcut(page);
    assert.equal(await page.inputValue('#docsearch-input'), selected.slice(0, 64));
    await page.waitForFunction(() =>
      document.querySelector('.DocSearch-Hit, .DocSearch-NoResults'),
    );
    assert.equal(watch.last().requests[0].query, selected.slice(0, 64));
    await context.close();
  });
});

describe('search box and footer', () => {
  it('limits the query to 64 characters and has clear and Cancel buttons', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await openWithShortcut(page);
    assert.equal(
      await page.getAttribute('.DocSearch-Reset', 'hidden'),
      '',
      'reset hidden while empty',
    );
    assert.equal(await page.getAttribute('.DocSearch-Reset', 'title'), 'Clear the query');
    await page.keyboard.type('abcdefghij'.repeat(7));
    assert.equal((await page.inputValue('#docsearch-input')).length, 64);
    assert.equal(await page.getAttribute('.DocSearch-Reset', 'hidden'), null);
    await page.click('.DocSearch-Reset');
    assert.equal(await page.inputValue('#docsearch-input'), '');
    assert.match(await activeElement(page), /^input#docsearch-input/);
    assert.equal(await page.textContent('.DocSearch-Cancel'), 'Cancel');
    assert.ok(!(await page.isVisible('.DocSearch-Cancel')), 'Cancel is for small screens');
    await context.close();

    const mobile = await newPage(suite.browser, { viewport: { width: 375, height: 740 } });
    await gotoHydrated(mobile.page, suite.url + '/intro');
    // Icon only: the word stays for screen readers but takes no visible space.
    const box = await mobile.page.locator('.DocSearch-Button-Placeholder').boundingBox();
    assert.ok(box && box.width <= 1 && box.height <= 1, 'icon-only button');
    await mobile.page.click('.DocSearch-Button');
    await mobile.page.waitForSelector('.DocSearch-Modal');
    assert.ok(await mobile.page.isVisible('.DocSearch-Cancel'));
    await mobile.page.click('.DocSearch-Cancel');
    await mobile.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await mobile.context.close();
  });

  it('shows the key hints in the footer', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await openWithShortcut(page);
    const hints = await page.locator('.DocSearch-Commands li').allInnerTexts();
    assert.deepEqual(
      hints.map((h) => h.trim()),
      ['Select', 'Navigate', 'Close'],
    );
    const keyLabels = await page
      .locator('.DocSearch-Commands svg[aria-label]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.deepEqual(keyLabels, ['Enter key', 'Arrow down', 'Arrow up', 'Escape key']);
    // Results come from the built-in local service here: no "Powered by Algolia" credit.
    assert.equal(await page.isVisible('.DocSearch-Logo'), false);
    await context.close();
  });
});

describe('the search request', () => {
  it('sends DocSearch parameters with 10-word snippets and the contextual facet filters', async () => {
    const { page, context } = await newPage(suite.browser);
    const watch = watchSearchRequests(page);
    await gotoHydrated(page, suite.url + '/intro');
    await openWithShortcut(page);
    await search(page, 'install');
    const url = new URL(watch.requests.at(-1)!.url());
    assert.equal(url.origin, suite.url, 'the local service on the same origin');
    assert.equal(url.searchParams.get('x-algolia-application-id'), 'LOCAL');
    assert.equal(url.searchParams.get('x-algolia-api-key'), 'fixture-search-key');
    const [request] = watch.last().requests;
    assert.equal(request.indexName, 'fixture');
    assert.equal(request.query, 'install');
    assert.equal(request.hitsPerPage, 20);
    assert.equal(request.highlightPreTag, '<mark>');
    assert.equal(request.highlightPostTag, '</mark>');
    assert.equal(request.snippetEllipsisText, '…');
    assert.deepEqual(request.attributesToSnippet, [
      ...[1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:10`),
      'content:10',
    ]);
    assert.deepEqual(request.facetFilters, CONTEXT_FILTERS);
    // Only the highlight the modal reads (a group's title), not every paragraph twice.
    assert.deepEqual(request.attributesToHighlight, ['hierarchy.lvl0']);
    const answer = (await (await watch.requests.at(-1)!.response())!.json()) as {
      results: Array<{ hits: Array<{ _highlightResult?: Record<string, unknown> }> }>;
    };
    const highlights = answer.results[0].hits.map((hit) => hit._highlightResult);
    assert.ok(highlights.length > 0);
    assert.ok(highlights.every((h) => h && Object.keys(h).join() === 'hierarchy'));
    // The group titles still show: the hits' pages are headed by their section.
    assert.ok((await page.locator('.DocSearch-Hit-source').count()) > 0);
    await page.keyboard.press('Escape');

    // A page outside the docs searches the latest docs version too.
    await gotoHydrated(page, suite.url + '/about');
    await openWithShortcut(page);
    await search(page, 'setup');
    assert.deepEqual(watch.last().requests[0].facetFilters, CONTEXT_FILTERS);
    await context.close();
  });

  it('asks for 5-word snippets on a 375 px screen', async () => {
    const { page, context } = await newPage(suite.browser, {
      viewport: { width: 375, height: 740 },
    });
    const watch = watchSearchRequests(page);
    await gotoHydrated(page, suite.url + '/intro');
    await page.click('.DocSearch-Button');
    await page.waitForSelector('.DocSearch-Modal');
    await search(page, 'install');
    const snippets = watch.last().requests[0].attributesToSnippet as string[];
    assert.ok(snippets.includes('content:5'));
    assert.ok(snippets.every((s) => s.endsWith(':5')));
    await context.close();
  });
});

describe('results', () => {
  it('groups hits by their top heading, at most 5 per group', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    const guides = Array.from({ length: 8 }, (_, i) =>
      fakeHit({
        id: `g${i}`,
        url: `https://fixture.example.com/guides/setup#part-${i}`,
        type: 'lvl2',
        lvl0: 'Guides',
        lvl1: 'Setup',
        lvl2: `Part ${i}`,
      }),
    );
    const reference = [0, 1].map((i) =>
      fakeHit({
        id: `r${i}`,
        url: `https://fixture.example.com/reference/api#x${i}`,
        type: 'lvl2',
        lvl0: 'Reference',
        lvl1: 'API',
        lvl2: `X ${i}`,
      }),
    );
    await answerWith(page, (q) => fakeResponse(q, [...guides, ...reference], 10));
    await openWithShortcut(page);
    await search(page, 'part');
    const groups = await page.locator('.DocSearch-Hits').evaluateAll((sections) =>
      sections.map((s) => ({
        source: s.querySelector('.DocSearch-Hit-source')?.textContent,
        hits: s.querySelectorAll('li.DocSearch-Hit').length,
      })),
    );
    assert.deepEqual(groups, [
      { source: 'Guides', hits: 5 },
      { source: 'Reference', hits: 2 },
    ]);
    // Absolute record URLs become links inside the site.
    assert.equal(
      await page.getAttribute('#docsearch-hits0-item-0 a', 'href'),
      '/guides/setup#part-0',
    );
    await context.close();
  });

  it("links 'See all {count} results' to the search page", async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await markWindow(page);
    await openWithShortcut(page);
    const response = page.waitForResponse((r) => r.url().includes('/1/indexes/'));
    await search(page, 'install');
    const nbHits = ((await (await response).json()) as { results: Array<{ nbHits: number }> })
      .results[0].nbHits;
    const link = page.locator('.DocSearch-HitsFooter a');
    assert.equal(await link.textContent(), `See all ${nbHits} results`);
    assert.equal(await link.getAttribute('href'), '/search?q=install');
    await link.click();
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.waitForURL('**/search?q=install');
    await page.waitForSelector('h1:has-text("Search results for \\"install\\"")');
    assert.ok(await hasMarker(page), 'navigated inside the app');
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const [kind, link, path] of [
    ['another doc', '.menu a[href="/guides/install"]', '/guides/install'],
    ['a page of another kind', 'a.navbar__brand', '/'],
  ] as const)
    it(`stays open, with its query, when opened while ${kind} loads`, async () => {
      const { page, context, errors } = await newPage(suite.browser);
      await gotoHydrated(page, suite.url + '/intro');
      // Scrolled down: the next page must still open at its top.
      await page.evaluate(() => {
        document.documentElement.style.minHeight = '4000px';
        window.scrollTo(0, 600);
      });
      // The modal's own chunk first, so only the next page's chunks are held below.
      await openWithShortcut(page);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked!: () => void;
      const loading = new Promise<void>((resolve) => (asked = resolve));
      await page.route('**/*.js', async (route) => {
        asked();
        await held;
        await route.continue();
      });
      const title = await page.title();
      await page.click(link);
      await loading;
      assert.equal(await page.title(), title, 'the next page is still loading');
      await openWithShortcut(page);
      await page.keyboard.type('ins');
      release();
      await pageShown(page, title);
      assert.equal(new URL(page.url()).pathname, path);
      await page.waitForTimeout(300); // effects of the new page
      assert.equal(await modalCount(page), 1, 'the modal is still open');
      assert.equal(await page.inputValue('.DocSearch-Input'), 'ins');
      assert.ok((await activeElement(page)).startsWith('input#docsearch-input'));
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'closing keeps the new page');
      assert.deepEqual(errors, []);
      await context.close();
    });

  it('opens one modal on a page with two search bars, in the bar that was used', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/hero');
    assert.equal(await page.locator('.DocSearch-Button').count(), 2);
    await openWithShortcut(page);
    await page.waitForTimeout(200);
    assert.equal(await modalCount(page), 1, 'the shortcut opens one modal');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.click('.hero-search .DocSearch-Button');
    await page.waitForSelector('.DocSearch-Modal');
    await page.waitForTimeout(200);
    assert.equal(await modalCount(page), 1);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('.hero-search') !== null),
      true,
      'focus goes back to the button that opened it',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps picked hits as recent searches, which can be made favorites or removed', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await markWindow(page);
    await openWithShortcut(page);
    assert.equal(
      (await page.textContent('.DocSearch-StartScreen .DocSearch-Help'))?.trim(),
      'No recent searches',
    );

    // Pick with the mouse: an in-app link.
    await search(page, 'requirements');
    let title = await page.title();
    await page.click('#docsearch-hits0-item-0 a');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.waitForURL('**/guides/install#requirements');
    await pageShown(page, title);
    assert.ok(await hasMarker(page), 'navigated inside the app');
    let recent = await storedList(page, RECENT_KEY);
    assert.equal(recent.length, 1);
    assert.equal(recent[0].url, '/guides/install#requirements');
    assert.ok(!('_highlightResult' in recent[0]) && !('_snippetResult' in recent[0]));

    // Pick with the keyboard: the navigator pushes the route.
    await openWithShortcut(page);
    await search(page, 'api');
    const target = (await page.getAttribute('#docsearch-hits0-item-0 a', 'href'))!;
    title = await page.title();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.waitForURL((u) => u.pathname + u.hash === target);
    await pageShown(page, title);
    assert.ok(await hasMarker(page));
    recent = await storedList(page, RECENT_KEY);
    assert.equal(recent.length, 2);
    assert.equal(recent[0].url, target, 'newest first');

    // DocSearch makes the item under a moving pointer active, and applies a favorite when the active
    // item's CSS transition ends. The pointer is put on the first item (where its button is), so that
    // item is the active one whatever state the modal opened in.
    await openWithShortcut(page);
    assert.equal(await page.textContent('.DocSearch-Hits .DocSearch-Hit-source'), 'Recent');
    assert.equal(await page.locator('li[id^="docsearch-recentSearches-item-"]').count(), 2);
    // The pointer may already rest where the item now is (the earlier click): then hovering it moves
    // nothing and no mousemove reaches DocSearch. Take it away first, then onto the item. On a
    // loaded machine the first move can land while the list is still being laid out and make
    // nothing active; a reader's pointer keeps moving, so the move is made again (at most 5 times).
    const firstRecent = 'li[id^="docsearch-recentSearches-item-"]:first-child';
    for (let attempt = 1; ; attempt++) {
      await page.mouse.move(0, 0);
      await page.hover(firstRecent, { position: { x: 20, y: 10 } });
      const active = await page
        .waitForSelector(`${firstRecent}[aria-selected="true"]`, { timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (active) break;
      assert.ok(attempt < 5, 'the hovered recent search never became the active item');
    }
    await page.click(
      'li[id^="docsearch-recentSearches-item-"]:first-child button[title="Save this search"]',
    );
    await page.waitForSelector('li[id^="docsearch-favoriteSearches-item-"]');
    assert.equal(await page.locator('li[id^="docsearch-recentSearches-item-"]').count(), 1);
    assert.deepEqual(
      (await storedList(page, FAVORITE_KEY)).map((h) => h.url),
      [target],
    );
    assert.equal((await storedList(page, RECENT_KEY)).length, 1);
    const sources = await page.locator('.DocSearch-Hit-source').allTextContents();
    assert.deepEqual(sources, ['Recent', 'Favorite']);

    // Picking a favorite again does not add it to the recent searches.
    await search(page, 'api');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    assert.equal((await storedList(page, RECENT_KEY)).length, 1);

    // Remove from history, then from favorites.
    await openWithShortcut(page);
    await page.click(
      'li[id^="docsearch-recentSearches-item-"] button[title="Remove this search from history"]',
    );
    await page.waitForSelector('li[id^="docsearch-recentSearches-item-"]', { state: 'detached' });
    await page.click(
      'li[id^="docsearch-favoriteSearches-item-"] button[title="Remove this search from favorites"]',
    );
    await page.waitForSelector('.DocSearch-StartScreen');
    assert.equal(
      (await page.textContent('.DocSearch-StartScreen .DocSearch-Help'))?.trim(),
      'No recent searches',
    );
    assert.deepEqual(await storedList(page, RECENT_KEY), []);
    assert.deepEqual(await storedList(page, FAVORITE_KEY), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows 7 recent searches, or 4 when there are favorites', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await page.evaluate(([key, list]) => localStorage.setItem(key, JSON.stringify(list)), [
      RECENT_KEY,
      Array.from({ length: 10 }, (_, i) => storedHit(i)),
    ] as const);
    await openWithShortcut(page);
    // The lists render once the modal has read the storage: wait for them, then count.
    const recent = page.locator('li[id^="docsearch-recentSearches-item-"]');
    await recent.first().waitFor();
    assert.equal(await recent.count(), 7);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });

    await page.evaluate(([key, list]) => localStorage.setItem(key, JSON.stringify(list)), [
      FAVORITE_KEY,
      [storedHit(99)],
    ] as const);
    await openWithShortcut(page);
    const favorites = page.locator('li[id^="docsearch-favoriteSearches-item-"]');
    await favorites.first().waitFor();
    assert.equal(await favorites.count(), 1);
    assert.equal(await recent.count(), 4);
    await context.close();
  });

  it('saves the parent heading when a content hit is picked', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    const parent = fakeHit({
      id: 'parent',
      url: 'https://fixture.example.com/guides/install',
      type: 'lvl1',
      lvl0: 'Guides',
      lvl1: 'Install',
    });
    const child = fakeHit({
      id: 'child',
      url: 'https://fixture.example.com/guides/install#requirements',
      type: 'content',
      lvl0: 'Guides',
      lvl1: 'Install',
      lvl2: 'Requirements',
      content: 'You need a computer.',
    });
    await answerWith(page, (q) => fakeResponse(q, [parent, child]));
    await openWithShortcut(page);
    await search(page, 'computer');
    await page.click('#docsearch-hits0-item-1 a');
    await page.waitForURL('**/guides/install#requirements');
    const recent = await storedList(page, RECENT_KEY);
    assert.deepEqual(
      recent.map((h) => h.objectID),
      ['parent'],
    );
    await context.close();
  });
});

describe('statuses and screens', () => {
  it('shows the stalled state after 300 ms, then the results', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    // The answer is held until the modal shows its stalled state, then let through: no guess
    // at how long a busy machine needs, and no wait long enough to reach the client's time-outs.
    await page.route('**/1/indexes/*/queries**', async (route) => {
      await page.waitForSelector('.DocSearch-Container--Stalled');
      await route.continue();
    });
    await openWithShortcut(page);
    const stalled = await watchStalled(page);
    await page.fill('#docsearch-input', 'install');
    await page.waitForSelector('.DocSearch-Hit');
    assert.equal(await page.locator('.DocSearch-Container--Stalled').count(), 0);
    const { input, on, off, spinner } = await stalled.read();
    assert.ok(spinner, 'spinner while stalled');
    assert.equal(on.length, 1, 'stalled once');
    assert.ok(
      on[0] - input >= 295,
      `stalled ${Math.round(on[0] - input)} ms after typing, not before 300`,
    );
    assert.equal(off.length, 1, 'and back once the results came');
    await context.close();
  });

  it("shows 'Unable to fetch results' when the service cannot be reached", async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await page.route('**/1/indexes/*/queries**', (route) => route.abort('connectionrefused'));
    await openWithShortcut(page);
    await page.fill('#docsearch-input', 'install');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    assert.equal(
      await page.textContent('.DocSearch-ErrorScreen .DocSearch-Title'),
      'Unable to fetch results',
    );
    assert.equal(
      await page.textContent('.DocSearch-ErrorScreen .DocSearch-Help'),
      'You might want to check your network connection.',
    );
    assert.equal(await page.locator('.DocSearch-Container--Errored').count(), 1);
    assert.ok(!(await page.isVisible('.DocSearch-Hit')), 'no stale hits under the error');
    // Once the service answers again, the next query shows results.
    await page.unroute('**/1/indexes/*/queries**');
    await search(page, 'setup');
    assert.ok(!(await page.isVisible('.DocSearch-ErrorScreen')));
    assert.equal(await page.locator('.DocSearch-Container--Errored').count(), 0);
    await context.close();
  });

  it('shows no results with up to 3 suggestions and the Let us know link', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/intro');
    await openWithShortcut(page);
    await search(page, 'section');
    await search(page, 'zzqxv', '.DocSearch-NoResults');
    assert.equal(
      await page.textContent('.DocSearch-NoResults .DocSearch-Title'),
      'No results for "zzqxv"',
    );
    assert.equal(await page.textContent('.DocSearch-NoResults .DocSearch-Title strong'), 'zzqxv');
    assert.match(
      (await page.textContent('.DocSearch-NoResults-Prefill-List'))!,
      /Try searching for/,
    );
    const suggestions = await page.locator('.DocSearch-Prefill').allTextContents();
    assert.ok(
      suggestions.length >= 1 && suggestions.length <= 3,
      `${suggestions.length} suggestions`,
    );
    const help = page.locator('.DocSearch-NoResults > p.DocSearch-Help');
    assert.match((await help.textContent())!, /Believe this query should return results\?/);
    const link = help.locator('a');
    assert.equal(await link.textContent(), 'Let us know.');
    assert.equal(await link.getAttribute('target'), '_blank');
    const href = new URL((await link.getAttribute('href'))!);
    assert.equal(href.origin + href.pathname, 'https://github.com/example/fixture/issues/new');
    assert.match(href.searchParams.get('title')!, /zzqxv/);
    // A suggestion runs as the new query.
    await page.click('.DocSearch-Prefill >> nth=0');
    assert.equal(await page.inputValue('#docsearch-input'), `${suggestions[0].toLowerCase()} `);
    await page.waitForSelector('.DocSearch-Hit');
    await context.close();
  });
});
