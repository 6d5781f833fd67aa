// Deterministic generator of malformed, oversized, wrongly typed and hostile
// requests for the search service (a seed gives the same sequence every run).

export interface FuzzRequest {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_QUERIES = [
  '',
  'a'.repeat(10_000),
  '.*+?^${}()|[]\\',
  '(?<x>a)\\1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u0000\u0001\u0002',
  '\uD800',
  '🙂'.repeat(500),
  'setup OR 1=1; DROP TABLE records',
  '%00%ff',
  '<mark>x</mark>',
  'ΑΒΓ ąę 中文',
];

export function* fuzzRequests(count: number, seed: number): Generator<FuzzRequest> {
  const random = rng(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  const creds = [
    '?x-algolia-application-id=LOCAL&x-algolia-api-key=search',
    '?x-algolia-application-id=LOCAL&x-algolia-api-key=wrong',
    '',
    '?x-algolia-application-id=OTHER&x-algolia-api-key=search',
    '?x-algolia-api-key=search',
  ];
  const paths = [
    '/1/indexes/*/queries',
    '/1/indexes/fixture/query',
    '/1/indexes/fixture/facets/language/query',
    '/1/indexes/nope/query',
    '/1/indexes/fixture/batch',
    '/1/indexes/fixture/settings',
    '/1/unknown',
    '/1/indexes/%2e%2e/query',
    '/1/indexes/fixture/facets/../query',
  ];
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const bodies: Array<() => string | Buffer> = [
    () => JSON.stringify({ requests: [{ indexName: 'fixture', query: pick(HOSTILE_QUERIES) }] }),
    () =>
      JSON.stringify({
        requests: [
          {
            indexName: 'fixture',
            query: 'setup',
            hitsPerPage: pick([1e9, -5, 'abc', null, 3.7, {}]),
          },
        ],
      }),
    () =>
      JSON.stringify({
        requests: [{ indexName: 'fixture', query: 'x', page: pick([-1, 1e12, 'z']) }],
      }),
    () =>
      JSON.stringify({
        requests: [
          {
            indexName: 'fixture',
            query: 'x',
            facetFilters: pick([
              [[[[['a:b']]]]],
              'language',
              42,
              ['-'],
              [':'],
              [['docusaurus_tag:'.repeat(100)]],
            ]),
          },
        ],
      }),
    () =>
      JSON.stringify({
        requests: [
          {
            indexName: 'fixture',
            query: 'x',
            attributesToSnippet: pick([['content:-1'], ['content:1e9'], 'content', [null]]),
          },
        ],
      }),
    () =>
      JSON.stringify({
        requests: [
          {
            indexName: 'fixture',
            params: pick([
              'query=%ZZ',
              'hitsPerPage=abc',
              'query=' + 'b'.repeat(20000),
              '&&&=',
              123,
            ]),
          },
        ],
      }),
    () =>
      JSON.stringify({
        requests: pick([
          'x',
          1,
          null,
          [],
          [1, 2],
          [{}],
          [{ indexName: 42 }],
          [{ indexName: 'fixture', unknownParam: true }],
        ]),
      }),
    () =>
      JSON.stringify({
        query: pick(HOSTILE_QUERIES),
        highlightPreTag: '<script>',
        highlightPostTag: '</script>',
      }),
    () => JSON.stringify({ facetQuery: pick(HOSTILE_QUERIES), maxFacetHits: pick([1e6, -1, 'x']) }),
    () =>
      pick([
        '{',
        '{"requests":',
        'null',
        '42',
        '"str"',
        '[]',
        'true',
        '{"requests":[{"indexName":"fixture","query":"a"}]',
        '\u0000',
      ]),
    () => deep(pick([50, 5000, 100000])),
    () => Buffer.from([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    () => '{"requests":[{"indexName":"fixture","query":"' + 'x'.repeat(1_200_000) + '"}]}',
    () =>
      JSON.stringify({
        requests: Array.from({ length: 200 }, () => ({ indexName: 'fixture', query: 'a' })),
      }),
  ];
  for (let i = 0; i < count; i++) {
    const method =
      random() < 0.85 ? 'POST' : pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']);
    const body =
      method === 'GET' || method === 'OPTIONS' || method === 'TRACE' ? undefined : pick(bodies)();
    const headers: Record<string, string> = {
      'content-type': pick([
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ]),
    };
    if (random() < 0.05) headers['content-encoding'] = 'gzip';
    yield { label: `#${i} ${method}`, method, path: pick(paths) + pick(creds), headers, body };
  }
}
