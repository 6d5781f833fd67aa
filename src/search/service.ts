/**
 * The local search service: the subset of Algolia's REST API the site and search-push use,
 * with the same request and response shapes, so the unmodified algoliasearch client works
 * against it. Mount `handle()` inside any node:http server for paths starting with `/1/`, or
 * run it alone with `startSearchServer()`.
 *
 * Reads (search key or admin key): POST /1/indexes/*\/queries, POST /1/indexes/{index}/query,
 * POST /1/indexes/{index}/facets/{facet}/query, GET /1/indexes/{index}/{objectID}.
 * Writes (admin key only): batch (per index and multi-index), copy / move operation, task
 * status, settings get / set, clear, delete index, save / replace / delete one object, list.
 */

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createGunzip } from 'node:zlib';
import { search, searchForFacetValues } from './engine';
import { SearchError, requireString } from './params';
import { IndexStore, parseBatchRequests } from './store';
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
}

export interface SearchService {
  /** Handles one request whose path starts with `/1/`. Never throws. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Replaces the records of an index (created if needed). */
  setRecords(
    indexName: string,
    records: readonly DocSearchRecord[] | readonly AlgoliaRecord[],
  ): void;
  /** Waits for pending writes to the data directory. */
  close(): Promise<void>;
}

const DEFAULT_MAX_BODY = 1024 * 1024;
/** After a 413, at most this much of the rest of the body is read and discarded. */
const MAX_DISCARD = 8 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=UTF-8';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = [
  'accept',
  'content-type',
  'content-encoding',
  'x-algolia-api-key',
  'x-algolia-application-id',
  'x-algolia-agent',
  'x-algolia-usertoken',
  'x-algolia-request-id',
  'request-id',
].join(', ');

type Access = 'read' | 'write';

interface Context {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

interface Result {
  status: number;
  body: unknown;
}

interface Route {
  method: string;
  pattern: string[];
  access: Access;
  /** Whether the request has a JSON body to read. */
  hasBody: boolean;
  /** Declines a match (so `/1/indexes/x/settings` is never read as an objectID). */
  declines?(params: Record<string, string>): boolean;
  run(ctx: Context): Result;
}

/** Path words of named routes: never taken as an objectID, and `*` is never an index. */
const RESERVED = new Set(['query', 'queries', 'batch', 'operation', 'settings', 'clear', 'task']);
const notAnObject = (params: Record<string, string>) =>
  params.index === '*' || RESERVED.has(params.objectID);

function ok(body: unknown): Result {
  return { status: 200, body };
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new SearchError(400, `Invalid ${what}: expected a JSON object`);
  }
  return value as Record<string, unknown>;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function sameSecret(given: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(given), expected);
}

function credential(req: IncomingMessage, query: URLSearchParams, name: string): string {
  const fromQuery = query.get(name);
  if (fromQuery !== null) return fromQuery;
  const header = req.headers[name];
  return Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
}

function matchRoute(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i];
    if (part.startsWith(':')) params[part.slice(1)] = segments[i];
    else if (part !== segments[i]) return null;
  }
  return params;
}

type BodyResult =
  | { kind: 'ok'; body: Buffer }
  | { kind: 'too-large' }
  | { kind: 'aborted' }
  | { kind: 'bad-encoding' };

/** Reads a request body up to `limit` bytes (after gunzip when the body is gzip-encoded). */
function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    if (req.readableEnded) {
      // Already read to the end by whoever called handle(): nothing left to read.
      resolve({ kind: 'ok', body: Buffer.alloc(0) });
      return;
    }
    const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity' && encoding !== 'gzip') {
      resolve({ kind: 'bad-encoding' });
      return;
    }
    let settled = false;
    const chunks: Buffer[] = [];
    let size = 0;
    let rawSize = 0;
    const gunzip = encoding === 'gzip' ? createGunzip() : null;

    const cleanup = () => {
      req.off('data', onRawData);
      req.off('end', onRawEnd);
      req.off('error', onAbort);
      req.off('close', onClose);
      if (gunzip) {
        gunzip.removeAllListeners();
        gunzip.on('error', () => {});
        gunzip.destroy();
      }
    };
    const finish = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      cleanup();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        finish({ kind: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onRawData = (chunk: Buffer) => {
      rawSize += chunk.length;
      if (rawSize > limit) {
        finish({ kind: 'too-large' });
        return;
      }
      if (gunzip) gunzip.write(chunk);
      else onData(chunk);
    };
    const onRawEnd = () => {
      if (gunzip) gunzip.end();
      else finish({ kind: 'ok', body: Buffer.concat(chunks) });
    };
    const onAbort = () => finish({ kind: 'aborted' });
    const onClose = () => {
      if (!req.complete) finish({ kind: 'aborted' });
    };
    if (gunzip) {
      gunzip.on('data', onData);
      gunzip.on('end', () => finish({ kind: 'ok', body: Buffer.concat(chunks) }));
      gunzip.on('error', () => finish({ kind: 'bad-encoding' }));
    }
    req.on('data', onRawData);
    req.on('end', onRawEnd);
    req.on('error', onAbort);
    req.on('close', onClose);
  });
}

