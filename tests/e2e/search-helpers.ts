// Shared by the search browser tests: watching the search requests a page
// sends, opening the modal, and answers in Algolia's shape for tests that
// need a particular result set.
import type { Page, Request } from 'playwright-core';

export const QUERIES_PATH = '/1/indexes/*/queries';

export interface SearchRequestBody {
  requests: Array<Record<string, unknown> & { query: string; indexName: string }>;
}

/** Every multi-query request the page sends, in order. */
export function watchSearchRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && decodeURIComponent(new URL(r.url()).pathname) === QUERIES_PATH)
      requests.push(r);
  });
  return {
    requests,
    bodies: () => requests.map((r) => JSON.parse(r.postData() ?? '{}') as SearchRequestBody),
    last: () => JSON.parse(requests.at(-1)?.postData() ?? '{}') as SearchRequestBody,
  };
}

export async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Modal');
}

interface StalledRecord {
  /** performance.now() of the last input event, and of each stalled on/off. */
  input: number;
  on: number[];
  off: number[];
  /** Whether the spinner showed when the stalled state began. */
  spinner: boolean;
}

/**
 * Records, in the page, when the modal's input last changed and when the
 * stalled state came and went. A MutationObserver sees a state that lasts a
 * few hundred milliseconds even when a busy machine delays Playwright's polling.
 */
export async function watchStalled(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __stalled: StalledRecord };
    const record: StalledRecord = { input: -1, on: [], off: [], spinner: false };
    w.__stalled = record;
    let stalled = false;
    document.addEventListener('input', () => (record.input = performance.now()), true);
    new MutationObserver(() => {
      const now = !!document.querySelector('.DocSearch-Container--Stalled');
      const spinner = document.querySelector('.DocSearch-LoadingIndicator');
      if (now && !stalled)
        record.spinner = !!spinner && getComputedStyle(spinner).display !== 'none';
      if (now !== stalled) (now ? record.on : record.off).push(performance.now());
      stalled = now;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return {
    read: () => page.evaluate(() => (window as unknown as { __stalled: StalledRecord }).__stalled),
  };
}

/** Types a query at once (one input event, so one request) and waits for hits. */
export async function search(page: Page, query: string, waitFor = '.DocSearch-Hit') {
  await page.fill('#docsearch-input', query);
  await page.waitForSelector(waitFor);
}

export interface FakeHitInput {
  id: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  lvl0: string;
  lvl1: string;
  lvl2?: string;
  content?: string;
}

const hl = (value: string | null) => ({
  value: value ?? '',
  matchLevel: 'none' as const,
  matchedWords: [] as string[],
});

/** A hit as Algolia returns it for DocSearch (hierarchy, highlight and snippet). */
export function fakeHit(h: FakeHitInput) {
  const hierarchy = {
    lvl0: h.lvl0,
    lvl1: h.lvl1,
    lvl2: h.lvl2 ?? null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const hlHierarchy = Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, hl(v)]));
  return {
    objectID: h.id,
    url: h.url,
    url_without_anchor: h.url.replace(/#.*/, ''),
    anchor: h.url.includes('#') ? h.url.replace(/.*#/, '') : null,
    type: h.type,
    content: h.content ?? null,
    hierarchy,
    _highlightResult: { hierarchy: hlHierarchy, content: hl(h.content ?? null) },
    _snippetResult: { hierarchy: hlHierarchy, content: hl(h.content ?? null) },
  };
}

export function fakeResponse(
  query: string,
  hits: ReturnType<typeof fakeHit>[],
  nbHits = hits.length,
) {
  return JSON.stringify({
    results: [
      {
        hits,
        nbHits,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query,
        params: '',
        index: 'fixture',
      },
    ],
  });
}

/** Answers the next search requests of a page with a fixed result set. */
export async function answerWith(page: Page, body: (query: string) => string) {
  await page.route('**/1/indexes/*/queries**', async (route) => {
    const query = (JSON.parse(route.request().postData() ?? '{}') as SearchRequestBody).requests[0]
      .query;
    await route.fulfill({
      status: 200,
      contentType: 'application/json; charset=UTF-8',
      headers: { 'access-control-allow-origin': '*' },
      body: body(query),
    });
  });
}
