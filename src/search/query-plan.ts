/**
 * The query plan: a request's parameters resolved against the index settings — the query
 * words and how each may match (typos, prefix, plural forms, joined words), stop words,
 * which terms `removeWordsIfNoResults` may drop, pagination, filters and distinct.
 */

import { parseFilterArray, parseFiltersExpression, type FilterNode } from './filters';
import type { QueryWord, WordGroups } from './highlight';
import type { SearchIndex } from './index-build';
import { englishEnabled, englishNumberForms, isEnglishStopWord } from './language';
import { SearchError, parseSearchParams } from './params';
import type { EngineSettings } from './settings';
import { EMPTY_SYNONYMS, MAX_SYNONYM_WORDS } from './synonyms';
import { queryTerms } from './text';
import type { FacetFilters } from './types';

export const MAX_QUERY_LENGTH = 512;
export const MAX_HITS_PER_PAGE = 1000;

// parameters

export type RemoveWordsMode = 'none' | 'lastWords' | 'firstWords' | 'allOptional';

export interface Resolved {
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

export function settingOr<T>(
  values: Record<string, unknown>,
  settings: EngineSettings,
  key: string,
): T {
  return (values[key] !== undefined ? values[key] : settings.raw[key]) as T;
}

export function nonNegative(value: unknown, name: string, fallback: number): number {
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
function buildQueryPlan(query: string, values: Record<string, unknown>, index: SearchIndex) {
  const s = index.settings;
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
  const add = (norm: string, allowPrefix: boolean, withForms: boolean, typos = true): number => {
    let maxTypos = 0;
    if (typos && typosAllowed && (numericTypos || !/^\d+$/.test(norm))) {
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
  const termGroup = ({ parts, prefix }: { parts: string[]; prefix: boolean }): number[][] => {
    const prefixLast = queryType === 'prefixAll' || prefix;
    if (parts.length === 1) return [[add(parts[0], prefixLast, plurals)], ...split(parts[0])];
    const joined = add(parts.join(''), prefixLast, false);
    const separate = parts.map((part, i) =>
      add(part, queryType === 'prefixAll' || (prefix && i === parts.length - 1), false),
    );
    return [[joined], separate];
  };
  // Algolia's splitting: a word the index does not hold may be two words it does
  // ("checkin" → "check in"); both halves must then match, exactly.
  const vocabulary = index.words.vocabulary;
  const split = (word: string): number[][] => {
    if (word.length < 6 || vocabulary.has(word)) return [];
    const out: number[][] = [];
    for (let at = 2; at <= word.length - 2; at++) {
      const left = word.slice(0, at);
      const right = word.slice(at);
      if (vocabulary.has(left) && vocabulary.has(right)) {
        out.push([add(left, false, false, false), add(right, false, false, false)]);
      }
    }
    return out.slice(0, 2);
  };
  const synonyms = values.synonyms === false ? EMPTY_SYNONYMS : index.synonyms;
  const plain = (t: number) => t < terms.length && terms[t].parts.length === 1;

  // Terms in order; a run of plain words that is a synonym key, or two words the index holds
  // joined ("air pool" → "airpool", Algolia's concatenation), becomes one term.
  const groups: WordGroups = [];
  for (let t = 0; t < terms.length;) {
    let taken = 0;
    for (let n = Math.min(MAX_SYNONYM_WORDS, terms.length - t); n >= 1 && taken === 0; n--) {
      if (!Array.from({ length: n }, (_, k) => plain(t + k)).every(Boolean)) continue;
      const phrase = terms.slice(t, t + n).map((term) => term.parts[0]);
      const alternatives = synonyms.get(phrase.join(' '));
      if (!alternatives) continue;
      const own =
        n === 1
          ? termGroup(terms[t])
          : [terms.slice(t, t + n).map((term) => termGroup(term)[0][0])];
      const last = terms[t + n - 1].prefix && queryType !== 'prefixNone';
      const others = alternatives.map((alternative) =>
        alternative.map((word, i) =>
          add(word, last && i === alternative.length - 1, plurals, false),
        ),
      );
      groups.push([...own, ...others]);
      taken = n;
    }
    if (taken === 0 && plain(t) && plain(t + 1)) {
      const joined = terms[t].parts[0] + terms[t + 1].parts[0];
      if (vocabulary.has(joined)) {
        const pair = [termGroup(terms[t])[0][0], termGroup(terms[t + 1])[0][0]];
        const last = terms[t + 1].prefix && queryType !== 'prefixNone';
        groups.push([pair, [add(joined, last, plurals)]]);
        taken = 2;
      }
    }
    if (taken === 0) {
      groups.push(termGroup(terms[t]));
      taken = 1;
    }
    t += taken;
  }
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

export function resolve(index: SearchIndex, input: unknown): Resolved {
  const { values, paramsString } = parseSearchParams(input, { allowRequestKeys: true });
  const s = index.settings;
  const query = typeof values.query === 'string' ? values.query : '';
  // Algolia refuses these rather than cutting them down: so does this service.
  if (Buffer.byteLength(query) > MAX_QUERY_LENGTH) {
    throw new SearchError(
      400,
      `Invalid value for "query" parameter: ${Buffer.byteLength(query)} bytes, at most ${MAX_QUERY_LENGTH}`,
    );
  }
  const page = nonNegative(values.page, 'page', 0);
  const hitsPerPage = nonNegative(settingOr<number>(values, s, 'hitsPerPage'), 'hitsPerPage', 20);
  if (hitsPerPage > MAX_HITS_PER_PAGE) {
    throw new SearchError(
      400,
      `Invalid value for "hitsPerPage" parameter, expected an integer between 0 and ${MAX_HITS_PER_PAGE}`,
    );
  }
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
    ...buildQueryPlan(query, values, index),
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
