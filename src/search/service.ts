/**
 * The local search service: the subset of Algolia's REST API the site and search-push use,
 * with the same request and response shapes, so the unmodified algoliasearch clients work
 * against it. Mount `handle()` inside any node:http server for paths starting with `/1/`, or
 * run it alone with `startSearchServer()`.
 *
 * A request goes: CORS (the `cors` package; it answers preflights) → route (find-my-way, through
 * api-router.ts; tables in routes-*.ts) → keys (api-auth.ts) → body (body-parser: size limit,
 * gzip/deflate/br) → run by the executor (executor.ts: in this thread, or in the search thread,
 * which parses the JSON and serializes the answer) → the answer, compressed with gzip or brotli
 * when the client accepts it (the `compression` package). Refusals wait for the body the client
 * is still sending (request-body.ts).
 */

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import bodyParser from 'body-parser';
import compression from 'compression';
import cors from 'cors';
import { createKeyCheck } from './api-auth';
import { ALLOWED_METHODS, sendError, sendPayload } from './api-response';
import { createRouter } from './api-router';
import { SearchError } from './params';
import { restrictBody } from './secured-keys';
import { MAX_DISCARD, answerAfterBody } from './request-body';
import { inThreadExecutor, workerExecutor } from './executor';
import { searchRoutes } from './routes';
import type { IndexStore } from './store';
import type { Synonym } from './synonyms';
import type { AlgoliaRecord, DocSearchRecord } from './types';

export interface SearchServiceOptions {
  appId: string;
  /** Public key: search only. */
  searchApiKey: string;
  /** Private key: search and writes. */
  adminApiKey: string;
  /** Directory where indexes are persisted as JSON; in memory only when omitted. */
  dataDir?: string;
  /** Indexes to load at start (replacing any persisted index of the same name). */
  indexes?: Record<string, readonly DocSearchRecord[] | readonly AlgoliaRecord[]>;
  /** Largest accepted request body, in bytes (default 1 MB). */
  maxBodyBytes?: number;
  /** Search in a thread of its own (executor.ts); in the calling thread when false (default). */
  thread?: boolean;
  /** The thread's entry module (default: the one that registers the TypeScript loader first). */
  threadEntry?: URL;
}

export interface SearchService {
  /** Handles one request whose path starts with `/1/`. Never throws. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Replaces the records of an index (created if needed). */
  setRecords(
    indexName: string,
    records: readonly DocSearchRecord[] | readonly AlgoliaRecord[],
    synonyms?: Synonym[],
  ): void;
  /**
   * Builds an index's search structures now and runs a few searches through them, so the
   * first reader's query is answered as fast as the next ones.
   */
  warm(indexName: string): void;
  /** Resolves once the records given so far are loaded and warm: answers come at full speed. */
  ready(): Promise<void>;
  /** Waits for pending writes to the data directory. */
  close(): Promise<void>;
}

const DEFAULT_MAX_BODY = 1024 * 1024;

/** Encodings compression() answers with. */
const ACCEPTS_COMPRESSION = /(?:^|[\s,])(?:br|gzip|deflate|\*)(?:$|[\s;,])/i;

/** The route table as the HTTP side uses it: to match and check access; routes run in the executor. */
const routeTable = searchRoutes(
  new Proxy({} as IndexStore, {
    get() {
      throw new Error('search routes run in the executor, not on the HTTP side');
    },
  }),
);

