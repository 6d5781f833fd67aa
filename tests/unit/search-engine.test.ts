import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import MiniSearch from 'minisearch';
import { createIndex, search, searchForFacetValues } from '../../src/search/engine';
import { SearchError } from '../../src/search/params';
import { IndexStore } from '../../src/search/store';
import type { HighlightResult, SearchHit, SnippetResult } from '../../src/search/types';
import { SAMPLE_RECORDS, makeRecord } from '../fixtures/search/sample-records';

const index = createIndex(SAMPLE_RECORDS);
const ids = (hits: SearchHit[]) => hits.map((hit) => hit.objectID);
const run = (params: Record<string, unknown>) => search(index, params);
const hl = (hit: SearchHit | undefined, level: string) =>
  (hit?._highlightResult?.hierarchy as Record<string, HighlightResult> | undefined)?.[level];
const hitById = (hits: SearchHit[], id: string) => hits.find((hit) => hit.objectID === id);

function assertSearchError(fn: () => unknown, status: number, pattern?: RegExp) {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof SearchError, `expected SearchError, got ${String(err)}`);
    assert.equal(err.status, status);
    if (pattern) assert.match(err.message, pattern);
    return true;
  });
}

describe('ranking', () => {
  test('attribute order, then weight: page titles, then headings, then deeper attributes', () => {
    const result = run({ query: 'wallet' });
    assert.deepEqual(ids(result.hits), ['wallet-1', 'blog-1', 'fr-1', 'wallet-3', 'install-3']);
    assert.equal(result.nbHits, 5, 'distinct by url collapses content under the same anchor');
  });

  test('without distinct, content records follow by level then position', () => {
    const result = run({ query: 'wallet', distinct: false });
    assert.deepEqual(ids(result.hits), [
      'wallet-1',
      'blog-1',
      'fr-1',
      'wallet-3',
      'wallet-2',
      'wallet-4',
      'install-3',
    ]);
  });

  test('an exact word beats a prefix match whatever the record order', () => {
    const idx = createIndex([
      makeRecord({ id: 'prefix', page: '/a', lvl1: 'Questionnaire', type: 'lvl1' }),
      makeRecord({ id: 'exact', page: '/b', lvl1: 'Quest', type: 'lvl1', position: 5 }),
    ]);
    assert.deepEqual(ids(search(idx, { query: 'quest' }).hits), ['exact', 'prefix']);
    assert.deepEqual(ids(run({ query: 'install' }).hits), ['install-3', 'install-1']);
  });

  test('fewer typos rank first, even against a heavier record', () => {
    const idx = createIndex([
      makeRecord({ id: 'typo', page: '/a', lvl1: 'Walet guide', type: 'lvl1' }),
      makeRecord({ id: 'exact', page: '/b', lvl1: 'Other', type: 'content', content: 'wallet' }),
    ]);
    assert.deepEqual(ids(search(idx, { query: 'wallet' }).hits), ['exact', 'typo']);
  });

  test('custom ranking settings are honoured (level desc, position asc)', () => {
    const idx = createIndex([
      makeRecord({
        id: 'late',
        page: '/p',
        lvl1: 'Tokens',
        type: 'content',
        content: 'x',
        position: 9,
      }),
      makeRecord({
        id: 'early',
        page: '/q',
        lvl1: 'Tokens',
        type: 'content',
        content: 'y',
        position: 2,
      }),
      makeRecord({ id: 'title', page: '/r', lvl1: 'Tokens', type: 'lvl1', position: 0 }),
    ]);
    assert.deepEqual(ids(search(idx, { query: 'tokens' }).hits), ['title', 'early', 'late']);
  });

  test('an empty query returns every record, ranked by weight', () => {
    const result = run({ query: '', distinct: false });
    assert.equal(result.nbHits, SAMPLE_RECORDS.length);
    const levels = result.hits.map((hit) => (hit.weight as { level: number }).level);
    assert.deepEqual(
      [...levels].sort((a, b) => b - a),
      levels,
    );
    const hit = result.hits[0];
    assert.equal(hl(hit, 'lvl1')?.matchLevel, 'none');
  });
});

