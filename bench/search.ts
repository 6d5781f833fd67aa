// Search service: index build, latency, throughput and relevance on the built site's records.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { createIndex, search } from '../src/search/engine';
import { compileSynonyms, type Synonym } from '../src/search/synonyms';
import type { DocSearchRecord } from '../src/search/types';
import { startServeProcess } from '../scripts/lib/harness';
import { typingToHits } from './search-typing';
import { machine, median, percentile, REPO } from './util';

export interface RelevanceCase {
  query: string;
  /** The page the reader wants, or the pages that would each answer them. */
  expected: string | string[];
}

export const loadRelevanceSet = (): RelevanceCase[] =>
  JSON.parse(readFileSync(join(REPO, 'tests/search-relevance.json'), 'utf8'));

/** The reader questions, split into tuning and held-out halves before any tuning. */
export const loadReaderQuestions = () =>
  (
    JSON.parse(readFileSync(join(REPO, 'tests/fixtures/search/reader-questions.json'), 'utf8')) as {
      questions: Array<RelevanceCase & { set: 'tuning' | 'heldout' }>;
    }
  ).questions;

/**
 * Later held-out sets, each committed before it was ever run: held-out-2 (written after the sets
 * above had been tuned on; looked at since, so no longer unseen), held-out-3 (from the product
 * facts and page titles only; its scores were seen while tuning the page ranks), held-out-4
 * (by a separate author, from the same sources; the unseen set of the page-keywords change, its
 * misses read since), held-out-5 (the same way; the unseen set of camel-case splitting, its misses
 * read since), held-out-6 (150 questions, the same way; the unseen set of the first reader-vocabulary
 * keywords pass, its misses read since) and held-out-7 (150 more; the unseen set of both passes).
 */
export const loadHeldOut = (n: 2 | 3 | 4 | 5 | 6 | 7) =>
  (
    JSON.parse(
      readFileSync(join(REPO, `tests/fixtures/search/reader-questions-heldout-${n}.json`), 'utf8'),
    ) as { questions: RelevanceCase[] }
  ).questions;

const pathOf = (url: string) => new URL(url, 'http://x').pathname.replace(/\/$/, '') || '/';

/** Share of questions whose expected page is among the first 3 distinct pages returned. */
export function relevance(
  records: DocSearchRecord[],
  cases: RelevanceCase[],
  synonyms: Synonym[] = [],
) {
  const index = createIndex(records);
  index.synonyms = compileSynonyms(synonyms);
  const misses: Array<RelevanceCase & { got: string[] }> = [];
  let hits = 0;
  for (const c of cases) {
    const res = search(index, { query: c.query, hitsPerPage: 20 });
    const pages = [...new Set(res.hits.map((h) => pathOf(String(h.url))))].slice(0, 3);
    const expected = (Array.isArray(c.expected) ? c.expected : [c.expected]).map(pathOf);
    if (pages.some((page) => expected.includes(page))) hits++;
    else misses.push({ ...c, got: pages });
  }
  return { share: hits / cases.length, hits, total: cases.length, misses };
}

/**
 * The first reader after a start: `serve` is started fresh (3 times), and the moment it says it
 * is ready a DocSearch query is sent; its round trip and the engine's time are recorded.
 */
export async function coldFirstQuery(siteDir: string, buildDir: string, runs = 3) {
  const { records, indexName } = JSON.parse(
    readFileSync(join(buildDir, 'search/records.json'), 'utf8'),
  ) as { records: DocSearchRecord[]; indexName: string };
  const { loadSiteConfig } = await import('../src/core/config/load');
  const config = await loadSiteConfig(siteDir, process.env);
  const roundTrip: number[] = [];
  const engine: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = startServeProcess(siteDir, buildDir);
    try {
      const url = await server.ready;
      const t = performance.now();
      const res = await fetch(
        `${url}/1/indexes/*/queries?x-algolia-application-id=${config.search.appId}&x-algolia-api-key=${config.search.apiKey}`,
        {
          method: 'POST',
          body: JSON.stringify({
            requests: [{ indexName, query: 'leaderboard', hitsPerPage: 20 }],
          }),
        },
      );
      const json = (await res.json()) as { results: Array<{ processingTimeMS: number }> };
      roundTrip.push(performance.now() - t);
      engine.push(json.results[0].processingTimeMS);
    } finally {
      server.child.kill();
    }
  }
  return { records: records.length, roundTrip, engine };
}

