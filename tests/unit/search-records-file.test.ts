// The build's search records file, written page by page: each new page's
// records, a page taken from the last build with that build's records, the
// site's synonyms at the end, and a file that parses as one JSON document.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openSearchRecords } from '../../src/core/build-phases/write-search-records';
import type { LoadedSite } from '../../src/core/site';
import type { RouteEntry } from '../../src/core/routes/types';

const dir = mkdtempSync(join(tmpdir(), 'records-file-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const site = {
  siteDir: dir,
  config: {
    url: 'https://docs.example.com',
    title: 'Example',
    search: { indexName: 'example' },
    i18n: { defaultLocale: 'en' },
  },
} as unknown as LoadedSite;

const none = { dir: join(dir, 'none'), ranges: {} };
const route = (path: string) =>
  ({ path, kind: 'doc', lvl0: 'Guides', searchTag: 'docs-default-current' }) as RouteEntry;
const html = (title: string, section: string) =>
  `<html><body><article><div class="theme-doc-markdown markdown"><h1>${title}</h1>` +
  `<p>About ${title}.</p><h2 id="more">${section}</h2><p>Details of ${section}.</p></div></article></body></html>`;
const read = (out: string) =>
  JSON.parse(readFileSync(join(out, 'search', 'records.json'), 'utf8')) as {
    indexName: string;
    records: Array<{ url: string; objectID: string; content: string | null }>;
    synonyms: unknown[];
  };

describe('the search records file', () => {
  it("streams each page's records, keeps a reused page's from the last build, then the synonyms", () => {
    writeFileSync(
      join(dir, 'search-synonyms.json'),
      JSON.stringify([{ objectID: 's1', type: 'synonym', synonyms: ['quest', 'task'] }]),
    );
    const first = join(dir, 'first');
    const writer = openSearchRecords(site, first, none);
    writer.add({ route: route('/a'), html: html('Alpha', 'Setup') });
    writer.add({ route: route('/b'), html: html('Beta', 'Usage') });
    writer.close();
    const before = read(first);
    assert.equal(before.indexName, 'example');
    assert.deepEqual(
      [...new Set(before.records.map((r) => r.url.replace(/#.*/, '')))],
      ['https://docs.example.com/a', 'https://docs.example.com/b'],
    );
    assert.equal(before.synonyms.length, 1);

    // The next build renders /a again and takes /b from the first: /b keeps its records as written.
    const second = join(dir, 'second');
    const next = openSearchRecords(site, second, { dir: first, ranges: writer.ranges });
    next.add({ route: route('/a'), html: html('Alpha two', 'Setup') });
    next.add({ route: route('/b'), html: '<html></html>', reused: true });
    next.close();
    const rebuilt = read(second);
    assert.ok(rebuilt.records.some((r) => r.content === 'About Alpha two.'));
    assert.deepEqual(
      rebuilt.records.filter((r) => r.url.includes('/b')),
      before.records.filter((r) => r.url.includes('/b')),
    );
    // Kept as bytes: the second file's range for /b holds the first file's bytes for /b.
    const slice = (out: string, [start, end]: [number, number]) =>
      readFileSync(join(out, 'search', 'records.json'))
        .subarray(start, end)
        .toString();
    assert.equal(slice(second, next.ranges['/b']), slice(first, writer.ranges['/b']));

    // A last file that is not what the ranges describe (another index, or edited since): the
    // reused page's records are made again from its HTML.
    const third = join(dir, 'third');
    const other = { ...site, config: { ...site.config, search: { indexName: 'other' } } };
    const again = openSearchRecords(other as LoadedSite, third, {
      dir: first,
      ranges: writer.ranges,
    });
    again.add({ route: route('/b'), html: html('Beta again', 'Usage'), reused: true });
    again.close();
    assert.ok(read(third).records.some((r) => r.content === 'About Beta again.'));
    writeFileSync(
      join(first, 'search', 'records.json'),
      readFileSync(join(second, 'search', 'records.json')),
    );
    const fourth = join(dir, 'fourth');
    const moved = openSearchRecords(site, fourth, { dir: first, ranges: { '/b': [3, 40] } });
    moved.add({ route: route('/b'), html: html('Beta moved', 'Usage'), reused: true });
    moved.close();
    assert.ok(read(fourth).records.some((r) => r.content === 'About Beta moved.'));
  });

  it('writes a valid file for a site with no records, and an aborted file is closed', () => {
    const out = join(dir, 'empty');
    mkdirSync(out);
    const writer = openSearchRecords(site, out, none);
    writer.close();
    writer.abort(); // after close: nothing to do
    assert.deepEqual(read(out).records, []);
    const failed = openSearchRecords(site, join(dir, 'failed'), none);
    failed.add({ route: route('/a'), html: html('Alpha', 'Setup') });
    failed.abort();
    assert.throws(() => failed.add({ route: route('/b'), html: html('Beta', 'Usage') }), {
      code: 'EBADF',
    });
  });
});
