/**
 * Hit shaping: the attributes a hit retrieves, its `_highlightResult` and `_snippetResult`
 * mirroring the record's shape, and `_rankingInfo`.
 */

import { highlightText, snippetText, type Matcher } from './highlight';
import type { SearchIndex } from './index-build';
import { attributesOf, deleteTopOrNested, getPath, mirror, setPath } from './paths';
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

function retrieve(record: AlgoliaRecord, wanted: string[], unretrievable: string[]) {
  const hit: Record<string, unknown> = {};
  const includeAll = wanted.includes('*');
  if (includeAll) {
    Object.assign(hit, copyJson(record));
    for (const spec of wanted) if (spec.startsWith('-')) deleteTopOrNested(hit, spec.slice(1));
  } else {
    for (const path of wanted) {
      if (path.startsWith('-')) continue;
      const value = getPath(record, path);
      if (value !== undefined) setPath(hit, path, copyJson(value));
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

/** A text's words as the index split them (the index has every searchable text's). */
const tokensOf = (index: SearchIndex, text: string, camelCase: boolean) =>
  (camelCase ? index.camelWordsByText : index.wordsByText).get(text)?.tokens ??
  tokenize(text, camelCase);

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
    const snippet = memo((text, camelCase) =>
      snippetText(
        text,
        matcher,
        { preTag, postTag, words, ellipsis },
        tokensOf(index, text, camelCase),
      ),
    );
    return { name: name.trim(), snippet };
  });
  const highlight = memo((text, camelCase) =>
    highlightText(text, matcher, { preTag, postTag }, tokensOf(index, text, camelCase)),
  );
  return (candidate) =>
    shapeHit(index, candidate, r, {
      wanted,
      unretrievable,
      highlightSpecs,
      snippetSpecs,
      highlight,
    });
}

interface Shaping {
  wanted: string[];
  unretrievable: string[];
  highlightSpecs: string[];
  snippetSpecs: Array<{ name: string; snippet: TextShaper<SnippetResult> }>;
  highlight: TextShaper<HighlightResult>;
}

function shapeHit(
  index: SearchIndex,
  candidate: Candidate,
  r: Resolved,
  shaping: Shaping,
): SearchHit {
  const { wanted, unretrievable, highlightSpecs, snippetSpecs } = shaping;
  const record = candidate.record;
  const hit = retrieve(record, wanted, unretrievable) as SearchHit;

  const highlight: Record<string, unknown> = {};
  for (const path of attributesOf(record, highlightSpecs)) {
    if (unretrievable.includes(path)) continue;
    const camelCase = splitsCamelCase(index.settings, path);
    const tree = mirror<HighlightResult>(getPath(record, path), (text) =>
      shaping.highlight(text, camelCase),
    );
    if (tree !== undefined) setPath(highlight, path, tree);
  }
  if (Object.keys(highlight).length > 0) {
    hit._highlightResult = highlight as SearchHit['_highlightResult'];
  }

  const snippet: Record<string, unknown> = {};
  for (const { name, snippet: make } of snippetSpecs) {
    for (const path of attributesOf(record, [name])) {
      if (unretrievable.includes(path)) continue;
      const camelCase = splitsCamelCase(index.settings, path);
      const tree = mirror<SnippetResult>(getPath(record, path), (text) => make(text, camelCase));
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
