// BENCHMARKS.md from the measurements.
import type { LighthouseResult } from './lighthouse';
import { kb, seconds, type machine } from './util';

type Weight = { js: { raw: number; gzip: number }; css: { raw: number; gzip: number } };

interface Relevance {
  share: number;
  hits: number;
  total: number;
  misses: Array<{ query: string; expected: string | string[]; got: string[] }>;
}

export interface BenchResults {
  machine: Record<string, string>;
  build: {
    cold: number;
    warm: number;
    edited: number;
    coldRuns: number[];
    warmRuns: number[];
    editedRuns: number[];
  };
  scaling?: { base: { time: number; pages: number }; tenfold: { time: number; pages: number } };
  weights: Record<'home' | 'doc' | 'search', Weight> & {
    modal: { raw: number; gzip: number; files: string[] };
    total: number;
    pages: number;
  };
  dev?: {
    ready: number;
    coldReady: number;
    firstPage: number;
    reload: number;
    reloadRuns: number[];
  };
  lighthouse?: Record<string, LighthouseResult & { runs: number[] }>;
  search?: {
    records: number;
    recordsBytes: number;
    indexBuildMs: number;
    p50: number;
    p95: number;
    rtt50: number;
    rtt95: number;
    throughput: number;
    errors: number;
    /** An InstantSearch landing page (no query words, every facet), 50 connections. */
    facetThroughput?: number;
    facetErrors?: number;
    /** Share of `/1/` answer bytes saved by compression (brotli), on a modal answer. */
    compressed?: { raw: number; sent: number };
    /** The first query after a fresh `serve` reports ready, per start. */
    cold: { roundTrip: number[]; engine: number[] };
    /** In the browser: a query's input event → its first hit on screen, ms (a fresh page per round). */
    typing?: { median: number; samples: number };
    /** Each typed-query throughput run (absent in figures recorded with one run). */
    throughputRuns?: number[];
    /** The machine's 1-minute load average when the search figures were taken. */
    loadAverage?: number;
    /** Where and when (absent in figures recorded before it was kept). */
    machine?: ReturnType<typeof machine>;
    relevance: Relevance;
    tuning: Relevance;
    heldOut: Relevance;
    /** Absent in figures recorded before held-out-2 existed. */
    heldOut2?: Relevance;
    heldOut3?: Relevance;
    heldOut4?: Relevance;
    heldOut5?: Relevance;
    heldOut6?: Relevance;
    heldOut7?: Relevance;
  };
  docusaurus?: {
    build: { cold: number; warm: number; edited: number };
    weight: Weight;
    dev: { ready: number; coldReady: number; firstPage: number; reload: number };
  };
}

const ratio = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
const w = (x: { raw: number; gzip: number }) => `${kb(x.raw)} (${kb(x.gzip)} gzip)`;

