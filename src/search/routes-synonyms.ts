/**
 * Synonym routes of the search API (admin key), as Algolia has them: save one or a batch
 * (optionally replacing all), get, delete, clear, search.
 */

import { asObject, ok, type Route } from './api-router';
import { SearchError } from './params';
import type { IndexStore } from './store';
import { matchesSynonymQuery, parseSynonym } from './synonyms';

const flag = (query: URLSearchParams, name: string) => query.get(name) === 'true';

export function synonymRoutes(store: IndexStore): Route[] {
  const task = (extra: Record<string, unknown> = {}) =>
    ok({ taskID: store.nextTaskID(), updatedAt: new Date().toISOString(), ...extra });
  return [
    {
      method: 'POST',
      path: '/1/indexes/:index/synonyms/batch',
      access: 'write',
      hasBody: true,
      run: ({ params, query, body }) => {
        if (!Array.isArray(body)) {
          throw new SearchError(400, 'Invalid body: expected an array of synonyms');
        }
        const synonyms = body.map((item) => parseSynonym(item));
        store.saveSynonyms(params.index, synonyms, flag(query, 'replaceExistingSynonyms'));
        return task();
      },
    },
    {
      method: 'POST',
      path: '/1/indexes/:index/synonyms/clear',
      access: 'write',
      hasBody: false,
      run: ({ params }) => {
        store.clearSynonyms(params.index);
        return task();
      },
    },
    {
      method: 'POST',
      path: '/1/indexes/:index/synonyms/search',
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => {
        const request = asObject(body, 'body');
        const text = typeof request.query === 'string' ? request.query : '';
        const type = typeof request.type === 'string' ? request.type.toLowerCase() : undefined;
        const page = Number(request.page ?? 0);
        const hitsPerPage = Number(request.hitsPerPage ?? 100);
        if (!Number.isInteger(page) || page < 0) {
          throw new SearchError(
            400,
            'Invalid value for "page" parameter, expected a positive integer',
          );
        }
        if (!Number.isInteger(hitsPerPage) || hitsPerPage < 1 || hitsPerPage > 1000) {
          throw new SearchError(400, 'hitsPerPage must be between 1 and 1000');
        }
        const hits = store
          .listSynonyms(params.index)
          .filter((synonym) => !type || synonym.type.toLowerCase() === type)
          .filter((synonym) => matchesSynonymQuery(synonym, text));
        return ok({
          hits: hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
          nbHits: hits.length,
        });
      },
    },
    {
      method: 'GET',
      path: '/1/indexes/:index/synonyms/:objectID',
      access: 'write',
      hasBody: false,
      run: ({ params }) => ok(store.getSynonym(params.index, params.objectID)),
    },
    {
      method: 'PUT',
      path: '/1/indexes/:index/synonyms/:objectID',
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => {
        const synonym = parseSynonym({ ...asObject(body, 'synonym'), objectID: params.objectID });
        store.saveSynonyms(params.index, [synonym], false);
        return task({ id: params.objectID });
      },
    },
    {
      method: 'DELETE',
      path: '/1/indexes/:index/synonyms/:objectID',
      access: 'write',
      hasBody: false,
      run: ({ params }) => {
        store.deleteSynonym(params.index, params.objectID);
        return ok({ taskID: store.nextTaskID(), deletedAt: new Date().toISOString() });
      },
    },
  ];
}
