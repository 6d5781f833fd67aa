// react-instantsearch against the local search service, rendered in Chromium: a shop-style page
// (SearchBox, Stats, RefinementList, RangeInput on facets_stats, Hits, Pagination) over an index
// a team creates through the API with its own settings, as it would on Algolia.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { algoliasearch } from 'algoliasearch';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { REPO, launchBrowser, newPage } from './helpers';
import { createSearchService, type SearchService } from '../../src/search/service';

const BRANDS = ['Acme', 'Globex', 'Initech'];
const KINDS = ['lamp', 'chair', 'desk', 'shelf', 'widget'];
/** 60 products: brand cycles over 3, kind over 5, price 5 … 64. */
const PRODUCTS = Array.from({ length: 60 }, (_, i) => ({
  objectID: `p${i}`,
  name: `${['Oak', 'Steel', 'Glass', 'Bamboo'][i % 4]} ${KINDS[i % 5]} ${i}`,
  brand: BRANDS[i % 3],
  price: 5 + i,
  popularity: (i * 37) % 100,
}));

let script: string;
let browser: Browser;

before(async () => {
  const bundle = await build({
    entryPoints: [join(REPO, 'tests/fixtures/instantsearch-app/app.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  script = bundle.outputFiles[0].text;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/**
 * The shop's server: the page, its script, and the search service under /1/, with the search in
 * a thread of its own (as `serve`, `start` and the standalone service run it) or in the calling
 * thread. The index is made as a team makes it on Algolia: the full client, saveObjects,
 * setSettings.
 */
async function startShop(thread: boolean) {
  const service: SearchService = createSearchService({
    appId: 'INSTANT',
    searchApiKey: 'search-key',
    adminApiKey: 'admin-key',
    thread,
  });
  const server: Server = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/1/')) return service.handle(req, res);
    if (req.url === '/app.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
      return;
    }
    res
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end(
        '<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module" src="/app.js"></script>',
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The search thread started (on a loaded machine, seconds); the calling thread is ready at once.
  await service.ready();
  const { port } = server.address() as AddressInfo;
  const admin = algoliasearch('INSTANT', 'admin-key', {
    hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }],
    // Past the Node client's 2 s connect and 5 s read time-outs: a loaded machine is slow, and
    // this test is not about time-outs.
    timeouts: { connect: 10_000, read: 60_000, write: 60_000 },
  });
  await admin.saveObjects({ indexName: 'products', objects: PRODUCTS });
  const { taskID } = await admin.setSettings({
    indexName: 'products',
    indexSettings: {
      searchableAttributes: ['name', 'brand'],
      attributesForFaceting: ['brand', 'price'],
      customRanking: ['desc(popularity)'],
    },
  });
  await admin.waitForTask({ indexName: 'products', taskID });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await service.close();
    },
  };
}

/** The hits on screen: name, brand, price. */
async function shownHits(page: Page) {
  return page.locator('.ais-Hits-item article').evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('h2')?.textContent ?? '',
      brand: item.getAttribute('data-brand') ?? '',
      price: Number(item.getAttribute('data-price')),
    })),
  );
}

/** Waits until the hits on screen satisfy a condition (InstantSearch renders after each answer). */
async function waitForHits(
  page: Page,
  check: (hits: Awaited<ReturnType<typeof shownHits>>) => boolean,
) {
  let last: Awaited<ReturnType<typeof shownHits>> = [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    last = await shownHits(page);
    if (last.length > 0 && check(last)) return last;
    await page.waitForTimeout(50);
  }
  assert.fail(`hits never matched: ${JSON.stringify(last)}`);
}

// Both places the routes run: the search thread (what readers get under `serve` and `start`) and
// the calling thread (a service mounted in process without `thread`). About 4 s each.
for (const thread of [true, false]) {
  describe(`react-instantsearch on the local service, search ${thread ? 'in its own thread' : 'in the calling thread'}`, () => {
    let shop: Awaited<ReturnType<typeof startShop>>;
    before(async () => {
      shop = await startShop(thread);
    });
    after(() => shop?.close());

    it('renders hits, refinements with counts, a range from facets_stats, and pages', async () => {
      const { page, context, errors } = await newPage(browser);
      await page.goto(`${shop.url}/`);

      // Landing: 8 hits by custom ranking (popularity), 60 results, brands with their counts.
      const byPopularity = [...PRODUCTS].sort((a, b) => b.popularity - a.popularity).slice(0, 8);
      await waitForHits(page, (hits) => hits.length === 8);
      assert.deepEqual(
        (await shownHits(page)).map((hit) => hit.name),
        byPopularity.map((product) => product.name),
      );
      assert.match((await page.locator('.ais-Stats').textContent()) ?? '', /60 results/);
      const brands = await page
        .locator('.ais-RefinementList-item')
        .evaluateAll((items) =>
          items.map((item) => [
            item.querySelector('.ais-RefinementList-labelText')?.textContent,
            item.querySelector('.ais-RefinementList-count')?.textContent,
          ]),
        );
      assert.deepEqual(brands, [
        ['Acme', '20'],
        ['Globex', '20'],
        ['Initech', '20'],
      ]);
      // The range widget's bounds come from facets_stats.
      assert.equal(
        await page.locator('.ais-RangeInput-input--min').getAttribute('placeholder'),
        '5',
      );
      assert.equal(
        await page.locator('.ais-RangeInput-input--max').getAttribute('placeholder'),
        '64',
      );

      // Typing: only lamps, highlighted.
      await page.fill('.ais-SearchBox-input', 'lamp');
      await waitForHits(page, (hits) => hits.every((hit) => hit.name.includes('lamp')));
      assert.ok(
        (await page.locator('.ais-Hits-item mark').count()) > 0,
        'matched words highlighted',
      );
      assert.match((await page.locator('.ais-Stats').textContent()) ?? '', /12 results/);

      // A brand refinement narrows the lamps (lamps are i ≡ 0 mod 5; Acme is i ≡ 0 mod 3).
      await page.locator('.ais-RefinementList-item', { hasText: 'Acme' }).locator('input').check();
      await waitForHits(
        page,
        (hits) => hits.every((hit) => hit.brand === 'Acme') && hits.length === 4,
      );

      // Clear the query and the brand; a price range: 30 … 40 inclusive, 11 products on 2 pages.
      await page
        .locator('.ais-RefinementList-item', { hasText: 'Acme' })
        .locator('input')
        .uncheck();
      await page.fill('.ais-SearchBox-input', '');
      await waitForHits(
        page,
        (hits) => hits.length === 8 && new Set(hits.map((h) => h.brand)).size > 1,
      );
      await page.fill('.ais-RangeInput-input--min', '30');
      await page.fill('.ais-RangeInput-input--max', '40');
      await page.click('.ais-RangeInput-submit');
      const firstPage = await waitForHits(page, (hits) =>
        hits.every((hit) => hit.price >= 30 && hit.price <= 40),
      );
      assert.match((await page.locator('.ais-Stats').textContent()) ?? '', /11 results/);

      // Page 2 holds the other 3.
      await page.locator('.ais-Pagination-item--page a', { hasText: /^2$/ }).click();
      const secondPage = await waitForHits(
        page,
        (hits) => hits.length === 3 && hits.every((hit) => hit.price >= 30 && hit.price <= 40),
      );
      const seen = new Set([...firstPage, ...secondPage].map((hit) => hit.price));
      assert.equal(seen.size, 11);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
