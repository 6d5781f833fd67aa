/**
 * Retrieval of the records matching a query word, by MiniSearch, in two steps:
 * 1. Which words of the index the query word matches. A second MiniSearch index, the lexicon,
 *    has the index's words as documents, each with a `word` field and a `starts` field holding
 *    its prefixes; it is searched exactly or with typos (MiniSearch's Levenshtein fuzzy
 *    search), in `starts` for a word typed as a prefix, which also finds prefixes with typos
 *    (`witdhr…` → `withdraw`). An adjacent transposition (`qiuz`), one typo for Algolia but two
 *    Levenshtein edits, is found by searching the word with each pair of adjacent letters
 *    swapped with one edit less; singular / plural forms are searched as they are. Every word
 *    found is checked with `matchWord`, which says how it matches (typos, prefix) for the
 *    ranking and the highlighting.
 * 2. Which records hold those words: MiniSearch's inverted index of the searchable attributes
 *    (one field per attribute), searched once per word of the index and cached, so a word
 *    shared by successive queries (a query being typed) is not searched again; restricted to
 *    some attributes (`restrictSearchableAttributes`), MiniSearch searches those fields alone.
 */

import MiniSearch, { type Query } from 'minisearch';
import { matchWord, type QueryWord, type WordMatch } from './highlight';

/** The records matching a query word. */
export interface WordHits {
  /** Every word of the index the query word matches, and how (fewest typos, prefix). */
  readonly terms: ReadonlyMap<string, WordMatch>;
  /** Records holding a matching word, ascending, with their fewest typos. */
  readonly ids: Int32Array;
  readonly typos: Uint8Array;
}

/** Words whose records are kept, counted in record references (bounded memory). */
const TERM_CACHE_RECORDS = 2_000_000;
/** Query words searched recently, with their hits (searches repeat while typing). */
const WORD_CACHE_SIZE = 256;

const NONE = 255;

/** Search options for terms given as they are: our query words are normalised already. */
const AS_IS = {
  tokenize: (text: string) => [text],
  processTerm: (term: string) => term,
};

export class WordIndex {
  /** MiniSearch's inverted index of the searchable attributes (documents: records). */
  readonly mini: MiniSearch<Record<string, unknown>>;
  /** MiniSearch over the words of `mini` (documents: words, with their prefixes). */
  readonly lexicon: MiniSearch<{ id: number; word: string }>;
  /** Every word of the index (normalised), with its number (its id in `lexicon`). */
  readonly vocabulary: ReadonlyMap<string, number>;
  private readonly words: readonly string[];
  /** The records holding each word searched recently (record positions). */
  private readonly termCache = new Map<string, Int32Array>();
  private termCacheSize = 0;
  private readonly wordCache = new Map<string, WordHits>();
  /** Per record: fewest typos while gathering a word's records (NONE: not matched). */
  private readonly fewest: Uint8Array;

