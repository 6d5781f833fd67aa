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
export function tokenize(text: string, camelCase = false): Token[] {
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
    if (camelCase) pushCamelParts(tokens, match[0], start, position);
    previous = token;
    position += 1;
  }
  return tokens;
}

/** A camel-case word's parts (`AirPool` → `Air`, `Pool`), or none when it has no lower→upper turn. */
const CAMEL_PART_RE = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;
const CAMEL_TURN_RE = /\p{Ll}\p{Lu}/u;

/**
 * Algolia's `camelCaseAttributes`: a camel-case word is also its parts, each a token of the
 * word's position, so `pool` finds `AirPool` (and is highlighted inside it); the whole word stays.
 */
function pushCamelParts(tokens: Token[], word: string, start: number, position: number): void {
  if (!CAMEL_TURN_RE.test(word)) return;
  for (const part of word.matchAll(CAMEL_PART_RE)) {
    const at = start + (part.index ?? 0);
    tokens.push({
      norm: normalizeWord(part[0]),
      start: at,
      end: at + part[0].length,
      position,
      joined: false,
    });
  }
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

const HTML_SPECIAL_RE = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most text has nothing to escape: a test allocates nothing, a replace copies the string.
  return HTML_SPECIAL_RE.test(text) ? text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]) : text;
}

/** Rows of the distance table, reused across calls (grown on demand; single-threaded). */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Runs the optimal-string-alignment table of `a` against the first `m` letters of `b` and
 * returns its last row (distances from `a` to each prefix of `b[0..m)`), or null as soon as
 * every entry is bound to exceed `max`.
 */
function osaLastRow(a: string, b: string, m: number, max: number): Int32Array | null {
  if (rowA.length < m + 1) {
    const size = Math.max(m + 1, rowA.length * 2);
    rowA = new Int32Array(size);
    rowB = new Int32Array(size);
    rowC = new Int32Array(size);
  }
  let prevPrev = rowA;
  let prev = rowB;
  let curr = rowC;
  for (let j = 0; j <= m; j++) {
    prev[j] = j;
    prevPrev[j] = 0;
  }
  const n = a.length;
  let prevRowMin = 0;
  for (let i = 1; i <= n; i++) {
    curr[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = prev[j - 1] + (ai === bj ? 0 : 1);
      if (prev[j] + 1 < value) value = prev[j] + 1;
      if (curr[j - 1] + 1 < value) value = curr[j - 1] + 1;
      // An adjacent transposition is one typo (Algolia counts it so).
      if (j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj && prevPrev[j - 2] + 1 < value) {
        value = prevPrev[j - 2] + 1;
      }
      curr[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Row i + 1 only derives from rows i and i - 1 (the transposition adds 1 to the latter).
    if (rowMin > max && prevRowMin + 1 > max) return null;
    prevRowMin = rowMin;
    const spare = prevPrev;
    prevPrev = prev;
    prev = curr;
    curr = spare;
  }
  return prev;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, which Algolia
 * counts as one typo), bounded: returns `max + 1` as soon as the distance exceeds `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const row = osaLastRow(a, b, b.length, max);
  return row ? Math.min(row[b.length], max + 1) : max + 1;
}

/**
 * Typo distance between a query word typed as a prefix and the closest prefix of a record word
 * (`instalat` is one typo from `installat`, the start of `installation`): the smallest
 * optimal-string-alignment distance to a prefix of `b` at most `max` letters longer or shorter
 * than `a`, with the length of that prefix. `distance` is `max + 1` when none is close enough.
 */
export function prefixTypoDistance(
  a: string,
  b: string,
  max: number,
): { distance: number; length: number } {
  const n = a.length;
  const m = Math.min(b.length, n + max);
  const none = { distance: max + 1, length: 0 };
  if (m < n - max) return none;
  const row = osaLastRow(a, b, m, max);
  if (!row) return none;
  let best = none;
  for (let j = Math.max(1, n - max); j <= m; j++) {
    if (row[j] < best.distance) best = { distance: row[j], length: j };
  }
  return best;
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
