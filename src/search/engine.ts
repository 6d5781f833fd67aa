/**
 * The in-memory search engine behind the local search service, following Algolia's model:
 * a search runs the query plan (query-plan.ts) over the index (index-build.ts), matches and
 * scores records (scoring.ts), filters them (facets.ts), keeps distinct hits (distinct.ts) and
 * shapes the response (hits.ts and below).
 * MiniSearch (see retrieval.ts) holds the inverted index and finds, for each query word, the
 * records holding a word it matches (exactly, as a prefix, with typos, or through its singular
 * / plural form). This module does what MiniSearch does not: the query plan (stop words,
 * plurals, words typed with joining characters), which records qualify (every query term, or
 * with `removeWordsIfNoResults` some of them), Algolia's tie-breaking ranking (words, typo,
 * exact, attribute, proximity, custom ranking) from where the matched words sit in each
 * record, filters, distinct, and a response shaped like Algolia's (hits with
 * `_highlightResult` and `_snippetResult`, pagination, facets, queryID).
 */

import { randomBytes } from 'node:crypto';
import { Matcher, highlightText, type QueryWord } from './highlight';
import { countDistinct, rankedHits } from './distinct';
import { facetCounts, filterPredicate } from './facets';
import { filterOnlyResult } from './filter-only-cache';
import { hitShaper } from './hits';
import type { SearchIndex } from './index-build';
import { SearchError } from './params';
import { nonNegative, resolve, settingOr, type Resolved } from './query-plan';
import { indexMatches, scoreMatches, type Candidate, type ScoreOptions } from './scoring';
import { escapeHtml, queryWords } from './text';
import type { FacetHit, SearchForFacetValuesResponse, SearchHit, SearchResponse } from './types';

export { createIndex, type SearchIndex } from './index-build';

/** Fields on which `disableExactOnAttributes` turns the exact criterion off. */
function noExactFields(index: SearchIndex, r: Resolved): Uint8Array {
  const names = settingOr<string[] | undefined>(
    r.values,
    index.settings,
    'disableExactOnAttributes',
  );
  const off = new Set(names ?? []);
  return Uint8Array.from(index.fields, (field) => (off.has(field.path) ? 1 : 0));
}

/** Matching records, filtered and scored, in record order (ranking comes later). */
function matchCandidates(index: SearchIndex, r: Resolved): Candidate[] {
  const options: ScoreOptions = {
    exactMode: String(settingOr<string>(r.values, index.settings, 'exactOnSingleWordQuery')),
    noExact: noExactFields(index, r),
    attributeByProximity:
      settingOr<unknown>(r.values, index.settings, 'attributeCriteriaComputedByMinProximity') ===
      true,
  };
  const passes = filterPredicate(index, r);

  if (r.groups.length === 0) {
    const all: Candidate[] = [];
    index.records.forEach((record, id) => {
      if (!passes(id)) return;
      all.push({
        id,
        record,
        typos: 0,
        words: 0,
        proximity: 0,
        attribute: 0,
        exact: 0,
        firstMatchedWord: 0,
      });
    });
    return all;
  }

  return scoreMatches(index, r, passes, options);
}

/** The query's words as hit shaping matches them, with what the index already knows. */
function matcherFor(index: SearchIndex, r: Resolved): Matcher {
  const { known, matched } = indexMatches(index, r);
  return new Matcher(r.words, r.groups, known, matched);
}

function elapsed(start: number): number {
  return Math.max(1, Math.round(performance.now() - start));
}

