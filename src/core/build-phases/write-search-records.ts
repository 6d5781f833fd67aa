// The search phase: DocSearch records from the prerendered pages, with the
// site's synonyms, written to search/records.json for the search service.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchRecords, readSiteSynonyms } from '../search-records';
import type { LoadedSite } from '../site';
import type { PrerenderedPage } from './prerender';

export function writeSearchRecords(
  { siteDir, config }: LoadedSite,
  pages: PrerenderedPage[],
  outDir: string,
): void {
  const records = buildSearchRecords(pages, config);
  mkdirSync(join(outDir, 'search'), { recursive: true });
  writeFileSync(
    join(outDir, 'search', 'records.json'),
    JSON.stringify({
      indexName: config.search.indexName,
      records,
      synonyms: readSiteSynonyms(siteDir),
    }),
  );
}
