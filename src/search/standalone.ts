/**
 * Runs the local search service on its own:
 *
 *   npx tsx src/search/standalone.ts [--port 8108] [--host 127.0.0.1]
 *     [--records build/search/records.json] [--data-dir .cache/search]
 *
 * Credentials: SEARCH_APP_ID (default LOCAL), SEARCH_API_KEY (search-only key, default
 * "search"), SEARCH_ADMIN_KEY (default: a random key, printed). The records file, when it
 * exists, is loaded into its index at start.
 */

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readRecordsFile, DEFAULT_RECORDS_PATH } from './records-file';
import { startSearchServer } from './service';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8108' },
    host: { type: 'string', default: '127.0.0.1' },
    records: { type: 'string', default: DEFAULT_RECORDS_PATH },
    'data-dir': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port: ${values.port}`);
  process.exit(1);
}
const appId = process.env.SEARCH_APP_ID || 'LOCAL';
const searchApiKey = process.env.SEARCH_API_KEY || 'search';
const adminApiKey = process.env.SEARCH_ADMIN_KEY || randomBytes(16).toString('hex');

const indexes: Parameters<typeof startSearchServer>[0]['indexes'] = {};
if (values.records && existsSync(values.records)) {
  const file = await readRecordsFile(values.records);
  indexes[file.indexName] = file.records;
  console.log(`Loaded ${file.records.length} records into index "${file.indexName}".`);
}

const server = await startSearchServer({
  appId,
  searchApiKey,
  adminApiKey,
  dataDir: values['data-dir'],
  indexes,
  port,
  host: values.host,
  thread: true,
});
console.log(`Search service on ${server.url} (application id ${appId}).`);
if (!process.env.SEARCH_ADMIN_KEY) console.log(`Admin API key for this run: ${adminApiKey}`);

const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
