/**
 * The in-memory search engine behind the local search service, following Algolia's model.
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
import {
  evaluateFilter,
  parseFilterArray,
  parseFiltersExpression,
  valuesAtPath,
  type FilterContext,
  type FilterNode,
} from './filters';
import {
  Matcher,
  highlightText,
  snippetText,
  type KnownMatch,
  type QueryWord,
  type WordGroups,
} from './highlight';
import { WordIndex } from './retrieval';
import { englishEnabled, englishNumberForms, isEnglishStopWord } from './language';
import { SearchError, parseSearchParams } from './params';
import { DOCSEARCH_INDEX_SETTINGS, compileSettings, type EngineSettings } from './settings';
import { escapeHtml, queryTerms, queryWords, tokenize, type Token } from './text';
import type {
  AlgoliaRecord,
  FacetFilters,
  FacetHit,
  HighlightResult,
  HighlightTree,
  IndexSettings,
  SearchForFacetValuesResponse,
  SearchHit,
  SearchResponse,
  SnippetResult,
} from './types';

/** The words of a text. */
interface TextWords {
  tokens: Token[];
  /** Each token's word (its number in the vocabulary) and position. */
  terms: Int32Array;
  positions: Int32Array;
}

interface IndexedText extends TextWords {
  /** Searchable attribute path this text belongs to. */
  path: string;
  rank: number;
  unordered: boolean;
  text: string;
}

/**
 * The words of every record in order, in flat arrays (MiniSearch keeps no word positions,
 * which proximity and the attribute criterion need): the tokens of record `id` are
 * `start[id] .. start[id + 1] - 1`; each token has its word's number in the vocabulary, its
 * position in its text, and its text; texts are numbered across records and have the rank
 * and order of their attribute.
 */
interface RecordWords {
  /** Every word of the searchable texts (normalised), with its number. */
  vocabulary: Map<string, number>;
  start: Int32Array;
  term: Int32Array;
  position: Int32Array;
  text: Int32Array;
  /** Per text: its attribute (the first of `fields` with its path), rank, 1 when unordered. */
  textField: Int32Array;
  textRank: Int32Array;
  textUnordered: Uint8Array;
}

interface SearchableField {
  path: string;
  rank: number;
  unordered: boolean;
  /** MiniSearch field name. */
  field: string;
}

export interface SearchIndex {
  readonly records: readonly AlgoliaRecord[];
  readonly settings: EngineSettings;
  readonly fields: readonly SearchableField[];
  /** Searchable texts of each record, by record position. */
  readonly texts: readonly IndexedText[][];
  /** MiniSearch over the searchable texts: which records hold the words a query word matches. */
  readonly words: WordIndex;
  /** Where each word of each record sits, for proximity and the attribute criterion. */
  readonly recordWords: RecordWords;
  /** Values of each sort criterion (custom ranking, asc()/desc() ranking) by record position. */
  readonly sortKeys: ReadonlyMap<string, ReadonlyArray<number | string | undefined>>;
  /** attributeForDistinct value (JSON) by record position. */
  readonly distinctKeys: ReadonlyArray<string | undefined>;
  /** The same as small integers (-1: no value), for counting per key without hashing. */
  readonly distinctIds: Int32Array;
  /** The words of every searchable text, by text (highlighting reuses its tokens). */
  readonly wordsByText: ReadonlyMap<string, TextWords>;
  /** Rank of each record under the custom ranking alone (equal records share a rank). */
  readonly customRank: Int32Array;
  /** Which records pass each filter (1 kept, 0 dropped), by filter (bounded). */
  readonly filterCache: Map<string, Uint8Array>;
  /** Records by value of each facet attribute used in a filter (built on first use). */
  readonly facetPostings: Map<string, Map<string, number[]>>;
}

const MAX_QUERY_LENGTH = 512;
const MAX_HITS_PER_PAGE = 1000;
const FILTER_CACHE_SIZE = 64;

/** Collects every string (numbers too) found in a value, depth first. */
function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number' && Number.isFinite(value)) out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, out);
  }
}

function textsAt(record: AlgoliaRecord, path: string): string[] {
  const out: string[] = [];
  for (const value of valuesAtPath(record, path)) collectStrings(value, out);
  return out;
}