describe('matching', () => {
  test('typo tolerance: 1 typo from 4 letters, 2 from 8, none below 4', () => {
    assert.ok(ids(run({ query: 'walet' }).hits).includes('wallet-1'), 'one deletion');
    assert.ok(
      ids(run({ query: 'wallte' }).hits).includes('wallet-1'),
      'a transposition is one typo',
    );
    assert.ok(ids(run({ query: 'wllet' }).hits).includes('wallet-1'));
    assert.deepEqual(ids(run({ query: 'wlet' }).hits), [], '4 letters, 2 typos');
    assert.deepEqual(ids(run({ query: 'qiz' }).hits), [], 'no typo under 4 letters');
    assert.ok(
      ids(run({ query: 'instalaton' }).hits).includes('install-1'),
      '2 typos at 10 letters',
    );
    assert.deepEqual(ids(run({ query: 'instlaton' }).hits), [], '3 typos');
    assert.deepEqual(ids(run({ query: 'walet', typoTolerance: false }).hits), []);
  });

  test('MiniSearch holds the index and finds the records of every matching word', () => {
    assert.ok(index.words.mini instanceof MiniSearch);
    assert.equal(index.words.mini.documentCount, SAMPLE_RECORDS.length);
    // "walet" is one typo from "wallet": the records MiniSearch finds for "wallet" are the hits.
    const word = { norm: 'walet', allowPrefix: false, maxTypos: 1 };
    const hits = index.words.hits(word);
    assert.deepEqual([...hits.terms.keys()], ['wallet']);
    const fromMiniSearch = index.words.mini
      .search('wallet')
      .map((result) => SAMPLE_RECORDS[result.id as number].objectID);
    const found = run({ query: 'walet', distinct: false, removeWordsIfNoResults: 'none' });
    assert.deepEqual(ids(found.hits).sort(), fromMiniSearch.sort());
    assert.deepEqual(
      [...hits.typos],
      Array.from(hits.ids, () => 1),
    );
  });

  test('prefix matching applies to the last word only', () => {
    const strict = { removeWordsIfNoResults: 'none' };
    assert.deepEqual(ids(run({ query: 'wal connect', ...strict }).hits), []);
    assert.deepEqual(ids(run({ query: 'connect wal', ...strict }).hits), ['wallet-1', 'wallet-3']);
    assert.deepEqual(
      ids(run({ query: 'connect wal', queryType: 'prefixNone', ...strict }).hits),
      [],
    );
  });

  test('every word is required while some record holds them all', () => {
    assert.equal(run({ query: 'wallet banana', removeWordsIfNoResults: 'none' }).nbHits, 0);
    assert.equal(run({ query: 'wallet networks' }).nbHits, 1);
  });

  test('words split by a hyphen also match joined, and accents are ignored', () => {
    const idx = createIndex([
      makeRecord({ id: 'erc', page: '/erc', lvl1: 'ERC-20 rewards', type: 'lvl1' }),
      makeRecord({ id: 'cafe', page: '/cafe', lvl1: 'Café', type: 'lvl1' }),
    ]);
    assert.deepEqual(ids(search(idx, { query: 'erc20' }).hits), ['erc']);
    assert.deepEqual(ids(search(idx, { query: 'erc 20' }).hits), ['erc']);
    assert.equal(
      hl(search(idx, { query: 'erc20' }).hits[0], 'lvl1')?.value,
      '<em>ERC-20</em> rewards',
    );
    assert.deepEqual(ids(search(idx, { query: 'cafe' }).hits), ['cafe']);
  });

  test('a query typed with a hyphen matches the joined word and the separate words', () => {
    const idx = createIndex([
      makeRecord({ id: 'joined', page: '/a', lvl1: 'ERC20 AirPool', type: 'lvl1' }),
      makeRecord({ id: 'hyphen', page: '/b', lvl1: 'ERC-20 rewards', type: 'lvl1' }),
      makeRecord({ id: 'spaced', page: '/c', lvl1: 'ERC 20 notes', type: 'lvl1' }),
      makeRecord({ id: 'other', page: '/d', lvl1: 'ERC-721 rewards', type: 'lvl1' }),
      makeRecord({ id: 'host', page: '/e', lvl1: 'Open app.airlyft.one', type: 'lvl1' }),
    ]);
    assert.deepEqual(ids(search(idx, { query: 'erc-20' }).hits), ['joined', 'hyphen', 'spaced']);
    assert.equal(
      hl(search(idx, { query: 'erc-20' }).hits[0], 'lvl1')?.matchLevel,
      'full',
      'the joined alternative satisfies the whole term',
    );
    // While typing: `erc2` is a prefix of `erc20`, and one typo away from `erc` (ranked last).
    assert.deepEqual(ids(search(idx, { query: 'erc-2' }).hits), [
      'joined',
      'hyphen',
      'spaced',
      'other',
    ]);
    assert.deepEqual(ids(search(idx, { query: 'airlyft.one' }).hits), ['host']);
    assert.deepEqual(ids(search(idx, { query: 'app.airlyft.one' }).hits), ['host']);
    assert.deepEqual(ids(search(idx, { query: 'erc-721 rewards' }).hits), ['other']);
  });
});

