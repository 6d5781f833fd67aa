/**
 * Hit shaping: the attributes a hit retrieves, its `_highlightResult` and `_snippetResult`
 * mirroring the record's shape, and `_rankingInfo`.
 */

import { highlightText, snippetText, type Matcher } from './highlight';
import type { SearchIndex } from './index-build';
import {
  attributesOf,
  deleteTopOrNested,
  getAt,
  mirror,
  segmentsOf,
  setAt,
  UNSAFE_SEGMENTS,
} from './paths';
import { settingOr, type Resolved } from './query-plan';
import type { Candidate } from './scoring';
import { SearchError } from './params';
import { splitsCamelCase } from './settings';
import { tokenize } from './text';
import type { AlgoliaRecord, HighlightResult, SearchHit, SnippetResult } from './types';

// hit shaping

export function listSetting(r: Resolved, index: SearchIndex, key: string): string[] | undefined {
  const value = settingOr<unknown>(r.values, index.settings, key);
  if (value === undefined || value === null) return undefined;
  return value as string[];
}

/** A copy of JSON data (records are JSON): a hit never shares an object with the index. */
function copyJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyJson);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    out[key] = copyJson((value as Record<string, unknown>)[key]);
  return out;
}

/**
 * The attributes a hit retrieves: `retrieved` lists the split paths to copy, or is null for
 * `*` (every attribute but the `-` ones).
 */
function retrieve(
  record: AlgoliaRecord,
  wanted: string[],
  retrieved: string[][] | null,
  unretrievable: string[],
) {
  const hit: Record<string, unknown> = {};
  if (!retrieved) {
    Object.assign(hit, copyJson(record));
    for (const spec of wanted) if (spec.startsWith('-')) deleteTopOrNested(hit, spec.slice(1));
  } else {
    for (const segments of retrieved) {
      const value = getAt(record, segments);
      if (value !== undefined) setAt(hit, segments, copyJson(value));
    }
  }
  for (const path of unretrievable) deleteTopOrNested(hit, path);
  hit.objectID = record.objectID;
  return hit;
}

/** A text's highlight or snippet, in an attribute that splits camel case apart or not. */
type TextShaper<T> = (text: string, camelCase: boolean) => T;

/** One text's highlight (or snippet), computed once per query however many hits show it. */
function memo<T extends object>(make: TextShaper<T>): TextShaper<T> {
  // One map per word split, keyed by the record's own string: its hash is computed once, where a
  // prefixed key would be a new string to flatten and hash on every look-up.
  const plain = new Map<string, T>();
  const camel = new Map<string, T>();
  return (text, camelCase) => {
    const done = camelCase ? camel : plain;
    let result = done.get(text);
    if (!result) done.set(text, (result = make(text, camelCase)));
    // Each hit gets its own object (a caller may change one hit without changing the others).
    return { ...result };
  };
}

/** A text's words as the index split and numbered them (it has every searchable text's). */
const wordsOf = (index: SearchIndex, text: string, camelCase: boolean) =>
  (camelCase ? index.camelWordsByText : index.wordsByText).get(text) ?? {
    tokens: tokenize(text, camelCase),
    terms: undefined,
  };

/**
 * The hits of one query: the settings it reads are resolved once, and a text shown by several
 * hits (a page's title and section on each of its records) is highlighted once.
 */
