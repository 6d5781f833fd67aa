/**
 * search-push: uploads the records the build wrote (build/search/records.json) with the
 * algoliasearch v5 client — to Algolia, or to a local search service when ALGOLIA_HOSTS is set.
 * The index settings go first (so the hosted engine ranks like the local one), then
 * replaceAllObjects swaps the records in atomically (temporary index, then move).
 */

import path from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { hostsFromUrls } from './hosts';
import { DEFAULT_RECORDS_PATH, RecordsFileError, readRecordsFile } from './records-file';
import { DOCSEARCH_INDEX_SETTINGS } from './settings';

/** Largest batch body sent, in bytes (the local service refuses bodies over 1 MB). */
const MAX_BATCH_BYTES = 512 * 1024;

export class PushError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushError';
  }
}

export interface PushOptions {
  /** Records file; default build/search/records.json under cwd. */
  file?: string;
  /** Environment to read ALGOLIA_* from; default process.env. */
  env?: Record<string, string | undefined>;
  log?: (message: string) => void;
}

export interface PushResult {
  indexName: string;
  records: number;
  batches: number;
  target: string;
}

function batchSizeFor(records: readonly unknown[]): number {
  let largest = 1;
  for (const record of records) {
    largest = Math.max(largest, JSON.stringify(record).length + 32);
  }
  return Math.max(1, Math.min(1000, Math.floor(MAX_BATCH_BYTES / largest)));
}

/** Pushes the records file to the configured index. Throws PushError with a clear message. */
export async function pushRecords(options: PushOptions = {}): Promise<PushResult> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((message: string) => console.log(message));
  const file = path.resolve(options.file ?? DEFAULT_RECORDS_PATH);

  const appId = env.ALGOLIA_APP_ID?.trim();
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim();
  const missing = [!appId && 'ALGOLIA_APP_ID', !adminKey && 'ALGOLIA_ADMIN_KEY'].filter(Boolean);
  if (missing.length > 0 || !appId || !adminKey) {
    throw new PushError(
      `Missing search credentials: set ${missing.join(' and ')} (the application id and an admin API key; ` +
        'set ALGOLIA_HOSTS=http://host:port too to push to a local search service).',
    );
  }

  let recordsFile;
  try {
    recordsFile = await readRecordsFile(file);
  } catch (err) {
    if (err instanceof RecordsFileError) throw new PushError(err.message);
    throw err;
  }
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() || recordsFile.indexName;
  const hostsEnv = env.ALGOLIA_HOSTS?.trim();
  let hosts;
  try {
    hosts = hostsEnv ? hostsFromUrls(hostsEnv) : undefined;
  } catch (err) {
    throw new PushError(`ALGOLIA_HOSTS: ${(err as Error).message}`);
  }
  const target = hostsEnv ? `local search service ${hostsEnv}` : `Algolia application ${appId}`;
  const client = algoliasearch(appId, adminKey, hosts ? { hosts } : undefined);

  log(`Pushing ${recordsFile.records.length} records to index "${indexName}" on ${target}...`);
  try {
    const settingsTask = await client.setSettings({
      indexName,
      indexSettings: { ...DOCSEARCH_INDEX_SETTINGS } as Parameters<
        typeof client.setSettings
      >[0]['indexSettings'],
    });
    await client.waitForTask({ indexName, taskID: settingsTask.taskID });
    if (recordsFile.synonyms && recordsFile.synonyms.length > 0) {
      const synonymsTask = await client.saveSynonyms({
        indexName,
        synonymHit: recordsFile.synonyms as Parameters<typeof client.saveSynonyms>[0]['synonymHit'],
        replaceExistingSynonyms: true,
      });
      await client.waitForTask({ indexName, taskID: synonymsTask.taskID });
    }
    const result = await client.replaceAllObjects({
      indexName,
      objects: recordsFile.records as unknown as Array<Record<string, unknown>>,
      batchSize: batchSizeFor(recordsFile.records),
    });
    log(`Index "${indexName}" now holds ${recordsFile.records.length} records.`);
    return {
      indexName,
      records: recordsFile.records.length,
      batches: result.batchResponses.length,
      target,
    };
  } catch (err) {
    const status = (err as { status?: number }).status;
    const name = (err as Error).name;
    const detail = (err as Error).message;
    if (status === 403) {
      throw new PushError(
        `${target} refused the credentials (403: ${detail}). ALGOLIA_ADMIN_KEY must be an admin API key.`,
      );
    }
    if (name === 'RetryError') {
      throw new PushError(`Cannot reach ${target}: ${detail}`);
    }
    throw new PushError(`Push to ${target} failed${status ? ` (${status})` : ''}: ${detail}`);
  }
}