describe('highlight and snippet', () => {
  test('words matched with a typo or in another plural form are highlighted in the index texts', () => {
    const typo = run({ query: 'conect' }).hits.find((h) => h.objectID === 'wallet-1');
    assert.equal(hl(typo!, 'lvl1')?.value, '<em>Connect</em> your wallet');
    const plural = run({ query: 'wallets' }).hits.find((h) => h.objectID === 'wallet-1');
    assert.equal(hl(plural!, 'lvl1')?.value, 'Connect your <em>wallet</em>');
  });

  test('_highlightResult mirrors the hierarchy with match levels and matched words', () => {
    const hit = run({ query: 'connect wal' }).hits[0];
    assert.equal(hit.objectID, 'wallet-1');
    assert.deepEqual(hl(hit, 'lvl1'), {
      value: '<em>Connect</em> your <em>wal</em>let',
      matchLevel: 'full',
      matchedWords: ['connect', 'wal'],
      fullyHighlighted: false,
    });
    assert.deepEqual(hl(hit, 'lvl0'), {
      value: 'Documentation',
      matchLevel: 'none',
      matchedWords: [],
    });
    assert.equal(hl(hit, 'lvl2'), undefined, 'null levels are left out');
  });

  test('partial and full match levels, fullyHighlighted, custom tags', () => {
    const hit = hitById(run({ query: 'connect networks' }).hits, 'wallet-3');
    assert.equal(hl(hit, 'lvl1')?.matchLevel, 'partial');
    assert.deepEqual(hl(hit, 'lvl1')?.matchedWords, ['connect']);
    assert.equal(hl(hit, 'lvl2')?.matchLevel, 'partial');

    const quest = run({ query: 'quest', highlightPreTag: '<mark>', highlightPostTag: '</mark>' })
      .hits[0];
    assert.deepEqual(hl(quest, 'lvl1'), {
      value: '<mark>Quest</mark>',
      matchLevel: 'full',
      matchedWords: ['quest'],
      fullyHighlighted: true,
    });
  });

  test('snippets are cut to N words around the match with the ellipsis', () => {
    const result = run({ query: 'widget', distinct: false, attributesToSnippet: ['content:5'] });
    const snippet = hitById(result.hits, 'install-2')?._snippetResult?.content as SnippetResult;
    assert.deepEqual(snippet, {
      value: '…the <em>widget</em> should appear, then…',
      matchLevel: 'full',
    });

    const noMatch = run({
      query: 'installation',
      distinct: false,
      attributesToSnippet: ['content:5', 'hierarchy.lvl1:10'],
      snippetEllipsisText: '...',
    });
    const hit = hitById(noMatch.hits, 'install-2');
    assert.deepEqual(hit?._snippetResult?.content, {
      value: 'Paste the snippet before the...',
      matchLevel: 'none',
    });
    assert.deepEqual((hit?._snippetResult?.hierarchy as Record<string, SnippetResult>).lvl1, {
      value: '<em>Installation</em>',
      matchLevel: 'full',
    });
  });

  test('HTML in records is escaped in highlights and snippets; raw attributes stay plain text', () => {
    const result = run({
      query: 'script',
      attributesToSnippet: ['content:20', 'hierarchy.lvl2:3'],
    });
    const hit = hitById(result.hits, 'xss-1');
    assert.ok(hit);
    assert.equal(
      (hit._highlightResult?.content as HighlightResult).value,
      'The error &lt;<em>script</em>&gt;alert(&quot;x&quot;)&lt;/<em>script</em>&gt; means the widget <em>script</em> was blocked.',
    );
    assert.equal(hl(hit, 'lvl2')?.value, 'Embedding &lt;img src=x onerror=alert(1)&gt; tags');
    assert.equal(
      hit.content,
      'The error <script>alert("x")</script> means the widget script was blocked.',
    );
    const markup = JSON.stringify([hit._highlightResult, hit._snippetResult]);
    assert.ok(!/<(script|img)/i.test(markup), markup);
  });

  test('a query holding markup cannot inject it', () => {
    const result = run({ query: '"><img src=x>error', attributesToSnippet: ['content:8'] });
    assert.deepEqual(ids(result.hits), ['xss-1']);
    const markup = JSON.stringify([result.hits[0]._highlightResult, result.hits[0]._snippetResult]);
    assert.ok(!markup.includes('<img'), markup);
    assert.ok(markup.includes('&lt;<em>img</em> <em>src</em>=<em>x</em>'), markup);
    assert.equal(
      result.query,
      '"><img src=x>error',
      'the query is echoed as given (JSON, not HTML)',
    );
  });
});

