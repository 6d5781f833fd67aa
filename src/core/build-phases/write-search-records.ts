// The search phase: DocSearch records from the prerendered pages, with the
// site's synonyms, written to search/records.json for the search service. A page
// taken from the last build keeps the records that build wrote for it: reading
// every page's HTML again cost a one-doc rebuild half a second on this site.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocSearchRecord } from '../../search/types';
import { buildSearchRecords, readSiteSynonyms } from '../search-records';
import type { LoadedSite } from '../site';
import type { PrerenderedPage } from './prerender';

const recordsFileOf = (dir: string) => join(dir, 'search', 'records.json');

/** The last build's records by page URL; none when it wrote none or its file does not parse. */
function previousRecords(previousDir: string, indexName: string) {
  const byPage = new Map<string, DocSearchRecord[]>();
  const file = recordsFileOf(previousDir);
  if (!existsSync(file)) return byPage;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      indexName?: string;
      records?: DocSearchRecord[];
    };
    if (data.indexName !== indexName || !Array.isArray(data.records)) return byPage;
    for (const record of data.records) {
      const list = byPage.get(record.url_without_anchor) ?? [];
      list.push(record);
      byPage.set(record.url_without_anchor, list);
    }
  } catch {
    byPage.clear(); // a damaged file: every page is read again
  }
  return byPage;
}

export function writeSearchRecords(
  { siteDir, config }: LoadedSite,
  pages: PrerenderedPage[],
  outDir: string,
  previousDir: string,
): void {
  const previous = pages.some((page) => page.reused)
    ? previousRecords(previousDir, config.search.indexName)
    : new Map<string, DocSearchRecord[]>();
  const kept = (page: PrerenderedPage) =>
    page.reused ? previous.get(config.url + page.route.path) : undefined;
  const records = pages.flatMap((page) => kept(page) ?? buildSearchRecords([page], config));
  mkdirSync(join(outDir, 'search'), { recursive: true });
  writeFileSync(
    recordsFileOf(outDir),
    JSON.stringify({
      indexName: config.search.indexName,
      records,
      synonyms: readSiteSynonyms(siteDir),
    }),
  );
}
