// The site's own search client (src/theme/search/client.ts) and its time-outs, in Chromium: for
// the site's own service (app id LOCAL: one host, the page's own server) a slow answer is waited
// for; any other app id keeps the browser client's defaults (connect 1 s, which in XHR lasts until
// the answer's headers, and read 2 s), made to fail over fast between Algolia's hosts.
//
// The module is bundled as the site ships it, with esbuild and a site config of the test's; no
// site build. The slow answers come from a plain node:http server, not from Playwright routes, and
// every one has been sent before the server closes: nothing is pending when a context closes.
// (In Node, algoliasearch/lite is another build, with a 5 s read default and node:http requests,
// so the browser is what shows the reader's time-outs.)
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { build, type Plugin } from 'esbuild';
import type { Browser } from 'playwright-core';
import { REPO, launchBrowser, newPage } from './helpers';

/** 2 s past both default time-outs (1 s connect, 2 s read); far below the local 10 s and 20 s. */
const LATE_MS = 4000;
const LOCAL_APP = 'LOCAL';
const HOSTED_APP = 'HOSTEDAPP';
const API_KEY = 'search-only-key';

/**
 * How late the server answers, by the query searched: `late-headers`, nothing until 4 s (a busy
 * machine: status, headers and body together, late; in XHR the connect time-out lasts until the
 * headers); `late-body`, the headers at once and the rest of the body 4 s later (the read
 * time-out).
 */
const LATE: Record<string, { headers: number; body: number }> = {
  'late-headers': { headers: LATE_MS, body: 0 },
  'late-body': { headers: 0, body: LATE_MS },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer to a multi-query search: one hit per request, titled after its query. */
function searchAnswer(body: string): { query: string; payload: string } {
  const { requests } = JSON.parse(body) as { requests: Array<{ query?: string }> };
  const query = requests[0]?.query ?? '';
  const results = requests.map((request) => ({
    hits: [{ objectID: '1', title: `About ${request.query ?? ''}` }],
    nbHits: 1,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
    query: request.query ?? '',
    params: '',
    processingTimeMS: 1,
  }));
  return { query, payload: JSON.stringify({ results }) };
}

let browser: Browser;
let origin: string;
const scripts = new Map<string, string>();
/** Answers still being sent (their delays running): all awaited before the server closes. */
const answering = new Set<Promise<void>>();

async function answer(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  const { query, payload } = searchAnswer(body);
  const late = LATE[query] ?? { headers: 0, body: 0 };
  await sleep(late.headers);
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
  // A first byte of the JSON (white space): Chromium gives XHR the headers with the body's start.
  res.write(' ');
  await sleep(late.body);
  res.end(payload);
}

const server = createServer((req, res) => {
  res.on('error', () => {});
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/1/indexes/')) {
    const done = answer(req, res).catch(() => {});
    answering.add(done);
    void done.then(() => answering.delete(done));
    return;
  }
  const script = scripts.get(path);
  if (script !== undefined) {
    res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    return;
  }
  res
    .writeHead(200, { 'Content-Type': 'text/html' })
    .end(`<!doctype html><meta charset="utf-8"><script type="module" src="${path}.js"></script>`);
});

/** The build's generated modules, for a site whose search config is the one given. */
function generatedModules(search: Record<string, unknown>): Plugin {
  const modules: Record<string, string> = {
    'site-config.json': JSON.stringify({
      url: 'https://docs.example.com',
      baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en'] },
      search: { indexName: 'docs', searchPagePath: 'search', ...search },
    }),
    'docs-global-data.json': JSON.stringify({ path: '/', versions: [] }),
    'plugins-global-data.json': '{}',
    'routes.json': '[]',
    'registry.client.js': 'export const loaders = {};',
  };
  return {
    name: 'generated',
    setup(builder) {
      builder.onResolve({ filter: /^@generated\// }, (args) => ({
        path: args.path.slice('@generated/'.length),
        namespace: 'generated',
      }));
      builder.onLoad({ filter: /.*/, namespace: 'generated' }, (args) => ({
        contents: modules[args.path],
        loader: args.path.endsWith('.json') ? 'json' : 'js',
      }));
    },
  };
}

/** The theme's client module for the browser, exposing `searchFor(query)` to the test. */
async function bundleClient(search: Record<string, unknown>): Promise<string> {
  const out = await build({
    stdin: {
      contents: `
        import { getSearchClient } from './src/theme/search/client';
        window.searchFor = (query) =>
          getSearchClient()
            .search({ requests: [{ indexName: 'docs', query }] })
            .then(
              ({ results }) => ({ hits: results[0].hits.map((hit) => hit.title) }),
              (error) => ({
                error: error.name,
                attempts: (error.stackTrace ?? []).map((frame) =>
                  frame.response.isTimedOut ? 'timed out' : frame.response.content,
                ),
              }),
            );
      `,
      resolveDir: REPO,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [generatedModules(search)],
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

type Outcome = { hits: string[] } | { error: string; attempts: string[] };

/** Searches with the client of a site (`/local` or `/hosted`) in a fresh context: no hosts state. */
async function searchOn(site: string, query: string): Promise<Outcome> {
  const { page, context, errors } = await newPage(browser);
  try {
    await page.goto(`${origin}${site}`);
    await page.waitForFunction(() => 'searchFor' in window);
    const outcome = await page.evaluate(
      (q) => (window as unknown as { searchFor(q: string): Promise<Outcome> }).searchFor(q),
      query,
    );
    assert.deepEqual(errors, []);
    return outcome;
  } finally {
    await context.close();
  }
}

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const [local, hosted] = await Promise.all([
    bundleClient({ appId: LOCAL_APP, apiKey: API_KEY }),
    // Another service than Algolia's, on this server: the same answers, a non-local app id.
    bundleClient({ appId: HOSTED_APP, apiKey: API_KEY, hosts: [origin] }),
  ]);
  scripts.set('/local.js', local);
  scripts.set('/hosted.js', hosted);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await Promise.all(answering);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

// The two tests at once: each waits on timers, not on the machine (about 4 s in all, not 6).
describe("the site's search client", { concurrency: true }, () => {
  it("waits for a late answer from the site's own service", async () => {
    const [lateHeaders, lateBody] = await Promise.all([
      searchOn('/local', 'late-headers'),
      searchOn('/local', 'late-body'),
    ]);
    assert.deepEqual(lateHeaders, { hits: ['About late-headers'] });
    assert.deepEqual(lateBody, { hits: ['About late-body'] });
  });

  it("keeps the client's default time-outs for any other app id", async () => {
    const [lateHeaders, lateBody] = await Promise.all([
      searchOn('/hosted', 'late-headers'),
      searchOn('/hosted', 'late-body'),
    ]);
    // One host, one attempt, given up before the answer came ("Unable to fetch results" in the
    // modal). Which time-out ends it (connect, read) is not asserted: on a loaded machine the
    // headers sent at once may come after the 1 s connect time-out.
    const timedOut = { error: 'RetryError', attempts: ['timed out'] };
    assert.deepEqual(lateHeaders, timedOut);
    assert.deepEqual(lateBody, timedOut);
  });
});
