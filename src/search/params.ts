/**
 * Search parameter parsing: accepts parameters as a JSON object (v5 clients) and/or as a
 * url-encoded `params` string (v4 clients), checks names against the parameters Algolia knows,
 * and coerces values the way Algolia does (numbers and booleans given as strings are fine).
 */

import type { FacetFilters } from './types';

/** An error with the HTTP status Algolia would answer; the message is safe to show. */
export class SearchError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'SearchError';
    this.status = status;
  }
}

type Kind = 'string' | 'int' | 'number' | 'bool' | 'list' | 'filters' | 'distinct' | 'typo' | 'any';

/** Every search-time parameter Algolia's search API accepts, with how to coerce its value. */
const SEARCH_PARAM_KINDS: Record<string, Kind> = {
  query: 'string',
  similarQuery: 'string',
  filters: 'string',
  facetFilters: 'filters',
  optionalFilters: 'filters',
  numericFilters: 'filters',
  tagFilters: 'filters',
  sumOrFiltersScores: 'bool',
  restrictSearchableAttributes: 'list',
  facets: 'list',
  facetingAfterDistinct: 'bool',
  page: 'int',
  offset: 'int',
  length: 'int',
  aroundLatLng: 'string',
  aroundLatLngViaIP: 'bool',
  aroundRadius: 'any',
  aroundPrecision: 'any',
  minimumAroundRadius: 'int',
  insideBoundingBox: 'any',
  insidePolygon: 'any',
  naturalLanguages: 'list',
  ruleContexts: 'list',
  personalizationImpact: 'int',
  userToken: 'string',
  getRankingInfo: 'bool',
  explain: 'list',
  synonyms: 'bool',
  clickAnalytics: 'bool',
  analytics: 'bool',
  analyticsTags: 'list',
  percentileComputation: 'bool',
  enableABTest: 'bool',
  eventSources: 'any',
  attributesToRetrieve: 'list',
  ranking: 'list',
  relevancyStrictness: 'int',
  attributesToHighlight: 'list',
  attributesToSnippet: 'list',
  highlightPreTag: 'string',
  highlightPostTag: 'string',
  snippetEllipsisText: 'string',
  restrictHighlightAndSnippetArrays: 'bool',
  hitsPerPage: 'int',
  minWordSizefor1Typo: 'int',
  minWordSizefor2Typos: 'int',
  typoTolerance: 'typo',
  allowTyposOnNumericTokens: 'bool',
  disableTypoToleranceOnAttributes: 'list',
  ignorePlurals: 'any',
  removeStopWords: 'any',
  queryLanguages: 'list',
  decompoundQuery: 'bool',
  enableRules: 'bool',
  enablePersonalization: 'bool',
  queryType: 'string',
  removeWordsIfNoResults: 'string',
  mode: 'string',
  semanticSearch: 'any',
  advancedSyntax: 'bool',
  optionalWords: 'any',
  disableExactOnAttributes: 'list',
  exactOnSingleWordQuery: 'string',
  alternativesAsExact: 'list',
  advancedSyntaxFeatures: 'list',
  distinct: 'distinct',
  replaceSynonymsInHighlight: 'bool',
  minProximity: 'int',
  responseFields: 'list',
  maxValuesPerFacet: 'int',
  sortFacetValuesBy: 'string',
  attributeCriteriaComputedByMinProximity: 'bool',
  attributeCriteriaComputedBy: 'any',
  renderingContent: 'any',
  enableReRanking: 'bool',
  reRankingApplyFilter: 'any',
  extensions: 'any',
  enableCategoriesRetrieval: 'bool',
  enableAutoFiltering: 'bool',
  queryCategorization: 'any',
  // facet search
  facetQuery: 'string',
  maxFacetHits: 'int',
};

/** Keys that frame a request of a multi-query rather than being search parameters. */
const REQUEST_KEYS: Record<string, Kind> = {
  indexName: 'string',
  type: 'string',
  facet: 'string',
  params: 'string',
};

/** Index settings Algolia knows (settings-only ones plus all search parameters usable as settings). */
const SETTINGS_ONLY_KINDS: Record<string, Kind> = {
  attributesForFaceting: 'list',
  replicas: 'list',
  paginationLimitedTo: 'int',
  unretrievableAttributes: 'list',
  disableTypoToleranceOnWords: 'list',
  attributesToTransliterate: 'list',
  camelCaseAttributes: 'list',
  decompoundedAttributes: 'any',
  indexLanguages: 'list',
  disablePrefixOnAttributes: 'list',
  allowCompressionOfIntegerArray: 'bool',
  numericAttributesForFiltering: 'list',
  separatorsToIndex: 'string',
  searchableAttributes: 'list',
  attributesToIndex: 'list',
  userData: 'any',
  customNormalization: 'any',
  attributeForDistinct: 'string',
  maxFacetHits: 'int',
  keepDiacriticsOnCharacters: 'string',
  customRanking: 'list',
  primary: 'string',
  version: 'int',
};

