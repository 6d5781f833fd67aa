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
import type { AlgoliaRecord, HighlightResult, SearchHit, SnippetResult } from './types';

// hit shaping

export function listSetting(r: Resolved, index: SearchIndex, key: string): string[] | undefined {
  const value = settingOr<unknown>(r.values, index.settings, key);
  if (value === undefined || value === null) return undefined;
  return value as string[];
}

/** Path segments that would reach an object's prototype: never followed nor written. */

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

export function buildHit(
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
      highlightText(text, matcher, { preTag, postTag }, index.wordsByText.get(text)?.tokens),
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
        snippetText(
          text,
          matcher,
          { preTag, postTag, words, ellipsis },
          index.wordsByText.get(text)?.tokens,
        ),
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
