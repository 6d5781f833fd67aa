/**
 * Distinct: at most `distinct` hits per value of `attributeForDistinct`, counted and ranked
 * without ordering more candidates than the page needs.
 */

import type { SearchIndex } from './index-build';
import { compareCandidates, type Candidate } from './scoring';

function distinctActive(index: SearchIndex, distinct: number): boolean {
  return distinct > 0 && typeof index.settings.raw.attributeForDistinct === 'string';
}

/** Number of hits once distinct keeps at most `distinct` records per key. */
export function countDistinct(
  index: SearchIndex,
  candidates: Candidate[],
  distinct: number,
): number {
  if (!distinctActive(index, distinct)) return candidates.length;
  const seen = new Int32Array(index.records.length);
  let count = 0;
  for (const candidate of candidates) {
    const key = index.distinctIds[candidate.id];
    if (key < 0) {
      count += 1;
    } else if (seen[key] < distinct) {
      seen[key] += 1;
      count += 1;
    }
  }
  return count;
}

/**
 * The first `needed` hits in ranking order, after distinct. Only what is needed is ordered:
 * a heap yields candidates best first until enough distinct hits are found.
 */
export function rankedHits(
  index: SearchIndex,
  candidates: Candidate[],
  distinct: number,
  needed: number,
): Candidate[] {
  if (needed <= 0 || candidates.length === 0) return [];
  const compare = (a: Candidate, b: Candidate) => compareCandidates(index, a, b);
  const useDistinct = distinctActive(index, distinct);
  const seen = new Map<number, number>();
  const accept = (candidate: Candidate) => {
    if (!useDistinct) return true;
    const key = index.distinctIds[candidate.id];
    if (key < 0) return true;
    const kept = seen.get(key) ?? 0;
    if (kept >= distinct) return false;
    seen.set(key, kept + 1);
    return true;
  };
  const out: Candidate[] = [];
  if (candidates.length <= 256 || needed * 4 >= candidates.length) {
    for (const candidate of [...candidates].sort(compare)) {
      if (accept(candidate)) out.push(candidate);
      if (out.length >= needed) break;
    }
    return out;
  }
  const heap = [...candidates];
  const down = (start: number, size: number) => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) return;
      const right = left + 1;
      const best = right < size && compare(heap[right], heap[left]) < 0 ? right : left;
      if (compare(heap[best], heap[i]) >= 0) return;
      [heap[i], heap[best]] = [heap[best], heap[i]];
      i = best;
    }
  };
  let size = heap.length;
  for (let i = (size >> 1) - 1; i >= 0; i--) down(i, size);
  while (size > 0 && out.length < needed) {
    const top = heap[0];
    size -= 1;
    heap[0] = heap[size];
    down(0, size);
    if (accept(top)) out.push(top);
  }
  return out;
}
