/**
 * Write routes of the search API (admin key only): batches, index copy / move / clear /
 * delete, settings, tasks, the index list, and saving or deleting one object.
 */

import { asObject, ok, type Route } from './api-router';
import { SearchError, requireString } from './params';
import { parseBatchRequests, type IndexStore } from './store';

/** Path words of named routes: never taken as an objectID, and `*` is never an index. */
const RESERVED = new Set([
  'query',
  'queries',
  'batch',
  'operation',
  'settings',
  'clear',
  'task',
  'synonyms',
  'objects',
  'browse',
  'deleteByQuery',
]);
export const notAnObject = (params: Record<string, string>) =>
  params.index === '*' || RESERVED.has(params.objectID);

export function adminRoutes(store: IndexStore): Route[] {
  const taskResponse = (extra: Record<string, unknown> = {}) =>
    ok({ taskID: store.nextTaskID(), updatedAt: new Date().toISOString(), ...extra });
  return [
    {
      method: 'POST',
      path: '/1/indexes/*/batch',
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
      path: '/1/indexes',
      access: 'write',
      hasBody: false,
      run: () => {
        const items = store.list();
        return ok({ items, nbPages: 1 });
      },
    },
    {
      method: 'POST',
      path: '/1/indexes/:index/batch',
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => {
        const objectIDs = store.batch(params.index, parseBatchRequests(body, false));
        return ok({ taskID: store.nextTaskID(), objectIDs });
      },
    },
    {
      method: 'POST',
      path: '/1/indexes/:index/operation',
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
      path: '/1/indexes/:index/task/:taskID',
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
      path: '/1/indexes/:index/settings',
      access: 'write',
      hasBody: false,
      run: ({ params }) => ok(store.getSettings(params.index)),
    },
    {
      method: 'PUT',
      path: '/1/indexes/:index/settings',
      access: 'write',
      hasBody: true,
      run: ({ params, body }) => {
        store.setSettings(params.index, body);
        return taskResponse();
      },
    },
    {
      method: 'POST',
      path: '/1/indexes/:index/clear',
      access: 'write',
      hasBody: false,
      run: ({ params }) => {
        store.clear(params.index);
        return taskResponse();
      },
    },
    {
      method: 'DELETE',
      path: '/1/indexes/:index',
      access: 'write',
      hasBody: false,
      run: ({ params }) => {
        store.deleteIndex(params.index);
        return ok({ taskID: store.nextTaskID(), deletedAt: new Date().toISOString() });
      },
    },
    {
      method: 'POST',
      path: '/1/indexes/:index',
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
      method: 'PUT',
      path: '/1/indexes/:index/:objectID',
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
      path: '/1/indexes/:index/:objectID',
      declines: notAnObject,
      access: 'write',
      hasBody: false,
      run: ({ params }) => {
        store.deleteObject(params.index, params.objectID);
        return ok({ taskID: store.nextTaskID(), deletedAt: new Date().toISOString() });
      },
    },
  ];
}
