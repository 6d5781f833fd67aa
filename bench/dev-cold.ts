// The writer's first minutes on a fresh clone: `npm start` in a checkout of the committed tree with
// no build/, no .cache/ and no generated files (node_modules linked, as `npm ci` would leave it),
// timed as a writer meets it: the server ready, the first doc page in a new tab, the first save on
// screen, and the first search in the modal answered.
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium';
import { loadSiteConfig } from '../src/core/config/load';
import {
  BENCH_DOC,
  fetchOk,
  median,
  REPO,
  seconds,
  startAndWait,
  timeSaveToScreen,
  watchForEdits,
} from './util';
import type { devServer } from './ours';

export interface ColdRun {
  ready: number;
  firstPage: number;
  firstEdit: number;
  searchReady: number;
  /** Answers without hits (the index not there yet) a reader searching from `ready` got first. */
  searchMisses: number;
  firstSearch: number;
  load: number;
}

async function hasHits(url: string, indexName: string): Promise<boolean> {
  const body = JSON.stringify({ requests: [{ indexName, query: 'quiz' }] });
  const res = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(60_000) }).catch(
    () => undefined,
  );
  if (!res?.ok) return false;
  const { results } = (await res.json()) as { results: Array<{ nbHits: number }> };
  return results[0].nbHits > 0;
}

/**
 * A reader searching from the moment the server is ready, again every 250 ms until there are
 * hits: when the first hits came (from `started`) and how many answers had none before them.
 */
async function searchUntilHits(url: string, indexName: string, started: number) {
  let misses = 0;
  while (!(await hasHits(url, indexName))) {
    misses++;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { at: performance.now() - started, misses };
}

function freshCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docgen-fresh-'));
  execSync(`git archive HEAD | tar -x -C ${JSON.stringify(dir)}`, { cwd: REPO });
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

async function coldRun(port: number): Promise<ColdRun> {
  const dir = freshCheckout();
  const base = `http://127.0.0.1:${port}`;
  const load = loadavg()[0];
  const started = performance.now();
  // As `npm start` runs it in that checkout (its package.json's script).
  const server = await startAndWait(
    process.execPath,
    [join(dir, 'scripts/docgen.mjs'), 'start', dir],
    () => fetchOk(`${base}/assets/js/main.js`),
    { cwd: dir, env: { PORT: String(port), HOST: '127.0.0.1' } },
  );
  // A reader who searches as soon as the server answers, while the writer opens a page.
  const { search } = await loadSiteConfig(dir);
  const query = `${base}/1/indexes/*/queries?x-algolia-application-id=${search.appId}&x-algolia-api-key=${search.apiKey}`;
  const earlySearch = searchUntilHits(query, search.indexName, started);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const docFile = join(dir, 'docs', BENCH_DOC);
  const original = readFileSync(docFile, 'utf8');
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(180_000);
    await watchForEdits(page);
    await page.goto(`${base}/${BENCH_DOC.replace(/\.mdx?$/, '')}`);
    await page.waitForSelector('article h1');
    const firstPage = performance.now() - started;
    const firstEdit = await timeSaveToScreen(page, docFile, original, 180_000);
    // Search answers once the first records exist (built in the background).
    const { at: searchReady, misses: searchMisses } = await earlySearch;
    await page.keyboard.press('Control+k');
    const typed = performance.now();
    await page.fill('.DocSearch-Input', 'quiz');
    await page.waitForSelector('.DocSearch-Hit');
    const firstSearch = performance.now() - typed;
    return {
      ready: server.elapsed,
      firstPage,
      firstEdit,
      searchReady,
      searchMisses,
      firstSearch,
      load,
    };
  } finally {
    writeFileSync(docFile, original);
    await browser.close();
    await server.stopped();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A port nothing listens on now (other work on the machine may hold fixed ones). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `runs` fresh checkouts, one after another. */
export async function devColdPath(runs: number): Promise<ColdRun[]> {
  const results: ColdRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await coldRun(await freePort()));
  return results;
}

export function renderDevColdSection(runs: ColdRun[]): string {
  const row = (label: string, pick: (r: ColdRun) => number, unit: (ms: number) => string) =>
    `| ${label} | ${unit(median(runs.map(pick)))} | ${runs.map((r) => unit(pick(r))).join(', ')} |`;
  const ms = (v: number) => `${Math.round(v)} ms`;
  return [
    '## Writer loop from a fresh clone',
    '',
    `\`npm run bench -- --dev-cold-only\`: \`npm start\` in a checkout of the committed tree with no build/, .cache/ or generated files (${runs.length} checkouts, one after another; load average ${runs.map((r) => r.load.toFixed(1)).join(', ')} at their starts).`,
    '',
    '| measure | median | runs |',
    '|---|---|---|',
    row('server ready (bundle served)', (r) => r.ready, seconds),
    row('first doc page shown in a new tab, from `npm start`', (r) => r.firstPage, seconds),
    row('first save → change on screen', (r) => r.firstEdit, ms),
    row('search answering with hits, from `npm start`', (r) => r.searchReady, seconds),
    row(
      'answers without hits a reader searching from "ready" got first',
      (r) => r.searchMisses,
      String,
    ),
    row('then a search typed in the modal → hits', (r) => r.firstSearch, ms),
    '',
  ].join('\n');
}

type DevRun = Awaited<ReturnType<typeof devServer>>;

/** `npm start` on a warm cache (the second start): the first doc page and the saves after it. */
export function renderDevWarmSection(ours: DevRun, docusaurus?: DevRun): string {
  const ms = (v: number) => `${Math.round(v)} ms`;
  const runs = (r: DevRun) => r.reloadRuns.map(ms).join(', ');
  const row = (label: string, pick: (r: DevRun) => number, unit: (v: number) => string) =>
    `| ${label} | ${unit(pick(ours))} |${docusaurus ? ` ${unit(pick(docusaurus))} | ${Math.round((pick(ours) / pick(docusaurus)) * 100)} % |` : ''}`;
  return [
    '## Writer loop (warm cache)',
    '',
    `\`npm run bench -- --dev-only\`: \`npm start\` started once to fill the caches, stopped, started again; the bench doc opened in Chromium, then ${ours.reloadRuns.length} saves, each timed until the open page shows it. Load average ${loadavg()[0].toFixed(1)} at the end.`,
    '',
    docusaurus ? '| measure | ours | Docusaurus 3.10 | ours / Docusaurus |' : '| measure | ours |',
    docusaurus ? '|---|---|---|---|' : '|---|---|',
    row('server ready (bundle served)', (r) => r.ready, seconds),
    row('first doc page shown, from `npm start`', (r) => r.firstPage, seconds),
    row('save → change on screen (median)', (r) => r.reload, ms),
    '',
    `Save-to-screen runs, ours: ${runs(ours)}.${docusaurus ? ` Docusaurus: ${runs(docusaurus)}.` : ''}`,
    '',
  ].join('\n');
}
