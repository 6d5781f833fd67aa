// The search thread's executor: answers as the in-thread one does, and carries on in the calling
// thread with the records it was given when the thread cannot run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inThreadExecutor, workerExecutor, type Executor } from '../../src/search/executor';
import { searchRoutes } from '../../src/search/routes';
import { IndexStore } from '../../src/search/store';
import { SAMPLE_RECORDS } from '../fixtures/search/sample-records';

const routes = searchRoutes(new IndexStore());
const queryRoute = routes.findIndex(
  (r) => r.method === 'POST' && r.path === '/1/indexes/:index/query',
);
const search = (executor: Executor, query: string) =>
  Promise.resolve(
    executor.run({
      route: queryRoute,
      params: { index: 'docs' },
      query: '',
      body: JSON.stringify({ query }),
    }),
  );
const hitIds = (payload: string) =>
  (JSON.parse(payload) as { hits: Array<{ objectID: string }> }).hits.map((h) => h.objectID);

describe('search executors', () => {
  it('answer the same in a thread as in the calling thread, errors included', async () => {
    const here = inThreadExecutor(undefined);
    const thread = workerExecutor(undefined);
    for (const executor of [here, thread]) {
      executor.setRecords('docs', SAMPLE_RECORDS);
      executor.warm('docs');
    }
    await thread.ready();
    const [a, b] = await Promise.all([search(here, 'wallet'), search(thread, 'wallet')]);
    assert.equal(b.status, 200);
    assert.ok(hitIds(b.payload).length > 0);
    assert.deepEqual(hitIds(b.payload), hitIds(a.payload));
    const bad = await thread.run({
      route: queryRoute,
      params: { index: 'docs' },
      query: '',
      body: '{',
    });
    assert.deepEqual(JSON.parse(bad.payload), { message: 'Invalid JSON body', status: 400 });
    await thread.close();
  });

  it('carries on in the calling thread, with the records given, when the thread cannot start', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(message);
    try {
      const executor = workerExecutor(undefined, new URL('./no-such-entry.mjs', import.meta.url));
      executor.setRecords('docs', SAMPLE_RECORDS);
      executor.warm('docs');
      await executor.ready();
      const answer = await search(executor, 'wallet');
      assert.equal(answer.status, 200);
      assert.ok(hitIds(answer.payload).length > 0);
      assert.match(errors.join('\n'), /the search thread stopped .*searching in this thread/);
      await executor.close();
    } finally {
      console.error = original;
    }
  });
});
