/**
 * Filters and facets: which records pass a request's filters (bitmaps from the facet
 * postings, memoised per filter) and the facet value counts of a result set.
 */

import { evaluateFilter, valuesAtPath, type FilterContext, type FilterNode } from './filters';
import type { SearchIndex } from './index-build';
import type { Resolved } from './query-plan';
import type { Candidate } from './scoring';

/** Filters whose bitmaps are kept per index. */
const FILTER_CACHE_SIZE = 64;

export function filterContext(index: SearchIndex): FilterContext {
  return {
    isFacet: (attribute) =>
      attribute === 'objectID' || attribute === '_tags' || index.settings.facets.has(attribute),
  };
}

/** Records holding each value of a facet attribute (lowercased value → record positions). */
export function facetPostings(index: SearchIndex, attribute: string): Map<string, number[]> {
  let postings = index.facetPostings.get(attribute);
  if (!postings) {
    postings = new Map();
    index.records.forEach((record, id) => {
      const seen = new Set<string>();
      for (const value of valuesAtPath(record, attribute)) {
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
          continue;
        }
        const key = String(value).toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        const list = postings?.get(key);
        if (list) list.push(id);
        else postings?.set(key, [id]);
      }
    });
    index.facetPostings.set(attribute, postings);
  }
  return postings;
}

/**
 * Which records pass a filter (1) or not (0), for every record at once: facet conditions
 * come from the facet postings and combine as sets; numeric ones are checked record by record.
 */
export function filterBitmap(index: SearchIndex, node: FilterNode, ctx: FilterContext): Uint8Array {
  const count = index.records.length;
  switch (node.kind) {
    case 'facet': {
      const out = new Uint8Array(count);
      if (!ctx.isFacet(node.attribute)) return out;
      for (const id of facetPostings(index, node.attribute).get(node.value.toLowerCase()) ?? []) {
        out[id] = 1;
      }
      return out;
    }
    case 'and':
    case 'or': {
      const parts = node.children.map((child) => filterBitmap(index, child, ctx));
      const out = new Uint8Array(count).fill(node.kind === 'and' ? 1 : 0);
      for (const part of parts) {
        for (let id = 0; id < count; id++) {
          out[id] = node.kind === 'and' ? out[id] & part[id] : out[id] | part[id];
        }
      }
      return out;
    }
    case 'not': {
      const out = filterBitmap(index, node.child, ctx);
      for (let id = 0; id < count; id++) out[id] ^= 1;
      return out;
    }
    case 'numeric':
    case 'range':
      return Uint8Array.from(index.records, (record) =>
        evaluateFilter(node, record, ctx) ? 1 : 0,
      );
  }
}

/** Whether each record passes the request's filters (memoised per filter, per index). */
/** The request's filters as a cache key (the same filters, the same records pass). */
export function filterKey(r: Resolved): string {
  return JSON.stringify([
    r.values.facetFilters,
    r.values.numericFilters,
    r.values.tagFilters,
    r.values.filters,
  ]);
}

export function filterPredicate(index: SearchIndex, r: Resolved): (id: number) => boolean {
  const filter = r.filter;
  if (!filter) return () => true;
  const key = filterKey(r);
  let passing = index.filterCache.get(key);
  if (!passing) {
    if (index.filterCache.size >= FILTER_CACHE_SIZE) index.filterCache.clear();
    passing = filterBitmap(index, filter, filterContext(index));
    index.filterCache.set(key, passing);
  }
  const bitmap = passing;
  return (id) => bitmap[id] === 1;
}

/** Algolia's `facets_stats`: min, max, average and sum of a facet's numeric values. */
export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetCounts {
  facets: Record<string, Record<string, number>>;
  /** For each counted facet holding numbers. */
  stats: Record<string, FacetStats>;
}

export function facetCounts(
  index: SearchIndex,
  candidates: Candidate[],
  requested: string[],
  maxValues: number,
  sortBy: string,
): FacetCounts {
  const declared = [...index.settings.facets.values()].filter((facet) => !facet.filterOnly);
  const names = requested.includes('*')
    ? declared.map((facet) => facet.path)
    : requested.filter((name) => declared.some((facet) => facet.path === name));
  const out: FacetCounts = { facets: {}, stats: {} };
  for (const name of names) {
    const counts = new Map<string, number>();
    const numbers = { min: Infinity, max: -Infinity, sum: 0, count: 0 };
    for (const candidate of candidates) {
      const seen = new Set<string>();
      for (const value of valuesAtPath(candidate.record, name)) {
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
          continue;
        }
        const key = String(value);
        if (seen.has(key)) continue;
        seen.add(key);
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (typeof value === 'number' && Number.isFinite(value)) {
          numbers.min = Math.min(numbers.min, value);
          numbers.max = Math.max(numbers.max, value);
          numbers.sum += value;
          numbers.count += 1;
        }
      }
    }
    const sorted = [...counts.entries()].sort((a, b) =>
      sortBy === 'alpha' ? a[0].localeCompare(b[0]) : b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    out.facets[name] = Object.fromEntries(sorted.slice(0, maxValues));
    if (numbers.count > 0) {
      const { min, max, sum, count } = numbers;
      out.stats[name] = { min, max, avg: sum / count, sum };
    }
  }
  return out;
}