export function renderReport(r: BenchResults): string {
  const lines: string[] = [];
  lines.push('# Benchmarks', '');
  lines.push(
    `Machine: ${r.machine.cpu}, ${r.machine.memory}, Node ${r.machine.node}. Date: ${r.machine.date}. Commit: ${r.machine.commit}.`,
    '',
  );
  lines.push(
    'Produced by `npm run bench`' +
      (r.docusaurus ? ' `-- --vs-docusaurus`' : '') +
      '. Times are wall-clock medians of 3 runs unless noted.',
    '',
  );
  lines.push('## Build', '');
  lines.push('| measure | ours |' + (r.docusaurus ? ' Docusaurus 3.10 | ours / Docusaurus |' : ''));
  lines.push('|---|---|' + (r.docusaurus ? '---|---|' : ''));
  /** One measure: our figure, Docusaurus's (when measured) and the ratio, in the given unit. */
  const row = (
    name: string,
    ours: number,
    theirs: number | undefined,
    unit: (x: number) => string,
  ) =>
    lines.push(
      `| ${name} | ${unit(ours)} |` +
        (r.docusaurus
          ? theirs === undefined
            ? ' — | — |'
            : ` ${unit(theirs)} | ${ratio(ours, theirs)} |`
          : ''),
    );
  const ms = (x: number) => `${Math.round(x)} ms`;
  const d = r.docusaurus;
  row('cold `npm run build` (caches cleared)', r.build.cold, d?.build.cold, seconds);
  row('warm rebuild, nothing changed', r.build.warm, d?.build.warm, seconds);
  row('warm rebuild after editing one doc', r.build.edited, d?.build.edited, seconds);
  if (r.dev) {
    row(
      'dev server: bundle ready, first start (cold cache)',
      r.dev.coldReady,
      d?.dev.coldReady,
      seconds,
    );
    row('dev server: bundle ready (warm cache)', r.dev.ready, d?.dev.ready, seconds);
    row(
      'dev server: first doc page shown (warm cache)',
      r.dev.firstPage,
      d?.dev.firstPage,
      seconds,
    );
    row('.mdx save → change visible in the page', r.dev.reload, d?.dev.reload, ms);
  }
  row('first-load JS of a doc page (gzip)', r.weights.doc.js.gzip, d?.weight.js.gzip, kb);
  row('first-load CSS of a doc page (gzip)', r.weights.doc.css.gzip, d?.weight.css.gzip, kb);
  lines.push(
    '',
    `Cold runs: ${r.build.coldRuns.map(seconds).join(', ')}; warm runs: ${r.build.warmRuns.map(seconds).join(', ')}; ` +
      `runs after an edit: ${r.build.editedRuns.map(seconds).join(', ')}. With nothing changed, our build keeps the ` +
      `previous output (content-hash check, no bundling); Docusaurus rebuilds on its warm webpack cache.`,
  );
  if (r.dev)
    lines.push(
      `Save-to-screen runs: ${r.dev.reloadRuns.map((x) => `${Math.round(x)} ms`).join(', ')}.`,
    );
  if (r.scaling) {
    const { base, tenfold } = r.scaling;
    lines.push('', '### Scaling', '');
    lines.push('| site | pages | cold build | per page |', '|---|---|---|---|');
    lines.push(
      `| this site | ${base.pages} | ${seconds(base.time)} | ${(base.time / base.pages).toFixed(0)} ms |`,
    );
    lines.push(
      `| synthetic, docs ×10 | ${tenfold.pages} | ${seconds(tenfold.time)} | ${(tenfold.time / tenfold.pages).toFixed(0)} ms |`,
    );
    lines.push(
      '',
      `Ten times the pages took ${(tenfold.time / base.time).toFixed(1)}× the time (${(tenfold.pages / base.pages).toFixed(1)}× the pages).`,
    );
  }
  lines.push('', '## What a reader downloads', '');
  lines.push('| page | JavaScript | CSS |', '|---|---|---|');
  lines.push(`| home \`/\` | ${w(r.weights.home.js)} | ${w(r.weights.home.css)} |`);
  lines.push(
    `| doc \`/campaign/quests/quiz\` | ${w(r.weights.doc.js)} | ${w(r.weights.doc.css)} |`,
  );
  lines.push(`| search \`/search\` | ${w(r.weights.search.js)} | ${w(r.weights.search.css)} |`);
  lines.push(`| search modal (lazy, on first use) | ${w(r.weights.modal)} | in the same files |`);
  lines.push(
    '',
    `Total build size: ${(r.weights.total / 2 ** 20).toFixed(1)} MB for ${r.weights.pages} pages.`,
  );
  if (r.lighthouse) {
    lines.push('', '## Lighthouse (mobile)', '');
    lines.push(
      '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const [name, l] of Object.entries(r.lighthouse)) {
      lines.push(
        `| ${name} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${Math.round(l.lcp)} ms | ${Math.round(l.tbt)} ms | ${l.cls.toFixed(3)} |`,
      );
    }
    lines.push(
      '',
      'The median of three runs per page (performance scores: ' +
        Object.entries(r.lighthouse)
          .map(([name, l]) => `${name} ${l.runs.join(', ')}`)
          .join('; ') +
        ').',
    );
  }
  if (r.search) lines.push('', ...renderSearchSection(r.search));
  return lines.join('\n') + '\n';
}