/** Reads and drops what is left of a refused body (bounded), then closes the connection. */
function discardRest(req: IncomingMessage, res: ServerResponse): void {
  let discarded = 0;
  const drop = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARD) req.destroy();
  };
  req.on('data', drop);
  req.on('error', () => {});
  req.resume();
  // The response says `Connection: close`; make sure the socket does go away.
  const timer = setTimeout(() => req.destroy(), 5000);
  timer.unref();
  req.on('end', () => clearTimeout(timer));
  res.on('close', () => clearTimeout(timer));
}

function send(res: ServerResponse, status: number, body: unknown, close = false): void {
  if (res.headersSent || res.destroyed || res.writableEnded) return;
  const payload = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'Content-Type': JSON_TYPE,
    'Content-Length': Buffer.byteLength(payload),
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
  if (close) headers.Connection = 'close';
  res.writeHead(status, headers);
  res.end(payload);
}

function sendError(res: ServerResponse, status: number, message: string, close = false): void {
  send(res, status, { message, status }, close);
}

export function createSearchService(options: SearchServiceOptions): SearchService {
  if (!options.appId || !options.searchApiKey || !options.adminApiKey) {
    throw new Error('createSearchService: appId, searchApiKey and adminApiKey are required');
  }
  if (options.searchApiKey === options.adminApiKey) {
    throw new Error('createSearchService: the search key and the admin key must differ');
  }
  const store = new IndexStore(options.dataDir);
  for (const [name, records] of Object.entries(options.indexes ?? {})) {
    store.setRecords(name, records as readonly AlgoliaRecord[]);
  }
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const appIdDigest = digest(options.appId);
  const searchKeyDigest = digest(options.searchApiKey);
  const adminKeyDigest = digest(options.adminApiKey);

  const taskResponse = (extra: Record<string, unknown> = {}) =>
    ok({ taskID: store.nextTaskID(), updatedAt: new Date().toISOString(), ...extra });

  const searchOne = (indexName: string, body: unknown, facet?: string) => {
    const engine = store.engine(indexName);
    return facet === undefined ? search(engine, body) : searchForFacetValues(engine, facet, body);
  };

  const routes: Route[] = [
    {
      method: 'POST',
      pattern: ['1', 'indexes', '*', 'queries'],
      access: 'read',
      hasBody: true,
      run: ({ body }) => {
        const { requests } = asObject(body, 'body');
        if (!Array.isArray(requests)) {
          throw new SearchError(400, 'Invalid body: "requests" must be an array');
        }
        const results = requests.map((request, i) => {
          const entry = asObject(request, `request #${i}`);
          const indexName = requireString(entry.indexName, `requests[${i}].indexName`);
          if (entry.type === 'facet') {
            const facet = requireString(entry.facet, `requests[${i}].facet`);
            return searchOne(indexName, entry, facet);
          }
          if (entry.type !== undefined && entry.type !== 'default') {
            throw new SearchError(400, `Invalid value for "type": ${String(entry.type)}`);
          }
          // v5 clients send `facet: undefined` etc. on hit queries; JSON drops them.
          return { ...searchOne(indexName, entry), index: indexName };
        });
        return ok({ results });
      },
    },
    {
      method: 'POST',
      pattern: ['1', 'indexes', '*', 'batch'],
      access: 'write',
      hasBody: true,
      run: ({ body }) => {
        const operations = parseBatchRequests(body, true);
        const taskID = new Map<string, number>();
        const objectIDs: string[] = [];
        for (const operation of operations) {
          const indexName = operation.indexName as string;
          objectIDs.push(...store.batch(indexName, [operation]));
          taskID.set(indexName, store.nextTaskID());
        }
        return ok({ taskID: Object.fromEntries(taskID), objectIDs });
      },
    },
    {
      method: 'GET',
      pattern: ['1', 'indexes'],
      access: 'write',
      hasBody: false,
      run: () => {
        const items = store.list();
        return ok({ items, nbPages: 1 });
      },
    },
    {
      method: 'POST',
      pattern: ['1', 'indexes', ':index', 'query'],
      access: 'read',
      hasBody: true,
      run: ({ params, body }) => ok(searchOne(params.index, asObject(body, 'body'))),
    },
    {
      method: 'POST',
      pattern: ['1', 'indexes', ':index', 'facets', ':facet', 'query'],
      access: 'read',
      hasBody: true,
      run: ({ params, body }) => ok(searchOne(params.index, asObject(body, 'body'), params.facet)),
    },
    {
      method: 'POST',
      pattern: ['1', 'indexes', ':index', 'batch'],
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => {
        const objectIDs = store.batch(params.index, parseBatchRequests(body, false));
        return ok({ taskID: store.nextTaskID(), objectIDs });
      },
    },
    {
      method: 'POST',
      pattern: ['1', 'indexes', ':index', 'operation'],
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => {
        const { operation, destination, scope } = asObject(body, 'body');
        if (operation !== 'copy' && operation !== 'move') {
          throw new SearchError(400, 'Invalid "operation": expected "copy" or "move"');
        }
        const target = requireString(destination, 'destination');
        if (
          scope !== undefined &&
          (!Array.isArray(scope) || !scope.every((item) => typeof item === 'string'))
        ) {
          throw new SearchError(400, 'Invalid "scope": expected an array of strings');
        }
        store.operation(params.index, operation, target, scope as string[] | undefined);
        return taskResponse();
      },
    },
    {
      method: 'GET',
      pattern: ['1', 'indexes', ':index', 'task', ':taskID'],
      access: 'write',
      hasBody: false,
      run: ({ params }) => {
        if (!/^\d+$/.test(params.taskID)) throw new SearchError(400, 'Invalid taskID');
        if (!store.taskExists(Number(params.taskID))) {
          throw new SearchError(404, 'Task does not exist');
        }
        return ok({ status: 'published', pendingTask: false });
      },
    },
    {
      method: 'GET',
      pattern: ['1', 'indexes', ':index', 'settings'],
      access: 'write',
      hasBody: false,
      run: ({ params }) => ok(store.getSettings(params.index)),
    },
    {
      method: 'PUT',
      pattern: ['1', 'indexes', ':index', 'settings'],
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => {
        store.setSettings(params.index, body);
        return taskResponse();
      },
    },
    {
      method: 'POST',
      pattern: ['1', 'indexes', ':index', 'clear'],
      access: 'write',
      hasBody: false,
      run: ({ params }) => {
        store.clear(params.index);
        return taskResponse();
      },
    },
    {
      method: 'DELETE',
      pattern: ['1', 'indexes', ':index'],
      access: 'write',
      hasBody: false,
      run: ({ params }) => {
        store.deleteIndex(params.index);
        return ok({ taskID: store.nextTaskID(), deletedAt: new Date().toISOString() });
      },
    },
    {
      method: 'POST',
      pattern: ['1', 'indexes', ':index'],
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => {
        const record = asObject(body, 'record');
        if (record.objectID !== undefined) {
          throw new SearchError(
            400,
            'Use PUT /1/indexes/{indexName}/{objectID} to set an objectID',
          );
        }
        const [objectID] = store.batch(params.index, [{ action: 'addObject', body: record }]);
        return ok({ taskID: store.nextTaskID(), objectID, createdAt: new Date().toISOString() });
      },
    },
    {
      method: 'GET',
      pattern: ['1', 'indexes', ':index', ':objectID'],
      declines: notAnObject,
      access: 'read',
      hasBody: false,
      run: ({ params, query }) => {
        const record = store.getObject(params.index, params.objectID);
        const wanted = query.get('attributesToRetrieve');
        if (!wanted || wanted === '*') return ok(record);
        let names: unknown = wanted.split(',').map((item) => item.trim());
        if (wanted.startsWith('[')) {
          try {
            names = JSON.parse(wanted);
          } catch {
            names = null;
          }
        }
        if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
          throw new SearchError(400, 'Invalid value for "attributesToRetrieve"');
        }
        const out: Record<string, unknown> = { objectID: record.objectID };
        for (const name of names as string[]) {
          if (Object.hasOwn(record, name)) out[name] = record[name];
        }
        return ok(out);
      },
    },
    {
      method: 'PUT',
      pattern: ['1', 'indexes', ':index', ':objectID'],
      declines: notAnObject,
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => {
        const record = { ...asObject(body, 'record'), objectID: params.objectID };
        store.batch(params.index, [{ action: 'updateObject', body: record }]);
        return taskResponse({ objectID: params.objectID });
      },
    },
    {
      method: 'DELETE',
      pattern: ['1', 'indexes', ':index', ':objectID'],
      declines: notAnObject,
      access: 'write',
      hasBody: false,
      run: ({ params }) => {
        store.deleteObject(params.index, params.objectID);
        return ok({ taskID: store.nextTaskID(), deletedAt: new Date().toISOString() });
      },
    },
  ];

  async function processRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.on('error', () => {});
    req.on('error', () => {});
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://localhost');

    if (method === 'OPTIONS') {
      const requested = String(req.headers['access-control-request-headers'] ?? '');
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers':
          /^[\w\-, ]*$/.test(requested) && requested ? requested : ALLOWED_HEADERS,
        'Access-Control-Max-Age': '86400',
        'Content-Length': 0,
      });
      res.end();
      return;
    }

    let segments: string[];
    try {
      segments = url.pathname
        .split('/')
        .filter((segment, i, all) => segment !== '' || (i > 0 && i < all.length - 1))
        .map((segment) => decodeURIComponent(segment));
    } catch {
      sendError(res, 400, 'Invalid URL encoding');
      return;
    }

    let route: Route | undefined;
    let params: Record<string, string> | null = null;
    const allowed = new Set<string>();
    for (const candidate of routes) {
      const matched = matchRoute(candidate.pattern, segments);
      if (!matched || candidate.declines?.(matched)) continue;
      allowed.add(candidate.method);
      if (!route && candidate.method === method) {
        route = candidate;
        params = matched;
      }
    }
    if (!route || !params) {
      if (allowed.size > 0) {
        res.setHeader('Allow', [...allowed, 'OPTIONS'].join(', '));
        sendError(res, 405, 'Method not allowed');
      } else {
        sendError(res, 404, 'Not found');
      }
      if (method !== 'GET' && method !== 'HEAD') discardRest(req, res);
      return;
    }

    const appId = credential(req, url.searchParams, 'x-algolia-application-id');
    const apiKey = credential(req, url.searchParams, 'x-algolia-api-key');
    const isAdmin = sameSecret(apiKey, adminKeyDigest);
    const isSearch = !isAdmin && sameSecret(apiKey, searchKeyDigest);
    if (!sameSecret(appId, appIdDigest) || (!isAdmin && !isSearch)) {
      sendError(res, 403, 'Invalid Application-ID or API key');
      discardRest(req, res);
      return;
    }
    if (route.access === 'write' && !isAdmin) {
      sendError(res, 403, 'Method not allowed with this API key');
      discardRest(req, res);
      return;
    }

    let body: unknown;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBody) {
      // Answer at once without buffering anything. A body small enough to be skipped keeps
      // the connection usable; a huge one closes it.
      sendError(res, 413, 'Request body too large', declared > MAX_DISCARD);
      discardRest(req, res);
      return;
    }
    const read = await readBody(req, maxBody);
    if (read.kind === 'aborted') return;
    if (read.kind === 'too-large') {
      sendError(res, 413, 'Request body too large');
      discardRest(req, res);
      return;
    }
    if (read.kind === 'bad-encoding') {
      sendError(res, 400, 'Unsupported or invalid Content-Encoding');
      discardRest(req, res);
      return;
    }
    if (route.hasBody && read.body.length > 0) {
      try {
        body = JSON.parse(read.body.toString('utf8'));
      } catch {
        sendError(res, 400, 'Invalid JSON body');
        return;
      }
    }

    const result = route.run({ params, query: url.searchParams, body });
    send(res, result.status, result.body);
  }

  return {
    handle(req, res) {
      processRequest(req, res).catch((err: unknown) => {
        if (err instanceof SearchError) {
          sendError(res, err.status, err.message);
        } else {
          console.error(`[search] internal error: ${(err as Error)?.message ?? String(err)}`);
          sendError(res, 500, 'Internal error');
        }
      });
    },
    setRecords(indexName, records) {
      store.setRecords(indexName, records as readonly AlgoliaRecord[]);
    },
    close() {
      return store.flush();
    },
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