export function createSearchService(options: SearchServiceOptions): SearchService {
  const keysFor = createKeyCheck(options);
  const executor = options.thread
    ? workerExecutor(options.dataDir, options.threadEntry)
    : inThreadExecutor(options.dataDir);
  for (const [name, records] of Object.entries(options.indexes ?? {})) {
    executor.setRecords(name, records as readonly AlgoliaRecord[]);
    executor.warm(name);
  }
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const findRoute = createRouter(routeTable);
  const routeNumber = new Map(routeTable.map((route, i) => [route, i]));
  const compress = compression();
  // Any origin, Algolia's methods, the request headers a preflight asks for, cached a day.
  const allowCors = cors({ origin: '*', methods: ALLOWED_METHODS, maxAge: 86400 });
  // Algolia's clients send JSON as text/plain or form-encoded (no preflight): read any type as
  // text (the executor parses it).
  const readText = bodyParser.text({ limit: maxBody, type: () => true });
  const readBody = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<{ body: string | undefined } | { status: number; message: string }>((resolve) =>
      readText(req, res, (error?: { type?: string }) => {
        if (!error) {
          const body = (req as { body?: unknown }).body;
          resolve({ body: typeof body === 'string' ? body : undefined });
        } else if (error.type === 'entity.too.large')
          resolve({ status: 413, message: 'Request body too large' });
        else resolve({ status: 400, message: 'Unsupported or invalid Content-Encoding' });
      }),
    );

  async function processRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.on('error', () => {});
    req.on('error', () => {});
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const refuse = (status: number, message: string) =>
      answerAfterBody(req, (close) => sendError(res, status, message, close));

    try {
      decodeURIComponent(url.pathname);
    } catch {
      sendError(res, 400, 'Invalid URL encoding');
      return;
    }

    const found = findRoute(method, url.pathname);
    if (found.kind !== 'route') {
      if (found.kind === 'method-not-allowed') {
        res.setHeader('Allow', [...found.allowed, 'OPTIONS'].join(', '));
        refuse(405, 'Method not allowed');
      } else {
        refuse(404, 'Not found');
      }
      return;
    }
    const { route, params } = found;

    let grant: ReturnType<typeof keysFor>;
    try {
      grant = keysFor(req, url.searchParams);
    } catch (error) {
      if (!(error instanceof SearchError)) throw error;
      refuse(error.status, error.message);
      return;
    }
    if (!grant) {
      refuse(403, 'Invalid Application-ID or API key');
      return;
    }
    const { restrictions } = grant;
    // A secured key searches and does nothing else (its filters would not hold on other routes).
    if (!grant.access.has(route.access) || (restrictions && !route.searches)) {
      refuse(403, 'Method not allowed with this API key');
      return;
    }
    if (restrictions?.validUntil !== undefined && restrictions.validUntil * 1000 < Date.now()) {
      refuse(403, 'The validity of the API key has expired');
      return;
    }

    if (Number(req.headers['content-length']) > MAX_DISCARD) {
      // Not worth reading to drop: answered at once, its connection closed.
      sendError(res, 413, 'Request body too large', true);
      return;
    }
    let body: string | undefined;
    if (route.hasBody) {
      // body-parser reads the rest of a refused body before it answers, so the client hears why.
      const read = await readBody(req, res);
      if ('status' in read) {
        sendError(res, read.status, read.message);
        return;
      }
      body = read.body;
    }
    if (restrictions && route.searches) {
      try {
        body = restrictBody(body, route.searches, params.index, restrictions);
      } catch (error) {
        if (!(error instanceof SearchError)) throw error;
        sendError(res, error.status, error.message);
        return;
      }
    }

    const answer = await executor.run({
      route: routeNumber.get(route) as number,
      params,
      query: url.search,
      body,
    });
    sendPayload(res, answer.status, answer.payload);
  }

  return {
    handle(req, res) {
      const run = () =>
        // Route errors come back from the executor as answers; this is the HTTP side's own failure.
        processRequest(req, res).catch((err: unknown) => {
          console.error(`[search] internal error: ${(err as Error)?.message ?? String(err)}`);
          sendError(res, 500, 'Internal error');
        });
      // A client that takes no compressed answer skips compression()'s wrapping of res.write/end
      // (it would only add the header below); one that does gets it, called on synchronously.
      const corsThenRun = () => allowCors(req, res, () => void run());
      if (!ACCEPTS_COMPRESSION.test(String(req.headers['accept-encoding'] ?? ''))) {
        res.setHeader('Vary', 'Accept-Encoding');
        corsThenRun();
        return;
      }
      compress(req as never, res as never, corsThenRun);
    },
    setRecords(indexName, records, synonyms) {
      executor.setRecords(indexName, records as readonly AlgoliaRecord[], synonyms);
    },
    warm(indexName) {
      executor.warm(indexName);
    },
    ready: () => executor.ready(),
    close: () => executor.close(),
  };
}

export interface StartedSearchServer {
  server: Server;
  service: SearchService;
  host: string;
  port: number;
  /** Base URL, e.g. `http://127.0.0.1:8108`, for the client's `hosts` (see hostsFromUrls). */
  url: string;
  close(): Promise<void>;
}

/** Runs the search service alone on host:port (port 0 picks a free port). */
export async function startSearchServer(
  options: SearchServiceOptions & { port?: number; host?: string },
): Promise<StartedSearchServer> {
  const service = createSearchService(options);
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/1/') || req.method === 'OPTIONS') {
      service.handle(req, res);
    } else {
      sendError(res, 404, 'Not found');
    }
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await service.ready();
  const { port } = server.address() as AddressInfo;
  const hostForUrl = host.includes(':') ? `[${host}]` : host;
  return {
    server,
    service,
    host,
    port,
    url: `http://${hostForUrl}:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await service.close();
    },
  };
}
