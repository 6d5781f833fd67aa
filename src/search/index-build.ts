/**
 * Index build: tokenizes every searchable text of the records once, numbers the words, and
 * prepares what the searches read (MiniSearch's word index, where each word sits in each
 * record, sort keys, distinct keys, facet postings, the custom-ranking order).
 */

import { valuesAtPath } from './filters';
import { WordIndex } from './retrieval';
import { facetPostings } from './facets';
import { UNSAFE_SEGMENTS } from './paths';
import { compareSort, sortValue } from './scoring';
import {
  DOCSEARCH_INDEX_SETTINGS,
  compileSettings,
  splitsCamelCase,
  type EngineSettings,
} from './settings';
import { EMPTY_SYNONYMS, type SynonymTable } from './synonyms';
import { tokenize, type Token } from './text';
import type { AlgoliaRecord, IndexSettings } from './types';

export interface TextWords {
  tokens: Token[];
  /** Each token's word (its number in the vocabulary) and position. */
  terms: Int32Array;
  positions: Int32Array;
}

export interface IndexedText extends TextWords {
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
export interface RecordWords {
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

export interface SearchableField {
  path: string;
  rank: number;
  unordered: boolean;
  /** MiniSearch field name. */
  field: string;
  /** Its camel-case words are split too (`camelCaseAttributes`). */
  camelCase: boolean;
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
  /** The words of every searchable text, by text (highlighting reuses its tokens)... */
  readonly wordsByText: ReadonlyMap<string, TextWords>;
  /** ...and of the texts of `camelCaseAttributes`, their camel-case parts included. */
  readonly camelWordsByText: ReadonlyMap<string, TextWords>;
  /** Rank of each record under the custom ranking alone (equal records share a rank). */
  readonly customRank: Int32Array;
  /** Which records pass each filter (1 kept, 0 dropped), by filter (bounded). */
  readonly filterCache: Map<string, Uint8Array>;
  /** Results of searches without query words, per filter set (filter-only-cache.ts). */
  readonly filterOnlyCache: Map<string, unknown>;
  /** The index's synonyms, compiled (replaced when they change; the rest stays). */
  synonyms: SynonymTable;
  /** Records by value of each facet attribute used in a filter (built on first use). */
  readonly facetPostings: Map<string, Map<string, number[]>>;
}

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
    camelCase: splitsCamelCase(compiled, attribute.path),
  }));

  // Each text is tokenized once; MiniSearch is handed the words found here.
  const wordsByText = new Map<string, TextWords>();
  const camelWordsByText = new Map<string, TextWords>();
  const cacheFor = (camelCase: boolean) => (camelCase ? camelWordsByText : wordsByText);
  const vocabulary = new Map<string, number>();
  const wordsOf = (text: string, camelCase: boolean): TextWords => {
    const cache = cacheFor(camelCase);
    let words = cache.get(text);
    if (!words) {
      const tokens = tokenize(text, camelCase);
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
      cache.set(text, words);
    }
    return words;
  };
  // A MiniSearch document per record, a field per searchable attribute (its values joined).
  const documents: Array<Array<string | undefined>> = [];
  const texts: IndexedText[][] = records.map((record) => {
    const out: IndexedText[] = [];
    const document = fields.map((field) => {
      const values = textsAt(record, field.path);
      for (const text of values) {
        const { tokens, terms, positions } = wordsOf(text, field.camelCase);
        // One object shape for every text, no spreads: a page's keywords repeat on each of its
        // records, and building these objects was most of the index build.
        out.push({
          path: field.path,
          rank: field.rank,
          unordered: field.unordered,
          text,
          tokens,
          terms,
          positions,
        });
      }
      return values.length === 0 ? undefined : values.join('\n\n');
    });
    documents.push(document);
    return out;
  });
  const recordWords = recordWordsOf(texts, fields, vocabulary);
  const camelFields = new Set(fields.filter((f) => f.camelCase).map((f) => f.field));
  const words = new WordIndex(
    fields.map((field) => field.field),
    documents,
    (text, field) => {
      const camelCase = field !== undefined && camelFields.has(field);
      const tokens = cacheFor(camelCase).get(text)?.tokens ?? tokenize(text, camelCase);
      return tokens.map((token) => token.norm);
    },
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
    camelWordsByText,
    customRank: new Int32Array(records.length),
    filterCache: new Map(),
    filterOnlyCache: new Map(),
    synonyms: EMPTY_SYNONYMS,
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
