import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import {
  createSearchService,
  startSearchServer,
  type StartedSearchServer,
} from '../../src/search/service';
import { hostsFromUrls } from '../../src/search/hosts';
import { pushRecords, PushError } from '../../src/search/push';
import { writeRecordsFile } from '../../src/search/records-file';
import { SAMPLE_RECORDS, makeRecord } from '../fixtures/search/sample-records';

/** The same tests run with the search in its own thread (search-service-thread.test.ts). */
const THREAD = process.env.SEARCH_SERVICE_THREAD === '1';

/** Past the clients' 2–5 s defaults: a loaded machine is slow, and these tests are not about timeouts. */
const PATIENT = { connect: 10_000, read: 60_000, write: 60_000 };

const APP_ID = 'TESTAPP';
const SEARCH_KEY = 'search-key-0123';
const ADMIN_KEY = 'admin-key-4567';
const INDEX = 'airlyft-docs';

/** DocSearch 3.9's request, as the modal sends it. */
const DOCSEARCH_REQUEST = {
  indexName: INDEX,
  query: 'connect wallet',
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:10`).concat('content:10'),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: true,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

function raw(
  base: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string | number>;
    body?: string | Buffer;
    auth?: 'search' | 'admin' | 'none';
  },
): Promise<RawResponse> {
  const url = new URL(options.path, base);
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.auth !== 'none') {
    headers['x-algolia-application-id'] = APP_ID;
    headers['x-algolia-api-key'] = options.auth === 'admin' ? ADMIN_KEY : SEARCH_KEY;
  }
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const encoding = res.headers['content-encoding'];
        const bytes = Buffer.concat(chunks);
        const text = (
          encoding === 'gzip'
            ? gunzipSync(bytes)
            : encoding === 'br'
              ? brotliDecompressSync(bytes)
              : bytes
        ).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    // A server may answer (413) before the whole body is written; the answer is what counts.
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The client's ApiError (not exported by algoliasearch): an Error named ApiError with a status. */
function isApiError(err: unknown): err is Error & { status: number } {
  return (
    err instanceof Error &&
    err.name === 'ApiError' &&
    typeof (err as { status?: unknown }).status === 'number'
  );
}

function assertAlgoliaError(response: RawResponse, status: number, message?: RegExp) {
  assert.equal(response.status, status, response.text);
  assert.equal(response.headers['content-type'], 'application/json; charset=UTF-8');
  assert.equal(response.headers['access-control-allow-origin'], '*');
  const body = response.json as { message: string; status: number };
  assert.deepEqual(Object.keys(body).sort(), ['message', 'status']);
  assert.equal(body.status, status);
  if (message) assert.match(body.message, message);
  assert.ok(!/\bat \S+:\d+/.test(response.text), 'no stack trace');
}

let server: StartedSearchServer;
let dataDir: string;
let hosts: ReturnType<typeof hostsFromUrls>;

before(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'search-service-'));
  server = await startSearchServer({
    thread: THREAD,
    appId: APP_ID,
    searchApiKey: SEARCH_KEY,
    adminApiKey: ADMIN_KEY,
    dataDir: path.join(dataDir, 'main'),
    indexes: { [INDEX]: SAMPLE_RECORDS },
    port: 0,
  });
  hosts = hostsFromUrls(server.url);
});

after(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('with the real algoliasearch v5 client', () => {
  test('multi-query search as DocSearch sends it (credentials in headers)', async () => {
    const client = algoliasearch(APP_ID, SEARCH_KEY, { hosts, timeouts: PATIENT });
    const { results } = await client.search({ requests: [DOCSEARCH_REQUEST] });
    assert.equal(results.length, 1);
    const result = results[0] as {
      hits: Array<Record<string, unknown>>;
      nbHits: number;
      queryID?: string;
    };
    assert.equal(result.nbHits, 2);
    assert.match(result.queryID ?? '', /^[0-9a-f]{32}$/);
    const [hit] = result.hits;
    assert.equal(hit.objectID, 'wallet-1');
    assert.equal(hit.url, '/wallet');
    assert.equal(hit.weight, undefined, 'only the requested attributes are retrieved');
    const snippet = hit._snippetResult as { hierarchy: { lvl1: { value: string } } };
    assert.equal(snippet.hierarchy.lvl1.value, '<mark>Connect</mark> your <mark>wallet</mark>');
  });

  test('browser-style credentials in query parameters, and the lite client', async () => {
    const client = algoliasearch(APP_ID, SEARCH_KEY, {
      hosts,
      timeouts: PATIENT,
      authMode: 'WithinQueryParameters',
    });
    const single = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'install', hitsPerPage: 1 },
    });
    assert.equal(single.hits[0].objectID, 'install-3');
    assert.equal(single.nbPages, 2);

    const lite = liteClient(APP_ID, SEARCH_KEY, {
      hosts,
      timeouts: PATIENT,
      authMode: 'WithinQueryParameters',
    });
    const { results } = await lite.search({ requests: [{ indexName: INDEX, query: 'quest' }] });
    assert.deepEqual(
      (results[0] as { hits: Array<{ objectID: string }> }).hits.map((h) => h.objectID),
      ['quest-1', 'quest-2'],
    );
  });

  test('multi-query with a facet query, and searchForFacetValues', async () => {
    const client = algoliasearch(APP_ID, SEARCH_KEY, { hosts, timeouts: PATIENT });
    const { results } = await client.search({
      requests: [
        { indexName: INDEX, query: 'wallet', hitsPerPage: 1 },
        { indexName: INDEX, type: 'facet', facet: 'hierarchy.lvl0', facetQuery: 'cam' },
      ],
    });
    assert.equal((results[0] as { hits: unknown[] }).hits.length, 1);
    assert.deepEqual((results[1] as { facetHits: unknown[] }).facetHits, [
      { value: 'Campaign', highlighted: '<em>Cam</em>paign', count: 2 },
    ]);

    const facets = await client.searchForFacetValues({
      indexName: INDEX,
      facetName: 'language',
      searchForFacetValuesRequest: { facetQuery: 'f' },
    });
    assert.deepEqual(facets.facetHits, [{ value: 'fr', highlighted: '<em>f</em>r', count: 1 }]);
  });

  test('ApiError with the status: 403 bad key, 403 search key on a write, 404 unknown index', async () => {
    const wrong = algoliasearch(APP_ID, 'not-a-key', { hosts, timeouts: PATIENT });
    await assert.rejects(
      wrong.search({ requests: [{ indexName: INDEX, query: 'x' }] }),
      (err: unknown) =>
        isApiError(err) &&
        err.status === 403 &&
        err.message === 'Invalid Application-ID or API key',
    );
    const wrongApp = algoliasearch('OTHERAPP', SEARCH_KEY, { hosts, timeouts: PATIENT });
    await assert.rejects(
      wrongApp.searchSingleIndex({ indexName: INDEX }),
      (err: unknown) => isApiError(err) && err.status === 403,
    );

    const searchOnly = algoliasearch(APP_ID, SEARCH_KEY, { hosts, timeouts: PATIENT });
    await assert.rejects(
      searchOnly.saveObjects({ indexName: INDEX, objects: [{ objectID: 'evil' }] }),
      (err: unknown) => isApiError(err) && err.status === 403,
    );
    await assert.rejects(
      searchOnly.searchSingleIndex({ indexName: 'no-such-index', searchParams: { query: 'x' } }),
      (err: unknown) =>
        isApiError(err) && err.status === 404 && err.message === 'Index does not exist',
    );
    await assert.rejects(
      searchOnly.search({ requests: [{ indexName: INDEX, query: 'x', hitsPerPage: -4 }] }),
      (err: unknown) => isApiError(err) && err.status === 400,
    );
  });

  test('replaceAllObjects swaps the records atomically; search sees the new ones', async () => {
    const admin = algoliasearch(APP_ID, ADMIN_KEY, { hosts, timeouts: PATIENT });
    await admin.replaceAllObjects({
      indexName: 'swap-test',
      objects: [makeRecord({ id: 'old', page: '/old', lvl1: 'Obsolete page', type: 'lvl1' })],
    });
    // A new index has Algolia's defaults; settings of its own must survive the next swap.
    await admin.setSettings({
      indexName: 'swap-test',
      indexSettings: { attributeForDistinct: 'url' },
    });
    const fresh = [
      makeRecord({ id: 'new-1', page: '/new', lvl1: 'Referral quests', type: 'lvl1' }),
      makeRecord({ id: 'new-2', page: '/new2', lvl1: 'Lucky draw', type: 'lvl1' }),
    ];
    const result = await admin.replaceAllObjects({ indexName: 'swap-test', objects: fresh });
    assert.equal(result.batchResponses.length, 1);

    const client = algoliasearch(APP_ID, SEARCH_KEY, { hosts, timeouts: PATIENT });
    const found = await client.searchSingleIndex({
      indexName: 'swap-test',
      searchParams: { query: 'referral' },
    });
    assert.deepEqual(
      found.hits.map((h) => h.objectID),
      ['new-1'],
    );
    const all = await client.searchSingleIndex({ indexName: 'swap-test', searchParams: {} });
    assert.deepEqual(all.hits.map((h) => h.objectID).sort(), ['new-1', 'new-2']);

    const { items } = await admin.listIndices();
    const names = items.map((item) => item.name);
    assert.ok(names.includes('swap-test'));
    assert.ok(!names.some((name) => name.includes('_tmp_')), 'temporary index moved away');
    const settings = await admin.getSettings({ indexName: 'swap-test' });
    assert.equal(settings.attributeForDistinct, 'url', 'settings survive the swap');
  });

  test('saveObjects, waitForTask, getObject, setSettings and clearObjects', async () => {
    const admin = algoliasearch(APP_ID, ADMIN_KEY, { hosts, timeouts: PATIENT });
    const responses = await admin.saveObjects({
      indexName: 'write-test',
      objects: [{ objectID: 'a', title: 'Alpha rewards' }, { title: 'No id given' }],
      waitForTasks: true,
    });
    assert.equal(responses[0].objectIDs.length, 2);
    const record = await admin.getObject({ indexName: 'write-test', objectID: 'a' });
    assert.equal(record.title, 'Alpha rewards');

    const task = await admin.setSettings({
      indexName: 'write-test',
      indexSettings: { searchableAttributes: ['title'], hitsPerPage: 7 },
    });
    await admin.waitForTask({ indexName: 'write-test', taskID: task.taskID });
    const settings = await admin.getSettings({ indexName: 'write-test' });
    assert.deepEqual(settings.searchableAttributes, ['title']);
    const found = await admin.searchSingleIndex({
      indexName: 'write-test',
      searchParams: { query: 'alpha' },
    });
    assert.equal(found.hitsPerPage, 7);
    assert.deepEqual(
      found.hits.map((h) => h.objectID),
      ['a'],
    );

    await admin.clearObjects({ indexName: 'write-test' });
    const empty = await admin.searchSingleIndex({ indexName: 'write-test' });
    assert.equal(empty.nbHits, 0);
    await admin.deleteIndex({ indexName: 'write-test' });
    assert.equal(await admin.indexExists({ indexName: 'write-test' }), false);
  });
});

describe('synonyms API with the v5 client', () => {
  test('save, get, search, use in a query, delete, clear', async () => {
    const admin = algoliasearch(APP_ID, ADMIN_KEY, { hosts, timeouts: PATIENT });
    const query = () =>
      admin.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'billfold' } });
    assert.equal((await query()).nbHits, 0);
    await admin.saveSynonyms({
      indexName: INDEX,
      synonymHit: [
        { objectID: 'ext', type: 'oneWaySynonym', input: 'billfold', synonyms: ['wallet'] },
      ],
    });
    assert.ok(((await query()).nbHits ?? 0) > 0, 'the synonym finds the wallet pages');
    const got = await admin.getSynonym({ indexName: INDEX, objectID: 'ext' });
    assert.equal(got.input, 'billfold');
    const found = await admin.searchSynonyms({
      indexName: INDEX,
      searchSynonymsParams: { query: 'bill' },
    });
    assert.deepEqual(
      found.hits.map((hit) => hit.objectID),
      ['ext'],
    );
    await admin.deleteSynonym({ indexName: INDEX, objectID: 'ext' });
    assert.equal((await query()).nbHits, 0);
    await assert.rejects(
      admin.getSynonym({ indexName: INDEX, objectID: 'ext' }),
      (err) => isApiError(err) && err.status === 404,
    );
    await assert.rejects(
      admin.saveSynonym({
        indexName: INDEX,
        objectID: 'p',
        synonymHit: { objectID: 'p', type: 'placeholder', placeholder: '<x>', replacements: ['a'] },
      }),
      (err) => isApiError(err) && err.status === 400 && /placeholder/.test(err.message),
    );
    await admin.clearSynonyms({ indexName: INDEX });
    assert.equal((await admin.searchSynonyms({ indexName: INDEX })).nbHits, 0);
  });
});

describe('search-push', () => {
  test('pushes the records file to the local service through replaceAllObjects', async () => {
    const outDir = path.join(dataDir, 'build');
    const records = [
      makeRecord({
        id: 'push-1',
        page: '/widget/silent-login',
        lvl1: 'Silent login',
        type: 'lvl1',
      }),
    ];
    const file = await writeRecordsFile(outDir, 'pushed-index', records);
    const logs: string[] = [];
    const result = await pushRecords({
      file,
      env: { ALGOLIA_APP_ID: APP_ID, ALGOLIA_ADMIN_KEY: ADMIN_KEY, ALGOLIA_HOSTS: server.url },
      log: (message) => logs.push(message),
    });
    assert.equal(result.indexName, 'pushed-index');
    assert.equal(result.records, 1);
    assert.ok(logs.some((line) => line.includes('1 records')));

    const client = algoliasearch(APP_ID, SEARCH_KEY, { hosts, timeouts: PATIENT });
    const found = await client.searchSingleIndex({
      indexName: 'pushed-index',
      searchParams: { query: 'silent' },
    });
    assert.deepEqual(
      found.hits.map((h) => h.objectID),
      ['push-1'],
    );

    await pushRecords({
      file,
      env: {
        ALGOLIA_APP_ID: APP_ID,
        ALGOLIA_ADMIN_KEY: ADMIN_KEY,
        ALGOLIA_HOSTS: server.url,
        ALGOLIA_INDEX_NAME: 'renamed-index',
      },
      log: () => {},
    });
    const renamed = await client.searchSingleIndex({ indexName: 'renamed-index' });
    assert.equal(renamed.nbHits, 1);
  });

  test('clear errors for a missing file, missing credentials and a refused key', async () => {
    const env = { ALGOLIA_APP_ID: APP_ID, ALGOLIA_ADMIN_KEY: ADMIN_KEY, ALGOLIA_HOSTS: server.url };
    await assert.rejects(
      pushRecords({ file: path.join(dataDir, 'missing.json'), env, log: () => {} }),
      (err: unknown) =>
        err instanceof PushError &&
        /not found/.test(err.message) &&
        /npm run build/.test(err.message),
    );
    const bad = path.join(dataDir, 'bad.json');
    await writeFile(bad, '{"indexName": 3}');
    await assert.rejects(
      pushRecords({ file: bad, env, log: () => {} }),
      (err: unknown) => err instanceof PushError && /indexName/.test(err.message),
    );
    await assert.rejects(
      pushRecords({ file: bad, env: { ALGOLIA_APP_ID: APP_ID }, log: () => {} }),
      (err: unknown) => err instanceof PushError && /ALGOLIA_ADMIN_KEY/.test(err.message),
    );
    const file = await writeRecordsFile(path.join(dataDir, 'build2'), 'x', []);
    await assert.rejects(
      pushRecords({ file, env: { ...env, ALGOLIA_ADMIN_KEY: SEARCH_KEY }, log: () => {} }),
      (err: unknown) => err instanceof PushError && /403/.test(err.message),
    );
  });
});

describe('persistence', () => {
  test('writes are saved atomically to dataDir and reloaded', async () => {
    const dir = path.join(dataDir, 'persist');
    const first = await startSearchServer({
      thread: THREAD,
      appId: APP_ID,
      searchApiKey: SEARCH_KEY,
      adminApiKey: ADMIN_KEY,
      dataDir: dir,
    });
    const admin = algoliasearch(APP_ID, ADMIN_KEY, {
      hosts: hostsFromUrls(first.url),
      timeouts: PATIENT,
    });
    await admin.replaceAllObjects({
      indexName: 'kept',
      objects: [makeRecord({ id: 'k1', page: '/k', lvl1: 'Kept across restarts', type: 'lvl1' })],
    });
    await first.close();
    const files = await readdir(dir);
    assert.equal(files.length, 1, `one file per index, no temp file left: ${files.join(', ')}`);
    const saved = JSON.parse(await readFile(path.join(dir, files[0]), 'utf8'));
    assert.equal(saved.name, 'kept');
    assert.equal(saved.records[0].objectID, 'k1');

    const second = await startSearchServer({
      thread: THREAD,
      appId: APP_ID,
      searchApiKey: SEARCH_KEY,
      adminApiKey: ADMIN_KEY,
      dataDir: dir,
    });
    try {
      const client = algoliasearch(APP_ID, SEARCH_KEY, {
        hosts: hostsFromUrls(second.url),
        timeouts: PATIENT,
      });
      const found = await client.searchSingleIndex({
        indexName: 'kept',
        searchParams: { query: 'restarts' },
      });
      assert.deepEqual(
        found.hits.map((h) => h.objectID),
        ['k1'],
      );
    } finally {
      await second.close();
    }
  });
});

describe('raw HTTP', () => {
  test('answers are compressed with brotli or gzip when the client accepts it', async () => {
    const body = JSON.stringify({ query: '', hitsPerPage: 50 });
    const path = `/1/indexes/${INDEX}/query`;
    const plain = await raw(server.url, { path, body });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.text.length > 1024, 'large enough to be worth compressing');
    for (const encoding of ['br', 'gzip']) {
      const packed = await raw(server.url, {
        path,
        body,
        headers: { 'accept-encoding': encoding },
      });
      assert.equal(packed.status, 200);
      assert.equal(packed.headers['content-encoding'], encoding);
      assert.match(String(packed.headers.vary), /accept-encoding/i);
      const { processingTimeMS: _a, ...got } = packed.json as Record<string, unknown>;
      const { processingTimeMS: _b, ...want } = plain.json as Record<string, unknown>;
      assert.deepEqual(got, want);
    }
  });

  const queries = `/1/indexes/*/queries`;
  const okBody = JSON.stringify({ requests: [{ indexName: INDEX, query: 'wallet' }] });

  test('a normal query: JSON content type and CORS header', async () => {
    const response = await raw(server.url, { path: queries, body: okBody });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'application/json; charset=UTF-8');
    assert.equal(response.headers['access-control-allow-origin'], '*');
    const { results } = response.json as { results: Array<{ nbHits: number; index: string }> };
    assert.equal(results[0].nbHits, 5);
    assert.equal(results[0].index, INDEX);
  });

  test('credentials in the query string with a text/plain body (no preflight needed)', async () => {
    const qs = `?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${SEARCH_KEY}&x-algolia-agent=test`;
    const response = await raw(server.url, {
      path: `${queries}${qs}`,
      auth: 'none',
      headers: { 'content-type': 'text/plain' },
      body: okBody,
    });
    assert.equal(response.status, 200);
    assertAlgoliaError(
      await raw(server.url, { path: queries, auth: 'none', body: okBody }),
      403,
      /^Invalid Application-ID or API key$/,
    );
  });

  test('malformed JSON, wrong types and unknown parameters are 400', async () => {
    assertAlgoliaError(await raw(server.url, { path: queries, body: '{"requests": [' }), 400);
    assertAlgoliaError(
      await raw(server.url, { path: queries, body: '{"requests": "all"}' }),
      400,
      /requests/,
    );
    assertAlgoliaError(await raw(server.url, { path: queries, body: '[1,2]' }), 400);
    assertAlgoliaError(
      await raw(server.url, {
        path: queries,
        body: JSON.stringify({ requests: [{ indexName: INDEX, hitsPerPage: 'lots' }] }),
      }),
      400,
      /hitsPerPage/,
    );
    assertAlgoliaError(
      await raw(server.url, {
        path: queries,
        body: JSON.stringify({ requests: [{ indexName: INDEX, bogus: true }] }),
      }),
      400,
      /Unknown parameter: bogus/,
    );
    assertAlgoliaError(
      await raw(server.url, {
        path: `/1/indexes/${INDEX}/batch`,
        auth: 'admin',
        body: JSON.stringify({ requests: [{ action: 'explode', body: {} }] }),
      }),
      400,
    );
  });

  test('bodies over 1 MB are refused with 413, and the service keeps working', async () => {
    const big = JSON.stringify({ requests: [{ indexName: INDEX, query: 'x'.repeat(1_100_000) }] });
    assertAlgoliaError(await raw(server.url, { path: queries, body: big }), 413);

    // Without Content-Length (chunked): refused once the limit is crossed.
    const chunked = await new Promise<RawResponse>((resolve, reject) => {
      const req = request(
        new URL(queries, server.url),
        {
          method: 'POST',
          agent: false,
          headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              json: JSON.parse(text),
            }),
          );
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 12; i++) req.write(Buffer.alloc(100_000, 'a'));
      req.end();
    });
    assertAlgoliaError(chunked, 413);

    const after = await raw(server.url, { path: queries, body: okBody });
    assert.equal(after.status, 200);
  });

  test('405 for a wrong method, 404 for unknown paths and indexes', async () => {
    const wrongMethod = await raw(server.url, { method: 'GET', path: queries });
    assertAlgoliaError(wrongMethod, 405);
    assert.match(String(wrongMethod.headers.allow), /POST/);
    assertAlgoliaError(
      await raw(server.url, { method: 'PATCH', path: `/1/indexes/${INDEX}/query` }),
      405,
    );
    assertAlgoliaError(await raw(server.url, { method: 'GET', path: '/1/nothing-here' }), 404);
    assertAlgoliaError(
      await raw(server.url, { path: '/1/indexes/%E0%A4%A/query', body: '{}' }),
      400,
      /^Invalid URL encoding$/,
    );
    // A trailing slash is the same path.
    assert.equal(
      (await raw(server.url, { path: `/1/indexes/${INDEX}/query/`, body: '{}' })).status,
      200,
    );
    assertAlgoliaError(
      await raw(server.url, { path: `/1/indexes/${INDEX}/a/b/c`, body: '{}' }),
      404,
    );
    assertAlgoliaError(
      await raw(server.url, { path: '/1/indexes/unknown/query', body: '{}' }),
      404,
      /^Index does not exist$/,
    );
    assertAlgoliaError(
      await raw(server.url, { method: 'PUT', path: `/1/indexes/${INDEX}/settings`, body: '{}' }),
      403,
      /not allowed with this API key/,
    );
  });

  test('OPTIONS preflight is answered 204 with the allowed methods and headers', async () => {
    const response = await raw(server.url, {
      method: 'OPTIONS',
      path: queries,
      auth: 'none',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-algolia-api-key',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.match(String(response.headers['access-control-allow-methods']), /POST/);
    assert.match(String(response.headers['access-control-allow-headers']), /x-algolia-api-key/);
  });

  test('gzip-, deflate- and brotli-encoded bodies are accepted, but not past 1 MB once inflated', async () => {
    for (const [encoding, pack] of [
      ['gzip', gzipSync],
      ['deflate', deflateSync],
      ['br', brotliCompressSync],
    ] as const) {
      const response = await raw(server.url, {
        path: queries,
        headers: { 'content-encoding': encoding },
        body: pack(okBody),
      });
      assert.equal(response.status, 200, encoding);
      assert.ok((response.json as { results: unknown[] }).results.length > 0, encoding);
    }
    const bomb = gzipSync(`{"requests": [], "pad": "${' '.repeat(3_000_000)}"}`);
    assert.ok(bomb.length < 100_000);
    assertAlgoliaError(
      await raw(server.url, { path: queries, headers: { 'content-encoding': 'gzip' }, body: bomb }),
      413,
    );
    assertAlgoliaError(
      await raw(server.url, {
        path: queries,
        headers: { 'content-encoding': 'gzip' },
        body: 'not gzip',
      }),
      400,
    );
  });

  test('a client disconnecting mid-body does no harm', async () => {
    const { port } = new URL(server.url);
    for (const sent of ['{"requests": [{"indexName"', '']) {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST ${queries} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000\r\n` +
              `x-algolia-application-id: ${APP_ID}\r\nx-algolia-api-key: ${SEARCH_KEY}\r\n\r\n${sent}`,
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 30);
        });
        socket.on('error', reject);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await raw(server.url, { path: queries, body: okBody });
    assert.equal(response.status, 200);
  });
});

describe('mounting and hosts', () => {
  test('handle() serves /1/ inside another node:http server', async () => {
    const service = createSearchService({
      thread: THREAD,
      appId: APP_ID,
      searchApiKey: SEARCH_KEY,
      adminApiKey: ADMIN_KEY,
    });
    service.setRecords('mounted', SAMPLE_RECORDS);
    const site: Server = createServer((req, res) => {
      if (req.url?.startsWith('/1/')) service.handle(req, res);
      else res.end('static page');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const client = algoliasearch(APP_ID, SEARCH_KEY, {
        hosts: hostsFromUrls(base),
        timeouts: PATIENT,
      });
      const found = await client.searchSingleIndex({
        indexName: 'mounted',
        searchParams: { query: 'quest' },
      });
      assert.equal(found.hits[0].objectID, 'quest-1');
      const page = await raw(base, { method: 'GET', path: '/', auth: 'none' });
      assert.equal(page.text, 'static page');
    } finally {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
      await service.close();
    }
  });

  test('hostsFromUrls builds client hosts', () => {
    assert.deepEqual(hostsFromUrls('http://127.0.0.1:8108, https://search.example.com'), [
      { url: '127.0.0.1', port: 8108, protocol: 'http', accept: 'readWrite' },
      { url: 'search.example.com', protocol: 'https', accept: 'readWrite' },
    ]);
    assert.throws(() => hostsFromUrls('ftp://x'), /http/);
    assert.throws(() => hostsFromUrls('http://x/path'), /path/);
    assert.throws(() => hostsFromUrls(''), /No search host/);
  });
});
