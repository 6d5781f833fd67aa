/**
 * Word matching shared by ranking and highlighting, and the `_highlightResult` /
 * `_snippetResult` values. Every value is HTML-escaped first; only the highlight tags are
 * inserted unescaped, so neither a record nor a query can inject markup.
 */

import type { HighlightResult, MatchLevel, SnippetResult } from './types';
import { escapeHtml, originalPrefixLength, tokenize, typoDistance, type Token } from './text';

/** A word of the query and how it may match. */
export interface QueryWord {
  norm: string;
  allowPrefix: boolean;
  maxTypos: number;
}

export interface WordMatch {
  typos: number;
  prefix: boolean;
}

/** Matches a query word against one word of a record; null when it does not match. */
export function matchWord(word: QueryWord, token: string): WordMatch | null {
  if (token === word.norm) return { typos: 0, prefix: false };
  if (word.allowPrefix && token.length > word.norm.length && token.startsWith(word.norm)) {
    return { typos: 0, prefix: true };
  }
  if (word.maxTypos > 0) {
    const distance = typoDistance(word.norm, token, word.maxTypos);
    if (distance <= word.maxTypos) return { typos: distance, prefix: false };
  }
  return null;
}

/**
 * The words to match and how they combine: the query is a list of terms (groups), each
 * satisfied by one of its alternatives, an alternative being words that must all match
 * (`erc-20` is the group [[erc20], [erc, 20]]).
 */
export type WordGroups = number[][][];

/** Memoises word matches for one query (record words repeat a lot across records). */
export class Matcher {
  readonly words: QueryWord[];
  readonly groups: WordGroups;
  private readonly cache = new Map<string, Array<WordMatch | null>>();

  constructor(words: QueryWord[], groups?: WordGroups) {
    this.words = words;
    this.groups = groups ?? words.map((_, i) => [[i]]);
  }

  /** The match of every query word against a record word (index = query word index). */
  matchesFor(token: string): Array<WordMatch | null> {
    let result = this.cache.get(token);
    if (!result) {
      result = this.words.map((word) => matchWord(word, token));
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
}

/** Every (record word, query word) match of a text. */
export function matchTokens(tokens: Token[], matcher: Matcher): TextMatch[] {
  const out: TextMatch[] = [];
  if (matcher.words.length === 0) return out;
  for (const token of tokens) {
    const matches = matcher.matchesFor(token.norm);
    for (let wordIndex = 0; wordIndex < matches.length; wordIndex++) {
      const match = matches[wordIndex];
      if (match) out.push({ token, wordIndex, typos: match.typos, prefix: match.prefix });
    }
  }
  return out;
}

interface Range {
  start: number;
  end: number;
}

function highlightRanges(text: string, matches: TextMatch[], matcher: Matcher): Range[] {
  const ranges: Range[] = matches.map(({ token, wordIndex, prefix }) => {
    if (!prefix) return { start: token.start, end: token.end };
    const typed = matcher.words[wordIndex].norm.length;
    const length = originalPrefixLength(text.slice(token.start, token.end), typed);
    return { start: token.start, end: token.start + length };
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

function matchLevelOf(wordIndexes: Set<number>, groups: WordGroups): MatchLevel {
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
): HighlightResult {
  const tokens = tokenize(text);
  const matches = matchTokens(tokens, matcher);
  const ranges = highlightRanges(text, matches, matcher);
  const wordIndexes = new Set(matches.map((match) => match.wordIndex));
  const matchLevel = matchLevelOf(wordIndexes, matcher.groups);
  const result: HighlightResult = {
    value: render(text, ranges, 0, text.length, options.preTag, options.postTag),
    matchLevel,
    matchedWords: [...wordIndexes].sort((a, b) => a - b).map((i) => matcher.words[i].norm),
  };
  if (matchLevel !== 'none') {
    const plain = tokens.filter((token) => !token.joined);
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
): SnippetResult {
  const tokens = tokenize(text);
  const plain = tokens.filter((token) => !token.joined);
  const matches = matchTokens(tokens, matcher);
  const ranges = highlightRanges(text, matches, matcher);
  const wordIndexes = new Set(matches.map((match) => match.wordIndex));
  const matchLevel = matchLevelOf(wordIndexes, matcher.groups);
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