/** Searches an index; params as a JSON object, optionally with a v4 url-encoded `params`. */
export function search(index: SearchIndex, params: unknown = {}): SearchResponse {
  const started = performance.now();
  const r = resolve(index, params);
  // Without query words the answer depends on the filters alone: kept per filter set.
  const cached =
    r.groups.length === 0 ? filterOnlyResult(index, r, () => matchCandidates(index, r)) : null;
  const candidates = cached ? cached.candidates : matchCandidates(index, r);
  const nbHits = cached ? cached.nbHits : countDistinct(index, candidates, r.distinct);

  const limit = Math.max(0, Number(index.settings.raw.paginationLimitedTo ?? 1000) || 1000);
  const reachable = Math.min(nbHits, limit);
  const start = r.offset !== undefined ? r.offset : r.page * r.hitsPerPage;
  const end = start + (r.offset !== undefined ? (r.length ?? r.hitsPerPage) : r.hitsPerPage);
  const from = Math.min(start, reachable);
  const to = Math.min(end, reachable);
  const ranked = cached ? cached.ranked(to) : rankedHits(index, candidates, r.distinct, to);
  const slice = ranked.slice(from, to);

  const matcher = matcherFor(index, r);
  const response: SearchResponse = {
    hits: slice.map(hitShaper(index, r, matcher)),
    nbHits,
    page: r.page,
    nbPages: r.hitsPerPage > 0 ? Math.ceil(reachable / r.hitsPerPage) : 0,
    hitsPerPage: r.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    query: r.query,
    params: r.paramsString,
    renderingContent: {},
    processingTimeMS: 0,
  };
  if (r.offset !== undefined) {
    response.offset = r.offset;
    response.length = r.length ?? r.hitsPerPage;
  }

  const requestedFacets = r.values.facets as string[] | undefined;
  if (requestedFacets && requestedFacets.length > 0) {
    const afterDistinct = r.values.facetingAfterDistinct === true;
    const maxValues = Math.min(
      1000,
      Math.max(0, Number(settingOr<number>(r.values, index.settings, 'maxValuesPerFacet') ?? 100)),
    );
    const sortBy = String(
      settingOr<string>(r.values, index.settings, 'sortFacetValuesBy') ?? 'count',
    );
    const count = () =>
      facetCounts(
        index,
        afterDistinct ? rankedHits(index, candidates, r.distinct, candidates.length) : candidates,
        requestedFacets,
        maxValues,
        sortBy,
      );
    const counted = cached
      ? cached.facets(JSON.stringify([requestedFacets, afterDistinct, maxValues, sortBy]), count)
      : count();
    response.facets = counted.facets;
    if (Object.keys(counted.stats).length > 0) response.facets_stats = counted.stats;
    response.exhaustiveFacetsCount = true;
    response.exhaustive.facetsCount = true;
  }
  if (r.values.clickAnalytics === true) {
    response.queryID = randomBytes(16).toString('hex');
  }
  response.processingTimeMS = elapsed(started);

  const responseFields = r.values.responseFields as string[] | undefined;
  if (responseFields && !responseFields.includes('*')) {
    const keep = new Set(responseFields);
    for (const key of Object.keys(response)) {
      if (!keep.has(key)) delete (response as unknown as Record<string, unknown>)[key];
    }
  }
  return response;
}

export interface BrowsePage {
  hits: SearchHit[];
  nbHits: number;
  /** Where the next page starts, when there is one. */
  next?: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
}

/**
 * One page of every record matching the query and filters (browse and deleteBy): Algolia's
 * browse has no 1,000-hit window and no distinct; pages hold up to 1,000 records.
 */
export function browse(index: SearchIndex, params: unknown, start: number): BrowsePage {
  const started = performance.now();
  const values = (params ?? {}) as Record<string, unknown>;
  const r = resolve(index, { ...values, distinct: 0, hitsPerPage: values.hitsPerPage ?? 1000 });
  const candidates = matchCandidates(index, r);
  const end = start + r.hitsPerPage;
  const slice = rankedHits(index, candidates, 0, end).slice(start, end);
  const matcher = matcherFor(index, r);
  return {
    hits: slice.map(hitShaper(index, r, matcher)),
    nbHits: candidates.length,
    ...(end < candidates.length ? { next: end } : {}),
    hitsPerPage: r.hitsPerPage,
    query: r.query,
    params: r.paramsString,
    processingTimeMS: elapsed(started),
  };
}

/** Searches the values of a facet declared `searchable(...)`, counting the records that match. */
export function searchForFacetValues(
  index: SearchIndex,
  facet: string,
  params: unknown = {},
): SearchForFacetValuesResponse {
  const started = performance.now();
  const declared = index.settings.facets.get(facet);
  if (!declared || !declared.searchable) {
    throw new SearchError(
      400,
      `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
    );
  }
  const r = resolve(index, params);
  const facetQuery = typeof r.values.facetQuery === 'string' ? r.values.facetQuery : '';
  const maxFacetHits = Math.min(
    100,
    nonNegative(settingOr<number>(r.values, index.settings, 'maxFacetHits'), 'maxFacetHits', 10),
  );
  const matched = matchCandidates(index, r);
  const counts =
    facetCounts(index, matched, [facet], Number.MAX_SAFE_INTEGER, 'count').facets[facet] ?? {};

  const words: QueryWord[] = queryWords(facetQuery).map((norm) => ({
    norm,
    allowPrefix: true,
    maxTypos: 0,
  }));
  const matcher = new Matcher(words);
  const preTag = String(settingOr<string>(r.values, index.settings, 'highlightPreTag') ?? '<em>');
  const postTag = String(
    settingOr<string>(r.values, index.settings, 'highlightPostTag') ?? '</em>',
  );
  const facetHits: FacetHit[] = [];
  for (const [value, count] of Object.entries(counts)) {
    if (words.length > 0) {
      const result = highlightText(value, matcher, { preTag, postTag });
      if (result.matchLevel !== 'full') continue;
      facetHits.push({ value, highlighted: result.value, count });
    } else {
      facetHits.push({ value, highlighted: escapeHtml(value), count });
    }
    if (facetHits.length >= maxFacetHits) break;
  }
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: elapsed(started) };
}
