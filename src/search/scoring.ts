/**
 * Matching and ranking: which records hold the query terms (with `removeWordsIfNoResults`'s
 * fallbacks), where the matched words sit in each (attribute, proximity, exact), and
 * Algolia's tie-breaking comparison of two matches.
 */

import { valuesAtPath } from './filters';
import type { KnownMatch } from './highlight';
import type { SearchIndex } from './index-build';
import type { RemoveWordsMode, Resolved } from './query-plan';
import type { AlgoliaRecord } from './types';

// matching and ranking

export interface Candidate {
  id: number;
  record: AlgoliaRecord;
  typos: number;
  /** Number of query terms the record matches (Algolia's `words` criterion). */
  words: number;
  proximity: number;
  attribute: number;
  exact: number;
  firstMatchedWord: number;
}

const MAX_PROXIMITY = 8;

/** The records holding each query word, from MiniSearch (see retrieval.ts). */
function wordHits(index: SearchIndex, r: Resolved) {
  return r.words.map((word) => index.words.hits(word));
}

/**
 * What the index already knows of the query words, for highlighting: each word's matches
 * against the index's words (no new edit-distance computation), and per word of the
 * vocabulary, 1 when it matches some query word (a text's other words are skipped).
 */
export function indexMatches(
  index: SearchIndex,
  r: Resolved,
): { known: KnownMatch; matched: Uint8Array } {
  const hits = wordHits(index, r);
  const matched = new Uint8Array(index.words.vocabulary.size);
  for (const { terms } of hits) {
    for (const term of terms.keys()) {
      const id = index.words.vocabulary.get(term);
      if (id !== undefined) matched[id] = 1;
    }
  }
  const known: KnownMatch = (wordIndex, token) => {
    const match = hits[wordIndex].terms.get(token);
    if (match) return match;
    return index.words.vocabulary.has(token) ? null : undefined;
  };
  return { known, matched };
}

/** Buffers reused by every search of an index (searches run one at a time). */
interface Scratch {
  /** 1 for the records some query word matched. */
  seen: Uint8Array;
  /** Fewest typos of each query word in each record: `[record * words + word]`, ABSENT if none. */
  best: Uint8Array;
  /** Per word of the vocabulary: its entry in `slots` for this query, -1 if it matches none. */
  slotOf: Int32Array;
  /**
   * Occurrences of the query words in the kept records, 4 numbers each: query word, text
   * (numbered as in RecordWords), position, flags (typos * 2 + 1 for a prefix match).
   */
  data: Int32Array;
}

const scratches = new WeakMap<SearchIndex, Scratch>();
const ABSENT = 255;

function scratchFor(index: SearchIndex, wordCount: number): Scratch {
  const recordCount = index.records.length;
  let scratch = scratches.get(index);
  if (!scratch) {
    scratch = {
      seen: new Uint8Array(recordCount),
      best: new Uint8Array(recordCount * 4),
      slotOf: new Int32Array(index.words.vocabulary.size).fill(-1),
      data: new Int32Array(4096),
    };
    scratches.set(index, scratch);
  }
  if (scratch.best.length < recordCount * wordCount) {
    scratch.best = new Uint8Array(recordCount * wordCount);
  }
  scratch.best.fill(ABSENT, 0, recordCount * wordCount);
  return scratch;
}

/**
 * The records that match the query and pass `keep`, scored: those holding every term; when
 * there are none, those `removeWordsIfNoResults` lets through. MiniSearch says which records
 * hold each word and with how many typos at best; the words of the records kept are then read
 * in order, for where the matches sit (attribute, proximity).
 */
