/** Site search: records from rendered pages, the local Algolia-compatible service, the push. */

export type * from './types';
export { HIERARCHY_LEVELS } from './types';
export { extractRecords, LEVEL_WEIGHTS, type PageForRecords } from './records';
export {
  RECORDS_FILE,
  DEFAULT_RECORDS_PATH,
  RecordsFileError,
  readRecordsFile,
  writeRecordsFile,
} from './records-file';
export { createIndex, search, searchForFacetValues, type SearchIndex } from './engine';
export { DOCSEARCH_INDEX_SETTINGS, ALGOLIA_DEFAULT_SETTINGS } from './settings';
export { SearchError } from './params';
export {
  createSearchService,
  startSearchServer,
  type SearchService,
  type SearchServiceOptions,
  type StartedSearchServer,
} from './service';
export { hostsFromUrls, type ClientHost } from './hosts';
export { pushRecords, PushError, type PushOptions, type PushResult } from './push';
