// The dev server while a writer works fast and makes mistakes: rapid saves,
// deleted and renamed files, a broken save then a fix. The server keeps
// running and the open page ends on the right content without a manual reload.
import assert from 'node:assert/strict';
import { readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/core/dev';
import { copyFixture, gotoHydrated, launchBrowser, newPage } from './helpers';

let site: string;
let dev: DevServer;
let browser: Browser;
const quiet = { log: () => {}, warn: () => {}, error: () => {} };

before(async () => {
  site = copyFixture('basic-site', 'dev-editing');
  dev = await startDevServer({ siteDir: site, port: 0, host: '127.0.0.1', log: quiet });
  await dev.ready;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await dev?.close();
  rmSync(site, { recursive: true, force: true });
});

/** Polls until the page shows `selector`, reloading only if asked (to follow a route that moved). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 20000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('dev server under editing', () => {
  it('ends on the last of many rapid saves', async () => {
    const { page, context } = await newPage(browser);
    await gotoHydrated(page, dev.url + '/guides/install');
    const file = join(site, 'docs/guides/01-install.md');
    const original = readFileSync(file, 'utf8');
    for (let i = 1; i <= 15; i++) {
      writeFileSync(file, original.replace('Install it.', `Install it, version ${i}.`));
      await new Promise((r) => setTimeout(r, 15));
    }
    assert.ok(
      await eventually(async () =>
        ((await page.textContent('article')) ?? '').includes('Install it, version 15.'),
      ),
    );
    await context.close();
  });

  it('recovers from a broken save once it is fixed', async () => {
    const { page, context } = await newPage(browser);
    await gotoHydrated(page, dev.url + '/reference/cli');
    const file = join(site, 'docs/reference/cli.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original + '\n<div>\n\nunclosed\n');
    await page.waitForSelector('#webpack-hot-middleware-clientOverlay', { timeout: 20000 });
    writeFileSync(file, '---\ntitle: Bad\nsidebar_position: [\n---\n');
    await page.waitForTimeout(500);
    writeFileSync(file, original.replace('The CLI.', 'The repaired CLI.'));
    assert.ok(
      await eventually(async () =>
        ((await page.textContent('article')) ?? '').includes('The repaired CLI.'),
      ),
    );
    await context.close();
  });

  it('follows a deleted and a renamed doc', async () => {
    const { page, context } = await newPage(browser);
    await gotoHydrated(page, dev.url + '/reference/api');
    const api = join(site, 'docs/reference/api.md');
    renameSync(api, join(site, 'docs/reference/api-v2.md'));
    assert.ok(
      await eventually(async () => {
        await page.goto(dev.url + '/reference/api-v2');
        return (await page.locator('article h1').textContent({ timeout: 2000 })) === 'API';
      }),
      'the renamed doc has its new route',
    );
    await page.goto(dev.url + '/reference/api');
    await page.waitForSelector('h1:text("Page Not Found")');
    unlinkSync(join(site, 'docs/reference/api-v2.md'));
    assert.ok(
      await eventually(async () => {
        await page.goto(dev.url + '/reference/api-v2');
        return (
          (await page.locator('h1').first().textContent({ timeout: 2000 })) === 'Page Not Found'
        );
      }),
      'the deleted doc is gone',
    );
    // The server is still up and serving the rest.
    await gotoHydrated(page, dev.url + '/intro');
    assert.equal(await page.locator('article h1').textContent(), 'Introduction');
    await context.close();
  });
});
