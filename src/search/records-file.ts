/**
 * The records file the build writes and search-push reads: `<outDir>/search/records.json`,
 * shaped `{ indexName, records }`.
 */

import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseSynonym } from './synonyms';
import type { DocSearchRecord, RecordsFile } from './types';

/** Where the build writes the records, relative to its output directory. */
export const RECORDS_FILE = path.join('search', 'records.json');
export const DEFAULT_RECORDS_PATH = path.join('build', RECORDS_FILE);

export class RecordsFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordsFileError';
  }
}

/** Writes `<outDir>/search/records.json` atomically; returns the file path. */
export async function writeRecordsFile(
  outDir: string,
  indexName: string,
  records: readonly DocSearchRecord[],
): Promise<string> {
  const file = path.join(outDir, RECORDS_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const data: RecordsFile = { indexName, records: [...records] };
  await writeFile(temp, JSON.stringify(data));
  await rename(temp, file);
  return file;
}

/** Reads and checks a records file. */
export async function readRecordsFile(file: string): Promise<RecordsFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new RecordsFileError(
        `Search records file not found: ${file}\nRun \`npm run build\` first: it writes the records there.`,
      );
    }
    throw new RecordsFileError(
      `Cannot read search records file ${file}: ${(err as Error).message}`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new RecordsFileError(
      `Search records file ${file} is not valid JSON: ${(err as Error).message}`,
    );
  }
  const parsed = data as Partial<RecordsFile> | null;
  if (!parsed || typeof parsed !== 'object' || typeof parsed.indexName !== 'string') {
    throw new RecordsFileError(`Search records file ${file} has no "indexName" string`);
  }
  if (!Array.isArray(parsed.records)) {
    throw new RecordsFileError(`Search records file ${file} has no "records" array`);
  }
  parsed.records.forEach((record: unknown, i: number) => {
    if (
      !record ||
      typeof record !== 'object' ||
      typeof (record as { objectID?: unknown }).objectID !== 'string'
    ) {
      throw new RecordsFileError(
        `Search records file ${file}: record #${i} has no string objectID`,
      );
    }
  });
  let synonyms;
  try {
    synonyms = parsed.synonyms?.map((synonym) => parseSynonym(synonym));
  } catch (err) {
    throw new RecordsFileError(`Search records file ${file}: ${(err as Error).message}`);
  }
  return { indexName: parsed.indexName, records: parsed.records as DocSearchRecord[], synonyms };
}
