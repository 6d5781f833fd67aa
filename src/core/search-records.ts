// The build step that turns rendered pages into DocSearch records.
import type { SiteConfig } from './config/schema';
import type { RouteEntry } from './routes/types';
import { extractRecords } from '../search/records';
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
      }),
    );
}
