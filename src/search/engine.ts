/**
 * The in-memory search engine behind the local search service: MiniSearch finds the candidate
 * records (all words required, typo tolerance, prefix on the last word), then every candidate is
 * matched word by word to rank it the way Algolia does (typo, exact, attribute, proximity, custom
 * ranking), and the response is shaped like Algolia's (hits with `_highlightResult` and
 * `_snippetResult`, pagination, facets, queryID).
 */

import { randomBytes } from 'node:crypto';
import MiniSearch, { type Query } from 'minisearch';
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
  matchTokens,
  snippetText,
  type QueryWord,
  type TextMatch,
  type WordGroups,
} from './highlight';
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

interface IndexedText {
  /** Searchable attribute path this text belongs to. */
  path: string;
  rank: number;
  unordered: boolean;
  text: string;
  tokens: Token[];
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
  /** Values of each sort criterion (custom ranking, asc()/desc() ranking) by record position. */
  readonly sortKeys: ReadonlyMap<string, ReadonlyArray<number | string | undefined>>;
  /** attributeForDistinct value (JSON) by record position. */
  readonly distinctKeys: ReadonlyArray<string | undefined>;
  readonly mini: MiniSearch<{ id: number }>;
}

const MAX_QUERY_LENGTH = 512;
const MAX_HITS_PER_PAGE = 1000;

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

  const texts: IndexedText[][] = records.map((record) => {
    const out: IndexedText[] = [];
    for (const field of fields) {
      for (const text of textsAt(record, field.path)) {
        out.push({
          path: field.path,
          rank: field.rank,
          unordered: field.unordered,
          text,
          tokens: tokenize(text),
        });
      }
    }
    return out;
  });

  const mini = new MiniSearch<{ id: number }>({
    fields: fields.map((field) => field.field),
    idField: 'id',
    tokenize: (text) => tokenize(text).map((token) => token.norm),
    processTerm: (term) => term,
  });
  mini.addAll(
    texts.map((recordTexts, id) => {
      const doc: Record<string, unknown> = { id };
      for (const field of fields) {
        doc[field.field] = recordTexts
          .filter((text) => text.path === field.path)
          .map((text) => text.text)
          .join('\n\n');
      }
      return doc as { id: number };
    }),
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

  return { records, settings: compiled, fields, texts, mini, sortKeys, distinctKeys };
}

// ---------------------------------------------------------------------------------------------
// parameters