export function scoreMatches(
  index: SearchIndex,
  r: Resolved,
  keep: (id: number) => boolean,
  options: ScoreOptions,
): Candidate[] {
  const wordCount = r.words.length;
  const groupCount = r.groups.length;
  const scratch = scratchFor(index, wordCount);
  const { seen, best, slotOf } = scratch;
  const hits = wordHits(index, r);
  const restrict = r.restrict;
  const restrictFields = restrict
    ? index.fields.filter((field) => restrict.has(field.path)).map((field) => field.field)
    : null;

  for (let w = 0; w < wordCount; w++) {
    const { ids, typos } = restrictFields ? index.words.restrict(hits[w], restrictFields) : hits[w];
    for (let i = 0; i < ids.length; i++) {
      seen[ids[i]] = 1;
      best[ids[i] * wordCount + w] = typos[i];
    }
  }
  const touched: number[] = [];
  for (let id = 0; id < seen.length; id++) {
    if (seen[id] === 1) {
      seen[id] = 0;
      touched.push(id);
    }
  }

  // A term is matched through any of its alternatives whose words all occur.
  const groups = r.groups;
  const termMatched = (id: number, g: number) => {
    const base = id * wordCount;
    const alternatives = groups[g];
    for (let a = 0; a < alternatives.length; a++) {
      const alternative = alternatives[a];
      let all = true;
      for (let j = 0; j < alternative.length && all; j++) {
        if (best[base + alternative[j]] === ABSENT) all = false;
      }
      if (all) return true;
    }
    return false;
  };
  let kept: number[] = [];
  for (const [from, to] of requiredTermsAttempts(r.removeWords, groupCount)) {
    kept = [];
    for (const id of touched) {
      let any = false;
      let missing = false;
      for (let g = 0; g < groupCount && !missing; g++) {
        const matched = termMatched(id, g);
        if (!matched && g >= from && g < to) missing = true;
        if (matched) any = true;
      }
      if (any && !missing && keep(id)) kept.push(id);
    }
    if (kept.length > 0) break;
  }

  // How each word of the vocabulary matches the query words: slots[slotOf[term]] lists
  // (query word, typos * 2 + prefix) pairs.
  const slots: number[][] = [];
  const slotted: number[] = [];
  for (let w = 0; w < wordCount; w++) {
    for (const [term, match] of hits[w].terms) {
      const termId = index.words.vocabulary.get(term);
      if (termId === undefined) continue;
      if (slotOf[termId] < 0) {
        slotOf[termId] = slots.length;
        slots.push([]);
        slotted.push(termId);
      }
      slots[slotOf[termId]].push(w, match.typos * 2 + (match.prefix ? 1 : 0));
    }
  }

  // The occurrences of the query words in each kept record, in the order of its words.
  const words = index.recordWords;
  const searched = Uint8Array.from(index.fields, (field) =>
    !restrict || restrict.has(field.path) ? 1 : 0,
  );
  const bounds = new Int32Array(kept.length + 1);
  let data = scratch.data;
  let at = 0;
  for (let k = 0; k < kept.length; k++) {
    const id = kept[k];
    const from = words.start[id];
    const to = words.start[id + 1];
    // At most one occurrence per token and query word.
    if (data.length < at + (to - from) * wordCount * 4) {
      const grown = new Int32Array(Math.max(data.length * 2, at + (to - from) * wordCount * 4));
      grown.set(data.subarray(0, at));
      data = grown;
      scratch.data = grown;
    }
    for (let t = from; t < to; t++) {
      const slot = slotOf[words.term[t]];
      if (slot < 0) continue;
      const text = words.text[t];
      if (searched[words.textField[text]] === 0) continue;
      const pairs = slots[slot];
      for (let p = 0; p < pairs.length; p += 2) {
        data[at] = pairs[p];
        data[at + 1] = text;
        data[at + 2] = words.position[t];
        data[at + 3] = pairs[p + 1];
        at += 4;
      }
    }
    bounds[k + 1] = at;
  }
  for (const termId of slotted) slotOf[termId] = -1;

  const chosen: Array<number[] | null> = new Array<number[] | null>(groupCount).fill(null);
  const flagsOfWord = new Uint8Array(wordCount * 2);
  const candidates: Candidate[] = [];
  kept.forEach((id, k) => {
    const base = id * wordCount;
    let typos = 0;
    let matchedTerms = 0;
    for (let g = 0; g < groupCount; g++) {
      let choice: number[] | null = null;
      let choiceCost = Infinity;
      for (const alternative of r.groups[g]) {
        let sum = 0;
        for (const i of alternative) {
          const wordTypos = best[base + i];
          sum += wordTypos === ABSENT ? Infinity : wordTypos;
        }
        if (sum < choiceCost) {
          choice = alternative;
          choiceCost = sum;
        }
      }
      chosen[g] = choice;
      if (choice) {
        typos += choiceCost;
        matchedTerms += 1;
      }
    }
    candidates.push(
      scoreCandidate(index, r, options, {
        id,
        data,
        start: bounds[k],
        end: bounds[k + 1],
        best,
        chosen,
        typos,
        matchedTerms,
        flagsOfWord,
      }),
    );
  });
  return candidates;
}

