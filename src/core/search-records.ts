// The build step that turns rendered pages into DocSearch records.
import type { SiteConfig } from './config/schema';
import type { RouteEntry } from './routes/types';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_RANKS, extractRecords } from '../search/records';
import { parseSynonym, type Synonym } from '../search/synonyms';
import type { DocSearchRecord } from '../search/types';

export function buildSearchRecords(
  pages: Array<{ route: RouteEntry; html: string }>,
  config: SiteConfig,
): DocSearchRecord[] {
  return pages
    .filter(({ route }) => !route.noIndex && route.kind !== 'search')
    .flatMap(({ route, html }) =>
      extractRecords({
        html,
        url: config.url + route.path,
        lvl0: route.lvl0 ?? config.title,
        language: config.i18n.defaultLocale,
        docusaurusTag: route.searchTag,
        pageRank: pageRankOf(route),
      }),
    );
}

/** Docs, a folder's own doc and generated indexes alike; standalone pages below them. */
export function pageRankOf(route: RouteEntry): number {
  return route.kind === 'doc' || route.kind === 'generated-index'
    ? PAGE_RANKS.doc
    : PAGE_RANKS.standalone;
}

/** The site's synonyms file: Algolia's synonym objects, sent with the records. */
export const SYNONYMS_FILE = 'search-synonyms.json';

/** Reads `search-synonyms.json` from the site folder (none: no synonyms); errors name the file. */
export function readSiteSynonyms(siteDir: string): Synonym[] {
  const file = join(siteDir, SYNONYMS_FILE);
  if (!existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  if (!Array.isArray(data)) throw new Error(`${file}: expected an array of synonym objects`);
  return data.map((item, i) => {
    try {
      return parseSynonym(item);
    } catch (error) {
      throw new Error(`${file}: synonym #${i}: ${(error as Error).message}`, { cause: error });
    }
  });
}
