// npm run soak — the reliability checks at full size: fuzz, disconnects and a
// long load against the search service, and repeated browser fault scenarios
// against the built fixture site. Prints what was sent, what came back and the
// service's memory before and after.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fuzzRequests } from './lib/fuzz';
import { hangUpMidRequest, QUERY_PATH, raw, startSearchProcess } from './lib/search-process';
import {
  ensureBuilt,
  fixture,
  launchBrowser,
  newPage,
  serveSite,
  gotoHydrated,
} from './lib/harness';
import { runCommand } from './cli';

const FUZZ = Number(process.env.FUZZ_REQUESTS ?? 20000);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const DISCONNECTS = Number(process.env.DISCONNECTS ?? 1000);
const ROUNDS = Number(process.env.BROWSER_ROUNDS ?? 10);

const send = (
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
) =>
  raw(port, method, path, headers, body).then(
    (r) => r.status,
    () => -1,
  );

await runCommand('soak', async () => {
  const site = fixture('basic-site');
  ensureBuilt(site);
  const rows: Array<[string, string]> = [];

  const service = await startSearchProcess(join(site, 'build/search/records.json'));
  const { port, rss } = service;
  try {
    const memStart = rss();
    const statuses = new Map<number, number>();
    for (const r of fuzzRequests(FUZZ, Date.now() % 100000)) {
      const status = await send(port, r.method, r.path, r.headers, r.body);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const fuzzBad = [...statuses]
      .filter(([s]) => s < 200 || s >= 500)
      .reduce((a, [, n]) => a + n, 0);
    rows.push([
      'fuzz requests',
      `${FUZZ} sent; statuses ${[...statuses]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(', ')}; ${fuzzBad} outside 2xx/4xx`,
    ]);

    let hungUp = 0;
    for (let i = 0; i < DISCONNECTS; i++) {
      await hangUpMidRequest(port);
      hungUp++;
    }
    rows.push(['clients hanging up mid-request', `${hungUp}`]);

    const url = `http://127.0.0.1:${port}${QUERY_PATH}`;
    const body = JSON.stringify({
      requests: [
        {
          indexName: 'fixture',
          query: 'setup',
          hitsPerPage: 20,
          attributesToSnippet: ['content:10'],
        },
      ],
    });
    const memBeforeLoad = rss();
    const load = await autocannon({
      url,
      method: 'POST',
      body,
      connections: 100,
      duration: LOAD_SECONDS,
    });
    rows.push([
      'load',
      `${LOAD_SECONDS} s × 100 connections: ${load.requests.total} requests, ${Math.round(load.requests.average)}/s, p99 ${load.latency.p99} ms, ${load.errors} errors, ${load.non2xx} non-2xx`,
    ]);
    const after = await send(
      port,
      'POST',
      '/1/indexes/*/queries?x-algolia-application-id=LOCAL&x-algolia-api-key=search',
      {},
      JSON.stringify({ requests: [{ indexName: 'fixture', query: 'install' }] }),
    );
    rows.push(['normal query afterwards', String(after)]);
    rows.push([
      'service memory (RSS)',
      `${memStart.toFixed(0)} MB at start, ${memBeforeLoad.toFixed(0)} MB before load, ${rss().toFixed(0)} MB after`,
    ]);
  } finally {
    service.stop();
  }

  // Browser faults, repeated.
  const server = await serveSite(site);
  const browser = await launchBrowser();
  try {
    const chunk = /<script src="(\/assets\/js\/doc-[^"]+)"/.exec(
      readFileSync(join(site, 'build/reference/cli/index.html'), 'utf8'),
    )![1];
    let reloadsOk = 0;
    let offlineOk = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const { page, context } = await newPage(browser);
      await page.route(`**${chunk}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
      let loads = 0;
      await gotoHydrated(page, server.url + '/');
      page.on('load', () => loads++);
      await page.click('#far-link');
      await page.waitForSelector('text=Retry', { timeout: 15000 }).catch(() => null);
      await page.waitForTimeout(300);
      if (loads === 1) reloadsOk++;
      await context.setOffline(true);
      await page.evaluate(() => {
        history.pushState({}, '', '/about');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      if (await page.waitForSelector('text=Retry', { timeout: 10000 }).catch(() => null))
        offlineOk++;
      await context.close();
    }
    rows.push([
      'chunk 404 during navigation',
      `${reloadsOk}/${ROUNDS} reloaded exactly once, then showed Retry`,
    ]);
    rows.push(['offline navigation', `${offlineOk}/${ROUNDS} kept the app and showed Retry`]);
  } finally {
    await browser.close();
    await server.close();
  }

  console.log('\n| check | result |\n|---|---|');
  for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
});