/** Builds an index over records (DocSearch settings unless others are given). */
export function createIndex(
  records: readonly AlgoliaRecord[],
  settings: IndexSettings = DOCSEARCH_INDEX_SETTINGS,
): SearchIndex {
  const compiled = compileSettings(settings);
  let searchable = compiled.searchable;
  if (searchable.length === 0) {
    // Algolia's default: every attribute is searchable, in the order they appear.
    const seen = new Set<string>();
    for (const record of records) {
      for (const key of Object.keys(record)) {
        if (key !== 'objectID' && !UNSAFE_SEGMENTS.has(key)) seen.add(key);
      }
    }
    searchable = [...seen].map((path, rank) => ({ path, rank, unordered: false }));
  }
  const fields: SearchableField[] = searchable.map((attribute, i) => ({
    ...attribute,
    field: `f${i}`,
  }));

  // Each text is tokenized once; MiniSearch is handed the words found here.
  const wordsByText = new Map<string, TextWords>();
  const vocabulary = new Map<string, number>();
  const wordsOf = (text: string): TextWords => {
    let words = wordsByText.get(text);
    if (!words) {
      const tokens = tokenize(text);
      const terms = new Int32Array(tokens.length);
      const positions = new Int32Array(tokens.length);
      tokens.forEach((token, i) => {
        let term = vocabulary.get(token.norm);
        if (term === undefined) {
          term = vocabulary.size;
          vocabulary.set(token.norm, term);
        }
        terms[i] = term;
        positions[i] = token.position;
      });
      words = { tokens, terms, positions };
      wordsByText.set(text, words);
    }
    return words;
  };
  // A MiniSearch document per record, a field per searchable attribute (its values joined).
  const documents: Array<Array<string | undefined>> = [];
  const texts: IndexedText[][] = records.map((record) => {
    const out: IndexedText[] = [];
    const document = fields.map((field) => {
      const values = textsAt(record, field.path);
      for (const text of values) out.push({ ...fieldOf(field), text, ...wordsOf(text) });
      return values.length === 0 ? undefined : values.join('\n\n');
    });
    documents.push(document);
    return out;
  });
  const recordWords = recordWordsOf(texts, fields, vocabulary);
  const words = new WordIndex(
    fields.map((field) => field.field),
    documents,
    (text) => (wordsByText.get(text)?.tokens ?? tokenize(text)).map((token) => token.norm),
    recordWords.vocabulary,
  );

  const sortPaths = new Set<string>(compiled.customRanking.map((entry) => entry.path));
  for (const criterion of compiled.ranking)
    if (criterion.kind === 'sort') sortPaths.add(criterion.path);
  const sortKeys = new Map<string, Array<number | string | undefined>>();
  for (const sortPath of sortPaths) {
    sortKeys.set(
      sortPath,
      records.map((record) => sortValue(record, sortPath)),
    );
  }
  const distinctAttribute = compiled.raw.attributeForDistinct;
  const distinctKeys = records.map((record) => {
    if (typeof distinctAttribute !== 'string') return undefined;
    const values = valuesAtPath(record, distinctAttribute);
    return values.length === 0 ? undefined : JSON.stringify(values[0]);
  });

  const index: SearchIndex = {
    records,
    settings: compiled,
    fields,
    texts,
    words,
    recordWords,
    sortKeys,
    distinctKeys,
    distinctIds: distinctIdsOf(distinctKeys),
    wordsByText,
    customRank: new Int32Array(records.length),
    filterCache: new Map(),
    facetPostings: new Map(),
  };
  const compareCustom = (a: number, b: number) => {
    for (const { path, order } of compiled.customRanking) {
      const diff = compareSort(index, a, b, path, order);
      if (diff !== 0) return diff;
    }
    return 0;
  };
  const byCustom = records.map((_, id) => id).sort((a, b) => compareCustom(a, b) || a - b);
  byCustom.forEach((id, i) => {
    index.customRank[id] =
      i > 0 && compareCustom(byCustom[i - 1], id) === 0 ? index.customRank[byCustom[i - 1]] : i;
  });
  // Like Algolia, facet values are indexed with the records, ready for filters.
  for (const attribute of compiled.facets.keys()) facetPostings(index, attribute);
  return index;
}