/** The search section of BENCHMARKS.md (also rewritten alone by `npm run bench -- --search-only`). */
export function renderSearchSection(s: NonNullable<BenchResults['search']>): string[] {
  const lines: string[] = ['## Search service', ''];
  const where = s.machine
    ? `${s.machine.date}, ${s.machine.cpu}, ${s.machine.memory}, Node ${s.machine.node}, commit ${s.machine.commit}. `
    : '';
  if (s.loadAverage !== undefined) {
    lines.push(
      `${where}Measured with a 1-minute load average of ${s.loadAverage.toFixed(1)} on this machine${s.loadAverage > 1.5 ? ' (other work running)' : ''}. The throughput runs send the modal's own request (\`bench/search.ts\`) after 3 s of the same load.`,
      '',
    );
  }
  lines.push('| measure | value |', '|---|---|');
  lines.push(`| records | ${s.records} (${(s.recordsBytes / 2 ** 20).toFixed(1)} MB JSON) |`);
  lines.push(`| index build | ${Math.round(s.indexBuildMs)} ms |`);
  lines.push(
    `| first query the moment a fresh \`serve\` is ready (${s.cold.roundTrip.length} starts) | round trip ${s.cold.roundTrip.map((t) => t.toFixed(0)).join(', ')} ms; in the engine ${s.cold.engine.join(', ')} ms |`,
  );
  lines.push(`| warm, server-side latency, 100 queries | p50 ${s.p50} ms, p95 ${s.p95} ms |`);
  lines.push(
    `| warm, round trip on loopback | p50 ${s.rtt50.toFixed(1)} ms, p95 ${s.rtt95.toFixed(1)} ms |`,
    ...(s.typing
      ? [
          `| typing → hits in the modal, in Chromium (median of ${s.typing.samples} queries; goal ≤ 100 ms) | ${s.typing.median.toFixed(0)} ms |`,
        ]
      : []),
  );
  lines.push(
    s.throughputRuns
      ? `| typed queries (autocannon, 50 connections, median of 3 runs of 10 s; goal ≥ 2,000) | ${Math.round(s.throughput)} queries/s (${s.throughputRuns.map(Math.round).join(', ')}), ${s.errors} errors |`
      : `| throughput (autocannon, 50 connections, 10 s) | ${Math.round(s.throughput)} queries/s, ${s.errors} errors |`,
  );
  if (s.facetThroughput !== undefined) {
    lines.push(
      `| empty query with every facet, same filters (an InstantSearch landing page; autocannon, 50 connections, 10 s) | ${Math.round(s.facetThroughput)} requests/s, ${s.facetErrors ?? 0} errors |`,
    );
  }
  if (s.compressed) {
    lines.push(
      `| a modal answer (20 hits, snippets), raw → brotli | ${(s.compressed.raw / 1024).toFixed(1)} KB → ${(s.compressed.sent / 1024).toFixed(1)} KB |`,
    );
  }
  lines.push(
    `| relevance: expected page in the top 3 | ${(s.relevance.share * 100).toFixed(0)} % (${s.relevance.hits}/${s.relevance.total}) |`,
  );
  for (const [name, set] of [
    ['reader questions, tuning half', s.tuning],
    ['reader questions, held-out half', s.heldOut],
    ['held-out-2 (looked at, not tuned on)', s.heldOut2],
    ['held-out-3 (from the facts and page titles; its scores seen while tuning)', s.heldOut3],
    ['held-out-4, by a separate author (its misses since read and tuned on)', s.heldOut4],
    ['held-out-5, by a separate author (its misses read while tuning page keywords)', s.heldOut5],
    [
      'held-out-6, 150 questions by a separate author (unseen for the first keywords pass, its misses read for the second)',
      s.heldOut6,
    ],
    [
      'held-out-7, 150 questions by a separate author from the facts and page titles, never tuned on',
      s.heldOut7,
    ],
  ] as const) {
    if (!set) continue;
    lines.push(
      `| relevance: ${name} (top 3) | ${(set.share * 100).toFixed(0)} % (${set.hits}/${set.total}) |`,
    );
  }
  if (s.relevance.misses.length) {
    lines.push(
      '',
      'Missed queries: ' +
        s.relevance.misses.map((m) => `"${m.query}" (wanted ${m.expected})`).join('; ') +
        '.',
    );
  }
  return lines;
}
