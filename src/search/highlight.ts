/**
 * Word matching shared by ranking and highlighting, and the `_highlightResult` /
 * `_snippetResult` values. Every value is HTML-escaped first; only the highlight tags are
 * inserted unescaped, so neither a record nor a query can inject markup.
 */

import type { HighlightResult, MatchLevel, SnippetResult } from './types';
import {
  escapeHtml,
  originalPrefixLength,
  prefixTypoDistance,
  tokenize,
  typoDistance,
  type Token,
} from './text';

/** A word of the query and how it may match. */
export interface QueryWord {
  norm: string;
  allowPrefix: boolean;
  maxTypos: number;
  /** Other forms matching as the word itself, without typo (singular / plural: ignorePlurals). */
  forms?: readonly string[];
}

export interface WordMatch {
  typos: number;
  /** True when the query word matched the start of a longer record word. */
  prefix: boolean;
  /** For a prefix match: how many letters of the record word's normalised form it covers. */
  length?: number;
}

const EXACT: WordMatch = Object.freeze({ typos: 0, prefix: false });

/**
 * Matches a query word against one word of a record; null when it does not match. A word
 * typed as a prefix may also match the start of a longer word with typos (`instalat` matches
 * `installation` with one typo), as Algolia's typo tolerance applies to prefixes too.
 */
export function matchWord(word: QueryWord, token: string): WordMatch | null {
  if (token === word.norm) return EXACT;
  if (word.forms && word.forms.includes(token)) return EXACT;
  const n = word.norm.length;
  if (word.allowPrefix && token.length > n && token.startsWith(word.norm)) {
    return { typos: 0, prefix: true, length: n };
  }
  if (word.maxTypos <= 0) return null;
  if (word.allowPrefix) {
    const { distance, length } = prefixTypoDistance(word.norm, token, word.maxTypos);
    if (distance > word.maxTypos) return null;
    return length >= token.length
      ? { typos: distance, prefix: false }
      : { typos: distance, prefix: true, length };
  }
  const distance = typoDistance(word.norm, token, word.maxTypos);
  return distance <= word.maxTypos ? { typos: distance, prefix: false } : null;
}

/**
 * The words to match and how they combine: the query is a list of terms (groups), each
 * satisfied by one of its alternatives, an alternative being words that must all match
 * (`erc-20` is the group [[erc20], [erc, 20]]).
 */
export type WordGroups = number[][][];

/**
 * Where known, the match of query word `wordIndex` against a record word (`null`: none),
 * or `undefined` to have `matchWord` work it out.
 */
export type KnownMatch = (wordIndex: number, token: string) => WordMatch | null | undefined;

/** Memoises word matches for one query (record words repeat a lot across records). */
export class Matcher {
  readonly words: QueryWord[];
  readonly groups: WordGroups;
  private readonly cache = new Map<string, Array<WordMatch | null>>();
  /** A text's matches, ranges and match level (keyed by its tokens), shared by its highlight and snippet. */
  readonly textAnalyses = new WeakMap<Token[], TextAnalysis>();
  private readonly known?: KnownMatch;
  /**
   * Per word of the index's vocabulary, 1 when it matches some query word: a text whose word
   * numbers are known skips every other word without looking it up.
   */
  readonly matchedTerms?: Uint8Array;

  constructor(
    words: QueryWord[],
    groups?: WordGroups,
    known?: KnownMatch,
    matchedTerms?: Uint8Array,
  ) {
    this.words = words;
    this.groups = groups ?? words.map((_, i) => [[i]]);
    this.known = known;
    this.matchedTerms = matchedTerms;
  }

  /** The match of every query word against a record word (index = query word index). */
  matchesFor(token: string): Array<WordMatch | null> {
    let result = this.cache.get(token);
    if (!result) {
      result = this.words.map((word, i) => {
        const known = this.known?.(i, token);
        return known === undefined ? matchWord(word, token) : known;
      });
      this.cache.set(token, result);
    }
    return result;
  }
}

export interface TextMatch {
  token: Token;
  wordIndex: number;
  typos: number;
  prefix: boolean;
  /** For a prefix match: letters of the token's normalised form matched. */
  length?: number;
}

/**
 * Every (record word, query word) match of a text. `terms`, when the index numbered the text's
 * words, lets the words no query word matches be skipped.
 */
function matchTokens(tokens: Token[], matcher: Matcher, terms?: Int32Array): TextMatch[] {
  const out: TextMatch[] = [];
  if (matcher.words.length === 0) return out;
  const matched = terms && matcher.matchedTerms;
  for (let i = 0; i < tokens.length; i++) {
    if (matched && matched[terms[i]] === 0) continue;
    const token = tokens[i];
    const matches = matcher.matchesFor(token.norm);
    for (let wordIndex = 0; wordIndex < matches.length; wordIndex++) {
      const match = matches[wordIndex];
      if (match) {
        out.push({
          token,
          wordIndex,
          typos: match.typos,
          prefix: match.prefix,
          length: match.length,
        });
      }
    }
  }
  return out;
}

interface Range {
  start: number;
  end: number;
}

