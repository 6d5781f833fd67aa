// The servers' embedded search over a records file: loading it again only rebuilds the index
// when the file changed (the dev server reloads the file after every save; a rebuild holds the
// server's thread for about half a second).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import siteConfig from '../fixtures/basic-site/site.config';
import { validateSiteConfig } from '../../src/core/config/schema';
import { createLocalSearch } from '../../src/core/http';
import { SAMPLE_RECORDS } from '../fixtures/search/sample-records';

test('a records file is loaded again only when its text changed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-search-'));
  const file = join(dir, 'records.json');
  const local = createLocalSearch(validateSiteConfig(siteConfig), undefined, () => {});
  const loads: number[] = [];
  const setRecords = local.service.setRecords.bind(local.service);
  local.service.setRecords = (name, records, synonyms) => {
    loads.push(records.length);
    setRecords(name, records, synonyms);
  };
  try {
    assert.equal(local.load(file), false, 'no file yet');
    const write = (records: unknown[]) =>
      writeFileSync(file, JSON.stringify({ indexName: 'docs', records }));
    write(SAMPLE_RECORDS);
    assert.equal(local.load(file), true);
    write(SAMPLE_RECORDS);
    assert.equal(local.load(file), true, 'the same records: still loaded');
    assert.deepEqual(loads, [SAMPLE_RECORDS.length], 'but not rebuilt');
    write(SAMPLE_RECORDS.slice(1));
    assert.equal(local.load(file), true);
    assert.deepEqual(loads, [SAMPLE_RECORDS.length, SAMPLE_RECORDS.length - 1]);
  } finally {
    await local.service.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