describe('filters', () => {
  const contextual = [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ];

  test('contextual facetFilters: AND of elements, nested arrays are OR groups', () => {
    assert.deepEqual(ids(run({ query: 'wallet', facetFilters: contextual }).hits), [
      'wallet-1',
      'blog-1',
      'wallet-3',
      'install-3',
    ]);
    assert.deepEqual(
      ids(run({ query: 'wallet', facetFilters: ['language:en', 'docusaurus_tag:default'] }).hits),
      ['blog-1'],
    );
    assert.deepEqual(ids(run({ query: 'wallet', facetFilters: 'language:fr' }).hits), ['fr-1']);
    assert.deepEqual(
      ids(run({ query: 'wallet', facetFilters: [['language:fr', 'docusaurus_tag:default']] }).hits),
      ['blog-1', 'fr-1'],
    );
  });

  test('negation and undeclared attributes', () => {
    assert.deepEqual(
      ids(run({ query: 'wallet', facetFilters: ['-docusaurus_tag:default', '-language:fr'] }).hits),
      ['wallet-1', 'wallet-3', 'install-3'],
    );
    assert.equal(
      run({ query: 'wallet', facetFilters: ['url:/wallet'] }).nbHits,
      0,
      'url is not declared in attributesForFaceting',
    );
    assert.equal(run({ query: 'wallet', facetFilters: ['LANGUAGE:en'] }).nbHits, 0);
    assert.equal(run({ query: 'wallet', facetFilters: ['language:EN'] }).nbHits, 4);
  });

  test('filters expressions and numeric filters', () => {
    assert.deepEqual(
      ids(run({ query: 'wallet', filters: 'type:lvl1 AND NOT docusaurus_tag:default' }).hits),
      ['wallet-1', 'fr-1'],
    );
    assert.deepEqual(
      ids(
        run({
          query: 'wallet',
          distinct: false,
          filters: '(type:lvl2 OR type:content) AND language:"en"',
        }).hits,
      ),
      ['wallet-3', 'wallet-2', 'wallet-4', 'install-3'],
    );
    assert.deepEqual(ids(run({ query: 'wallet', numericFilters: ['weight.level<100'] }).hits), [
      'wallet-3',
      'wallet-2',
      'install-3',
    ]);
    assert.deepEqual(ids(run({ query: 'wallet', filters: 'weight.level:80 TO 95' }).hits), [
      'wallet-3',
      'install-3',
    ]);
  });

  test('malformed filters are 400 errors', () => {
    assertSearchError(() => run({ filters: 'type:' }), 400, /filters/);
    assertSearchError(() => run({ filters: 'type:lvl1 AND' }), 400);
    assertSearchError(() => run({ filters: '(type:lvl1' }), 400);
    assertSearchError(() => run({ facetFilters: ['nocolon'] }), 400);
    assertSearchError(() => run({ facetFilters: [['a:b', ['c:d']]] }), 400);
  });
});

