// The work the two compilers of one build share: done once, and with `askers`
// let go of once every asker has it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { once, type SharedWork } from '../../src/core/bundle/shared-work';

test('the second asker gets the first asker’s result without doing the work again', async () => {
  const shared: SharedWork = new Map();
  let made = 0;
  const make = async () => ++made;
  assert.equal(await once(shared, 'k', make), 1);
  assert.equal(await once(shared, 'k', make), 1);
  assert.equal(await once(shared, 'k', make), 1);
  assert.equal(made, 1);
  assert.equal(shared.size, 1, 'kept for every later asker');
});

test('a paired result leaves the map when the second compiler takes it', async () => {
  const shared: SharedWork = new Map();
  let made = 0;
  const make = async () => ++made;
  const first = once(shared, 'page.mdx', make, { askers: 2 });
  assert.equal(shared.size, 1);
  const second = once(shared, 'page.mdx', make, { askers: 2 });
  assert.equal(await first, 1);
  assert.equal(await second, 1);
  assert.equal(made, 1);
  assert.equal(shared.size, 0, 'nothing held once both have it');
});

test('a result made for three askers (the content check, then both compilers) leaves with the third', async () => {
  const shared: SharedWork = new Map();
  let made = 0;
  const make = async () => ++made;
  assert.equal(await once(shared, 'page.mdx', make, { askers: 3 }), 1);
  // The compilers ask with their own count; the first asker's holds.
  assert.equal(await once(shared, 'page.mdx', make, { askers: 2 }), 1);
  assert.equal(shared.size, 1, 'kept for the second compiler');
  assert.equal(await once(shared, 'page.mdx', make, { askers: 2 }), 1);
  assert.equal(made, 1);
  assert.equal(shared.size, 0, 'nothing held once all three have it');
});

test('without a shared map every asker does the work', async () => {
  let made = 0;
  await once(undefined, 'k', async () => ++made);
  await once(undefined, 'k', async () => ++made);
  assert.equal(made, 2);
});