function fieldOf(field: SearchableField) {
  return { path: field.path, rank: field.rank, unordered: field.unordered };
}

function recordWordsOf(
  texts: readonly IndexedText[][],
  fields: readonly SearchableField[],
  vocabulary: Map<string, number>,
): RecordWords {
  const fieldIndex = new Map<string, number>();
  fields.forEach((field, i) => {
    if (!fieldIndex.has(field.path)) fieldIndex.set(field.path, i);
  });
  let tokenCount = 0;
  let textCount = 0;
  for (const recordTexts of texts) {
    textCount += recordTexts.length;
    for (const indexed of recordTexts) tokenCount += indexed.terms.length;
  }
  const words: RecordWords = {
    vocabulary,
    start: new Int32Array(texts.length + 1),
    term: new Int32Array(tokenCount),
    position: new Int32Array(tokenCount),
    text: new Int32Array(tokenCount),
    textField: new Int32Array(textCount),
    textRank: new Int32Array(textCount),
    textUnordered: new Uint8Array(textCount),
  };
  let at = 0;
  let textId = 0;
  texts.forEach((recordTexts, id) => {
    for (const indexed of recordTexts) {
      words.textField[textId] = fieldIndex.get(indexed.path) ?? 0;
      words.textRank[textId] = indexed.rank;
      words.textUnordered[textId] = indexed.unordered ? 1 : 0;
      words.term.set(indexed.terms, at);
      words.position.set(indexed.positions, at);
      words.text.fill(textId, at, at + indexed.terms.length);
      at += indexed.terms.length;
      textId += 1;
    }
    words.start[id + 1] = at;
  });
  return words;
}

function distinctIdsOf(keys: ReadonlyArray<string | undefined>): Int32Array {
  const ids = new Map<string, number>();
  return Int32Array.from(keys, (key) => {
    if (key === undefined) return -1;
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  });
}

// ---------------------------------------------------------------------------------------------
// parameters

type RemoveWordsMode = 'none' | 'lastWords' | 'firstWords' | 'allOptional';

interface Resolved {
  query: string;
  words: QueryWord[];
  groups: WordGroups;
  removeWords: RemoveWordsMode;
  page: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  filter: FilterNode | null;
  restrict: Set<string> | null;
  distinct: number;
  values: Record<string, unknown>;
  paramsString: string;
}

function settingOr<T>(values: Record<string, unknown>, settings: EngineSettings, key: string): T {
  return (values[key] !== undefined ? values[key] : settings.raw[key]) as T;
}

function nonNegative(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new SearchError(
      400,
      `Invalid value for "${name}" parameter, expected a positive integer`,
    );
  }
  return value;
}

/**
 * The words of the query, how each may match, and how they combine (see WordGroups). With
 * `removeStopWords`, stop words are dropped unless typed as a prefix (the last word while
 * typing) or unless the query holds nothing else; with `ignorePlurals`, each word also
 * matches its singular / plural forms as if typed.
 */