/** Search parameters that are not index settings. */
const NOT_SETTINGS = new Set([
  'query',
  'similarQuery',
  'filters',
  'facetFilters',
  'optionalFilters',
  'numericFilters',
  'tagFilters',
  'sumOrFiltersScores',
  'restrictSearchableAttributes',
  'facets',
  'facetingAfterDistinct',
  'page',
  'offset',
  'length',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
  'naturalLanguages',
  'ruleContexts',
  'personalizationImpact',
  'userToken',
  'getRankingInfo',
  'explain',
  'synonyms',
  'clickAnalytics',
  'analytics',
  'analyticsTags',
  'percentileComputation',
  'enableABTest',
  'eventSources',
  'extensions',
  'enableCategoriesRetrieval',
  'enableAutoFiltering',
  'queryCategorization',
  'facetQuery',
]);

export const SETTINGS_KINDS: Record<string, Kind> = Object.fromEntries([
  ...Object.entries(SEARCH_PARAM_KINDS).filter(([key]) => !NOT_SETTINGS.has(key)),
  ...Object.entries(SETTINGS_ONLY_KINDS),
]);

const isEmpty = (value: unknown) =>
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 0);
const sameList = (value: unknown, expected: string[]) =>
  Array.isArray(value) &&
  value.length === expected.length &&
  expected.every((item) => value.includes(item));

/**
 * Parameters (and settings) this service does not implement, with the values that ask for
 * nothing beyond what it does (Algolia's defaults, empty lists). Any other value is refused with
 * a 400 naming the parameter rather than answered as if it had been applied.
 */
const UNSUPPORTED: Record<string, (value: unknown) => boolean> = {
  similarQuery: isEmpty,
  optionalFilters: isEmpty,
  sumOrFiltersScores: isEmpty,
  aroundLatLng: isEmpty,
  aroundLatLngViaIP: isEmpty,
  aroundRadius: isEmpty,
  aroundPrecision: isEmpty,
  minimumAroundRadius: isEmpty,
  insideBoundingBox: isEmpty,
  insidePolygon: isEmpty,
  naturalLanguages: isEmpty,
  explain: isEmpty,
  relevancyStrictness: (value) => value === 100,
  disableTypoToleranceOnAttributes: isEmpty,
  disableTypoToleranceOnWords: isEmpty,
  mode: (value) => value === 'keywordSearch',
  semanticSearch: isEmpty,
  advancedSyntax: isEmpty,
  advancedSyntaxFeatures: () => true, // only read with advancedSyntax, which is refused
  optionalWords: isEmpty,
  alternativesAsExact: (value) => sameList(value, ['ignorePlurals', 'singleWordSynonym']),
  replaceSynonymsInHighlight: isEmpty,
  minProximity: (value) => value === 1,
  restrictHighlightAndSnippetArrays: isEmpty,
  enableReRanking: isEmpty,
  reRankingApplyFilter: isEmpty,
  extensions: isEmpty,
  enableCategoriesRetrieval: isEmpty,
  enableAutoFiltering: isEmpty,
  queryCategorization: isEmpty,
  renderingContent: isEmpty,
  replicas: isEmpty,
  decompoundedAttributes: isEmpty,
  attributesToTransliterate: isEmpty,
  disablePrefixOnAttributes: isEmpty,
  customNormalization: isEmpty,
  separatorsToIndex: isEmpty,
  keepDiacriticsOnCharacters: isEmpty,
};

/** Settings the engine applies from the index only: at query time they would change nothing. */
const SETTINGS_ONLY_AT_QUERY: Record<string, (value: unknown) => boolean> = {
  ranking: () => false,
};

function refuseUnsupported(key: string, value: unknown, atQuery: boolean): void {
  const neutral = UNSUPPORTED[key] ?? (atQuery ? SETTINGS_ONLY_AT_QUERY[key] : undefined);
  if (neutral && value !== undefined && value !== null && !neutral(value)) {
    throw new SearchError(
      400,
      `Unsupported parameter: ${key} is not implemented by this search service`,
    );
  }
}

export interface ParsedParams {
  /** Parameters by name, coerced. */
  values: Record<string, unknown>;
  /** The url-encoded echo Algolia returns as `params`. */
  paramsString: string;
}

