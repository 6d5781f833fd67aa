// The search records: DocSearch records from each prerendered page as it is
// written, streamed to search/records.json for the search service, then the
// site's synonyms. Neither the pages' HTML nor their records stay in memory
// (a site of 10,000 pages has hundreds of MB of each). A page taken from the
// last build keeps the records that build wrote for it: reading every page's
// HTML again cost a one-doc rebuild half a second on this site.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
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

export interface SearchRecordsWriter {
  /** The page's records (or its last build's, when it was taken from that build). */
  add(page: PrerenderedPage): void;
  /** Writes the synonyms and closes the file. */
  close(): void;
  /** Closes the file where it stands (a failed build: its output is discarded). */
  abort(): void;
}

export function openSearchRecords(
  { siteDir, config }: LoadedSite,
  outDir: string,
  previousDir: string,
): SearchRecordsWriter {
  let previous: Map<string, DocSearchRecord[]> | undefined;
  const kept = (page: PrerenderedPage) => {
    if (!page.reused) return undefined;
    previous ??= previousRecords(previousDir, config.search.indexName);
    return previous.get(config.url + page.route.path);
  };
  const synonyms = readSiteSynonyms(siteDir); // a bad file fails the build before any rendering
  mkdirSync(join(outDir, 'search'), { recursive: true });
  const fd = openSync(recordsFileOf(outDir), 'w');
  writeSync(fd, `{"indexName":${JSON.stringify(config.search.indexName)},"records":[`);
  let first = true;
  let open = true;
  return {
    add(page) {
      const records = kept(page) ?? buildSearchRecords([page], config);
      if (!records.length) return;
      writeSync(fd, (first ? '' : ',') + records.map((r) => JSON.stringify(r)).join(','));
      first = false;
    },
    close() {
      writeSync(fd, `],"synonyms":${JSON.stringify(synonyms)}}`);
      closeSync(fd);
      open = false;
    },
    abort() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}
