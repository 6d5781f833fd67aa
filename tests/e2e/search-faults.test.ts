// Search faults, with the site configured for hosted search: its three hosts
// (http://search-N.test) reach the search service through a test proxy
// (the browser's HTTP proxy) that can make each host fail, refuse or lag.
// The retries, the memory of a down host and the time-outs are the
// algoliasearch client's; these tests check the site uses them as configured.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { apiClientVersion } from 'algoliasearch/lite';
import type { Browser, Page } from 'playwright-core';
import { startSearchServer, type StartedSearchServer } from '../../src/search/service';
import type { RecordsFile } from '../../src/search/types';
import { ensureBuilt, fixture, gotoHydrated, launchBrowser, newPage, serveSite } from './helpers';
import { openWithShortcut, search, watchStalled } from './search-helpers';

const site = fixture('search-faults');
const APP_ID = 'FAULTAPP';
const HOSTS = ['search-1.test', 'search-2.test', 'search-3.test'];
const HOSTS_CACHE_KEY = `algolia-client-js-${apiClientVersion}-${APP_ID}`;
const SLOW_MS = 700;

type Mode = 'ok' | '500' | '403' | 'down' | 'slow';
const modes = new Map<string, Mode>();
/** Search requests that reached the proxy: host and query. */
const log: Array<{ host: string; query: string }> = [];
const triedFor = (query: string) => log.filter((l) => l.query === query).map((l) => l.host);

let browser: Browser;
let server: Awaited<ReturnType<typeof serveSite>>;
let service: StartedSearchServer;
let proxy: ReturnType<typeof createServer>;
let proxyUrl: string;

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  host: string,
  port: number,
  path: string,
  body?: Buffer,
  /** The answer is held until then (a slow host): the service works meanwhile, not after. */
  holdUntil = 0,
) {
  const upstream = httpRequest(
    { host, port, path, method: req.method, headers: { ...req.headers, connection: 'close' } },
    (up) => {
      setTimeout(
        () => {
          res.writeHead(up.statusCode ?? 502, { ...up.headers, connection: 'close' });
          up.pipe(res);
        },
        Math.max(0, holdUntil - Date.now()),
      );
    },
  );
  upstream.on('error', () => res.destroy());
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

function answer(res: ServerResponse, status: number, message: string) {
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=UTF-8',
      'access-control-allow-origin': '*',
      connection: 'close',
    })
    .end(JSON.stringify({ message, status }));
}

before(async () => {
  ensureBuilt(site);
  server = await serveSite(site);
  const records = JSON.parse(
    readFileSync(join(site, 'build/search/records.json'), 'utf8'),
  ) as RecordsFile;
  service = await startSearchServer({
    appId: APP_ID,
    searchApiKey: 'fixture-search-key',
    adminApiKey: 'fixture-admin-key',
    indexes: { fixture: records.records },
  });
  // An HTTP forward proxy: requests arrive with absolute URLs.
  proxy = createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      answer(res, 400, 'not a proxy request');
      return;
    }
    if (!HOSTS.includes(target.hostname)) {
      forward(
        req,
        res,
        target.hostname,
        Number(target.port || 80),
        target.pathname + target.search,
      );
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST') {
        let query = '';
        try {
          query = (JSON.parse(body.toString()) as { requests: Array<{ query: string }> })
            .requests[0].query;
        } catch {
          /* not a search */
        }
        log.push({ host: target.hostname, query });
      }
      const mode = modes.get(target.hostname) ?? 'ok';
      const pass = (holdUntil = 0) =>
        forward(
          req,
          res,
          service.host,
          service.port,
          target.pathname + target.search,
          body,
          holdUntil,
        );
      if (mode === 'down') req.socket.destroy();
      else if (mode === '500') answer(res, 500, 'Internal error');
      else if (mode === '403') answer(res, 403, 'Invalid Application-ID or API key');
      // Slow, yet well inside the client's read time-out even when the machine is busy: the delay
      // overlaps the service's own time instead of adding to it.
      else if (mode === 'slow') pass(Date.now() + SLOW_MS);
      else pass();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await service?.close();
});
beforeEach(() => {
  modes.clear();
  log.length = 0;
});

/** A fresh browser profile (no remembered hosts) whose traffic goes through the proxy. */
async function open(path = '/intro') {
  const opened = await newPage(browser, { proxy: { server: proxyUrl } });
  await gotoHydrated(opened.page, server.url + path);
  return opened;
}
const hostsCache = (page: Page) => page.evaluate((k) => localStorage.getItem(k), HOSTS_CACHE_KEY);

describe('search faults', () => {
  it('moves to the next host when the first answers 500, and skips the failed host on the next query', async () => {
    const { page, context } = await open();
    modes.set('search-1.test', '500');
    await openWithShortcut(page);
    await search(page, 'install');
    assert.deepEqual(triedFor('install'), ['search-1.test', 'search-2.test']);
    assert.ok(!(await page.isVisible('.DocSearch-ErrorScreen')));
    assert.match((await hostsCache(page)) ?? '', /search-1\.test/, 'the failed host is remembered');

    await search(page, 'setup');
    assert.deepEqual(triedFor('setup'), ['search-2.test'], 'the down host is skipped');
    // The memory outlives the page (2 minutes, in local storage).
    await gotoHydrated(page, server.url + '/search?q=api');
    await page.waitForSelector('article.searchResultItem');
    assert.deepEqual(triedFor('api'), ['search-2.test']);
    await context.close();
  });

  it('fails at once on a 4xx, without trying another host', async () => {
    const { page, context } = await open();
    modes.set('search-1.test', '403');
    await openWithShortcut(page);
    await page.fill('#docsearch-input', 'install');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    await page.waitForTimeout(500);
    assert.deepEqual(triedFor('install'), ['search-1.test']);
    await context.close();
  });

  it("shows 'Unable to fetch results' when every host is unreachable", async () => {
    const { page, context } = await open();
    for (const host of HOSTS) modes.set(host, 'down');
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
    assert.deepEqual([...new Set(triedFor('install'))].sort(), HOSTS, 'every host was tried');
    await context.close();
  });

  it('shows the stalled state while a host is slow, then its results', async () => {
    const { page, context } = await open();
    modes.set('search-1.test', 'slow');
    await openWithShortcut(page);
    const stalled = await watchStalled(page);
    await page.fill('#docsearch-input', 'install');
    await page.waitForSelector('.DocSearch-Hit');
    assert.equal(await page.locator('.DocSearch-Container--Stalled').count(), 0);
    const { on, off } = await stalled.read();
    assert.deepEqual([on.length, off.length], [1, 1], 'stalled while the host lagged, then not');
    assert.deepEqual(triedFor('install'), ['search-1.test'], 'slow, not timed out: no retry');
    await context.close();
  });

  it('the search page uses the same configured hosts', async () => {
    const { page, context } = await open('/search?q=install');
    await page.waitForSelector('article.searchResultItem');
    assert.deepEqual(triedFor('install'), ['search-1.test']);
    await context.close();
  });
});
