// The dev server while a writer works fast and makes mistakes: rapid saves, a
// broken save then a fix. The server keeps running and the open page ends on the
// right content without a manual reload. (Deleted and renamed docs: the writer
// loop's test.)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { devTab, openThenBreak } from './dev-helpers';
import { gotoHydrated } from './helpers';
import { devSite } from './suite';

const suite = devSite('basic-site', 'dev-editing');
const { site, term } = suite;

describe('dev server under editing', () => {
  it('ends on the last of many rapid saves', async () => {
    const { page, context } = await devTab(suite.browser);
    await gotoHydrated(page, suite.dev.url + '/guides/install');
    const file = join(site, 'docs/guides/01-install.md');
    const original = readFileSync(file, 'utf8');
    // Saves 15 ms apart: the scenario, not a synchronisation.
    for (let i = 1; i <= 15; i++) {
      writeFileSync(file, original.replace('Install it.', `Install it, version ${i}.`));
      await new Promise((r) => setTimeout(r, 15));
    }
    await page.waitForSelector('article :text("Install it, version 15.")');
    await context.close();
  });

  it('recovers from a broken save once it is fixed', async () => {
    const { page, context, file, original } = await openThenBreak(
      suite,
      '/reference/cli',
      'docs/reference/cli.md',
    );
    // Broken front matter next: the server reports it before the fix is saved.
    const from = term.lines.length;
    writeFileSync(file, '---\ntitle: Bad\nsidebar_position: [\n---\n');
    await term.next(/^\[ERROR\] .*cli\.md/, from);
    writeFileSync(file, original.replace('The CLI.', 'The repaired CLI.'));
    await page.waitForSelector('article :text("The repaired CLI.")');
    await context.close();
  });

  it('shows a doc loaded while it was broken as soon as it is fixed', async () => {
    const { page, context, file, original } = await openThenBreak(
      suite,
      '/guides/',
      'docs/guides/index.md',
    );
    // Loaded again while broken (a reload, or a new tab): the page's code fails to load.
    await page.reload();
    await page.waitForSelector(':text("Expected a closing tag")');
    writeFileSync(file, original.replace('Guides walk', 'Guides, repaired, walk'));
    await page.waitForSelector('article :text("Guides, repaired, walk")');
    await context.close();
  });
});