/** Bytes of an answer as sent with brotli, and once decompressed. */
function answerSizes(url: string, payload: string): Promise<{ raw: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Accept-Encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const sent = Buffer.concat(chunks);
        const raw = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(sent) : sent;
        resolve({ raw: raw.length, sent: sent.length });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export async function searchBench(buildDir: string, siteDir = REPO) {
  const loadAverage = loadavg()[0];
  const file = join(buildDir, 'search/records.json');
  const text = readFileSync(file, 'utf8');
  const {
    records,
    indexName,
    synonyms = [],
  } = JSON.parse(text) as {
    indexName: string;
    records: DocSearchRecord[];
    synonyms?: Synonym[];
  };
  const t0 = performance.now();
  createIndex(records);
  const indexBuildMs = performance.now() - t0;
  const cases = loadRelevanceSet();
  const readers = loadReaderQuestions();

  // The service in its own process, as `serve` runs it: autocannon's work is not counted in its time.
  const service = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO, 'src/search/standalone.ts'), '--port', '0', '--records', file],
    {
      env: { ...process.env, SEARCH_APP_ID: 'BENCH', SEARCH_API_KEY: 'key' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    service.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Search service on (\S+) /.exec(out);
      if (found) resolve(found[1]);
    });
    service.once('exit', (code) => reject(new Error(`search service exited (${code})`)));
  });
  const url = `${base}/1/indexes/*/queries?x-algolia-application-id=BENCH&x-algolia-api-key=key`;
  const levels = [0, 1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}`);
  // The request the site's modal sends for a typed query (DocSearch 3.9 with our parameters).
  const body = (query: string) =>
    JSON.stringify({
      requests: [
        {
          indexName,
          query,
          hitsPerPage: 20,
          attributesToRetrieve: [...levels, 'content', 'type', 'url'],
          attributesToSnippet: [...levels.slice(1), 'content'].map((path) => `${path}:10`),
          attributesToHighlight: ['hierarchy.lvl0'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          facetFilters: [
            'language:en',
            ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
          ],
        },
      ],
    });
  try {
    const serverSide: number[] = [];
    const roundTrip: number[] = [];
    const queries = cases.map((c) => c.query);
    // Steady state, as a running service sees it: one warm-up pass (JIT, word caches) before measuring.
    for (const q of queries)
      await (await fetch(url, { method: 'POST', body: body(q) })).arrayBuffer();
    for (let i = 0; i < 100; i++) {
      const q = queries[i % queries.length];
      const t = performance.now();
      const res = await fetch(url, { method: 'POST', body: body(q) });
      const json = (await res.json()) as { results: Array<{ processingTimeMS: number }> };
      roundTrip.push(performance.now() - t);
      serverSide.push(json.results[0].processingTimeMS);
    }
    const typed = {
      url,
      method: 'POST' as const,
      connections: 50,
      requests: queries.slice(0, 20).map((q) => ({ method: 'POST' as const, body: body(q) })),
    };
    // V8 keeps optimising the hot paths through the first seconds under load (the first 10 s
    // measured 15-25 % below the next ones): 3 s of the same load first, not counted.
    await autocannon({ ...typed, duration: 3 });
    // This machine's speed drifts from minute to minute (the same engine work has taken 160 to
    // 290 us a query): three runs, the median reported beside all three.
    const loads = [];
    for (let run = 0; run < 3; run++) loads.push(await autocannon({ ...typed, duration: 10 }));
    // An InstantSearch landing page: no words, every facet, the same filters each time.
    const landing = JSON.stringify({
      requests: [
        {
          indexName,
          query: '',
          hitsPerPage: 20,
          facets: ['*'],
          facetFilters: ['language:en'],
        },
      ],
    });
    const facetLoad = await autocannon({
      url,
      method: 'POST',
      connections: 50,
      duration: 10,
      body: landing,
    });
    const compressed = await answerSizes(url, body('reward'));
    return {
      records: records.length,
      facetThroughput: facetLoad.requests.average,
      facetErrors: facetLoad.errors + facetLoad.non2xx,
      compressed,
      recordsBytes: Buffer.byteLength(text),
      indexBuildMs,
      p50: percentile(serverSide, 50),
      p95: percentile(serverSide, 95),
      rtt50: percentile(roundTrip, 50),
      rtt95: percentile(roundTrip, 95),
      throughput: median(loads.map((load) => load.requests.average)),
      throughputRuns: loads.map((load) => load.requests.average),
      errors: loads.reduce((sum, load) => sum + load.errors + load.non2xx, 0),
      cold: await coldFirstQuery(siteDir, buildDir),
      typing: await typingToHits(buildDir).then((t) => {
        if (t.missing.length) throw new Error(`no hits shown for ${t.missing.join(', ')}`);
        return { median: t.median, samples: t.samples.length };
      }),
      loadAverage,
      machine: machine(),
      relevance: relevance(records, cases, synonyms),
      tuning: relevance(
        records,
        readers.filter((q) => q.set === 'tuning'),
        synonyms,
      ),
      heldOut: relevance(
        records,
        readers.filter((q) => q.set === 'heldout'),
        synonyms,
      ),
      heldOut2: relevance(records, loadHeldOut(2), synonyms),
      heldOut3: relevance(records, loadHeldOut(3), synonyms),
      heldOut4: relevance(records, loadHeldOut(4), synonyms),
      heldOut5: relevance(records, loadHeldOut(5), synonyms),
      heldOut6: relevance(records, loadHeldOut(6), synonyms),
      heldOut7: relevance(records, loadHeldOut(7), synonyms),
    };
  } finally {
    service.kill();
  }
}
