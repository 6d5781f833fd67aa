/**
 * The search thread: the index store and every route, answering the HTTP side's messages in the
 * order they come (executor.ts). Searches, writes and answer serialization happen here.
 */

import { parentPort, workerData } from 'node:worker_threads';
import { runRoute, type ThreadAnswer, type ThreadMessage } from './executor';
import { searchRoutes } from './routes';
import { IndexStore } from './store';

const port = parentPort;
if (!port) throw new Error('service-thread.ts runs as a worker thread');
const store = new IndexStore((workerData as { dataDir?: string }).dataDir);
const routes = searchRoutes(store);
const answer = (message: ThreadAnswer) => port.postMessage(message);

port.on('message', (message: ThreadMessage) => {
  switch (message.type) {
    case 'run':
      answer({ id: message.id, ...runRoute(routes, message.request) });
      break;
    case 'setRecords':
      store.setRecords(message.name, message.records, message.synonyms);
      break;
    case 'warm':
      store.warm(message.name);
      break;
    case 'ready':
      answer({ id: message.id });
      break;
    case 'close':
      void store.flush().then(() => answer({ id: message.id }));
      break;
  }
});
