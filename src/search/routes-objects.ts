/**
 * Record routes beyond search, as Algolia has them: getObjects (several records across
 * indexes), browse (every matching record, page by page with a cursor), partialUpdateObject
 * (with Algolia's built-in operations) and deleteBy (records matching filters).
 */

import { asObject, ok, requestList, type Route } from './api-router';
import { browse } from './engine';
import { SearchError, requireString } from './params';
import type { IndexStore } from './store';
import type { AlgoliaRecord } from './types';

/** What a browse cursor carries: the first request's parameters and where the next page starts. */
interface Cursor {
  params: Record<string, unknown>;
  start: number;
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

function decodeCursor(text: unknown): Cursor {
  if (typeof text === 'string' && text !== '') {
    try {
      const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
      if (
        cursor &&
        typeof cursor.params === 'object' &&
        Number.isInteger(cursor.start) &&
        cursor.start >= 0
      ) {
        return cursor;
      }
    } catch {
      // answered below
    }
  }
  throw new SearchError(400, 'Invalid value for "cursor" parameter');
}

/** A record reduced to the attributes asked for (objectID always stays), as Algolia returns it. */
function retrieve(record: AlgoliaRecord, names: unknown): AlgoliaRecord {
  if (names === undefined || names === null) return record;
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
    throw new SearchError(400, 'Invalid value for "attributesToRetrieve": expected an array');
  }
  if (names.includes('*')) return record;
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const name of names) if (Object.hasOwn(record, name)) out[name] = record[name];
  return out as AlgoliaRecord;
}

/** The filter parameters deleteBy takes; anything else is refused rather than ignored. */
const DELETE_BY_PARAMS = new Set([
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'params',
]);

export function objectRoutes(store: IndexStore): Route[] {
  const runBrowse = (indexName: string, input: Record<string, unknown>) => {
    const { cursor: cursorText, ...rest } = input;
    const cursor = cursorText === undefined ? { params: rest, start: 0 } : decodeCursor(cursorText);
    const hitsPerPage = Number(cursor.params.hitsPerPage ?? 1000);
    if (!Number.isInteger(hitsPerPage) || hitsPerPage < 1 || hitsPerPage > 1000) {
      throw new SearchError(
        400,
        'Invalid value for "hitsPerPage" parameter, expected an integer between 1 and 1000',
      );
    }
    const page = browse(store.engine(indexName), cursor.params, cursor.start);
    const { next, ...answer } = page;
    return ok({
      ...answer,
      page: Math.floor(cursor.start / page.hitsPerPage),
      nbPages: Math.ceil(page.nbHits / page.hitsPerPage),
      ...(next !== undefined
        ? { cursor: encodeCursor({ params: cursor.params, start: next }) }
        : {}),
    });
  };
  const queryObject = (query: URLSearchParams) => Object.fromEntries(query.entries());
  return [
    {
      method: 'POST',
      path: '/1/indexes/*/objects',
      access: 'read',
      hasBody: true,
      run: ({ body }) => {
        const wanted = requestList(body).map((entry, i) => {
          return {
            indexName: requireString(entry.indexName, `requests[${i}].indexName`),
            objectID: requireString(entry.objectID, `requests[${i}].objectID`),
            attributesToRetrieve: entry.attributesToRetrieve,
          };
        });
        const found = store.getObjects(wanted);
        return ok({
          results: found.map((record, i) =>
            record ? retrieve(record, wanted[i].attributesToRetrieve) : null,
          ),
        });
      },
    },
    {
      method: 'POST',
      path: '/1/indexes/:index/browse',
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => runBrowse(params.index, asObject(body, 'body')),
    },
    {
      method: 'GET',
      path: '/1/indexes/:index/browse',
      access: 'write',
      hasBody: false,
      run: ({ params, query }) => runBrowse(params.index, queryObject(query)),
    },
    {
      method: 'POST',
      path: '/1/indexes/:index/:objectID/partial',
      access: 'write',
      hasBody: true,
      run: ({ params, query, body }) => {
        const changes = asObject(body, 'body');
        const create = query.get('createIfNotExists') !== 'false';
        store.batch(params.index, [
          {
            action: create ? 'partialUpdateObject' : 'partialUpdateObjectNoCreate',
            body: { ...changes, objectID: params.objectID },
          },
        ]);
        return ok({
          taskID: store.nextTaskID(),
          objectID: params.objectID,
          updatedAt: new Date().toISOString(),
        });
      },
    },
    {
      method: 'POST',
      path: '/1/indexes/:index/deleteByQuery',
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => {
        const input = asObject(body, 'body');
        const filters: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(input)) {
          if (!DELETE_BY_PARAMS.has(key)) {
            throw new SearchError(400, `Unsupported parameter for deleteBy: ${key}`);
          }
          filters[key] = value;
        }
        if (typeof filters.params === 'string') {
          for (const key of new URLSearchParams(filters.params).keys()) {
            if (!DELETE_BY_PARAMS.has(key)) {
              throw new SearchError(400, `Unsupported parameter for deleteBy: ${key}`);
            }
          }
        }
        const hasFilter = Object.entries(filters).some(
          ([key, value]) =>
            value !== undefined && value !== '' && (key !== 'params' || /=./.test(String(value))),
        );
        // Algolia refuses a deleteBy that would match every record.
        if (!hasFilter) throw new SearchError(400, 'deleteBy needs at least one filter');
        const engine = store.engine(params.index);
        const objectIDs: string[] = [];
        for (let start: number | undefined = 0; start !== undefined;) {
          const page = browse(engine, { ...filters, attributesToRetrieve: ['objectID'] }, start);
          objectIDs.push(...page.hits.map((hit) => String(hit.objectID)));
          start = page.next;
        }
        store.deleteObjects(params.index, objectIDs);
        return ok({ taskID: store.nextTaskID(), updatedAt: new Date().toISOString() });
      },
    },
  ];
}
