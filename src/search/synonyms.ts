/**
 * Synonyms as Algolia has them: `synonym` (every phrase of the list stands for the others) and
 * `oneWaySynonym` (the `input` phrase also finds the `synonyms`, not the other way round).
 * Phrases may have several words ("every day" ↔ "daily"); a query phrase matching a key is
 * one term whose alternatives are its own words and each synonym's words (see WordGroups).
 * Alternative corrections and placeholders are refused with a 400 naming them.
 */

import { SearchError } from './params';
import { queryWords } from './text';

export interface Synonym {
  objectID: string;
  type: 'synonym' | 'oneWaySynonym';
  synonyms: string[];
  input?: string;
}

/** Normalised phrase (words joined by a space) → the word lists it also stands for. */
export type SynonymTable = ReadonlyMap<string, readonly string[][]>;

export const EMPTY_SYNONYMS: SynonymTable = new Map();

/** The longest phrase a synonym key may have, in words. */
export const MAX_SYNONYM_WORDS = 4;

const TYPES = new Set([
  'synonym',
  'onewaysynonym',
  'altcorrection1',
  'altcorrection2',
  'placeholder',
]);

/** Checks one synonym object as the API receives it. */
export function parseSynonym(input: unknown, objectID?: string): Synonym {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new SearchError(400, 'Invalid synonym: expected a JSON object');
  }
  const value = input as Record<string, unknown>;
  const id = objectID ?? value.objectID;
  if (typeof id !== 'string' || id.length === 0) {
    throw new SearchError(400, 'Invalid synonym: "objectID" must be a non-empty string');
  }
  const type = String(value.type ?? '').toLowerCase();
  if (!TYPES.has(type)) {
    throw new SearchError(
      400,
      `Invalid synonym type "${String(value.type)}": expected synonym, oneWaySynonym, altCorrection1, altCorrection2 or placeholder`,
    );
  }
  if (type !== 'synonym' && type !== 'onewaysynonym') {
    throw new SearchError(
      400,
      `Synonym type "${String(value.type)}" is not supported by this service (synonym and oneWaySynonym are)`,
    );
  }
  const synonyms = value.synonyms;
  if (!Array.isArray(synonyms) || !synonyms.every((item) => typeof item === 'string')) {
    throw new SearchError(400, 'Invalid synonym: "synonyms" must be an array of strings');
  }
  if (type === 'onewaysynonym') {
    if (typeof value.input !== 'string' || value.input.trim() === '') {
      throw new SearchError(400, 'Invalid oneWaySynonym: "input" must be a non-empty string');
    }
    return { objectID: id, type: 'oneWaySynonym', input: value.input, synonyms };
  }
  if (synonyms.length < 2) {
    throw new SearchError(400, 'Invalid synonym: "synonyms" needs at least two phrases');
  }
  return { objectID: id, type: 'synonym', synonyms };
}

/** The lookup table the query plan reads. */
export function compileSynonyms(list: Iterable<Synonym>): SynonymTable {
  const table = new Map<string, string[][]>();
  const add = (from: string, to: string[]) => {
    const key = queryWords(from).join(' ');
    if (key === '' || key.split(' ').length > MAX_SYNONYM_WORDS) return;
    const alternatives = table.get(key) ?? [];
    for (const phrase of to) {
      const alternative = queryWords(phrase);
      if (alternative.length === 0 || alternative.join(' ') === key) continue;
      if (!alternatives.some((known) => known.join(' ') === alternative.join(' '))) {
        alternatives.push(alternative);
      }
    }
    if (alternatives.length > 0) table.set(key, alternatives);
  };
  for (const synonym of list) {
    if (synonym.type === 'oneWaySynonym') add(synonym.input ?? '', synonym.synonyms);
    else for (const phrase of synonym.synonyms) add(phrase, synonym.synonyms);
  }
  return table;
}

/** Synonyms whose phrases contain the words of `query` (the synonyms search). */
export function matchesSynonymQuery(synonym: Synonym, query: string): boolean {
  const wanted = queryWords(query);
  if (wanted.length === 0) return true;
  const text = queryWords([synonym.objectID, synonym.input ?? '', ...synonym.synonyms].join(' '));
  return wanted.every((word) => text.some((candidate) => candidate.startsWith(word)));
}