function invalid(key: string, expected: string): SearchError {
  return new SearchError(400, `Invalid value for "${key}" parameter, expected ${expected}`);
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function coerceFromString(key: string, kind: Kind, raw: string): unknown {
  switch (kind) {
    case 'string':
      return raw;
    case 'int':
    case 'number':
      return coerceValue(key, kind, raw.trim());
    case 'bool':
      return coerceValue(key, kind, raw.trim());
    case 'list':
    case 'filters': {
      const trimmed = raw.trim();
      if (trimmed.startsWith('[')) {
        try {
          return coerceValue(key, kind, JSON.parse(trimmed));
        } catch (err) {
          if (err instanceof SearchError) throw err;
          throw invalid(key, kind === 'list' ? 'an array of strings' : 'a filter array');
        }
      }
      return kind === 'list' ? splitList(trimmed) : trimmed;
    }
    case 'distinct':
    case 'typo':
      return coerceValue(key, kind, raw.trim());
    case 'any': {
      try {
        return JSON.parse(raw);
      } catch {
        return raw;
      }
    }
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function coerceValue(key: string, kind: Kind, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (kind) {
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw invalid(key, 'a string');
    case 'int': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n === 'number' && Number.isInteger(n)) return n;
      throw invalid(key, 'an integer');
    }
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
      throw invalid(key, 'a number');
    }
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === '1' || value === 1) return true;
      if (value === 'false' || value === '0' || value === 0) return false;
      throw invalid(key, 'a boolean');
    case 'list':
      if (typeof value === 'string') return splitList(value);
      if (isStringArray(value)) return value;
      throw invalid(key, 'an array of strings');
    case 'filters': {
      if (typeof value === 'string') return value;
      if (
        Array.isArray(value) &&
        value.every((item) => typeof item === 'string' || isStringArray(item))
      ) {
        return value as FacetFilters;
      }
      throw invalid(key, 'a string or an array of strings and arrays of strings');
    }
    case 'distinct':
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (value === 'true') return 1;
      if (value === 'false') return 0;
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 4) {
        return value;
      }
      if (typeof value === 'string' && /^[0-4]$/.test(value.trim())) return Number(value);
      throw invalid(key, 'a boolean or an integer between 0 and 4');
    case 'typo':
      if (typeof value === 'boolean') return value;
      if (value === 'true') return true;
      if (value === 'false') return false;
      if (value === 'min' || value === 'strict') return value;
      throw invalid(key, "a boolean, 'min' or 'strict'");
    case 'any':
      return value;
  }
}

const LONE_SURROGATE_RE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** encodeURIComponent that does not throw on lone surrogates (they become U+FFFD). */
function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE_RE, '\ufffd'));
}

function echo(values: Array<[string, unknown]>): string {
  return values
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${encode(key)}=${encode(typeof value === 'string' ? value : String(JSON.stringify(value)))}`,
    )
    .join('&');
}

/**
 * Parses search parameters given as an object (optionally holding a v4 `params` string; its
 * values come first and the object's own keys override them). `extraKeys` lists request-framing
 * keys to ignore (indexName, type, facet...).
 */
export function parseSearchParams(input: unknown, options: { allowRequestKeys?: boolean } = {}) {
  if (input === undefined || input === null) input = {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new SearchError(400, 'Invalid search parameters: expected a JSON object');
  }
  const source = input as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  const echoed: Array<[string, unknown]> = [];

  const paramsString = source.params;
  if (paramsString !== undefined && paramsString !== null) {
    if (typeof paramsString !== 'string') throw invalid('params', 'a string');
    const parsed = new URLSearchParams(paramsString);
    for (const [key, raw] of parsed) {
      const kind = SEARCH_PARAM_KINDS[key];
      if (kind === undefined) throw new SearchError(400, `Unknown parameter: ${key}`);
      values[key] = coerceFromString(key, kind, raw);
      refuseUnsupported(key, values[key], true);
      echoed.push([key, raw]);
    }
  }

  for (const [key, value] of Object.entries(source)) {
    if (key === 'params') continue;
    if (key in REQUEST_KEYS) {
      if (!options.allowRequestKeys) throw new SearchError(400, `Unknown parameter: ${key}`);
      continue;
    }
    const kind = SEARCH_PARAM_KINDS[key];
    if (kind === undefined) throw new SearchError(400, `Unknown parameter: ${key}`);
    const coerced = coerceValue(key, kind, value);
    if (coerced === undefined) continue;
    refuseUnsupported(key, coerced, true);
    values[key] = coerced;
    const existing = echoed.findIndex(([name]) => name === key);
    if (existing >= 0) echoed.splice(existing, 1);
    echoed.push([key, value]);
  }

  return { values, paramsString: echo(echoed) } satisfies ParsedParams;
}

/** Validates and coerces an index settings object; unknown settings are rejected. */
export function parseSettings(input: unknown): Record<string, unknown> {
  if (input === undefined || input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new SearchError(400, 'Invalid settings: expected a JSON object');
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const kind = SETTINGS_KINDS[key];
    if (kind === undefined) throw new SearchError(400, `Unknown setting: ${key}`);
    if (value === null) {
      out[key] = null;
      continue;
    }
    out[key] = coerceValue(key, kind, value);
    refuseUnsupported(key, out[key], false);
  }
  return out;
}

export function requireString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new SearchError(400, `Missing or invalid "${name}": expected a non-empty string`);
  }
  return value;
}