describe('parameters and response shape', () => {
  test('pagination: pages partition the hits; hitsPerPage defaults to 20; over 1000, or a query over 512 bytes, is a 400', () => {
    const all = run({ distinct: false, hitsPerPage: 100 });
    assert.equal(all.nbHits, 12);
    const pages = [0, 1, 2].map((page) => run({ distinct: false, hitsPerPage: 5, page }));
    assert.deepEqual(
      pages.map((p) => p.hits.length),
      [5, 5, 2],
    );
    assert.deepEqual(
      pages.flatMap((p) => ids(p.hits)),
      ids(all.hits),
    );
    assert.equal(pages[0].nbPages, 3);
    assert.equal(pages[2].page, 2);
    const beyond = run({ distinct: false, hitsPerPage: 5, page: 3 });
    assert.deepEqual(beyond.hits, []);
    assert.equal(beyond.nbHits, 12);
    assert.equal(run({}).hitsPerPage, 20);
    assert.equal(run({ hitsPerPage: 1000 }).hitsPerPage, 1000);
    assertSearchError(() => run({ hitsPerPage: 5000 }), 400, /hitsPerPage.*1000/);
    assertSearchError(() => run({ query: 'é'.repeat(257) }), 400, /query.*514 bytes, at most 512/);
    assert.equal(run({ query: 'a'.repeat(512) }).nbHits, 0);
    assertSearchError(() => run({ hitsPerPage: -1 }), 400);
    assertSearchError(() => run({ page: 'two' }), 400);
  });

  test('the response has Algolia fields; queryID only with clickAnalytics', () => {
    const result = run({ query: 'wallet', hitsPerPage: 2 });
    for (const key of [
      'hits',
      'nbHits',
      'page',
      'nbPages',
      'hitsPerPage',
      'exhaustiveNbHits',
      'processingTimeMS',
      'query',
      'params',
    ]) {
      assert.ok(key in result, key);
    }
    assert.equal(result.queryID, undefined);
    assert.equal(result.nbPages, 3);
    assert.equal(result.params, 'query=wallet&hitsPerPage=2');
    assert.match(run({ query: 'wallet', clickAnalytics: true }).queryID ?? '', /^[0-9a-f]{32}$/);
  });

  test('v4 url-encoded params give the same result as an object', () => {
    const params =
      'query=connect%20wallet&hitsPerPage=1&facetFilters=%5B%22language%3Aen%22%5D&clickAnalytics=true';
    const fromString = run({ params });
    const fromObject = run({
      query: 'connect wallet',
      hitsPerPage: 1,
      facetFilters: ['language:en'],
      clickAnalytics: true,
    });
    assert.deepEqual(ids(fromString.hits), ids(fromObject.hits));
    assert.equal(fromString.nbHits, fromObject.nbHits);
    assert.equal(fromString.hitsPerPage, 1);
    assert.equal(fromString.query, 'connect wallet');
    assert.ok(fromString.queryID);
    assert.equal(fromString.params, params);
  });

  test('unknown parameters and wrong types are 400 errors', () => {
    assertSearchError(() => run({ querry: 'x' }), 400, /Unknown parameter: querry/);
    assertSearchError(() => run({ params: 'nope=1' }), 400, /Unknown parameter: nope/);
    assertSearchError(() => run({ hitsPerPage: 'many' }), 400, /hitsPerPage/);
    assertSearchError(() => run({ query: { text: 'x' } }), 400, /query/);
    assertSearchError(() => run({ attributesToRetrieve: [1, 2] }), 400);
    assertSearchError(() => run({ facetFilters: 5 }), 400);
    // Odd but valid JSON strings never turn into internal errors.
    assert.equal(run({ query: '\ud800wallet' }).query, '\ud800wallet');
    // Lenient where Algolia is: numbers and booleans given as strings.
    assert.equal(run({ hitsPerPage: '3', clickAnalytics: 'true' }).hitsPerPage, 3);
  });

  test('attribute paths never reach Object.prototype', () => {
    const records = JSON.parse(
      '[{"objectID":"p","title":"proto pollution","__proto__":{"polluted":"yes"}}]',
    );
    const idx = createIndex(records, { searchableAttributes: ['title', '__proto__.polluted'] });
    const result = search(idx, {
      query: 'proto',
      attributesToRetrieve: ['*', '__proto__.polluted', 'constructor.prototype.polluted'],
      attributesToHighlight: ['*', '__proto__.polluted', '__proto__'],
      attributesToSnippet: ['__proto__.polluted:3', '*'],
      facets: ['__proto__'],
    });
    assert.equal(result.nbHits, 1);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'), false);
  });

  test('attributesToRetrieve limits the hit (objectID always there)', () => {
    const hit = run({
      query: 'wallet',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'content',
        'type',
        'url',
      ],
    }).hits[0];
    assert.deepEqual(
      Object.keys(hit).sort(),
      ['_highlightResult', 'content', 'hierarchy', 'objectID', 'type', 'url'].sort(),
    );
    assert.deepEqual(hit.hierarchy, {
      lvl0: 'Documentation',
      lvl1: 'Connect your wallet',
      lvl2: null,
    });
  });

  test('facet counts with facets', () => {
    const result = run({ query: '', distinct: false, facets: ['language', 'type', 'url'] });
    assert.deepEqual(result.facets, {
      language: { en: 11, fr: 1 },
      type: { lvl1: 6, content: 4, lvl2: 2 },
    });
  });
});

