/**
 * npm run search:push [-- --file build/search/records.json]
 *
 * Uploads the search records of the last build. Environment: ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY,
 * optional ALGOLIA_INDEX_NAME (default: the index name in the records file) and ALGOLIA_HOSTS
 * (comma separated http://host:port of a local search service instead of Algolia).
 */

import { PushError, pushRecords } from '../src/search/push';

function fileArgument(argv: string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === '--file' || arg.startsWith('--file='));
  if (index < 0) return undefined;
  const arg = argv[index];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
}

try {
  await pushRecords({ file: fileArgument(process.argv.slice(2)) });
} catch (err) {
  console.error(err instanceof PushError ? err.message : `search-push failed: ${String(err)}`);
  process.exitCode = 1;
}
