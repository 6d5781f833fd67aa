import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import { untilSearchReady } from '../../src/core/dev-search-gate';

const req = {} as IncomingMessage;
const res = {} as ServerResponse;

test('a search waits for the first records, then is answered; later ones at once', async () => {
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const handled: string[] = [];
  const handle = untilSearchReady(ready, () => handled.push('answered'), 60_000);
  handle(req, res);
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(handled, [], 'not answered before the records exist');
  resolveReady();
  await ready;
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(handled, ['answered']);
  handle(req, res);
  assert.deepEqual(handled, ['answered', 'answered'], 'answered synchronously once ready');
});

test('past the longest wait the service answers as it is', async () => {
  const never = new Promise<void>(() => {});
  let answered = false;
  const handle = untilSearchReady(never, () => (answered = true), 20);
  handle(req, res);
  const deadline = Date.now() + 5_000;
  while (!answered && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.ok(answered);
});