/** Most words lastWords / firstWords make optional, as on Algolia. */
const MAX_REMOVED_WORDS = 5;

/**
 * The range of terms a record must match, attempt after attempt: all of them first; then,
 * while that finds nothing, what `removeWordsIfNoResults` leaves required. Algolia's
 * semantics: allOptional requires any one term; lastWords (firstWords) makes the last (first)
 * term optional, then the one before (after) it, up to 5 terms, and never the whole query.
 * Optional terms still count for the `words` criterion when they match.
 */
function requiredTermsAttempts(mode: RemoveWordsMode, count: number): Array<[number, number]> {
  const attempts: Array<[number, number]> = [[0, count]];
  if (count <= 1 || mode === 'none') return attempts;
  if (mode === 'allOptional') attempts.push([0, 0]);
  else {
    for (let removed = 1; removed <= Math.min(MAX_REMOVED_WORDS, count - 1); removed++) {
      attempts.push(mode === 'lastWords' ? [0, count - removed] : [removed, count]);
    }
  }
  return attempts;
}

interface RecordMatch {
  id: number;
  /** Occurrences (see Scratch.data) of the record: `data[start..end)`. */
  data: Int32Array;
  start: number;
  end: number;
  /** Fewest typos of each word in each record (see Scratch.best). */
  best: Uint8Array;
  /** Cheapest alternative of each term (null: the term is not matched). */
  chosen: ReadonlyArray<number[] | null>;
  typos: number;
  matchedTerms: number;
  /** Per word: [w] used by a chosen alternative, [words + w] matched exactly somewhere. */
  flagsOfWord: Uint8Array;
}

/**
 * Proximity: the distance between consecutive matched terms within one attribute value (at
 * most MAX_PROXIMITY a pair), only within text `only` when it is not -1.
 */
function proximityOf(match: RecordMatch, only: number): number {
  const { data, start, end, chosen } = match;
  let sum = 0;
  let previous: number[] | null = null;
  for (const alternative of chosen) {
    if (!alternative) continue;
    if (previous) {
      const left = previous[previous.length - 1];
      const right = alternative[0];
      let closest = MAX_PROXIMITY;
      for (let a = start; a < end && closest > 1; a += 4) {
        if (data[a] !== left || (only >= 0 && data[a + 1] !== only)) continue;
        for (let b = start; b < end; b += 4) {
          if (data[b] !== right || data[b + 1] !== data[a + 1]) continue;
          const distance = Math.max(1, Math.abs(data[b + 2] - data[a + 2]));
          if (distance < closest) closest = distance;
        }
      }
      sum += closest;
    }
    previous = alternative;
  }
  return sum;
}

export interface ScoreOptions {
  exactMode: string;
  /** Per field (index.fields order): 1 when `disableExactOnAttributes` names its attribute. */
  noExact: Uint8Array;
  attributeByProximity: boolean;
}

