// A fresh `serve` process on a busy machine: the first reader searches the moment the server
// says it is ready, and sees hits. The index (6,000 records, the size of a real docs site) is
// built and warmed up before the server listens, not on that first query. (`npm start` on a fresh
// clone: the writer loop's test, on its dev server.)
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  REPO,
  burnCpu,
  ensureBuilt,
  fixture,
  gotoHydrated,
  launchBrowser,
  newPage,
  startServeProcess,
} from './helpers';
import { openWithShortcut } from './search-helpers';
import type { DocSearchRecord, RecordsFile } from '../../src/search/types';

const site = fixture('basic-site');
const buildCopy = join(REPO, 'tests/fixtures', `.tmp-cold-build-${process.pid}`);
const children: ChildProcess[] = [];
let browser: Browser;

const WORDS = (
  'campaign quest reward wallet token pool winner raffle draw claim badge referral invite ' +
  'telegram discord twitter webhook widget embed login signature export analytics filter ' +
  'submission review approve schedule recurrence daily weekly points leaderboard profile'
).split(' ');

/** The fixture's records, repeated with varied words up to `count` records. */
function enlarged(records: DocSearchRecord[], count: number): DocSearchRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const base = records[i % records.length];
    const extra = Array.from({ length: 12 }, (_, k) => WORDS[(i * 7 + k * 13) % WORDS.length]);
    return {
      ...base,
      objectID: `${base.objectID}-${i}`,
      url: `${base.url_without_anchor}#copy-${i}`,
      anchor: `copy-${i}`,
      content: `${base.content ?? ''} ${extra.join(' ')}`.trim(),
    };
  });
}

/** Starts `serve` in its own process over the copied build; resolves with its URL once ready. */
function startServe(): Promise<string> {
  const { child, ready } = startServeProcess(site, buildCopy);
  children.push(child);
  return ready;
}

before(async () => {
  ensureBuilt(site);
  rmSync(buildCopy, { recursive: true, force: true });
  cpSync(join(site, 'build'), buildCopy, { recursive: true });
  const file = join(buildCopy, 'search/records.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as RecordsFile;
  mkdirSync(join(buildCopy, 'search'), { recursive: true });
  writeFileSync(file, JSON.stringify({ ...data, records: enlarged(data.records, 6000) }));
  browser = await launchBrowser();
});

after(async () => {
  for (const child of children) child.kill();
  await browser?.close();
  rmSync(buildCopy, { recursive: true, force: true });
});

it('a fresh server on a loaded machine answers the first search with hits', async () => {
  const stopBurning = burnCpu();
  try {
    await firstSearchOnServe();
  } finally {
    stopBurning();
  }
});

async function firstSearchOnServe() {
  const url = await startServe();
  const { page, errors } = await newPage(browser);
  const answers: number[] = [];
  const processing: Array<Promise<number>> = [];
  page.on('response', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/1/')) return;
    answers.push(r.status());
    processing.push(
      r
        .json()
        .then((body: { results: Array<{ processingTimeMS: number }> }) =>
          Math.max(...body.results.map((result) => result.processingTimeMS)),
        ),
    );
  });
  await gotoHydrated(page, `${url}/`);
  await openWithShortcut(page);
  await page.fill('#docsearch-input', 'leaderboard');
  await page.waitForSelector('.DocSearch-Hit', { timeout: 20_000 });
  assert.equal(await page.locator('.DocSearch-ErrorScreen').count(), 0, 'no "Unable to fetch"');
  assert.ok(answers.length > 0 && answers.every((status) => status === 200), `${answers}`);
  assert.deepEqual(errors, []);
  // Built on the first query, the index took 2–4 s on a loaded machine; warmed, a query takes
  // well under a second even with the burners and other work on the machine.
  const first = await processing[0];
  assert.ok(first < 1500, `first query took ${first} ms in the engine`);
}
