// The search records: DocSearch records from each prerendered page as it is
// written, streamed to search/records.json for the search service, then the
// site's synonyms. Neither the pages' HTML nor their records stay in memory
// (a site of 10,000 pages has hundreds of MB of each). A page taken from the
// last build keeps the records that build wrote for it, copied as bytes from
// its file (each page's byte range is kept in the pages manifest): reading
// every page's HTML again cost a one-doc rebuild half a second on this site,
// parsing the last file and writing its records out again a tenth.
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchRecords, readSiteSynonyms } from '../search-records';
import type { LoadedSite } from '../site';
import type { PrerenderedPage } from './prerender';

const recordsFileOf = (dir: string) => join(dir, 'search', 'records.json');

/** Where a page's records are in a records file: bytes [start, end), records joined by commas. */
export type RecordsRange = [start: number, end: number];

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * The last build's records file, when it starts as this build's will (the same index); a page's
 * records are then its bytes in `ranges`, if they still look like records.
 */
function previousRecords(previousDir: string, header: string) {
  let file: Buffer | undefined;
  try {
    file = readFileSync(recordsFileOf(previousDir));
  } catch {
    return undefined;
  }
  if (!file.subarray(0, Buffer.byteLength(header)).equals(Buffer.from(header))) return undefined;
  return (range: RecordsRange): Buffer | undefined => {
    const [start, end] = range;
    if (start === end) return Buffer.alloc(0); // a page with no records
    if (end > file.length || file[start] !== OPEN_BRACE || file[end - 1] !== CLOSE_BRACE)
      return undefined;
    return file.subarray(start, end);
  };
}

export interface SearchRecordsWriter {
  /** The page's records (or its last build's, when it was taken from that build). */
  add(page: PrerenderedPage): void;
  /** Writes the synonyms and closes the file. */
  close(): void;
  /** Closes the file where it stands (a failed build: its output is discarded). */
  abort(): void;
  /** Each page's records in the file, by route path (for the next build's pages manifest). */
  ranges: Record<string, RecordsRange>;
}

export function openSearchRecords(
  { siteDir, config }: LoadedSite,
  outDir: string,
  previous: { dir: string; ranges: Record<string, RecordsRange | undefined> },
): SearchRecordsWriter {
  const header = `{"indexName":${JSON.stringify(config.search.indexName)},"records":[`;
  let last: ReturnType<typeof previousRecords> | null = null;
  const kept = (page: PrerenderedPage) => {
    const range = page.reused ? previous.ranges[page.route.path] : undefined;
    if (!range) return undefined;
    if (last === null) last = previousRecords(previous.dir, header);
    return last?.(range);
  };
  const synonyms = readSiteSynonyms(siteDir); // a bad file fails the build before any rendering
  mkdirSync(join(outDir, 'search'), { recursive: true });
  const fd = openSync(recordsFileOf(outDir), 'w');
  let offset = writeSync(fd, header);
  const ranges: Record<string, RecordsRange> = {};
  let first = true;
  let open = true;
  return {
    ranges,
    add(page) {
      let bytes = kept(page);
      if (!bytes) {
        const records = buildSearchRecords([page], config);
        bytes = Buffer.from(records.map((r) => JSON.stringify(r)).join(','));
      }
      if (!bytes.length) {
        ranges[page.route.path] = [offset, offset];
        return;
      }
      if (!first) offset += writeSync(fd, ',');
      first = false;
      ranges[page.route.path] = [offset, offset + bytes.length];
      offset += writeSync(fd, bytes);
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
