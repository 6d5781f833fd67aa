import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createIndex, search } from '../../src/search/engine';
import { SearchError } from '../../src/search/params';
import { DOCSEARCH_INDEX_SETTINGS } from '../../src/search/settings';
import { compileSynonyms, parseSynonym } from '../../src/search/synonyms';
import type { SearchHit } from '../../src/search/types';
import { makeRecord } from '../fixtures/search/sample-records';

const records = [
  makeRecord({ id: 'checkin', page: '/checkin', lvl1: 'Checkin quest', type: 'lvl1' }),
  makeRecord({
    id: 'daily',
    page: '/checkin',
    lvl1: 'Checkin quest',
    type: 'content',
    content: 'Participants press the button daily to earn points.',
  }),
  // Not camel case: `pool` alone must not find it (camel case is split, see below).
  makeRecord({ id: 'pool', page: '/airpool', lvl1: 'Airpool', type: 'lvl1' }),
  makeRecord({ id: 'check', page: '/verify', lvl1: 'Check in with a code', type: 'lvl1' }),
];
const index = createIndex(records);
const ids = (hits: SearchHit[]) => hits.map((hit) => hit.objectID).sort();

describe('synonyms', () => {
  test('a two-way synonym: a phrase of the query also finds the other phrases', () => {
    assert.deepEqual(ids(search(index, { query: 'every day', distinct: false }).hits), []);
    index.synonyms = compileSynonyms([
      parseSynonym({ objectID: 'd', type: 'synonym', synonyms: ['daily', 'every day'] }),
    ]);
    assert.deepEqual(ids(search(index, { query: 'every day', distinct: false }).hits), ['daily']);
    assert.deepEqual(
      ids(search(index, { query: 'every day', distinct: false, synonyms: false }).hits),
      [],
      'synonyms: false turns them off for one query',
    );
  });

  test('a one-way synonym works from its input only', () => {
    index.synonyms = compileSynonyms([
      parseSynonym({ objectID: 'o', type: 'oneWaySynonym', input: 'reserve', synonyms: ['pool'] }),
    ]);
    assert.deepEqual(ids(search(index, { query: 'reserve ' }).hits), []);
    assert.deepEqual(ids(search(index, { query: 'reserve', queryType: 'prefixNone' }).hits), []);
    index.synonyms = compileSynonyms([
      parseSynonym({
        objectID: 'o',
        type: 'oneWaySynonym',
        input: 'reserve',
        synonyms: ['airpool'],
      }),
    ]);
    assert.deepEqual(ids(search(index, { query: 'reserve' }).hits), ['pool']);
    assert.deepEqual(ids(search(index, { query: 'airpool reserve' }).hits), ['pool']);
  });

  test('unsupported types and bad shapes are refused with a 400 naming them', () => {
    for (const [input, pattern] of [
      [{ objectID: 'a', type: 'placeholder', placeholder: '<x>' }, /placeholder.*not supported/],
      [{ objectID: 'a', type: 'altCorrection1', word: 'x', corrections: [] }, /altCorrection1/],
      [{ objectID: 'a', type: 'synonym', synonyms: ['one'] }, /at least two/],
      [{ objectID: 'a', type: 'bogus', synonyms: [] }, /Invalid synonym type "bogus"/],
      [{ type: 'synonym', synonyms: ['a', 'b'] }, /objectID/],
    ] as const) {
      assert.throws(
        () => parseSynonym(input),
        (err: unknown) =>
          err instanceof SearchError && err.status === 400 && pattern.test(err.message),
      );
    }
  });
});

describe('concatenation and splitting', () => {
  test('two query words the index holds joined match the joined word ("air pool")', () => {
    index.synonyms = compileSynonyms([]);
    assert.deepEqual(ids(search(index, { query: 'air pool' }).hits), ['pool']);
  });

  test('a word the index holds only as two words matches them ("checkin" typed for "check in")', () => {
    const split = createIndex([records[3]]);
    assert.deepEqual(ids(search(split, { query: 'checkin' }).hits), ['check']);
  });

  test('camelCaseAttributes: a part of a camel-case word finds it, highlighted inside it', () => {
    const camel = [makeRecord({ id: 'camel', page: '/p', lvl1: 'Fund the AirPool', type: 'lvl1' })];
    const [hit] = search(createIndex(camel), { query: 'pool' }).hits;
    assert.equal(hit?.objectID, 'camel', 'DocSearch settings split hierarchy and content');
    const highlighted = hit._highlightResult?.hierarchy as Record<string, { value: string }>;
    assert.equal(highlighted.lvl1.value, 'Fund the Air<em>Pool</em>');
    assert.deepEqual(ids(search(createIndex(camel), { query: 'airpool' }).hits), ['camel']);
    const off = createIndex(camel, { ...DOCSEARCH_INDEX_SETTINGS, camelCaseAttributes: [] });
    assert.deepEqual(ids(search(off, { query: 'pool' }).hits), [], 'not split when not listed');
  });
});
