/**
 * Index settings: the DocSearch configuration our indexes use (pushed to Algolia as is, so a
 * hosted index ranks like the local engine), Algolia's defaults for what is not set, and the
 * parsed form the engine works with.
 */

import { HIERARCHY_LEVELS, type IndexSettings } from './types';
import { SearchError } from './params';

/**
 * Settings of a DocSearch index. The local engine implements each of them; search-push sends
 * them to Algolia with setSettings so both engines rank the same records the same way.
 */
export const DOCSEARCH_INDEX_SETTINGS: Readonly<IndexSettings> = Object.freeze({
  searchableAttributes: [
    ...HIERARCHY_LEVELS.map((level) => `unordered(hierarchy.${level})`),
    'content',
    'unordered(keywords)',
  ],
  attributesForFaceting: [
    'searchable(language)',
    'searchable(docusaurus_tag)',
    'searchable(type)',
    'searchable(hierarchy.lvl0)',
  ],
  // DocSearch's order: the page's rank first, then headings before text, then page order.
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'exact', 'attribute', 'proximity', 'custom'],
  attributesToRetrieve: ['*'],
  attributesToHighlight: ['hierarchy', 'content'],
  // As DocSearch's crawler configures it: `pool` finds `AirPool`.
  camelCaseAttributes: ['hierarchy', 'content'],
  distinct: true,
  attributeForDistinct: 'url',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  allowTyposOnNumericTokens: false,
  queryType: 'prefixLast',
  exactOnSingleWordQuery: 'word',
  // Readers type questions ("how do I create a quiz"), not keywords: English stop words are
  // dropped (unless the query holds nothing else), singular and plural forms match alike, and
  // a query no record fully matches is retried with every word optional, records matching the
  // most words first (the `words` criterion leads the ranking).
  queryLanguages: ['en'],
  removeStopWords: ['en'],
  ignorePlurals: ['en'],
  removeWordsIfNoResults: 'allOptional',
  advancedSyntax: false,
  hitsPerPage: 20,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
});

/** Algolia's engine defaults, used for whatever an index's settings leave unset. */
export const ALGOLIA_DEFAULT_SETTINGS: Readonly<IndexSettings> = Object.freeze({
  searchableAttributes: [],
  attributesForFaceting: [],
  customRanking: [],
  ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
  attributesToRetrieve: ['*'],
  unretrievableAttributes: [],
  hitsPerPage: 20,
  paginationLimitedTo: 1000,
  maxValuesPerFacet: 100,
  maxFacetHits: 10,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  allowTyposOnNumericTokens: true,
  queryType: 'prefixLast',
  distinct: 0,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  exactOnSingleWordQuery: 'attribute',
  removeWordsIfNoResults: 'none',
  ignorePlurals: false,
  removeStopWords: false,
  queryLanguages: [],
});

export interface SearchableAttribute {
  /** Attribute path (`hierarchy.lvl1`); a path naming an object covers its nested strings. */
  path: string;
  /** Rank of the attribute (attributes listed together as `a,b` share a rank). */
  rank: number;
  unordered: boolean;
}

export interface FacetAttribute {
  path: string;
  searchable: boolean;
  filterOnly: boolean;
}

export type RankingCriterion =
  | { kind: 'typo' | 'geo' | 'words' | 'filters' | 'proximity' | 'attribute' | 'exact' | 'custom' }
  | { kind: 'sort'; path: string; order: 'asc' | 'desc' };

export interface EngineSettings {
  /** Empty means every attribute of the records is searchable (Algolia's default). */
  searchable: SearchableAttribute[];
  facets: Map<string, FacetAttribute>;
  ranking: RankingCriterion[];
  customRanking: Array<{ path: string; order: 'asc' | 'desc' }>;
  /** Attributes whose camel-case words are also split into their parts (`camelCaseAttributes`). */
  camelCase: string[];
  raw: IndexSettings;
}

/** Whether an attribute path is one `camelCaseAttributes` names (itself or an attribute it holds). */
export const splitsCamelCase = (settings: EngineSettings, path: string): boolean =>
  settings.camelCase.some((name) => path === name || path.startsWith(`${name}.`));

const MODIFIER_RE = /^\s*([a-zA-Z]+)\((.*)\)\s*$/;

function unwrap(spec: string): { modifiers: string[]; name: string } {
  const modifiers: string[] = [];
  let name = spec.trim();
  for (let match = MODIFIER_RE.exec(name); match; match = MODIFIER_RE.exec(name)) {
    modifiers.push(match[1]);
    name = match[2].trim();
  }
  return { modifiers, name };
}

function sortSpec(spec: string): { path: string; order: 'asc' | 'desc' } | null {
  const { modifiers, name } = unwrap(spec);
  if (modifiers.length !== 1 || (modifiers[0] !== 'asc' && modifiers[0] !== 'desc')) return null;
  return { path: name, order: modifiers[0] };
}

function stringList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new SearchError(400, `Invalid value for "${name}": expected an array of strings`);
  }
  return value;
}

/** Parses settings (merged over Algolia's defaults) into the engine's form. */
export function compileSettings(settings: IndexSettings): EngineSettings {
  const raw: IndexSettings = { ...ALGOLIA_DEFAULT_SETTINGS, ...settings };

  const searchable: SearchableAttribute[] = [];
  stringList(raw.searchableAttributes, 'searchableAttributes').forEach((spec, rank) => {
    const { modifiers, name } = unwrap(spec);
    for (const path of name.split(',')) {
      if (path.trim() === '') continue;
      searchable.push({ path: path.trim(), rank, unordered: modifiers.includes('unordered') });
    }
  });

  const facets = new Map<string, FacetAttribute>();
  for (const spec of stringList(raw.attributesForFaceting, 'attributesForFaceting')) {
    const { modifiers, name } = unwrap(spec);
    facets.set(name, {
      path: name,
      searchable: modifiers.includes('searchable'),
      filterOnly: modifiers.includes('filterOnly'),
    });
  }

  const ranking: RankingCriterion[] = [];
  for (const spec of stringList(raw.ranking, 'ranking')) {
    const kind = spec.trim();
    if (
      kind === 'typo' ||
      kind === 'geo' ||
      kind === 'words' ||
      kind === 'filters' ||
      kind === 'proximity' ||
      kind === 'attribute' ||
      kind === 'exact' ||
      kind === 'custom'
    ) {
      ranking.push({ kind });
      continue;
    }
    const sort = sortSpec(kind);
    if (!sort) throw new SearchError(400, `Invalid ranking criterion: ${spec}`);
    ranking.push({ kind: 'sort', ...sort });
  }

  const customRanking = stringList(raw.customRanking, 'customRanking').map((spec) => {
    const sort = sortSpec(spec);
    if (!sort) throw new SearchError(400, `Invalid custom ranking criterion: ${spec}`);
    return sort;
  });

  const camelCase = stringList(raw.camelCaseAttributes, 'camelCaseAttributes');
  return { searchable, facets, ranking, customRanking, camelCase, raw };
}
