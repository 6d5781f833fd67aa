// The writer's loop in the dev server, as a writer lives it: on a fresh clone the
// first search has hits; a new tab shows the page's frame at once and its content
// when compiled; a broken save is shown and, once fixed, the page comes back by
// itself; adding, renaming and deleting docs leaves the browser console clean;
// the terminal says what happened.
import assert from 'node:assert/strict';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { compileCount, devTab as tab, LONG, siteReloaded } from './dev-helpers';
import { burnCpu, gotoHydrated } from './helpers';
import { openWithShortcut } from './search-helpers';
import { devSite } from './suite';

const suite = devSite('basic-site', 'dev-loop');
const { site, term } = suite;
const { lines: logs } = term;

/** The first moment each selector matched, recorded in the page by a MutationObserver from the start. */
async function recordAppearance(page: Page, selectors: Record<string, string>) {
  await page.addInitScript((sel: Record<string, string>) => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: Record<string, number> }).__seen = seen;
    new MutationObserver(() => {
      for (const [name, s] of Object.entries(sel))
        if (seen[name] === undefined && document.querySelector(s)) seen[name] = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, selectors);
  return () =>
    page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
}

const compiles = () => compileCount(term);

describe('dev server: the writer loop', () => {
  it('prints progress while starting', () => {
    assert.ok(logs.some((l) => /^\[dev\] compiling/.test(l)));
  });

  // A fresh clone (no build, no cache, no earlier run): the reader's first search meets the records
  // child's first pass, on a busy machine (the cold compile before it kept the machine busy itself).
  it("answers the reader's first search in the modal with hits, on a fresh clone and a busy machine", async () => {
    const stopBurning = burnCpu();
    try {
      const { page, context, errors } = await tab(suite.browser);
      const answers: number[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/1/')) answers.push(r.status());
      });
      await gotoHydrated(page, `${suite.dev.url}/intro`);
      await openWithShortcut(page);
      await page.fill('#docsearch-input', 'install');
      const answer = await page.waitForSelector(
        '.DocSearch-Hit, .DocSearch-NoResults, .DocSearch-ErrorScreen',
        { timeout: LONG },
      );
      assert.match(
        (await answer.getAttribute('class')) ?? '',
        /DocSearch-Hit/,
        'hits, not an error',
      );
      assert.ok(answers.length > 0 && answers.every((status) => status === 200), `${answers}`);
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      stopBurning();
    }
  });

  it('shows a new tab the navbar and sidebar first, then the content', async () => {
    const { page, context, errors } = await tab(suite.browser);
    const seen = await recordAppearance(page, {
      navbar: 'nav.navbar',
      sidebar: '.theme-doc-sidebar-menu',
      article: 'article h1',
    });
    await page.goto(suite.dev.url + '/guides/setup');
    await page.waitForSelector('article h1');
    const t = await seen();
    assert.ok(t.navbar < t.article, `navbar at ${t.navbar} ms, content at ${t.article} ms`);
    assert.ok(t.sidebar < t.article, `sidebar at ${t.sidebar} ms, content at ${t.article} ms`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps a page compiled once a tab has shown it: the next tab needs no compile', async () => {
    const first = await tab(suite.browser);
    await gotoHydrated(first.page, suite.dev.url + '/reference/api');
    await first.page.waitForSelector('article h1');
    await first.context.close();
    const before = compiles();
    const second = await tab(suite.browser);
    await gotoHydrated(second.page, suite.dev.url + '/reference/api');
    await second.page.waitForSelector('article h1:text("API")');
    assert.equal(compiles(), before, 'no compile for a page already shown');
    assert.deepEqual(second.errors, []);
    await second.context.close();
  });

  it('comes back from a broken save by itself, with no crash screen and no reload', async () => {
    const { page, context } = await tab(suite.browser);
    const file = join(site, 'docs/reference/cli.md');
    const original = readFileSync(file, 'utf8');
    const withTip = original + '\n:::tip[Hint]\n\nA tip.\n\n:::\n';
    writeFileSync(file, withTip);
    await gotoHydrated(page, suite.dev.url + '/reference/cli');
    await page.waitForSelector('.theme-admonition:has-text("A tip.")');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

    writeFileSync(file, withTip + '\n<div>\n\nunclosed\n');
    const overlay = page.locator('#webpack-hot-middleware-clientOverlay');
    await overlay.waitFor();
    assert.match((await overlay.textContent()) ?? '', /Expected a closing tag for `<div>`/);

    writeFileSync(file, withTip.replace('The CLI.', 'The repaired CLI.'));
    await page.waitForSelector('text=The repaired CLI.');
    await overlay.waitFor({ state: 'detached' });
    assert.equal(await page.locator('text=This page crashed').count(), 0);
    assert.equal(await page.locator('.theme-admonition:has-text("A tip.")').count(), 1);
    assert.equal(
      await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
      1,
      'no reload',
    );

    // The terminal: the failure does not read as success, and the fix is announced.
    const failed = await term.next(/^\[dev\] failed to compile: 1 error/);
    await term.next(/^\[dev\] fixed: compiled in \d+ ms/, failed);
    await context.close();
  });

  it('keeps the console clean on first visits, added, renamed and deleted docs', async () => {
    // One tab stays open through every change (it receives each hot update); a new tab opens each
    // page and stays open through the next change (the doc it shows may be the one renamed or
    // deleted), then closes (its console errors are kept): at most three tabs take hot updates.
    const watcher = await tab(suite.browser);
    await gotoHydrated(watcher.page, suite.dev.url + '/intro');
    const tabs = [watcher];
    const visit = async (path: string, selector: string) => {
      const opened = await tab(suite.browser);
      await opened.page.goto(suite.dev.url + path);
      await opened.page.waitForSelector(selector);
      if (tabs.length > 1) await tabs[tabs.length - 1].context.close();
      tabs.push(opened);
    };
    /** Makes a change to the docs and waits until the site is re-derived and compiled. */
    const change = async (file: string, make: () => void) => {
      const from = logs.length;
      make();
      await siteReloaded(term, file, from);
    };

    await visit('/guides/install', 'article h1:text("Install")');
    await change('added.md', () =>
      writeFileSync(join(site, 'docs/added.md'), '---\ntitle: Added\n---\n\nAdded content.\n'),
    );
    await visit('/added', 'article h1:text("Added")');
    await change('renamed.md', () =>
      renameSync(join(site, 'docs/added.md'), join(site, 'docs/renamed.md')),
    );
    await visit('/renamed', 'article h1:text("Added")');
    await visit('/added', 'h1:text("Page Not Found")');
    const beforeDelete = logs.length;
    await change('renamed.md', () => unlinkSync(join(site, 'docs/renamed.md')));
    await visit('/renamed', 'h1:text("Page Not Found")');
    await visit('/reference/cli', 'article h1:text("CLI")');

    for (const { errors } of tabs) assert.deepEqual(errors, []);
    assert.deepEqual(
      logs.slice(beforeDelete).filter((l) => /ERROR/.test(l)),
      [],
      'no error printed for a deleted doc',
    );
    await watcher.context.close();
    await tabs[tabs.length - 1].context.close();
  });

  it('prints no stack trace when a tab closes mid-download', async () => {
    const before = logs.length;
    // Webpack's own logger writes to stderr directly: capture that too.
    const stderr: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      stderr.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof process.stderr.write;
    for (let i = 0; i < 3; i++) {
      const { page, context } = await tab(suite.browser);
      const started = page.waitForRequest(/vendors\.js/);
      void page.goto(suite.dev.url + '/intro').catch(() => {});
      await started;
      await context.close();
    }
    const { page, context } = await tab(suite.browser);
    await gotoHydrated(page, suite.dev.url + '/intro');
    await context.close();
    process.stderr.write = write;
    assert.deepEqual(
      [...logs.slice(before), ...stderr].filter((l) =>
        /ERR_STREAM_PREMATURE_CLOSE|\n\s+at /.test(l),
      ),
      [],
    );
  });
});