export function hitShaper(
  index: SearchIndex,
  r: Resolved,
  matcher: Matcher,
): (candidate: Candidate) => SearchHit {
  const wanted = listSetting(r, index, 'attributesToRetrieve') ?? ['*'];
  const unretrievable = (index.settings.raw.unretrievableAttributes as string[] | undefined) ?? [];
  const preTag = String(settingOr<string>(r.values, index.settings, 'highlightPreTag') ?? '<em>');
  const postTag = String(
    settingOr<string>(r.values, index.settings, 'highlightPostTag') ?? '</em>',
  );
  const ellipsis = String(
    settingOr<string>(r.values, index.settings, 'snippetEllipsisText') ?? '…',
  );
  const highlightSpecs =
    listSetting(r, index, 'attributesToHighlight') ?? index.fields.map((field) => field.path);
  const snippetSpecs = (listSetting(r, index, 'attributesToSnippet') ?? []).map((spec) => {
    const [name, countText] = spec.split(':');
    const words = countText === undefined ? 10 : Number.parseInt(countText, 10);
    if (!Number.isFinite(words) || words <= 0) {
      throw new SearchError(400, `Invalid value for "attributesToSnippet": ${spec}`);
    }
    const snippet = memo((text, camelCase) => {
      const { tokens, terms } = wordsOf(index, text, camelCase);
      return snippetText(text, matcher, { preTag, postTag, words, ellipsis }, tokens, terms);
    });
    return { name: name.trim(), snippet };
  });
  const highlight = memo((text, camelCase) => {
    const { tokens, terms } = wordsOf(index, text, camelCase);
    return highlightText(text, matcher, { preTag, postTag }, tokens, terms);
  });
  const shown = shownAttributes(index, unretrievable);
  const highlights = (record: AlgoliaRecord) => shown(record, highlightSpecs, highlight);
  const snippets = (record: AlgoliaRecord) =>
    snippetSpecs.flatMap(({ name, snippet }) => shown(record, [name], snippet));
  // Without a `*` spec, every hit shows the same attributes: listed once for the query.
  const noRecord = { objectID: '' };
  const sameHighlights = highlightSpecs.includes('*') ? null : highlights(noRecord);
  const sameSnippets = snippetSpecs.some((spec) => spec.name === '*') ? null : snippets(noRecord);
  const retrieved = wanted.includes('*')
    ? null
    : wanted.filter((path) => !path.startsWith('-')).map(segmentsOf);
  return (candidate) =>
    shapeHit(index, candidate, r, {
      wanted,
      retrieved,
      unretrievable,
      highlights: sameHighlights ?? highlights(candidate.record),
      snippets: sameSnippets ?? snippets(candidate.record),
    });
}

/** One attribute a hit shows highlighted or snippeted, and how its texts are shaped. */
interface Shown<T> {
  segments: string[];
  shape: (text: string) => T;
}

/**
 * The attributes each hit shows for a list of specs: a path's segments, word split and shaper
 * are worked out once per query (a `*` spec lists each record's own attributes).
 */
function shownAttributes(index: SearchIndex, unretrievable: string[]) {
  const known = new Map<TextShaper<object>, Map<string, Shown<object> | null>>();
  const describe = <T extends object>(path: string, make: TextShaper<T>): Shown<T> | null => {
    let byPath = known.get(make as TextShaper<object>);
    if (!byPath) known.set(make as TextShaper<object>, (byPath = new Map()));
    let found = byPath.get(path);
    if (found === undefined) {
      const camelCase = splitsCamelCase(index.settings, path);
      const segments = segmentsOf(path);
      found =
        unretrievable.includes(path) || segments.some((segment) => UNSAFE_SEGMENTS.has(segment))
          ? null
          : { segments, shape: (text) => make(text, camelCase) };
      byPath.set(path, found);
    }
    return found as Shown<T> | null;
  };
  return <T extends object>(record: AlgoliaRecord, specs: string[], make: TextShaper<T>) => {
    const out: Array<Shown<T>> = [];
    for (const path of attributesOf(record, specs)) {
      const attribute = describe(path, make);
      if (attribute) out.push(attribute);
    }
    return out;
  };
}

interface Shaping {
  wanted: string[];
  retrieved: string[][] | null;
  unretrievable: string[];
  highlights: Array<Shown<HighlightResult>>;
  snippets: Array<Shown<SnippetResult>>;
}

/** `_highlightResult` or `_snippetResult`: the record's shape, each shown text shaped. */
function shapedTree<T>(record: AlgoliaRecord, shown: Array<Shown<T>>) {
  let out: Record<string, unknown> | undefined;
  for (const { segments, shape } of shown) {
    const tree = mirror<T>(getAt(record, segments), shape);
    if (tree !== undefined) setAt((out ??= {}), segments, tree);
  }
  return out;
}

function shapeHit(
  index: SearchIndex,
  candidate: Candidate,
  r: Resolved,
  shaping: Shaping,
): SearchHit {
  const record = candidate.record;
  const hit = retrieve(
    record,
    shaping.wanted,
    shaping.retrieved,
    shaping.unretrievable,
  ) as SearchHit;
  const highlight = shapedTree(record, shaping.highlights);
  if (highlight) hit._highlightResult = highlight as SearchHit['_highlightResult'];
  const snippet = shapedTree(record, shaping.snippets);
  if (snippet) hit._snippetResult = snippet as SearchHit['_snippetResult'];

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
