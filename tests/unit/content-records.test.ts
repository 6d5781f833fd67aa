// The dev server's first search records, read from the Markdown sources: the same records the
// rendered page gives for what Markdown says (titles, headings with their ids, text under them),
// and written by the records child before its server bundle is ever compiled.
import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { contentRecords } from '../../src/core/content-records';
import { loadSite } from '../../src/core/site';
import { copyFixture } from '../../scripts/lib/harness';
import type { RecordsFile } from '../../src/search/types';

const SITE = fileURLToPath(new URL('../fixtures/basic-site', import.meta.url));

test('a doc gives its title, summary, headings with their ids and the text under them', async () => {
  const site = await loadSite(SITE, { dev: true, write: false });
  const records = await contentRecords(site);
  const intro = records.filter((r) => r.url_without_anchor.endsWith('/intro'));
  assert.equal(intro[0].type, 'lvl1');
  assert.equal(intro[0].hierarchy.lvl1, 'Introduction');
  assert.equal(intro[1].content, 'The first page of the fixture docs.');
  const second = intro.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Second section');
  assert.equal(second?.anchor, 'custom-second', 'an explicit {#id} is the anchor');
  const first = intro.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'First section');
  assert.equal(first?.anchor, 'first-section');
  const texts = intro.filter((r) => r.type === 'content').map((r) => r.content);
  assert.ok(texts.includes('Tips render as admonitions.'), 'admonition text is content');
  assert.ok(texts.includes('a'), 'table cells are content');
  assert.ok(!texts.includes('Column'), 'column headers are not');
  assert.ok(!texts.some((t) => t?.includes('greeting')), 'code is never indexed');
  const tip = intro.find((r) => r.content === 'Tips render as admonitions.');
  assert.equal(tip?.hierarchy.lvl2, 'First section');
  assert.equal(intro[0].weight.pageRank, 3);
  assert.equal(intro[0].docusaurus_tag, 'docs-default-current');
});

test('unlisted docs and sources that do not parse are left out, Markdown pages are in, keywords are kept', async () => {
  const copy = copyFixture('basic-site', 'content-records');
  try {
    writeFileSync(
      join(copy, 'docs/hidden.md'),
      '---\nunlisted: true\n---\n\n# Hidden\n\nSecret.\n',
    );
    writeFileSync(join(copy, 'docs/broken.mdx'), '# Broken\n\n<div>never closed\n');
    writeFileSync(
      join(copy, 'docs/keyed.md'),
      '---\nkeywords: [video, channel]\n---\n\n# Keyed\n\nText.\n',
    );
    const site = await loadSite(copy, { dev: true, write: false });
    const records = await contentRecords(site);
    const urls = new Set(records.map((r) => r.url_without_anchor));
    const keyed = records.filter((r) => r.url_without_anchor === `${site.config.url}/keyed`);
    assert.ok(keyed.length >= 2);
    for (const record of keyed) assert.deepEqual(record.keywords, ['video', 'channel']);
    assert.ok(!urls.has(`${site.config.url}/hidden`));
    assert.ok(!urls.has(`${site.config.url}/broken`));
    assert.ok(urls.has(`${site.config.url}/intro`));
    assert.ok(urls.has(`${site.config.url}/about`), 'a Markdown page is indexed');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test(
  'the records child writes the Markdown records first and compiles only when told',
  { timeout: 120_000 },
  async () => {
    const copy = copyFixture('basic-site', 'content-first');
    const out = join(copy, 'records.json');
    // The generated modules the server bundle imports, as the dev server writes them.
    await loadSite(copy, { dev: true });
    const child = fork(
      fileURLToPath(new URL('../../src/core/dev-records.ts', import.meta.url)),
      [copy, out, '--content-first'],
      { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
    );
    try {
      // The file appears whole (written by a rename); a prerender could only have written it after
      // its server bundle, which this fresh copy has none of.
      while (!existsSync(out)) await new Promise((r) => setTimeout(r, 50));
      const file = JSON.parse(readFileSync(out, 'utf8')) as RecordsFile;
      assert.equal(file.indexName, 'fixture');
      assert.ok(file.records.some((r) => r.hierarchy.lvl1 === 'Introduction'));
      assert.equal(existsSync(join(copy, '.cache/dev-server')), false, 'no server bundle yet');
      // Told `compile`, it goes on to the prerendered records, which add the React pages.
      child.send('compile');
      const home = `${new URL(file.records[0].url).origin}/`;
      assert.ok(!file.records.some((r) => r.url_without_anchor === home));
      for (;;) {
        const { records } = JSON.parse(readFileSync(out, 'utf8')) as RecordsFile;
        if (records.some((r) => r.url_without_anchor === home)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      child.kill();
      await once(child, 'exit');
      rmSync(copy, { recursive: true, force: true });
    }
  },
);
