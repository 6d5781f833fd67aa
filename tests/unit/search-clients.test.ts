// The local search service driven by the Algolia clients teams use — algoliasearch v4 (the
// version most existing integrations are on) and the v5 full client — on an index of a team's
// own records: Algolia's default settings, search with filters and facets, getObjects,
// browse with a cursor, partial updates with built-in operations, deleteBy, and errors.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import algoliasearchV4 from 'algoliasearch-v4';
import { algoliasearch } from 'algoliasearch';
import { hostsFromUrls } from '../../src/search/hosts';
import { startSearchServer, type StartedSearchServer } from '../../src/search/service';

const APP_ID = 'CLIENTS';
const SEARCH_KEY = 'clients-search-key';
const ADMIN_KEY = 'clients-admin-key';

/** A team's own records: products, not DocSearch pages. */
const PRODUCTS = Array.from({ length: 1500 }, (_, i) => ({
  objectID: `p${i}`,
  name: i === 7 ? 'Lantern of the north' : `Product ${i}`,
  description: i % 3 === 0 ? 'a waterproof hiking boot' : 'a warm wool sweater',
  brand: ['Ridge', 'Fjord', 'Cairn'][i % 3],
  price: 10 + (i % 50),
  stock: i % 2,
}));

let server: StartedSearchServer;
let hostUrl: string;

before(async () => {
  server = await startSearchServer({
    // Set by search-clients-thread.test.ts: the same clients against the search thread.
    thread: process.env.SEARCH_SERVICE_THREAD === '1',
    appId: APP_ID,
    searchApiKey: SEARCH_KEY,
    adminApiKey: ADMIN_KEY,
    port: 0,
  });
  hostUrl = new URL(server.url).host;
});
after(() => server.close());

/** Clients past their 1–5 s default timeouts: a loaded machine is slow, and these tests are not about timeouts. */
function v4(key = ADMIN_KEY) {
  return algoliasearchV4(APP_ID, key, {
    hosts: [{ url: hostUrl, protocol: 'http' }],
    timeouts: { connect: 10, read: 60, write: 60 }, // seconds in v4
  });
}

const v5 = (key = ADMIN_KEY) =>
  algoliasearch(APP_ID, key, {
    hosts: hostsFromUrls(server.url),
    timeouts: { connect: 10_000, read: 60_000, write: 60_000 },
  });

describe('algoliasearch v4', () => {
  const index = () => v4().initIndex('products-v4');

  before(async () => {
    await index().saveObjects(PRODUCTS).wait();
  });

  test('a new index gets Algolia default settings: every attribute searchable, no distinct', async () => {
    const settings = await index().getSettings();
    assert.deepEqual(settings.searchableAttributes, []);
    assert.equal(settings.distinct, 0);
    const { hits, nbHits } = await index().search('lantern');
    assert.equal(nbHits, 1);
    assert.equal(hits[0].objectID, 'p7');
    const boots = await index().search('waterproof boot', { hitsPerPage: 5 });
    assert.equal(boots.nbHits, 500);
    assert.equal(boots.hits.length, 5);
  });

  test('search with filters, facets and the search-only key', async () => {
    await index()
      .setSettings({ attributesForFaceting: ['brand', 'filterOnly(stock)'] })
      .wait();
    const client = v4(SEARCH_KEY).initIndex('products-v4');
    const res = await client.search('sweater', {
      filters: 'brand:Fjord AND stock = 1 AND price < 20',
      facets: ['brand'],
    });
    assert.ok(res.nbHits > 0);
    for (const hit of res.hits as unknown as Array<(typeof PRODUCTS)[number]>) {
      assert.equal(hit.brand, 'Fjord');
      assert.equal(hit.stock, 1);
      assert.ok(hit.price < 20);
    }
    assert.deepEqual(res.facets, { brand: { Fjord: res.nbHits } });
    const multi = await v4(SEARCH_KEY).multipleQueries([
      { indexName: 'products-v4', query: 'boot', params: { hitsPerPage: 1 } },
      { indexName: 'products-v4', query: 'lantern' },
    ]);
    assert.deepEqual(
      multi.results.map((r) => ('nbHits' in r ? r.nbHits : -1)),
      [500, 1],
    );
  });

  test('getObject and getObjects, missing ones as null', async () => {
    const one = await index().getObject<{ name: string }>('p7', {
      attributesToRetrieve: ['name'],
    });
    assert.deepEqual(one, { objectID: 'p7', name: 'Lantern of the north' });
    const { results } = await index().getObjects(['p1', 'nope', 'p2'], {
      attributesToRetrieve: ['brand'],
    });
    assert.deepEqual(results, [
      { objectID: 'p1', brand: 'Fjord' },
      null,
      { objectID: 'p2', brand: 'Cairn' },
    ]);
  });

  test('browseObjects walks every record past the 1,000-hit search window', async () => {
    const seen: string[] = [];
    await index().browseObjects({
      query: '',
      batch: (hits) => seen.push(...hits.map((hit) => hit.objectID)),
    });
    assert.equal(seen.length, PRODUCTS.length);
    assert.equal(new Set(seen).size, PRODUCTS.length);
    const searched = await index().search('', { page: 60, hitsPerPage: 20 });
    assert.equal(searched.hits.length, 0, 'search stops at 1,000 hits; browse does not');
  });

  test('partialUpdateObject(s) with built-in operations', async () => {
    await index()
      .partialUpdateObject({
        objectID: 'p3',
        price: { _operation: 'Increment', value: 5 },
        tags: { _operation: 'AddUnique', value: 'sale' },
        name: 'Renamed boot',
      })
      .wait();
    await index()
      .partialUpdateObjects([{ objectID: 'p3', tags: { _operation: 'AddUnique', value: 'sale' } }])
      .wait();
    const updated = await index().getObject<Record<string, unknown>>('p3');
    assert.equal(updated.price, PRODUCTS[3].price + 5);
    assert.deepEqual(updated.tags, ['sale']);
    assert.equal(updated.name, 'Renamed boot');
    assert.equal(updated.brand, 'Ridge', 'other attributes kept');
    // Without createIfNotExists, a missing object stays missing.
    await index().partialUpdateObject({ objectID: 'ghost', name: 'x' }).wait();
    await assert.rejects(index().getObject('ghost'), { status: 404 });
  });

  test('deleteBy removes the records matching the filters', async () => {
    const before = await index().search('', { filters: 'brand:Cairn' });
    assert.ok(before.nbHits > 0);
    await index().deleteBy({ filters: 'brand:Cairn' }).wait();
    const after = await index().search('', { filters: 'brand:Cairn' });
    assert.equal(after.nbHits, 0);
    const rest = await index().search('');
    assert.equal(rest.nbHits, PRODUCTS.length - before.nbHits);
  });

  test('errors reach the client as Algolia shapes them', async () => {
    await assert.rejects(v4().initIndex('no-such-index').search('x'), {
      name: 'ApiError',
      status: 404,
      message: 'Index does not exist',
    });
    await assert.rejects(index().search('x', { hitsPerPage: 1001 }), {
      status: 400,
      message: /hitsPerPage/,
    });
    await assert.rejects(v4(SEARCH_KEY).initIndex('products-v4').saveObject({ objectID: 'z' }), {
      status: 403,
    });
  });
});

