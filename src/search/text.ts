/** Text helpers shared by the engine: normalisation, tokenisation, escaping, edit distance. */

/** A word of an attribute value, with its offsets in the original text. */
export interface Token {
  /** Normalised form (lowercase, no diacritics). */
  norm: string;
  start: number;
  end: number;
  /** Index of the word among the plain words of the text (for a joined token: its first word). */
  position: number;
  /** True for the extra token made by joining two words split by `-`, `.`, `/`, `'` or `_`. */
  joined: boolean;
}

const WORD_RE = /[\p{L}\p{N}]+/gu;
const JOINERS = new Set(['-', '.', '/', "'", '’', '_']);
const COMBINING_MARKS_RE = /[\u0300-\u036f]/g;

/** Lowercase, compatibility-decompose and drop diacritics: `Éclair` → `eclair`. */
export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(COMBINING_MARKS_RE, '').toLowerCase();
}

/** Longest run of joined words that also yields a token for the whole run. */
const MAX_CHAIN = 6;

/**
 * Splits a text into words (runs of letters and digits). Words separated by exactly one joining
 * character (`ERC-20`, `e-mail`, `node.js`) also yield joined tokens (`erc20`): one per pair, and
 * one for the whole run from its first word (`app.airlyft.one` → `appairlyftone`), so a query
 * typed either way matches.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  let previous: Token | null = null;
  let chain: Token[] = [];
  for (const match of text.matchAll(WORD_RE)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const norm = normalizeWord(match[0]);
    if (norm.length === 0) continue;
    const token: Token = { norm, start, end, position, joined: false };
    if (previous && start - previous.end === 1 && JOINERS.has(text[previous.end])) {
      tokens.push({
        norm: previous.norm + norm,
        start: previous.start,
        end,
        position: previous.position,
        joined: true,
      });
      chain.push(token);
      if (chain.length > 2 && chain.length <= MAX_CHAIN) {
        tokens.push({
          norm: chain.map((part) => part.norm).join(''),
          start: chain[0].start,
          end,
          position: chain[0].position,
          joined: true,
        });
      }
    } else {
      chain = [token];
    }
    tokens.push(token);
    previous = token;
    position += 1;
  }
  return tokens;
}

/**
 * The terms of a query, normalised. A term is one word, or a run of words typed with joining
 * characters (`erc-20`), which matches either joined (`erc20`) or as separate words.
 */
export function queryTerms(query: string): string[][] {
  const terms: string[][] = [];
  let previousEnd = -2;
  for (const match of query.matchAll(WORD_RE)) {
    const start = match.index ?? 0;
    const norm = normalizeWord(match[0]);
    if (norm.length === 0) continue;
    const joined = start - previousEnd === 1 && JOINERS.has(query[previousEnd]);
    const last = terms[terms.length - 1];
    if (joined && last && last.length < MAX_CHAIN) last.push(norm);
    else terms.push([norm]);
    previousEnd = start + match[0].length;
  }
  return terms;
}

/** The normalised words of a query, each word on its own. */
export function queryWords(query: string): string[] {
  return queryTerms(query).flat();
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, which Algolia
 * counts as one typo), bounded: returns `max + 1` as soon as the distance exceeds `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = a.length;
  const m = b.length;
  let prevPrev = new Array<number>(m + 1).fill(0);
  let prev = new Array<number>(m + 1);
  let curr = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  let prevRowMin = 0;
  for (let i = 1; i <= n; i++) {
    curr[0] = i;
    let rowMin = curr[0];
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2] + 1);
      }
      curr[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Row i + 1 only derives from rows i and i - 1 (the transposition adds 1 to the latter).
    if (rowMin > max && prevRowMin + 1 > max) return max + 1;
    prevRowMin = rowMin;
    [prevPrev, prev, curr] = [prev, curr, prevPrev];
  }
  return Math.min(prev[m], max + 1);
}

/**
 * How many characters of `original` (a word of the record) cover the first `normLength`
 * characters of its normalised form; used to highlight only the typed prefix of a word.
 */
export function originalPrefixLength(original: string, normLength: number): number {
  let consumed = 0;
  let i = 0;
  for (const ch of original) {
    if (consumed >= normLength) break;
    consumed += normalizeWord(ch).length;
    i += ch.length;
  }
  return i;
}

/** Collapses runs of whitespace (and drops zero-width characters). */
export function collapseWhitespace(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\u2060|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