function buildQueryPlan(query: string, values: Record<string, unknown>, s: EngineSettings) {
  const typoTolerance = settingOr<unknown>(values, s, 'typoTolerance');
  const min1 = Number(settingOr<number>(values, s, 'minWordSizefor1Typo') ?? 4);
  const min2 = Number(settingOr<number>(values, s, 'minWordSizefor2Typos') ?? 8);
  const numericTypos = settingOr<boolean>(values, s, 'allowTyposOnNumericTokens') !== false;
  const queryType = settingOr<string>(values, s, 'queryType') ?? 'prefixLast';
  const typosAllowed = typoTolerance !== false && typoTolerance !== 'false';
  const capAtOne = typoTolerance === 'strict';
  const queryLanguages = settingOr<unknown>(values, s, 'queryLanguages');
  const stopWords = englishEnabled(settingOr(values, s, 'removeStopWords'), queryLanguages);
  const plurals = englishEnabled(settingOr(values, s, 'ignorePlurals'), queryLanguages);

  const all = queryTerms(query);
  const isPrefix = (t: number) =>
    queryType === 'prefixAll' || (queryType !== 'prefixNone' && t === all.length - 1);
  let terms = all.map((parts, t) => ({ parts, prefix: isPrefix(t) }));
  if (stopWords) {
    const isStop = (parts: string[]) => parts.length === 1 && isEnglishStopWord(parts[0]);
    const kept = terms.filter((term) => term.prefix || !isStop(term.parts));
    if (kept.some((term) => !isStop(term.parts))) terms = kept;
  }

  const words: QueryWord[] = [];
  const add = (norm: string, allowPrefix: boolean, withForms: boolean): number => {
    let maxTypos = 0;
    if (typosAllowed && (numericTypos || !/^\d+$/.test(norm))) {
      if (norm.length >= min2) maxTypos = capAtOne ? 1 : 2;
      else if (norm.length >= min1) maxTypos = 1;
    }
    const word: QueryWord = { norm, allowPrefix, maxTypos };
    if (withForms) {
      const forms = englishNumberForms(norm);
      if (forms.length > 0) word.forms = forms;
    }
    words.push(word);
    return words.length - 1;
  };
  const groups: WordGroups = terms.map(({ parts, prefix }) => {
    const prefixLast = queryType === 'prefixAll' || prefix;
    if (parts.length === 1) return [[add(parts[0], prefixLast, plurals)]];
    const joined = add(parts.join(''), prefixLast, false);
    const separate = parts.map((part, i) =>
      add(part, queryType === 'prefixAll' || (prefix && i === parts.length - 1), false),
    );
    return [[joined], separate];
  });
  return { words, groups };
}