function highlightRanges(text: string, matches: readonly TextMatch[], matcher: Matcher): Range[] {
  const ranges: Range[] = matches.map(({ token, wordIndex, prefix, length }) => {
    if (!prefix) return { start: token.start, end: token.end };
    const typed = length ?? matcher.words[wordIndex].norm.length;
    const covered = originalPrefixLength(text.slice(token.start, token.end), typed);
    return { start: token.start, end: token.start + covered };
  });
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

function render(
  text: string,
  ranges: Range[],
  from: number,
  to: number,
  preTag: string,
  postTag: string,
): string {
  let out = '';
  let cursor = from;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    out += escapeHtml(text.slice(cursor, start));
    out += preTag + escapeHtml(text.slice(start, end)) + postTag;
    cursor = end;
  }
  out += escapeHtml(text.slice(cursor, to));
  return out;
}

/** A text's words that are not joined forms, computed once per text of the index. */
const plainTokens = new WeakMap<Token[], Token[]>();
function plainOf(tokens: Token[]): Token[] {
  let plain = plainTokens.get(tokens);
  if (!plain) plainTokens.set(tokens, (plain = tokens.filter((token) => !token.joined)));
  return plain;
}

/** What highlighting and snippeting need to know of one text for one query. */
interface TextAnalysis {
  matches: readonly TextMatch[];
  ranges: Range[];
  wordIndexes: ReadonlySet<number>;
  matchLevel: MatchLevel;
}

const NO_WORDS: ReadonlySet<number> = new Set<number>();

function analyse(
  text: string,
  tokens: Token[],
  matcher: Matcher,
  terms: Int32Array | undefined,
): TextAnalysis {
  const known = matcher.textAnalyses.get(tokens);
  if (known) return known;
  const matches = matchTokens(tokens, matcher, terms);
  const none = matches.length === 0;
  const wordIndexes = none ? NO_WORDS : new Set(matches.map((match) => match.wordIndex));
  const analysis: TextAnalysis = {
    matches,
    ranges: none ? [] : highlightRanges(text, matches, matcher),
    wordIndexes,
    matchLevel: matchLevelOf(wordIndexes, matcher.groups),
  };
  matcher.textAnalyses.set(tokens, analysis);
  return analysis;
}

function matchLevelOf(wordIndexes: ReadonlySet<number>, groups: WordGroups): MatchLevel {
  if (wordIndexes.size === 0) return 'none';
  const satisfied = groups.filter((alternatives) =>
    alternatives.some((words) => words.every((i) => wordIndexes.has(i))),
  ).length;
  return satisfied >= groups.length ? 'full' : 'partial';
}

export interface HighlightOptions {
  preTag: string;
  postTag: string;
}

/** The `_highlightResult` entry of one string value. */
export function highlightText(
  text: string,
  matcher: Matcher,
  options: HighlightOptions,
  tokens: Token[] = tokenize(text),
  terms?: Int32Array,
): HighlightResult {
  const { ranges, wordIndexes, matchLevel } = analyse(text, tokens, matcher, terms);
  const result: HighlightResult = {
    value: render(text, ranges, 0, text.length, options.preTag, options.postTag),
    matchLevel,
    matchedWords: [...wordIndexes].sort((a, b) => a - b).map((i) => matcher.words[i].norm),
  };
  if (matchLevel !== 'none') {
    const plain = plainOf(tokens);
    result.fullyHighlighted = plain.every((token) =>
      ranges.some((range) => range.start <= token.start && range.end >= token.end),
    );
  }
  return result;
}

export interface SnippetOptions extends HighlightOptions {
  words: number;
  ellipsis: string;
}

/** The `_snippetResult` entry of one string value: about `words` words around the best match. */
export function snippetText(
  text: string,
  matcher: Matcher,
  options: SnippetOptions,
  tokens: Token[] = tokenize(text),
  terms?: Int32Array,
): SnippetResult {
  const plain = plainOf(tokens);
  const { matches, ranges, matchLevel } = analyse(text, tokens, matcher, terms);
  const size = Math.max(1, options.words);

  if (plain.length <= size) {
    return {
      value: render(text, ranges, 0, text.length, options.preTag, options.postTag),
      matchLevel,
    };
  }

  // Choose the window of `size` words holding the most matched words, starting a little
  // before the first of them so the match has some context.
  const matchedPositions = new Set(matches.map((match) => match.token.position));
  let start = 0;
  if (matchedPositions.size > 0) {
    const lead = Math.floor(size / 4);
    let best = -1;
    for (const position of [...matchedPositions].sort((a, b) => a - b)) {
      const candidate = Math.max(0, Math.min(position - lead, plain.length - size));
      let count = 0;
      for (const p of matchedPositions) if (p >= candidate && p < candidate + size) count += 1;
      if (count > best) {
        best = count;
        start = candidate;
      }
    }
  }
  const endIndex = Math.min(plain.length, start + size) - 1;
  const from = start === 0 ? 0 : plain[start].start;
  const to = endIndex === plain.length - 1 ? text.length : plain[endIndex].end;
  // Like the tags, the ellipsis is markup chosen by the caller, not record text.
  const ellipsis = options.ellipsis;
  let value = render(text, ranges, from, to, options.preTag, options.postTag);
  if (from > 0) value = ellipsis + value;
  if (to < text.length) value += ellipsis;
  return { value, matchLevel };
}