interface Resolved {
  query: string;
  words: QueryWord[];
  groups: WordGroups;
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

/** The words of the query, how each may match, and how they combine (see WordGroups). */
function buildQueryPlan(query: string, values: Record<string, unknown>, s: EngineSettings) {
  const terms = queryTerms(query);
  const typoTolerance = settingOr<unknown>(values, s, 'typoTolerance');
  const min1 = Number(settingOr<number>(values, s, 'minWordSizefor1Typo') ?? 4);
  const min2 = Number(settingOr<number>(values, s, 'minWordSizefor2Typos') ?? 8);
  const numericTypos = settingOr<boolean>(values, s, 'allowTyposOnNumericTokens') !== false;
  const queryType = settingOr<string>(values, s, 'queryType') ?? 'prefixLast';
  const typosAllowed = typoTolerance !== false && typoTolerance !== 'false';
  const capAtOne = typoTolerance === 'strict';

  const words: QueryWord[] = [];
  const add = (norm: string, lastWordOfQuery: boolean): number => {
    let maxTypos = 0;
    if (typosAllowed && (numericTypos || !/^\d+$/.test(norm))) {
      if (norm.length >= min2) maxTypos = capAtOne ? 1 : 2;
      else if (norm.length >= min1) maxTypos = 1;
    }
    const allowPrefix =
      queryType === 'prefixAll' || (queryType !== 'prefixNone' && lastWordOfQuery);
    words.push({ norm, allowPrefix, maxTypos });
    return words.length - 1;
  };
  const groups: WordGroups = terms.map((parts, t) => {
    const lastTerm = t === terms.length - 1;
    if (parts.length === 1) return [[add(parts[0], lastTerm)]];
    const joined = add(parts.join(''), lastTerm);
    const separate = parts.map((part, i) => add(part, lastTerm && i === parts.length - 1));
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
  words: number;
  proximity: number;
  attribute: number;
  exact: number;
  firstMatchedWord: number;
}

const MAX_PROXIMITY = 8;

function candidateIds(index: SearchIndex, r: Resolved): number[] {
  if (r.words.length === 0) return index.records.map((_, id) => id);
  const fields = r.restrict
    ? index.fields.filter((field) => r.restrict?.has(field.path)).map((field) => field.field)
    : undefined;
  if (fields && fields.length === 0) return [];
  const wordQuery = (i: number): Query => {
    const word = r.words[i];
    return {
      queries: [word.norm],
      prefix: word.allowPrefix,
      // Retrieval is looser than the final check: an adjacent transposition is one typo for
      // Algolia but two Levenshtein edits for MiniSearch.
      fuzzy: word.maxTypos > 0 ? word.maxTypos * 2 : false,
    };
  };
  const alternativeQuery = (alternative: number[]): Query =>
    alternative.length === 1
      ? wordQuery(alternative[0])
      : { combineWith: 'AND', queries: alternative.map(wordQuery) };
  const results = index.mini.search(
    {
      combineWith: 'AND',
      queries: r.groups.map((alternatives) =>
        alternatives.length === 1
          ? alternativeQuery(alternatives[0])
          : { combineWith: 'OR', queries: alternatives.map(alternativeQuery) },
      ),
    },
    { fields, tokenize: (text) => [text], processTerm: (term) => term },
  );
  return results.map((result) => result.id as number).sort((a, b) => a - b);
}

function scoreCandidate(
  index: SearchIndex,
  id: number,
  r: Resolved,
  matcher: Matcher,
  exactMode: string,
): Candidate | null {
  const record = index.records[id];
  const base: Candidate = {
    id,
    record,
    typos: 0,
    words: 0,
    proximity: 0,
    attribute: 0,
    exact: 0,
    firstMatchedWord: 0,
  };
  if (r.groups.length === 0) return base;

  const bestTypos = new Array<number>(r.words.length).fill(Infinity);
  const exactWord = new Array<boolean>(r.words.length).fill(false);
  const perText: Array<{ text: IndexedText; matches: TextMatch[] }> = [];
  for (const text of index.texts[id]) {
    if (r.restrict && !r.restrict.has(text.path)) continue;
    const matches = matchTokens(text.tokens, matcher);
    if (matches.length === 0) continue;
    perText.push({ text, matches });
    for (const match of matches) {
      if (match.typos < bestTypos[match.wordIndex]) bestTypos[match.wordIndex] = match.typos;
      if (match.typos === 0 && !match.prefix) exactWord[match.wordIndex] = true;
    }
  }

  // Every term of the query must match through one of its alternatives: keep the cheapest.
  const chosen: number[][] = [];
  let typos = 0;
  for (const alternatives of r.groups) {
    let best: number[] | null = null;
    let bestCost = Infinity;
    for (const alternative of alternatives) {
      const cost = alternative.reduce((sum, i) => sum + bestTypos[i], 0);
      if (cost < bestCost) {
        best = alternative;
        bestCost = cost;
      }
    }
    if (!best) return null;
    chosen.push(best);
    typos += bestCost;
  }
  const used = new Set(chosen.flat());

  // Attribute: the best attribute among the best (fewest typos) matches of the words used.
  let attribute = Infinity;
  let firstMatchedWord = Infinity;
  for (const { text, matches } of perText) {
    for (const match of matches) {
      if (!used.has(match.wordIndex) || match.typos !== bestTypos[match.wordIndex]) continue;
      const position = Math.min(match.token.position, 999);
      const score = text.rank * 1000 + (text.unordered ? 0 : position);
      if (score < attribute) attribute = score;
      const global = text.rank * 1000 + position;
      if (global < firstMatchedWord) firstMatchedWord = global;
    }
  }

  // Proximity: distance between consecutive terms within one attribute value.
  let proximity = 0;
  for (let g = 0; g + 1 < chosen.length; g++) {
    const left = chosen[g][chosen[g].length - 1];
    const right = chosen[g + 1][0];
    let best = MAX_PROXIMITY;
    for (const { matches } of perText) {
      for (const a of matches) {
        if (a.wordIndex !== left) continue;
        for (const b of matches) {
          if (b.wordIndex !== right) continue;
          const distance = Math.max(1, Math.abs(b.token.position - a.token.position));
          if (distance < best) best = distance;
        }
      }
    }
    proximity += best;
  }

  let exact = 0;
  const singleWord = chosen.length === 1 && chosen[0].length === 1;
  if (exactMode === 'word' || !singleWord) {
    exact = chosen.filter((alternative) => alternative.every((i) => exactWord[i])).length;
  } else if (exactMode === 'attribute') {
    const word = r.words[chosen[0][0]].norm;
    exact = perText.some(({ text }) => {
      const plain = text.tokens.filter((token) => !token.joined);
      return plain.length === 1 && plain[0].norm === word;
    })
      ? 1
      : 0;
  }

  return {
    ...base,
    typos,
    words: chosen.length,
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

function rank(index: SearchIndex, candidates: Candidate[]): Candidate[] {
  const { ranking, customRanking } = index.settings;
  return candidates.sort((a, b) => {
    for (const criterion of ranking) {
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
          for (const { path, order } of customRanking) {
            diff = compareSort(index, a.id, b.id, path, order);
            if (diff !== 0) break;
          }
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
  });
}

function filterContext(index: SearchIndex): FilterContext {
  return {
    isFacet: (attribute) =>
      attribute === 'objectID' || attribute === '_tags' || index.settings.facets.has(attribute),
  };
}

function applyDistinct(index: SearchIndex, ranked: Candidate[], distinct: number): Candidate[] {
  if (distinct <= 0 || typeof index.settings.raw.attributeForDistinct !== 'string') return ranked;
  const seen = new Map<string, number>();
  return ranked.filter((candidate) => {
    const key = index.distinctKeys[candidate.id];
    if (key === undefined) return true;
    const count = seen.get(key) ?? 0;
    if (count >= distinct) return false;
    seen.set(key, count + 1);
    return true;
  });
}

/** Matching records, filtered and ranked (before distinct and pagination). */
function matchAndRank(index: SearchIndex, r: Resolved): Candidate[] {
  const matcher = new Matcher(r.words, r.groups);
  const exactMode = String(settingOr<string>(r.values, index.settings, 'exactOnSingleWordQuery'));
  const ctx = filterContext(index);
  const candidates: Candidate[] = [];
  for (const id of candidateIds(index, r)) {
    if (r.filter && !evaluateFilter(r.filter, index.records[id], ctx)) continue;
    const candidate = scoreCandidate(index, id, r, matcher, exactMode);
    if (candidate) candidates.push(candidate);
  }
  return rank(index, candidates);
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
      highlightText(text, matcher, { preTag, postTag }),
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
        snippetText(text, matcher, { preTag, postTag, words, ellipsis }),
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
  const ranked = matchAndRank(index, r);
  const distinctHits = applyDistinct(index, ranked, r.distinct);

  const limit = Math.max(0, Number(index.settings.raw.paginationLimitedTo ?? 1000) || 1000);
  const reachable = Math.min(distinctHits.length, limit);
  let slice: Candidate[];
  if (r.offset !== undefined) {
    const length = r.length ?? r.hitsPerPage;
    slice = distinctHits.slice(
      Math.min(r.offset, reachable),
      Math.min(r.offset + length, reachable),
    );
  } else {
    const from = r.page * r.hitsPerPage;
    slice = distinctHits.slice(
      Math.min(from, reachable),
      Math.min(from + r.hitsPerPage, reachable),
    );
  }

  const matcher = new Matcher(r.words, r.groups);
  const response: SearchResponse = {
    hits: slice.map((candidate) => buildHit(index, candidate, r, matcher)),
    nbHits: distinctHits.length,
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
      afterDistinct ? distinctHits : ranked,
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
  const matched = matchAndRank(index, r);
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