function scoreCandidate(
  index: SearchIndex,
  r: Resolved,
  options: ScoreOptions,
  match: RecordMatch,
): Candidate {
  const { id, data, start, end, best, chosen, flagsOfWord } = match;
  const wordCount = r.words.length;
  const base = id * wordCount;
  const { textRank, textUnordered } = index.recordWords;
  flagsOfWord.fill(0);
  for (const alternative of chosen) {
    if (alternative) for (const i of alternative) flagsOfWord[i] = 1;
  }

  // Attribute: the best attribute among the best (fewest typos) matches of the words used.
  const exactMode = options.exactMode;
  let attribute = Infinity;
  let firstMatchedWord = Infinity;
  for (let k = start; k < end; k += 4) {
    const w = data[k];
    const flags = data[k + 3];
    if (flags === 0 && options.noExact[index.recordWords.textField[data[k + 1]]] === 0) {
      flagsOfWord[wordCount + w] = 1;
    }
    if (flagsOfWord[w] === 0 || flags >> 1 !== best[base + w]) continue;
    const text = data[k + 1];
    const position = Math.min(data[k + 2], 999);
    const score = textRank[text] * 1000 + (textUnordered[text] === 1 ? 0 : position);
    if (score < attribute) attribute = score;
    const global = textRank[text] * 1000 + position;
    if (global < firstMatchedWord) firstMatchedWord = global;
  }

  const proximity = proximityOf(match, -1);

  // attributeCriteriaComputedByMinProximity: the attribute is the one where the words are
  // closest together (ties: the better attribute), rather than the best one any word is in.
  if (options.attributeByProximity && proximity > 0) {
    const scoreByText = new Map<number, number>();
    for (let k = start; k < end; k += 4) {
      const w = data[k];
      if (flagsOfWord[w] === 0 || data[k + 3] >> 1 !== best[base + w]) continue;
      const text = data[k + 1];
      const score =
        textRank[text] * 1000 + (textUnordered[text] === 1 ? 0 : Math.min(data[k + 2], 999));
      const known = scoreByText.get(data[k + 1]);
      if (known === undefined || score < known) scoreByText.set(data[k + 1], score);
    }
    let bestProximity = Infinity;
    for (const [textIndex, score] of scoreByText) {
      const here = proximityOf(match, textIndex);
      if (here < bestProximity || (here === bestProximity && score < attribute)) {
        bestProximity = here;
        attribute = score;
      }
    }
  }

  // Exact: terms matched without typo nor prefix (a plural form counts as exact).
  let exact = 0;
  let only: number[] | null = null;
  let matchedCount = 0;
  for (const alternative of chosen) {
    if (!alternative) continue;
    matchedCount += 1;
    only = alternative;
    let all = true;
    for (let j = 0; j < alternative.length && all; j++) {
      if (flagsOfWord[wordCount + alternative[j]] !== 1) all = false;
    }
    if (all) exact += 1;
  }
  const singleWord = r.groups.length === 1 && matchedCount === 1 && only?.length === 1;
  if (singleWord && exactMode !== 'word') {
    exact = 0;
    if (exactMode === 'attribute' && only) {
      const noExactPaths = new Set(
        index.fields.filter((_, i) => options.noExact[i] === 1).map((field) => field.path),
      );
      const word = r.words[only[0]];
      const whole = index.texts[id].some((text) => {
        if (r.restrict && !r.restrict.has(text.path)) return false;
        if (noExactPaths.has(text.path)) return false;
        const plain = text.tokens.filter((token) => !token.joined);
        return (
          plain.length === 1 &&
          (plain[0].norm === word.norm || (word.forms?.includes(plain[0].norm) ?? false))
        );
      });
      exact = whole ? 1 : 0;
    }
  }

  return {
    id,
    record: index.records[id],
    typos: match.typos,
    words: match.matchedTerms,
    proximity,
    attribute,
    exact,
    firstMatchedWord,
  };
}

export function sortValue(record: AlgoliaRecord, path: string): number | string | undefined {
  for (const value of valuesAtPath(record, path)) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

export function compareSort(
  index: SearchIndex,
  a: number,
  b: number,
  path: string,
  order: 'asc' | 'desc',
) {
  const keys = index.sortKeys.get(path);
  const va = keys ? keys[a] : sortValue(index.records[a], path);
  const vb = keys ? keys[b] : sortValue(index.records[b], path);
  if (va === undefined && vb === undefined) return 0;
  if (va === undefined) return 1;
  if (vb === undefined) return -1;
  let diff: number;
  if (typeof va === 'number' && typeof vb === 'number') diff = va - vb;
  else diff = String(va).localeCompare(String(vb));
  return order === 'asc' ? diff : -diff;
}

/** Algolia's tie-breaking: each ranking criterion in turn, then the record order. */
export function compareCandidates(index: SearchIndex, a: Candidate, b: Candidate): number {
  for (const criterion of index.settings.ranking) {
    let diff = 0;
    switch (criterion.kind) {
      case 'typo':
        diff = a.typos - b.typos;
        break;
      case 'words':
        diff = b.words - a.words;
        break;
      case 'proximity':
        diff = a.proximity - b.proximity;
        break;
      case 'attribute':
        diff = a.attribute - b.attribute;
        break;
      case 'exact':
        diff = b.exact - a.exact;
        break;
      case 'custom':
        diff = index.customRank[a.id] - index.customRank[b.id];
        break;
      case 'sort':
        diff = compareSort(index, a.id, b.id, criterion.path, criterion.order);
        break;
      case 'geo':
      case 'filters':
        break;
    }
    if (diff !== 0) return diff;
  }
  return a.id - b.id;
}