describe('searches without words (cached per filter set)', () => {
  const products = Array.from({ length: 30 }, (_, i) => ({
    objectID: `p${i}`,
    name: `Product ${i}`,
    brand: i % 3 === 0 ? 'Acme' : 'Globex',
    price: 10 + i,
    popularity: i % 7,
  }));
  const settings = {
    searchableAttributes: ['name'],
    attributesForFaceting: ['brand', 'price'],
    customRanking: ['desc(popularity)', 'asc(price)'],
  };

  test('a repeated filter set answers exactly as the first time, for every page and facet request', () => {
    const cachedIndex = createIndex(products, settings);
    const params = [
      { query: '', facets: ['*'], hitsPerPage: 4 },
      { query: '', facets: ['brand'], facetFilters: ['brand:Acme'], page: 1, hitsPerPage: 3 },
      { query: '', facets: ['price'], numericFilters: ['price>20'], hitsPerPage: 50 },
      { query: '', facets: ['*'], hitsPerPage: 4, page: 2 },
      { query: '', facets: ['brand'], maxValuesPerFacet: 1 },
    ];
    for (const p of params) {
      const first = search(cachedIndex, p);
      const again = search(cachedIndex, p);
      // A fresh index has nothing cached: the reference answer.
      const fresh = search(createIndex(products, settings), p);
      for (const result of [first, again]) {
        assert.deepEqual(ids(result.hits), ids(fresh.hits), JSON.stringify(p));
        assert.deepEqual(result.facets, fresh.facets);
        assert.deepEqual(result.facets_stats, fresh.facets_stats);
        assert.equal(result.nbHits, fresh.nbHits);
        assert.equal(result.nbPages, fresh.nbPages);
      }
    }
  });

  test('a change of records or settings is seen by the next search without words', () => {
    const store = new IndexStore();
    store.setRecords('products', products);
    store.setSettings('products', settings);
    const landing = { query: '', facets: ['brand'] };
    assert.deepEqual(search(store.engine('products'), landing).facets, {
      brand: { Globex: 20, Acme: 10 },
    });
    store.batch('products', [
      { action: 'addObject', body: { objectID: 'new', name: 'New', brand: 'Initech', price: 5 } },
    ]);
    assert.deepEqual(search(store.engine('products'), landing).facets, {
      brand: { Globex: 20, Acme: 10, Initech: 1 },
    });
    store.setSettings('products', { ...settings, attributesForFaceting: ['price'] });
    assert.deepEqual(search(store.engine('products'), { query: '', facets: ['*'] }).facets, {
      price: Object.fromEntries(
        [5, ...products.map((p) => p.price)]
          .map(String)
          .sort((a, b) => a.localeCompare(b))
          .slice(0, 100)
          .map((price) => [price, 1]),
      ),
    });
  });

  test('facets_stats: min, max, average and sum of numeric facets over the hits', () => {
    const idx = createIndex(products, settings);
    const result = search(idx, { query: '', facets: ['*'], facetFilters: ['brand:Acme'] });
    // Acme: products 0, 3, …, 27 → prices 10, 13, …, 37.
    assert.deepEqual(result.facets_stats, { price: { min: 10, max: 37, avg: 23.5, sum: 235 } });
    assert.equal(search(idx, { query: '', facets: ['brand'] }).facets_stats, undefined);
  });
});

