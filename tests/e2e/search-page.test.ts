// The /search page on the built fixture site, against the local search
// service: head, query in the URL, results with hierarchy and snippet,
// counts, more results on scroll, and the empty, no-result and error states.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { fixture, gotoHydrated, newPage, readBuildFile } from './helpers';
import { servedSite } from './suite';
import {
  openWithShortcut,
  search,
  watchSearchRequests,
  type SearchRequestBody,
} from './search-helpers';

const site = fixture('basic-site');
const CONTEXT_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

const suite = servedSite(site);

/**
 * Puts the page's timers on a clock the test moves: paused a day past the install time, a
 * point the running clock cannot have passed however slow the machine is.
 */
async function holdClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 24 * 3600 * 1000);
}

const h1 = (page: Page) => page.textContent('main h1, .main-wrapper h1');
const articles = (page: Page) => page.locator('article.searchResultItem');
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
const hasMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);

describe('search page', () => {
  it('is not indexed, has the wrapper class and an empty state', async () => {
    const html = readBuildFile(site, 'search/index.html');
    assert.match(html, /<html[^>]*class="[^"]*\bsearch-page-wrapper\b/);
    assert.match(html, /<meta property="robots" content="noindex, follow"/);
    assert.doesNotMatch(html, /name="robots"/);
    assert.match(html, /<title>Search the documentation \| Fixture Docs<\/title>/);

    const { page, context, errors } = await newPage(suite.browser);
    // The page's timers run on a clock the test moves, so "no request" holds however busy the machine is.
    await holdClock(page);
    const watch = watchSearchRequests(page);
    await gotoHydrated(page, suite.url + '/search');
    assert.equal(await h1(page), 'Search the documentation');
    const input = page.locator('input[type="search"][name="q"]');
    assert.equal(await input.getAttribute('placeholder'), 'Type your search here');
    assert.equal(await input.getAttribute('aria-label'), 'Search');
    assert.equal(await input.getAttribute('autocomplete'), 'off');
    assert.ok(await input.evaluate((el) => el === document.activeElement), 'autofocused');
    await page.clock.runFor(2000);
    assert.equal(watch.requests.length, 0, 'no search without a query');
    assert.equal(await articles(page).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('reads ?q=, searches 300 ms later and shows the count, hierarchy and snippets', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    // The debounce runs on a clock the test holds: 299 ms send nothing, whatever the
    // machine's load.
    await holdClock(page);
    const watch = watchSearchRequests(page);
    await gotoHydrated(page, suite.url + '/search?q=install');
    assert.equal(await h1(page), 'Search results for "install"');
    assert.equal(await page.title(), 'Search results for "install" | Fixture Docs');
    assert.equal(await page.inputValue('input[name="q"]'), 'install');
    // The spinner is set by the effect that starts the debounce timer.
    await page.waitForSelector('.searchLoadingSpinner');
    await page.clock.runFor(299);
    assert.equal(watch.requests.length, 0, 'nothing sent before 300 ms');
    // From here time flows again: the 300th millisecond sends the search.
    const response = page.waitForResponse((r) => r.url().includes('/1/indexes/'));
    await page.clock.resume();
    const body = (await (await response).json()) as { results: Array<{ nbHits: number }> };
    const [request] = watch.last().requests;
    assert.equal(request.query, 'install');
    assert.equal(request.indexName, 'fixture');
    assert.equal(request.hitsPerPage, 15);
    assert.equal(request.page, 0);
    assert.deepEqual(request.facetFilters, CONTEXT_FILTERS);
    await page.waitForSelector('article.searchResultItem');
    const nbHits = body.results[0].nbHits;
    assert.ok(nbHits > 1);
    assert.equal(await page.textContent('.searchResultsColumn'), `${nbHits} documents found`);
    assert.equal(await articles(page).count(), nbHits);

    const results = await articles(page).evaluateAll((els) =>
      els.map((a) => ({
        title: a.querySelector('h2 a')?.textContent,
        href: a.querySelector('h2 a')?.getAttribute('href'),
        crumbs: [...a.querySelectorAll('nav[aria-label="breadcrumbs"] li.breadcrumbs__item')].map(
          (li) => li.textContent,
        ),
        summary: a.querySelector('.searchResultItemSummary')?.innerHTML ?? null,
      })),
    );
    const requirements = results.find((r) => r.href === '/guides/install#requirements');
    assert.deepEqual(requirements, {
      title: 'Requirements',
      href: '/guides/install#requirements',
      // The page's title once, not once per level named like it ("Install › Install").
      crumbs: ['Install'],
      // A heading hit shows the text under the heading.
      summary: 'You need a computer.',
    });
    const content = results.find((r) => r.summary);
    assert.ok(content, 'a content hit has a snippet');
    assert.match(content.summary!, /<span class="search-result-match">install<\/span>/i);
    // Results come from the local service here, so no Algolia credit is shown.
    assert.equal(await page.locator('a[href="https://www.algolia.com/"]').count(), 0);

    // Results are links inside the app.
    await markWindow(page);
    await page.click('article.searchResultItem h2 a[href="/guides/install#requirements"]');
    await page.waitForURL('**/guides/install#requirements');
    assert.ok(await hasMarker(page));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("says 'One document found' and 'No results were found'", async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/search?q=requirements');
    await page.waitForSelector('article.searchResultItem');
    assert.equal(await page.textContent('.searchResultsColumn'), 'One document found');
    await gotoHydrated(page, suite.url + '/search?q=zzqxv');
    await page.waitForSelector('text=No results were found');
    assert.equal(await articles(page).count(), 0);
    assert.equal(await page.textContent('.searchResultsColumn'), '');
    await context.close();
  });

  it('keeps the URL in step with the input without adding history entries', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/search');
    const length = await page.evaluate(() => history.length);
    await page.fill('input[name="q"]', 'setup');
    await page.waitForFunction(() => location.search === '?q=setup');
    assert.equal(await h1(page), 'Search results for "setup"');
    await page.waitForSelector('article.searchResultItem');
    await page.fill('input[name="q"]', 'long section');
    await page.waitForFunction(() => location.search === '?q=long+section');
    await page.fill('input[name="q"]', '');
    await page.waitForFunction(() => location.search === '');
    assert.equal(await h1(page), 'Search the documentation');
    assert.equal(await page.evaluate(() => history.length), length);
    await page.waitForFunction(
      () => document.querySelectorAll('article.searchResultItem').length === 0,
    );

    // A link to another query (the modal's "See all") updates the page.
    await page.fill('input[name="q"]', 'setup');
    await openWithShortcut(page);
    await search(page, 'install');
    await page.click('.DocSearch-HitsFooter a');
    await page.waitForFunction(() => location.search === '?q=install');
    await page.waitForFunction(
      () => (document.querySelector('input[name="q"]') as HTMLInputElement).value === 'install',
    );
    assert.equal(await h1(page), 'Search results for "install"');
    await context.close();
  });

  it('loads the next page when the end of the results scrolls into view', async () => {
    // A window short enough that the end of two results is out of view.
    const { page, context } = await newPage(suite.browser, {
      viewport: { width: 1280, height: 400 },
    });
    // The fixture is small: ask the service for 2 hits per page to get several pages.
    await page.route('**/1/indexes/*/queries**', async (route) => {
      const body = JSON.parse(route.request().postData()!) as SearchRequestBody;
      body.requests[0].hitsPerPage = 2;
      await route.continue({ postData: JSON.stringify(body) });
    });
    const watch = watchSearchRequests(page);
    await gotoHydrated(page, suite.url + '/search?q=setup');
    await page.waitForSelector('article.searchResultItem');
    await page.waitForTimeout(600);
    assert.equal(await articles(page).count(), 2);
    assert.deepEqual(
      watch.bodies().map((b) => b.requests[0].page),
      [0],
      'nothing more before scrolling',
    );
    assert.equal(await page.textContent('.searchLoader'), 'Fetching new results...');
    for (let expected = 4; expected <= 6; expected += 2) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page
        .waitForFunction(
          (n) => document.querySelectorAll('article.searchResultItem').length === n,
          expected,
        )
        .catch(async (error: Error) => {
          // Seen once in CI (the wait for 4): say what the page and its requests were doing.
          const state = await page.evaluate(() => ({
            results: document.querySelectorAll('article.searchResultItem').length,
            loader: document.querySelector('.searchLoader')?.getBoundingClientRect().toJSON(),
            error: document.querySelector('.searchError')?.textContent,
            scrollY,
            innerHeight,
            scrollHeight: document.documentElement.scrollHeight,
          }));
          const requests = await Promise.all(
            watch.requests.map(async (r) => ({
              page: (JSON.parse(r.postData() ?? '{}') as SearchRequestBody).requests?.[0]?.page,
              status: await Promise.race([
                r.response().then((response) => response?.status()),
                new Promise((resolve) => setTimeout(() => resolve('pending'), 1000)),
              ]),
              failure: r.failure()?.errorText,
            })),
          );
          throw new Error(
            `${error.message}\nwaiting for ${expected} results: ${JSON.stringify({ state, requests })}`,
          );
        });
    }
    assert.deepEqual(
      watch.bodies().map((b) => b.requests[0].page),
      [0, 1, 2],
    );
    await page.waitForSelector('.searchLoader', { state: 'detached' });
    const hrefs = await articles(page).evaluateAll((els) =>
      els.map((a) => a.querySelector('h2 a')!.getAttribute('href')),
    );
    assert.equal(new Set(hrefs).size, 6, 'pages appended, not repeated');
    await context.close();
  });

  it('loads the next page when the reader comes back up to the end of the results', async () => {
    // A reader who scrolls on past the loader while a page loads, then back up to it:
    // the loader comes into view from above. Short window, 2 hits a page, as before.
    const { page, context } = await newPage(suite.browser, {
      viewport: { width: 1280, height: 400 },
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/1/indexes/*/queries**', async (route) => {
      const body = JSON.parse(route.request().postData()!) as SearchRequestBody;
      body.requests[0].hitsPerPage = 2;
      if (body.requests[0].page === 1) await held;
      await route.continue({ postData: JSON.stringify(body) });
    });
    const watch = watchSearchRequests(page);
    await gotoHydrated(page, suite.url + '/search?q=setup');
    await page.waitForSelector('article.searchResultItem');
    // Room below the loader, so it can sit wholly above the view.
    await page.evaluate(() => (document.body.style.paddingBottom = '3000px'));
    /** Scrolls so the loader's top is `offset` px above the view's top, then waits two frames. */
    const scrollToLoader = (offset: number) =>
      page.evaluate((offset) => {
        const loader = document.querySelector('.searchLoader')!;
        window.scrollTo(0, loader.getBoundingClientRect().top + scrollY + offset);
        return new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve)),
        );
      }, offset);
    await scrollToLoader(-150); // in view: page 1 is asked for, and held
    await page.waitForFunction(() => document.querySelector('.searchLoader') !== null);
    await scrollToLoader(1000); // on past it while page 1 loads
    release();
    await page.waitForFunction(
      () => document.querySelectorAll('article.searchResultItem').length === 4,
    );
    await page.waitForTimeout(300);
    assert.deepEqual(
      watch.bodies().map((b) => b.requests[0].page),
      [0, 1],
      'nothing more while the loader is above the view',
    );
    await scrollToLoader(-150); // back up: wholly in view
    await page.waitForFunction(
      () => document.querySelectorAll('article.searchResultItem').length === 6,
    );
    assert.deepEqual(
      watch.bodies().map((b) => b.requests[0].page),
      [0, 1, 2],
    );
    await context.close();
  });

  it('shows an error when the search service cannot be reached', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.route('**/1/indexes/*/queries**', (route) => route.abort('connectionrefused'));
    await gotoHydrated(page, suite.url + '/search?q=install');
    await page.waitForSelector('.searchError');
    assert.equal(
      await page.textContent('.searchError .searchErrorTitle'),
      'Unable to fetch results',
    );
    assert.match(
      (await page.textContent('.searchError'))!,
      /You might want to check your network connection\./,
    );
    assert.equal(await page.locator('.searchLoadingSpinner').count(), 0);
    await context.close();
  });
});
