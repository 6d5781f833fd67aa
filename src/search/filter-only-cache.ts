/**
 * Results of searches without query words (an InstantSearch landing page, a refinement list
 * being clicked): they depend only on the filters and distinct, so their candidates, hit
 * count, ranked order and facet counts are kept per filter set on the index and reused by the
 * next such request. The cache lives on the index, so a change of records or settings (which
 * builds a new index) empties it; synonyms do not affect a search without words.
 */

import { countDistinct, rankedHits } from './distinct';
import { filterKey, type FacetCounts } from './facets';
import type { SearchIndex } from './index-build';
import type { Resolved } from './query-plan';
import type { Candidate } from './scoring';

/** Filter sets kept per index (a landing page and its common refinements). */
const CACHE_SIZE = 64;
/** Facet requests kept per filter set. */
const FACET_VARIANTS = 16;

export interface FilterOnlyResult {
  readonly candidates: Candidate[];
  readonly nbHits: number;
  /** The first `needed` hits in ranking order (after distinct). */
  ranked(needed: number): Candidate[];
  /** Facet counts for a request (key: the facet parameters), counted once. */
  facets(key: string, count: () => FacetCounts): FacetCounts;
}

interface Entry {
  candidates: Candidate[];
  nbHits: number;
  ranked: Candidate[];
  facets: Map<string, FacetCounts>;
}

/** The cached result of a search without words, made by `match` on first use. */
export function filterOnlyResult(
  index: SearchIndex,
  r: Resolved,
  match: () => Candidate[],
): FilterOnlyResult {
  const cache = index.filterOnlyCache as Map<string, Entry>;
  const key = `${r.distinct}\u0000${filterKey(r)}`;
  let entry = cache.get(key);
  if (!entry) {
    const candidates = match();
    entry = {
      candidates,
      nbHits: countDistinct(index, candidates, r.distinct),
      ranked: [],
      facets: new Map(),
    };
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
  }
  const found = entry;
  return {
    candidates: found.candidates,
    nbHits: found.nbHits,
    ranked(needed) {
      if (found.ranked.length < needed && found.ranked.length < found.nbHits) {
        found.ranked = rankedHits(index, found.candidates, r.distinct, needed);
      }
      return found.ranked.slice(0, needed);
    },
    facets(facetKey, count) {
      let counts = found.facets.get(facetKey);
      if (!counts) {
        counts = count();
        if (found.facets.size >= FACET_VARIANTS) found.facets.clear();
        found.facets.set(facetKey, counts);
      }
      return counts;
    },
  };
}