function buildFilter(values: Record<string, unknown>): FilterNode | null {
  const parts: FilterNode[] = [];
  if (values.facetFilters !== undefined) {
    parts.push(parseFilterArray(values.facetFilters as FacetFilters, 'facetFilters'));
  }
  if (values.numericFilters !== undefined) {
    parts.push(parseFilterArray(values.numericFilters as FacetFilters, 'numericFilters'));
  }
  if (values.tagFilters !== undefined) {
    parts.push(parseFilterArray(values.tagFilters as FacetFilters, 'tagFilters'));
  }
  if (typeof values.filters === 'string') {
    const expression = parseFiltersExpression(values.filters);
    if (expression) parts.push(expression);
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : { kind: 'and', children: parts };
}

function removeWordsMode(value: unknown): RemoveWordsMode {
  if (value === undefined || value === null || value === 'none') return 'none';
  if (value === 'lastWords' || value === 'firstWords' || value === 'allOptional') return value;
  throw new SearchError(
    400,
    'Invalid value for "removeWordsIfNoResults", expected one of none, lastWords, firstWords, allOptional',
  );
}

function resolve(index: SearchIndex, input: unknown): Resolved {
  const { values, paramsString } = parseSearchParams(input, { allowRequestKeys: true });
  const s = index.settings;
  const query = typeof values.query === 'string' ? values.query.slice(0, MAX_QUERY_LENGTH) : '';
  const page = nonNegative(values.page, 'page', 0);
  const hitsPerPage = Math.min(
    MAX_HITS_PER_PAGE,
    nonNegative(settingOr<number>(values, s, 'hitsPerPage'), 'hitsPerPage', 20),
  );
  const offset = values.offset === undefined ? undefined : nonNegative(values.offset, 'offset', 0);
  const length =
    values.length === undefined
      ? undefined
      : Math.min(MAX_HITS_PER_PAGE, nonNegative(values.length, 'length', hitsPerPage));
  const restrictList = values.restrictSearchableAttributes as string[] | undefined;
  const distinctSetting = settingOr<unknown>(values, s, 'distinct');
  const distinct =
    distinctSetting === true ? 1 : typeof distinctSetting === 'number' ? distinctSetting : 0;
  return {
    query,
    ...buildQueryPlan(query, values, s),
    removeWords: removeWordsMode(settingOr<unknown>(values, s, 'removeWordsIfNoResults')),
    page,
    hitsPerPage,
    offset,
    length,
    filter: buildFilter(values),
    restrict: restrictList && restrictList.length > 0 ? new Set(restrictList) : null,
    distinct: s.raw.attributeForDistinct ? distinct : 0,
    values,
    paramsString,
  };
}

// ---------------------------------------------------------------------------------------------
// matching and ranking

interface Candidate {
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
 * The matches of the query words against the index's words, for highlighting: a word of the
 * index needs no new edit-distance computation.
 */
function knownMatches(index: SearchIndex, r: Resolved): KnownMatch {
  const hits = wordHits(index, r);
  return (wordIndex, token) => {
    const match = hits[wordIndex].terms.get(token);
    if (match) return match;
    return index.words.vocabulary.has(token) ? null : undefined;
  };
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
function scoreMatches(
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
  const termMatched = (id: number, g: number) => {
    const base = id * wordCount;
    for (const alternative of r.groups[g]) {
      let all = true;
      for (const i of alternative) if (best[base + i] === ABSENT) all = false;
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

interface ScoreOptions {
  exactMode: string;
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
    if (flags === 0) flagsOfWord[wordCount + w] = 1;
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
    if (alternative.every((i) => flagsOfWord[wordCount + i] === 1)) exact += 1;
  }
  const singleWord = r.groups.length === 1 && matchedCount === 1 && only?.length === 1;
  if (singleWord && exactMode !== 'word') {
    exact = 0;
    if (exactMode === 'attribute' && only) {
      const word = r.words[only[0]];
      const whole = index.texts[id].some((text) => {
        if (r.restrict && !r.restrict.has(text.path)) return false;
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

function sortValue(record: AlgoliaRecord, path: string): number | string | undefined {
  for (const value of valuesAtPath(record, path)) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

function compareSort(
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
function compareCandidates(index: SearchIndex, a: Candidate, b: Candidate): number {
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

function distinctActive(index: SearchIndex, distinct: number): boolean {
  return distinct > 0 && typeof index.settings.raw.attributeForDistinct === 'string';
}

/** Number of hits once distinct keeps at most `distinct` records per key. */
function countDistinct(index: SearchIndex, candidates: Candidate[], distinct: number): number {
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
function rankedHits(
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

function filterContext(index: SearchIndex): FilterContext {
  return {
    isFacet: (attribute) =>
      attribute === 'objectID' || attribute === '_tags' || index.settings.facets.has(attribute),
  };
}

/** Records holding each value of a facet attribute (lowercased value → record positions). */
function facetPostings(index: SearchIndex, attribute: string): Map<string, number[]> {
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
function filterBitmap(index: SearchIndex, node: FilterNode, ctx: FilterContext): Uint8Array {
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
function filterPredicate(index: SearchIndex, r: Resolved): (id: number) => boolean {
  const filter = r.filter;
  if (!filter) return () => true;
  const key = JSON.stringify([
    r.values.facetFilters,
    r.values.numericFilters,
    r.values.tagFilters,
    r.values.filters,
  ]);
  let passing = index.filterCache.get(key);
  if (!passing) {
    if (index.filterCache.size >= FILTER_CACHE_SIZE) index.filterCache.clear();
    passing = filterBitmap(index, filter, filterContext(index));
    index.filterCache.set(key, passing);
  }
  const bitmap = passing;
  return (id) => bitmap[id] === 1;
}

/** Matching records, filtered and scored, in record order (ranking comes later). */
function matchCandidates(index: SearchIndex, r: Resolved): Candidate[] {
  const options: ScoreOptions = {
    exactMode: String(settingOr<string>(r.values, index.settings, 'exactOnSingleWordQuery')),
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

// ---------------------------------------------------------------------------------------------
// hit shaping

function listSetting(r: Resolved, index: SearchIndex, key: string): string[] | undefined {
  const value = settingOr<unknown>(r.values, index.settings, key);
  if (value === undefined || value === null) return undefined;
  return value as string[];
}

/** Path segments that would reach an object's prototype: never followed nor written. */
const UNSAFE_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  if (segments.some((segment) => UNSAFE_SEGMENTS.has(segment))) return;
  let current = target;
  for (let i = 0; i < segments.length - 1; i++) {
    const next = Object.hasOwn(current, segments[i]) ? current[segments[i]] : undefined;
    if (!next || typeof next !== 'object' || Array.isArray(next)) current[segments[i]] = {};
    current = current[segments[i]] as Record<string, unknown>;
  }
  current[segments[segments.length - 1]] = value;
}

function getPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const segment of path.split('.')) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined;
    if (UNSAFE_SEGMENTS.has(segment) || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function deleteTopOrNested(target: Record<string, unknown>, path: string): void {
  const segments = path.split('.');
  if (segments.some((segment) => UNSAFE_SEGMENTS.has(segment))) return;
  let current: unknown = target;
  for (let i = 0; i < segments.length - 1; i++) {
    if (!current || typeof current !== 'object' || !Object.hasOwn(current, segments[i])) return;
    current = (current as Record<string, unknown>)[segments[i]];
  }
  if (current && typeof current === 'object') {
    delete (current as Record<string, unknown>)[segments[segments.length - 1]];
  }
}

function retrieve(record: AlgoliaRecord, wanted: string[], unretrievable: string[]) {
  const hit: Record<string, unknown> = {};
  const includeAll = wanted.includes('*');
  if (includeAll) {
    Object.assign(hit, structuredClone(record));
    for (const spec of wanted) if (spec.startsWith('-')) deleteTopOrNested(hit, spec.slice(1));
  } else {
    for (const path of wanted) {
      if (path.startsWith('-')) continue;
      const value = getPath(record, path);
      if (value !== undefined) setPath(hit, path, structuredClone(value));
    }
  }
  for (const path of unretrievable) deleteTopOrNested(hit, path);
  hit.objectID = record.objectID;
  return hit;
}

/** Applies `make` to every string of a value, mirroring its shape (null and numbers left out). */
function mirror<T>(value: unknown, make: (text: string) => T): HighlightTree<T> | undefined {
  if (typeof value === 'string') return make(value);
  if (Array.isArray(value)) {
    const out = value.map((item) => mirror(item, make)).filter((item) => item !== undefined);
    return out as HighlightTree<T>;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, HighlightTree<T>> = {};
    for (const [key, item] of Object.entries(value)) {
      if (UNSAFE_SEGMENTS.has(key)) continue;
      const mirrored = mirror(item, make);
      if (mirrored !== undefined) out[key] = mirrored;
    }
    return out;
  }
  return undefined;
}

function attributesOf(record: AlgoliaRecord, specs: string[]): string[] {
  const out: string[] = [];
  for (const spec of specs) {
    if (spec === '*') {
      for (const key of Object.keys(record)) {
        if (key !== 'objectID' && !UNSAFE_SEGMENTS.has(key)) out.push(key);
      }
    } else out.push(spec);
  }
  return out;
}

function buildHit(
  index: SearchIndex,
  candidate: Candidate,
  r: Resolved,
  matcher: Matcher,
): SearchHit {
  const record = candidate.record;
  const wanted = listSetting(r, index, 'attributesToRetrieve') ?? ['*'];
  const unretrievable = (index.settings.raw.unretrievableAttributes as string[] | undefined) ?? [];
  const hit = retrieve(record, wanted, unretrievable) as SearchHit;

  const preTag = String(settingOr<string>(r.values, index.settings, 'highlightPreTag') ?? '<em>');
  const postTag = String(
    settingOr<string>(r.values, index.settings, 'highlightPostTag') ?? '</em>',
  );
  const ellipsis = String(
    settingOr<string>(r.values, index.settings, 'snippetEllipsisText') ?? '…',
  );

  const highlightSpecs =
    listSetting(r, index, 'attributesToHighlight') ?? index.fields.map((field) => field.path);
  const highlight: Record<string, unknown> = {};
  for (const path of attributesOf(record, highlightSpecs)) {
    if (unretrievable.includes(path)) continue;
    const tree = mirror<HighlightResult>(getPath(record, path), (text) =>
      highlightText(text, matcher, { preTag, postTag }, index.wordsByText.get(text)?.tokens),
    );
    if (tree !== undefined) setPath(highlight, path, tree);
  }
  if (Object.keys(highlight).length > 0) {
    hit._highlightResult = highlight as SearchHit['_highlightResult'];
  }

  const snippetSpecs = listSetting(r, index, 'attributesToSnippet') ?? [];
  const snippet: Record<string, unknown> = {};
  for (const spec of snippetSpecs) {
    const [name, countText] = spec.split(':');
    const words = countText === undefined ? 10 : Number.parseInt(countText, 10);
    if (!Number.isFinite(words) || words <= 0) {
      throw new SearchError(400, `Invalid value for "attributesToSnippet": ${spec}`);
    }
    for (const path of attributesOf(record, [name.trim()])) {
      if (unretrievable.includes(path)) continue;
      const tree = mirror<SnippetResult>(getPath(record, path), (text) =>
        snippetText(
          text,
          matcher,
          { preTag, postTag, words, ellipsis },
          index.wordsByText.get(text)?.tokens,
        ),
      );
      if (tree !== undefined) setPath(snippet, path, tree);
    }
  }
  if (Object.keys(snippet).length > 0) {
    hit._snippetResult = snippet as SearchHit['_snippetResult'];
  }

  if (r.values.getRankingInfo === true) {
    hit._rankingInfo = {
      nbTypos: candidate.typos,
      firstMatchedWord: Number.isFinite(candidate.firstMatchedWord)
        ? candidate.firstMatchedWord
        : 0,
      proximityDistance: candidate.proximity,
      userScore: index.records.length - candidate.id,
      geoDistance: 0,
      geoPrecision: 1,
      nbExactWords: candidate.exact,
      words: candidate.words,
      filters: 0,
    };
  }
  return hit;
}

function facetCounts(
  index: SearchIndex,
  candidates: Candidate[],
  requested: string[],
  maxValues: number,
  sortBy: string,
): Record<string, Record<string, number>> {
  const declared = [...index.settings.facets.values()].filter((facet) => !facet.filterOnly);
  const names = requested.includes('*')
    ? declared.map((facet) => facet.path)
    : requested.filter((name) => declared.some((facet) => facet.path === name));
  const out: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const counts = new Map<string, number>();
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
      }
    }
    const sorted = [...counts.entries()].sort((a, b) =>
      sortBy === 'alpha' ? a[0].localeCompare(b[0]) : b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    out[name] = Object.fromEntries(sorted.slice(0, maxValues));
  }
  return out;
}

function elapsed(start: number): number {
  return Math.max(1, Math.round(performance.now() - start));
}

/** Searches an index; params as a JSON object, optionally with a v4 url-encoded `params`. */
export function search(index: SearchIndex, params: unknown = {}): SearchResponse {
  const started = performance.now();
  const r = resolve(index, params);
  const candidates = matchCandidates(index, r);
  const nbHits = countDistinct(index, candidates, r.distinct);

  const limit = Math.max(0, Number(index.settings.raw.paginationLimitedTo ?? 1000) || 1000);
  const reachable = Math.min(nbHits, limit);
  const start = r.offset !== undefined ? r.offset : r.page * r.hitsPerPage;
  const end = start + (r.offset !== undefined ? (r.length ?? r.hitsPerPage) : r.hitsPerPage);
  const from = Math.min(start, reachable);
  const to = Math.min(end, reachable);
  const slice = rankedHits(index, candidates, r.distinct, to).slice(from, to);

  const matcher = new Matcher(r.words, r.groups, knownMatches(index, r));
  const response: SearchResponse = {
    hits: slice.map((candidate) => buildHit(index, candidate, r, matcher)),
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
    const maxValues = Number(
      settingOr<number>(r.values, index.settings, 'maxValuesPerFacet') ?? 100,
    );
    response.facets = facetCounts(
      index,
      afterDistinct ? rankedHits(index, candidates, r.distinct, candidates.length) : candidates,
      requestedFacets,
      Math.min(1000, Math.max(0, maxValues)),
      String(settingOr<string>(r.values, index.settings, 'sortFacetValuesBy') ?? 'count'),
    );
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
    facetCounts(index, matched, [facet], Number.MAX_SAFE_INTEGER, 'count')[facet] ?? {};

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
