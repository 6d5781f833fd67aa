/**
 * Where the search API's routes run: in the thread that serves HTTP, or in a search thread of
 * their own (`thread: true`, what `serve`, `start` and the standalone service use). In a thread,
 * HTTP parsing, keys, bodies and the socket writes stay on the main thread while the index is
 * searched and answers serialized beside it: two cores at work, and a busy search never holds up
 * the pages the same server sends. Either way one store takes every read and write, in order.
 */

import { Worker } from 'node:worker_threads';
import type { Route } from './api-router';
import { SearchError } from './params';
import { searchRoutes } from './routes';
import { IndexStore } from './store';
import type { Synonym } from './synonyms';
import type { AlgoliaRecord } from './types';

/** One route to run: its position in searchRoutes(), its parameters and its raw JSON body. */
export interface RouteRequest {
  route: number;
  params: Record<string, string>;
  /** The URL's query string. */
  query: string;
  body: string | undefined;
}

/** A route's answer, serialized. */
export interface RouteAnswer {
  status: number;
  payload: string;
}

export interface Executor {
  run(request: RouteRequest): RouteAnswer | Promise<RouteAnswer>;
  setRecords(indexName: string, records: readonly AlgoliaRecord[], synonyms?: Synonym[]): void;
  warm(indexName: string): void;
  /** Resolves once everything sent so far is done (records loaded, indexes warm). */
  ready(): Promise<void>;
  /** Waits for pending writes to the data directory, then stops the thread. */
  close(): Promise<void>;
}

const errorAnswer = (status: number, message: string): RouteAnswer => ({
  status,
  payload: JSON.stringify({ message, status }),
});

/** Runs one route over the store: its JSON body parsed, its errors made Algolia-shaped. */
export function runRoute(routes: readonly Route[], request: RouteRequest): RouteAnswer {
  const route = routes[request.route];
  let body: unknown;
  // The HTTP side reads a body only for routes that take one.
  if (request.body) {
    try {
      body = JSON.parse(request.body);
    } catch {
      return errorAnswer(400, 'Invalid JSON body');
    }
  }
  try {
    const result = route.run({
      params: request.params,
      query: new URLSearchParams(request.query),
      body,
    });
    return { status: result.status, payload: JSON.stringify(result.body) };
  } catch (error) {
    if (error instanceof SearchError) return errorAnswer(error.status, error.message);
    console.error(`[search] internal error: ${(error as Error)?.message ?? String(error)}`);
    return errorAnswer(500, 'Internal error');
  }
}

export function inThreadExecutor(dataDir: string | undefined): Executor {
  const store = new IndexStore(dataDir);
  const routes = searchRoutes(store);
  return {
    run: (request) => runRoute(routes, request),
    setRecords: (name, records, synonyms) => store.setRecords(name, records, synonyms),
    warm: (name) => store.warm(name),
    ready: () => Promise.resolve(),
    close: () => store.flush(),
  };
}

/** Messages to the search thread (service-thread.ts); each answer carries the `id` it was sent. */
export type ThreadMessage =
  | { type: 'run'; id: number; request: RouteRequest }
  | {
      type: 'setRecords';
      name: string;
      records: readonly AlgoliaRecord[];
      synonyms?: Synonym[];
    }
  | { type: 'warm'; name: string }
  | { type: 'ready'; id: number }
  | { type: 'close'; id: number };

export type ThreadAnswer = { id: number } & Partial<RouteAnswer>;

/**
 * The routes in a worker thread. Should the thread fail (it cannot start, or it crashes), the
 * service carries on in the calling thread: the records it was given are loaded there again and
 * the requests in flight run there, so readers keep getting answers.
 */
export function workerExecutor(
  dataDir: string | undefined,
  // The thread's entry registers the TypeScript loader the scripts run under, then loads the rest.
  entry = new URL('./service-thread.mjs', import.meta.url),
): Executor {
  // No flags of this process: some (`--input-type`, `--eval`) would stop a worker from starting.
  const worker = new Worker(entry, {
    workerData: { dataDir },
    execArgv: [],
  });
  // The service must not keep a process alive that has nothing else to do.
  worker.unref();
  let nextId = 0;
  const pending = new Map<
    number,
    { message: ThreadMessage & { id: number }; settle: (a: ThreadAnswer) => void }
  >();
  const loaded = new Map<string, { records: readonly AlgoliaRecord[]; synonyms?: Synonym[] }>();
  let fallback: Executor | undefined;

  /** A message answered in this thread, once the search thread has failed. */
  const answerHere = (message: ThreadMessage & { id: number }): ThreadAnswer =>
    message.type === 'run'
      ? { id: message.id, ...((fallback as Executor).run(message.request) as RouteAnswer) }
      : { id: message.id };
  worker.on('message', (answer: ThreadAnswer) => {
    const entry = pending.get(answer.id);
    pending.delete(answer.id);
    entry?.settle(answer);
  });
  worker.on('error', (error) => {
    console.error(
      `[search] the search thread stopped (${error.message}); searching in this thread`,
    );
    fallback = inThreadExecutor(dataDir);
    for (const [name, { records, synonyms }] of loaded) {
      fallback.setRecords(name, records, synonyms);
      fallback.warm(name);
    }
    for (const { message, settle } of pending.values()) settle(answerHere(message));
    pending.clear();
  });
  const ask = (message: ThreadMessage & { id: number }) =>
    new Promise<ThreadAnswer>((settle) => {
      if (fallback) settle(answerHere(message));
      else {
        pending.set(message.id, { message, settle });
        worker.postMessage(message);
      }
    });
  return {
    async run(request) {
      const answer = await ask({ type: 'run', id: nextId++, request });
      return { status: answer.status ?? 500, payload: answer.payload ?? '' };
    },
    setRecords(name, records, synonyms) {
      loaded.set(name, { records, synonyms });
      if (fallback) fallback.setRecords(name, records, synonyms);
      else
        worker.postMessage({ type: 'setRecords', name, records, synonyms } satisfies ThreadMessage);
    },
    warm(name) {
      if (fallback) fallback.warm(name);
      else worker.postMessage({ type: 'warm', name } satisfies ThreadMessage);
    },
    async ready() {
      await ask({ type: 'ready', id: nextId++ });
    },
    async close() {
      if (fallback) return fallback.close();
      await ask({ type: 'close', id: nextId++ });
      await worker.terminate();
    },
  };
}