  /**
   * `documents[record][field]` is the text of a searchable attribute (its values joined by a
   * blank line), `termsOf` the normalised words of such a text in a field, `vocabulary` every word of
   * the documents numbered from 0.
   */
  constructor(
    fieldNames: readonly string[],
    documents: ReadonlyArray<ReadonlyArray<string | undefined>>,
    termsOf: (text: string, field?: string) => string[],
    vocabulary: ReadonlyMap<string, number>,
  ) {
    this.mini = new MiniSearch<Record<string, unknown>>({
      fields: [...fieldNames],
      idField: 'id',
      tokenize: termsOf,
      processTerm: (term) => term,
      searchOptions: { ...AS_IS, combineWith: 'OR' },
    });
    this.mini.addAll(
      documents.map((texts, id) => {
        const document: Record<string, unknown> = { id };
        texts.forEach((text, field) => {
          if (text !== undefined) document[fieldNames[field]] = text;
        });
        return document;
      }),
    );
    this.vocabulary = vocabulary;
    this.words = [...vocabulary.keys()];
    this.fewest = new Uint8Array(documents.length).fill(NONE);

    this.lexicon = new MiniSearch<{ id: number; word: string }>({
      fields: ['word', 'starts'],
      idField: 'id',
      extractField: (document, field) => (field === 'id' ? document.id : document.word),
      tokenize: (word, field) =>
        field === 'starts'
          ? Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1))
          : [word],
      processTerm: (term) => term,
      searchOptions: { ...AS_IS, combineWith: 'OR' },
    });
    this.lexicon.addAll(this.words.map((word, id) => ({ id, word })));
  }

  /** The records holding a word the query word matches (memoised). */
  hits(word: QueryWord): WordHits {
    const key = `${word.norm}\u0000${word.allowPrefix ? 1 : 0}${word.maxTypos}\u0000${(word.forms ?? []).join(' ')}`;
    const cached = this.wordCache.get(key);
    if (cached) return cached;

    const terms = new Map<string, WordMatch>();
    for (const result of this.lexicon.search(lexiconQuery(word), AS_IS)) {
      const term = this.words[result.id as number];
      const match = matchWord(word, term);
      if (match) terms.set(term, match);
    }
    const hits = this.gather(terms, (term) => this.recordsOf(term));
    if (this.wordCache.size >= WORD_CACHE_SIZE) this.wordCache.clear();
    this.wordCache.set(key, hits);
    return hits;
  }

  /**
   * A word's hits counting only its matches in some attributes (MiniSearch fields), as
   * `restrictSearchableAttributes` asks: MiniSearch searches the words in those fields alone.
   */
  restrict(hits: WordHits, fields: readonly string[]): WordHits {
    return this.gather(hits.terms, (term) =>
      Int32Array.from(this.mini.search(term, { ...AS_IS, fields: [...fields] }), (r) => r.id),
    );
  }

  /** The records holding some of the words, each with its fewest typos. */
  private gather(
    terms: ReadonlyMap<string, WordMatch>,
    recordsOf: (term: string) => Int32Array,
  ): WordHits {
    const fewest = this.fewest;
    const touched: number[] = [];
    for (const [term, match] of terms) {
      for (const id of recordsOf(term)) {
        if (fewest[id] === NONE) touched.push(id);
        if (match.typos < fewest[id]) fewest[id] = match.typos;
      }
    }
    const ids = Int32Array.from(touched).sort();
    const typos = Uint8Array.from(ids, (id) => fewest[id]);
    for (const id of touched) fewest[id] = NONE;
    return { terms, ids, typos };
  }

  /** The records holding a word of the index (MiniSearch's answer, memoised). */
  private recordsOf(term: string): Int32Array {
    let ids = this.termCache.get(term);
    if (!ids) {
      ids = Int32Array.from(this.mini.search(term, AS_IS), (result) => result.id as number);
      if (this.termCacheSize + ids.length > TERM_CACHE_RECORDS) {
        this.termCache.clear();
        this.termCacheSize = 0;
      }
      this.termCache.set(term, ids);
      this.termCacheSize += ids.length;
    }
    return ids;
  }
}

/**
 * The lexicon query of a word: the word itself, exactly or with up to `maxTypos` Levenshtein
 * edits (MiniSearch's fuzzy search), among the index's words, or among their prefixes for a
 * word typed as a prefix (`starts`: faster than MiniSearch's prefix search, and the only way
 * to allow typos in a prefix); the word with adjacent letters swapped, each swap being one
 * typo (so one edit less); its singular / plural forms, exactly.
 */
function lexiconQuery(word: QueryWord): Query {
  const typos = Math.max(0, word.maxTypos);
  const fields = [word.allowPrefix ? 'starts' : 'word'];
  const queries: Query[] = [{ queries: [word.norm], fields, fuzzy: typos }];
  if (typos > 0) {
    const swapped = swaps(word.norm);
    if (swapped.length > 0) queries.push({ queries: swapped, fields, fuzzy: typos - 1 });
    const twice = typos > 1 ? doubleSwaps(word.norm) : [];
    if (twice.length > 0) queries.push({ queries: twice, fields, fuzzy: 0 });
  }
  if (word.forms && word.forms.length > 0) {
    queries.push({ queries: [...word.forms], fields: ['word'], fuzzy: 0 });
  }
  return { combineWith: 'OR', prefix: false, queries };
}

function swapAt(word: string, i: number): string {
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** The word with one pair of adjacent letters swapped, each way it differs. */
function swaps(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) out.add(swapAt(word, i));
  }
  return [...out];
}

/** The word with two separate pairs of adjacent letters swapped. */
function doubleSwaps(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    const once = swapAt(word, i);
    for (let j = i + 2; j + 1 < word.length; j++) {
      if (word[j] !== word[j + 1]) out.add(swapAt(once, j));
    }
  }
  return [...out];
}
