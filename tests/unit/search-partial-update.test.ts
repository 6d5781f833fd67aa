import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyPartialUpdate } from '../../src/search/partial-update';
import { SearchError } from '../../src/search/params';

const record = { objectID: 'a', count: 3, tags: ['x', 'y'], name: 'A' };

test('plain attributes replace, others stay, objectID is the given one', () => {
  assert.deepEqual(applyPartialUpdate(record, { name: 'B', objectID: 'zz' }, 'a'), {
    ...record,
    name: 'B',
  });
  assert.deepEqual(applyPartialUpdate(undefined, { name: 'new' }, 'n'), {
    objectID: 'n',
    name: 'new',
  });
});

test("Algolia's built-in operations", () => {
  const op = (attribute: string, _operation: string, value: unknown) =>
    applyPartialUpdate(record, { [attribute]: { _operation, value } }, 'a')[attribute];
  assert.equal(op('count', 'Increment', 2), 5);
  assert.equal(op('count', 'Decrement', 5), -2);
  assert.equal(op('missing', 'Increment', 1), 1);
  assert.equal(op('count', 'IncrementFrom', 3), 4);
  assert.equal(op('count', 'IncrementFrom', 2), 3, 'unchanged when the stored value differs');
  assert.equal(op('count', 'IncrementSet', 10), 10);
  assert.equal(op('count', 'IncrementSet', 1), 3, 'only ever raised');
  assert.deepEqual(op('tags', 'Add', 'x'), ['x', 'y', 'x']);
  assert.deepEqual(op('tags', 'AddUnique', 'x'), ['x', 'y']);
  assert.deepEqual(op('tags', 'AddUnique', 'z'), ['x', 'y', 'z']);
  assert.deepEqual(op('tags', 'Remove', 'x'), ['y']);
  assert.deepEqual(op('fresh', 'Add', 1), [1]);
});

test('an unknown operation or a non-number for a numeric one is a 400', () => {
  for (const change of [
    { count: { _operation: 'Multiply', value: 2 } },
    { count: { _operation: 'Increment', value: 'two' } },
  ]) {
    assert.throws(
      () => applyPartialUpdate(record, change, 'a'),
      (err: unknown) => err instanceof SearchError && err.status === 400,
    );
  }
});
