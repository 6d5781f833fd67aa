// Secured API keys read as Algolia's clients write them (secured-keys.ts).
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, test } from 'node:test';
import {
  indexAllowed,
  keyRestrictions,
  restrictSearch,
  securedKeyParams,
} from '../../src/search/secured-keys';

const make = (parent: string, query: string) =>
  Buffer.from(createHmac('sha256', parent).update(query).digest('hex') + query).toString('base64');

describe('secured keys', () => {
  test('are read when made from the parent key, refused otherwise', () => {
    const key = make('parent', 'filters=a%3A1&validUntil=9');
    assert.equal(securedKeyParams(key, 'parent')?.get('filters'), 'a:1');
    assert.equal(securedKeyParams(key, 'other'), null);
    assert.equal(securedKeyParams('not-a-key', 'parent'), null);
    assert.equal(securedKeyParams(Buffer.from('x'.repeat(80)).toString('base64'), 'parent'), null);
  });

  test('index patterns: exact, prefix, suffix and contains', () => {
    const patterns = ['docs', 'dev_*', '*_test', '*_products_*'];
    for (const name of ['docs', 'dev_a', 'b_test', 'x_products_y'])
      assert.ok(indexAllowed(patterns, name), name);
    for (const name of ['docs2', 'prod_dev', 'test_b', 'products'])
      assert.ok(!indexAllowed(patterns, name), name);
  });

  test('restrictions: lists in either client’s form, parameters typed, sources refused', () => {
    const v5 = keyRestrictions(new URLSearchParams('restrictIndices=a%2Cb&hitsPerPage=3'));
    const v4 = keyRestrictions(new URLSearchParams('restrictIndices=%5B%22a%22%2C%22b%22%5D'));
    assert.deepEqual(v5.indices, ['a', 'b']);
    assert.deepEqual(v4.indices, ['a', 'b']);
    assert.deepEqual(v5.searchParams, { hitsPerPage: 3 });
    assert.throws(() => keyRestrictions(new URLSearchParams('restrictSources=1.2.3.4')), {
      status: 400,
    });
  });

  test('a search keeps the key’s filters whatever it asks, in its params string or its own keys', () => {
    const restrictions = keyRestrictions(new URLSearchParams('filters=brand%3AA&hitsPerPage=2'));
    assert.deepEqual(
      restrictSearch({ params: 'filters=stock%3D1&hitsPerPage=50' }, 'i', restrictions),
      {
        params: 'filters=stock%3D1&hitsPerPage=50',
        hitsPerPage: 2,
        filters: '(brand:A) AND (stock=1)',
      },
    );
    assert.equal(restrictSearch({ filters: '' }, 'i', restrictions).filters, 'brand:A');
  });
});