describe('facet search', () => {
  test('prefix search over facet values with counts and highlight', () => {
    const result = searchForFacetValues(index, 'hierarchy.lvl0', { facetQuery: 'wid' });
    assert.deepEqual(result.facetHits, [
      { value: 'Widget', highlighted: '<em>Wid</em>get', count: 3 },
    ]);
    assert.equal(result.exhaustiveFacetsCount, true);
    assert.equal(typeof result.processingTimeMS, 'number');
  });

  test('empty facetQuery lists values by count; maxFacetHits and query narrow it', () => {
    const all = searchForFacetValues(index, 'hierarchy.lvl0', { facetQuery: '' });
    assert.deepEqual(
      all.facetHits.map((hit) => [hit.value, hit.count]),
      [
        ['Documentation', 5],
        ['Widget', 3],
        ['Campaign', 2],
        ['Blog', 1],
        ['Users', 1],
      ],
    );
    assert.equal(
      searchForFacetValues(index, 'hierarchy.lvl0', { facetQuery: '', maxFacetHits: 2 }).facetHits
        .length,
      2,
    );
    const narrowed = searchForFacetValues(index, 'hierarchy.lvl0', {
      facetQuery: '',
      query: 'plugin',
    });
    assert.deepEqual(narrowed.facetHits, [{ value: 'Widget', highlighted: 'Widget', count: 1 }]);
  });

  test('facet values are escaped; non-searchable facets are refused', () => {
    const idx = createIndex([
      makeRecord({ id: 'a', page: '/a', lvl0: '<i>Tags</i> & more', lvl1: 'A', type: 'lvl1' }),
    ]);
    const [hit] = searchForFacetValues(idx, 'hierarchy.lvl0', { facetQuery: 'tag' }).facetHits;
    assert.equal(hit.highlighted, '&lt;i&gt;<em>Tag</em>s&lt;/i&gt; &amp; more');
    assertSearchError(
      () => searchForFacetValues(index, 'url', { facetQuery: 'x' }),
      400,
      /searchable/,
    );
  });
});
