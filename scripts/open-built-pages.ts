// Opens every page of a built site in headless Chromium, as a reader would, and reports what it
// saw: pages that did not hydrate, page errors, failed requests, and what rendered (admonitions,
// code blocks, tabs; the second tab of each tab group is clicked). For checking the real trees
// `try-docusaurus-tree.ts` builds; for a developer's machine, not CI:
//
//   npx tsx scripts/open-built-pages.ts /tmp/try-<name> [more site folders] [--max 50]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { builtPages, gotoHydrated, launchBrowser, newPage, serveSite } from './lib/harness';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { max: { type: 'string' } },
});
if (positionals.length === 0) {
  console.error('usage: tsx scripts/open-built-pages.ts <site dir> [...] [--max N]');
  process.exit(2);
}
const max = Number(values.max ?? Infinity);

/** Requests that fail only because this machine cannot reach the host (no network here). */
const UNREACHABLE = /ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED/;

const browser = await launchBrowser();
let problems = 0;
for (const site of positionals) {
  const server = await serveSite(site);
  // The build folder is the site at its baseUrl: a page's path (`/guide`) is under it.
  const home = server.url.endsWith('/') ? server.url : `${server.url}/`;
  const seen = { pages: 0, admonitions: 0, codeBlocks: 0, tabs: 0, tabGroupsClicked: 0 };
  const notHydrated: string[] = [];
  const pageErrors: string[] = [];
  const failedRequests: string[] = [];
  const { page, context, errors } = await newPage(browser);
  page.on('response', (response) => {
    if (response.status() >= 400)
      failedRequests.push(`${response.status()} ${response.url().replace(home, '/')}`);
  });
  for (const path of builtPages(join(site, 'build')).slice(0, max)) {
    const before = errors.length;
    try {
      await gotoHydrated(page, home + path.replace(/^\//, ''));
      const found = await page.evaluate(() => ({
        admonitions: document.querySelectorAll('.theme-admonition').length,
        codeBlocks: document.querySelectorAll('main pre code').length,
        tabs: document.querySelectorAll('[role="tab"]').length,
      }));
      seen.pages++;
      seen.admonitions += found.admonitions;
      seen.codeBlocks += found.codeBlocks;
      seen.tabs += found.tabs;
      const second = page.locator('[role="tablist"] [role="tab"]').nth(1);
      if (found.tabs > 1 && (await second.isVisible())) {
        await second.click();
        if ((await second.getAttribute('aria-selected')) !== 'true')
          pageErrors.push(`${path}: the clicked tab was not selected`);
        else seen.tabGroupsClicked++;
      }
    } catch (error) {
      notHydrated.push(`${path}: ${(error as Error).message.split('\n')[0]}`);
    }
    for (const message of errors.slice(before)) {
      // A failed request is also logged as a console error: it is listed once, below.
      if (!/^Failed to load resource/.test(message)) pageErrors.push(`${path}: ${message}`);
      else if (UNREACHABLE.test(message)) failedRequests.push(`(unreachable host) ${path}`);
    }
  }
  await context.close();
  await server.close();
  problems += notHydrated.length + pageErrors.length;
  console.log(`\n${site}: ${JSON.stringify(seen)}`);
  for (const [title, list] of [
    ['not hydrated', notHydrated],
    ['page errors', pageErrors],
    ['failed requests (missing files or hosts this machine cannot reach)', failedRequests],
  ] as const) {
    if (list.length === 0) continue;
    console.log(`  ${title}: ${list.length}`);
    for (const line of list.slice(0, 10)) console.log(`    ${line.slice(0, 300)}`);
  }
}
await browser.close();
process.exit(problems === 0 ? 0 : 1);
