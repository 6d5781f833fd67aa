/**
 * Read routes of the search API (search key or admin key): multi-index queries, one index's
 * query, facet value search, one object.
 */

import { asObject, ok, requestList, type Route } from './api-router';
import { search, searchForFacetValues } from './engine';
import { SearchError, requireString } from './params';
import { notAnObject } from './routes-admin';
import type { IndexStore } from './store';

export function readRoutes(store: IndexStore): Route[] {
  const searchOne = (indexName: string, body: unknown, facet?: string) => {
    const engine = store.engine(indexName);
    return facet === undefined ? search(engine, body) : searchForFacetValues(engine, facet, body);
  };
  return [
    {
      method: 'POST',
      path: '/1/indexes/*/queries',
      access: 'read',
      searches: 'many',
      hasBody: true,
      run: ({ body }) => {
        const { strategy } = asObject(body, 'body');
        if (strategy === 'stopIfEnoughMatches') {
          throw new SearchError(
            400,
            'Unsupported parameter: strategy stopIfEnoughMatches is not implemented by this search service',
          );
        }
        if (strategy !== undefined && strategy !== 'none') {
          throw new SearchError(
            400,
            'Invalid value for "strategy" parameter, expected one of none, stopIfEnoughMatches',
          );
        }
        const results = requestList(body).map((entry, i) => {
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
      path: '/1/indexes/:index/query',
      access: 'read',
      searches: 'one',
      hasBody: true,
      run: ({ params, body }) => ok(searchOne(params.index, asObject(body, 'body'))),
    },
    {
      method: 'POST',
      path: '/1/indexes/:index/facets/:facet/query',
      access: 'read',
      searches: 'one',
      hasBody: true,
      run: ({ params, body }) => ok(searchOne(params.index, asObject(body, 'body'), params.facet)),
    },
    {
      method: 'GET',
      path: '/1/indexes/:index/:objectID',
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
  ];
}
