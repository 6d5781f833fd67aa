/**
 * Types shared by the search pieces: the DocSearch record schema the build produces, and the
 * subset of Algolia's REST request / response shapes the local search service speaks.
 */

import type { Synonym } from './synonyms';

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type RecordType = HierarchyLevel | 'content';

export const HIERARCHY_LEVELS: readonly HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

export type Hierarchy = Record<HierarchyLevel, string | null>;

/**
 * One searchable record, in the DocSearch v3 schema (what the DocSearch crawler produces).
 * A type alias (not an interface) so it is assignable to the schemaless record types.
 */
export type DocSearchRecord = {
  objectID: string;
  /** Absolute or root-relative URL, with `#anchor` when the record belongs to a heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /**
   * A heading's record: the first text under the heading (the page's summary for its title),
   * shown as the hit's excerpt by the search page; not searchable.
   */
  excerpt?: string;
  /**
   * The page's keywords (`<meta name="keywords">`, a doc's `keywords` front matter) on each of
   * its records: the writer's words for what the page is about, searched after the text.
   */
  keywords?: string[];
  /** Contextual-search facet: the page locale (`docsearch:language`). */
  language: string;
  /** Contextual-search facet: `default` or `docs-<pluginId>-<version>` (`docsearch:docusaurus_tag`). */
  docusaurus_tag: string;
  weight: { pageRank: number; level: number; position: number };
};

/** The file the build writes (build/search/records.json) and search-push reads. */
export interface RecordsFile {
  indexName: string;
  records: DocSearchRecord[];
  /** The site's synonyms (Algolia's format), from `search-synonyms.json` in the site folder. */
  synonyms?: Synonym[];
}

/** Any Algolia record: schemaless apart from objectID. */
export interface AlgoliaRecord {
  objectID: string;
  [attribute: string]: unknown;
}

/** A facet filter expression: `attr:value`, `-attr:value`, or nested arrays (AND of ORs). */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;
export type NumericFilters = FacetFilters;

/** Search parameters the engine understands (everything else Algolia accepts is ignored). */
export interface SearchParams {
  query?: string;
  /** v4-style url-encoded parameters; merged under the other keys. */
  params?: string;
  page?: number;
  hitsPerPage?: number;
  offset?: number;
  length?: number;
  attributesToRetrieve?: string[] | string;
  attributesToHighlight?: string[] | string;
  attributesToSnippet?: string[] | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: FacetFilters;
  numericFilters?: NumericFilters;
  tagFilters?: FacetFilters;
  filters?: string;
  facets?: string[] | string;
  maxValuesPerFacet?: number;
  sortFacetValuesBy?: 'count' | 'alpha';
  facetingAfterDistinct?: boolean;
  clickAnalytics?: boolean;
  analytics?: boolean;
  typoTolerance?: boolean | 'min' | 'strict' | 'true' | 'false';
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  queryType?: 'prefixLast' | 'prefixAll' | 'prefixNone';
  restrictSearchableAttributes?: string[] | string;
  distinct?: boolean | number;
  getRankingInfo?: boolean;
  ranking?: string[];
  responseFields?: string[] | string;
  /** Any other Algolia search parameter (validated against the known list, otherwise ignored). */
  [other: string]: unknown;
}

export interface SearchForFacetValuesParams extends SearchParams {
  facetQuery?: string;
  maxFacetHits?: number;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

/** `_highlightResult` / `_snippetResult` mirror the attribute's shape. */
export type HighlightTree<T> = T | T[] | { [key: string]: HighlightTree<T> };

export interface SearchHit {
  objectID: string;
  _highlightResult?: Record<string, HighlightTree<HighlightResult>>;
  _snippetResult?: Record<string, HighlightTree<SnippetResult>>;
  _rankingInfo?: Record<string, unknown>;
  [attribute: string]: unknown;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { nbHits: boolean; typo: boolean; facetsCount?: boolean };
  processingTimeMS: number;
  query: string;
  params: string;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
  /** Min, max, average and sum of the numeric values of each counted facet holding numbers. */
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  exhaustiveFacetsCount?: boolean;
  offset?: number;
  length?: number;
  index?: string;
  renderingContent: Record<string, unknown>;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface SearchForFacetValuesResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

/** One entry of `POST /1/indexes/*\/queries` `requests`. */
export interface MultiQueryRequest extends SearchForFacetValuesParams {
  indexName: string;
  type?: 'default' | 'facet';
  facet?: string;
}

export interface MultiQueryBody {
  requests: MultiQueryRequest[];
  strategy?: 'none' | 'stopIfEnoughMatches';
}

export interface MultiQueryResponse {
  results: Array<SearchResponse | SearchForFacetValuesResponse>;
}

/** Index settings the engine honours (others are stored and returned untouched). */
export interface IndexSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  ranking?: string[];
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  unretrievableAttributes?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  hitsPerPage?: number;
  paginationLimitedTo?: number;
  maxValuesPerFacet?: number;
  maxFacetHits?: number;
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  typoTolerance?: boolean | 'min' | 'strict' | 'true' | 'false';
  queryType?: 'prefixLast' | 'prefixAll' | 'prefixNone';
  distinct?: boolean | number;
  attributeForDistinct?: string;
  exactOnSingleWordQuery?: 'attribute' | 'none' | 'word';
  removeWordsIfNoResults?: 'none' | 'lastWords' | 'firstWords' | 'allOptional';
  /** `true` (every language of queryLanguages) or ISO codes; only English is implemented. */
  ignorePlurals?: boolean | string[];
  removeStopWords?: boolean | string[];
  queryLanguages?: string[];
  [other: string]: unknown;
}

/** Algolia's error body. */
export interface AlgoliaErrorBody {
  message: string;
  status: number;
}