describe('parameters the service does not implement', () => {
  test('are refused with a 400 naming them; their neutral values are accepted', async () => {
    const index = v4(SEARCH_KEY).initIndex('products-v4');
    for (const [name, value] of [
      ['optionalFilters', ['brand:Fjord']],
      ['advancedSyntax', true],
      ['optionalWords', ['boot']],
      ['aroundLatLng', '48.85, 2.35'],
      ['insideBoundingBox', [[1, 2, 3, 4]]],
      ['ranking', ['custom']],
      ['minProximity', 3],
    ] as const) {
      await assert.rejects(
        index.search('boot', { [name]: value }),
        { status: 400, message: new RegExp(`Unsupported parameter: ${name}`) },
        name,
      );
    }
    const neutral = await index.search('boot', {
      optionalFilters: [],
      advancedSyntax: false,
      optionalWords: [],
      aroundLatLngViaIP: false,
      minProximity: 1,
    });
    assert.ok(neutral.nbHits > 0);
    await assert.rejects(
      v4()
        .initIndex('products-v4')
        .setSettings({ replicas: ['products-v4-by-price'] }),
      { status: 400, message: /Unsupported parameter: replicas/ },
    );
  });

  test('the multi-query strategy: none is the service’s way, stopIfEnoughMatches is refused', async () => {
    const client = v4(SEARCH_KEY);
    const queries = [{ indexName: 'products-v4', query: 'boot' }];
    const none = await client.multipleQueries(queries, { strategy: 'none' });
    assert.equal(none.results.length, 1);
    await assert.rejects(client.multipleQueries(queries, { strategy: 'stopIfEnoughMatches' }), {
      status: 400,
      message: /strategy/,
    });
  });
});

