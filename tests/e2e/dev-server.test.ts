// npm start as a writer uses it: edits show in the open page without a
// reload, new docs get routes, and a syntax error is reported with its place
// in the terminal and the browser until it is fixed.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/core/dev';
import { copyFixture, gotoHydrated, launchBrowser, newPage } from './helpers';

let site: string;
let dev: DevServer;
let browser: Browser;
const logs: string[] = [];
const log = {
  log: (m: string) => logs.push(m),
  warn: (m: string) => logs.push(m),
  error: (m: string) => logs.push(m),
};

before(async () => {
  site = copyFixture('basic-site', 'dev');
  dev = await startDevServer({ siteDir: site, port: 0, host: '127.0.0.1', log });
  await dev.ready;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await dev?.close();
  rmSync(site, { recursive: true, force: true });
});

describe('dev server', () => {
  it('answers searches from the local service, with no account', async () => {
    const url = `${dev.url}/1/indexes/*/queries?x-algolia-application-id=LOCAL&x-algolia-api-key=fixture-search-key`;
    let hits = 0;
    for (let i = 0; i < 240 && hits === 0; i++) {
      const res = await fetch(url, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: 'fixture', query: 'install' }] }),
      });
      if (res.ok)
        hits = ((await res.json()) as { results: Array<{ nbHits: number }> }).results[0].nbHits;
      if (!hits) await new Promise((r) => setTimeout(r, 500));
    }
    assert.ok(hits > 0, 'search records are built while the dev server runs');
  });

  it('shows an edit in the open page without a reload', async () => {
    const { page, context } = await newPage(browser);
    await gotoHydrated(page, dev.url + '/intro');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const file = join(site, 'docs/intro.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'Welcome to the fixture.',
        'Welcome to the EDITED fixture.',
      ),
    );
    await page.waitForSelector('text=Welcome to the EDITED fixture.', { timeout: 15000 });
    assert.equal(
      await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
      1,
      'no reload',
    );
    await context.close();
  });

  it('gives a new doc its route', async () => {
    writeFileSync(
      join(site, 'docs/brand-new.md'),
      '---\ntitle: Brand new\n---\n\nFresh content.\n',
    );
    const { page, context } = await newPage(browser);
    await page.waitForTimeout(300);
    for (let i = 0; i < 30; i++) {
      await page.goto(dev.url + '/brand-new');
      if (
        await page
          .waitForSelector('article h1:text("Brand new")', { timeout: 1000 })
          .catch(() => null)
      )
        break;
    }
    assert.equal(await page.locator('article h1').textContent(), 'Brand new');
    unlinkSync(join(site, 'docs/brand-new.md'));
    await context.close();
  });

  it('reports a syntax error with file, line and column, then recovers', async () => {
    const { page, context } = await newPage(browser);
    await gotoHydrated(page, dev.url + '/reference/api');
    const file = join(site, 'docs/reference/api.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original + '\nBroken {expression\n');
    const overlay = page.locator('#webpack-hot-middleware-clientOverlay');
    await overlay.waitFor({ timeout: 15000 });
    assert.match((await overlay.textContent()) ?? '', /api\.md:\d+:\d+: MDX compilation failed/);
    assert.ok(
      logs.some((l) => /\[ERROR\] .*api\.md:\d+:\d+: MDX compilation failed/.test(l)),
      'terminal names the place',
    );
    writeFileSync(file, original.replace('The API.', 'The fixed API.'));
    await page.waitForSelector('text=The fixed API.', { timeout: 15000 });
    await overlay.waitFor({ state: 'detached', timeout: 15000 });
    await context.close();
  });
});