describe('algoliasearch v5', () => {
  const indexName = 'products-v5';

  before(async () => {
    await v5().saveObjects({ indexName, objects: PRODUCTS.slice(0, 300) });
  });

  test('getObjects, partialUpdateObject, browse with a cursor and deleteBy', async () => {
    const client = v5();
    const { results } = await client.getObjects({
      requests: [
        { indexName, objectID: 'p7', attributesToRetrieve: ['name'] },
        { indexName, objectID: 'nope' },
      ],
    });
    assert.deepEqual(results, [{ objectID: 'p7', name: 'Lantern of the north' }, null]);

    const task = await client.partialUpdateObject({
      indexName,
      objectID: 'p9',
      attributesToUpdate: { stock: { _operation: 'Decrement', value: 3 } },
    });
    assert.ok(task.taskID);
    await client.waitForTask({ indexName, taskID: task.taskID });
    const p9 = await client.getObject({ indexName, objectID: 'p9' });
    assert.equal(p9.stock, PRODUCTS[9].stock - 3);
    await client.partialUpdateObject({
      indexName,
      objectID: 'new-one',
      attributesToUpdate: { name: 'Made by a partial update' },
      createIfNotExists: true,
    });
    assert.equal(
      (await client.getObject({ indexName, objectID: 'new-one' })).name,
      'Made by a partial update',
    );

    const first = await client.browse({ indexName, browseParams: { hitsPerPage: 120 } });
    assert.equal(first.hits.length, 120);
    assert.ok(first.cursor);
    const ids = new Set(first.hits.map((hit) => hit.objectID));
    let cursor: string | undefined = first.cursor;
    while (cursor) {
      const next: Awaited<ReturnType<typeof client.browse>> = await client.browse({
        indexName,
        browseParams: { cursor },
      });
      next.hits.forEach((hit) => ids.add(hit.objectID));
      cursor = next.cursor;
    }
    assert.equal(ids.size, 301);

    await client.deleteBy({ indexName, deleteByParams: { filters: 'price > 50' } });
    const left = await client.searchSingleIndex({
      indexName,
      searchParams: { query: '', numericFilters: ['price > 50'] },
    });
    assert.equal(left.nbHits, 0);
  });

  test('bad input is refused with a 400 that says why', async () => {
    const client = v5();
    await assert.rejects(client.browse({ indexName, browseParams: { cursor: 'not-a-cursor' } }), {
      status: 400,
      message: /cursor/,
    });
    await assert.rejects(client.deleteBy({ indexName, deleteByParams: {} }), {
      status: 400,
      message: /filter/,
    });
    await assert.rejects(
      client.partialUpdateObject({
        indexName,
        objectID: 'p1',
        attributesToUpdate: { price: { _operation: 'Multiply', value: 2 } },
      }),
      { status: 400, message: /_operation/ },
    );
    await assert.rejects(v5(SEARCH_KEY).browse({ indexName }), { status: 403 });
  });
});

// A team that hands each user a key of their own (`generateSecuredApiKey`, made without a request)
// keeps doing so on this service: the key's restrictions hold whatever the request asks.
describe('secured API keys, made by the clients from the search-only key', () => {
  const indexName = 'products-secured';
  const soon = () => Math.floor(Date.now() / 1000) + 3600;
  // The node build has the helper; the package's types are its browser build's, which lacks it.
  const generateSecuredApiKey = (options: {
    parentApiKey: string;
    restrictions: Record<string, unknown>;
  }): string =>
    (v5() as unknown as { generateSecuredApiKey(o: typeof options): string }).generateSecuredApiKey(
      options,
    );

  before(async () => {
    await v5().saveObjects({ indexName, objects: PRODUCTS.slice(0, 300), waitForTasks: true });
    const { taskID } = await v5().setSettings({
      indexName,
      indexSettings: { attributesForFaceting: ['brand'] },
    });
    await v5().waitForTask({ indexName, taskID });
  });

  test('v5: filters ANDed with the request’s, parameters over its own, indices and expiry', async () => {
    const key = generateSecuredApiKey({
      parentApiKey: SEARCH_KEY,
      restrictions: {
        filters: 'brand:Ridge',
        restrictIndices: ['products-sec*'],
        validUntil: soon(),
        searchParams: { hitsPerPage: 3 },
      },
    });
    const client = v5(key);
    const all = await client.searchSingleIndex({
      indexName,
      searchParams: { query: '', hitsPerPage: 100 },
    });
    assert.equal(all.hitsPerPage, 3);
    assert.equal(all.nbHits, 100);
    assert.ok(all.hits.every((hit) => (hit as { brand?: string }).brand === 'Ridge'));
    const { results } = await client.search({
      requests: [{ indexName, query: '', filters: 'stock=1' }],
    });
    assert.equal((results[0] as { nbHits: number }).nbHits, 50);

    await assert.rejects(
      client.searchSingleIndex({ indexName: 'products-v5', searchParams: { query: '' } }),
      { status: 403, message: 'Index not allowed with this API key' },
    );
    await assert.rejects(client.getObject({ indexName, objectID: 'p0' }), { status: 403 });
    const expired = generateSecuredApiKey({
      parentApiKey: SEARCH_KEY,
      restrictions: { validUntil: 100 },
    });
    await assert.rejects(v5(expired).searchSingleIndex({ indexName }), {
      status: 403,
      message: 'The validity of the API key has expired',
    });
  });

  test('v4: its key (lists as JSON) restricts a search; a key made from the admin key or changed is refused', async () => {
    const key = v4().generateSecuredApiKey(SEARCH_KEY, {
      filters: 'brand:Fjord',
      restrictIndices: [indexName],
    });
    const { nbHits, hits } = await v4(key).initIndex(indexName).search('', { hitsPerPage: 5 });
    assert.equal(nbHits, 100);
    assert.ok(hits.every((hit) => (hit as { brand?: string }).brand === 'Fjord'));

    const fromAdmin = v4().generateSecuredApiKey(ADMIN_KEY, { filters: 'brand:Fjord' });
    const changed = Buffer.from(
      Buffer.from(key, 'base64').toString().replace('Fjord', 'Cairn'),
    ).toString('base64');
    for (const bad of [fromAdmin, changed])
      await assert.rejects(v4(bad).initIndex(indexName).search(''), { status: 403 });
  });
});
