/**
 * The indexes of the local search service: records and settings per index name, the write
 * operations Algolia's API offers (batch, copy / move, clear, delete, settings), lazily rebuilt
 * search indexes, and optional persistence (one JSON file per index, written atomically).
 */

import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createIndex, type SearchIndex } from './engine';
import { warmUp } from './warm-up';
import { applyPartialUpdate } from './partial-update';
import { compileSynonyms, type Synonym } from './synonyms';
import { SearchError, parseSettings } from './params';
import { DOCSEARCH_INDEX_SETTINGS, ALGOLIA_DEFAULT_SETTINGS, compileSettings } from './settings';
import type { AlgoliaRecord, IndexSettings } from './types';

interface StoredIndex {
  name: string;
  settings: IndexSettings;
  records: Map<string, AlgoliaRecord>;
  synonyms: Map<string, Synonym>;
  createdAt: string;
  updatedAt: string;
  engine: SearchIndex | null;
}

interface PersistedIndex {
  name: string;
  settings: IndexSettings;
  records: AlgoliaRecord[];
  synonyms?: Synonym[];
  createdAt: string;
  updatedAt: string;
}

export type BatchAction =
  | 'addObject'
  | 'updateObject'
  | 'partialUpdateObject'
  | 'partialUpdateObjectNoCreate'
  | 'deleteObject'
  | 'delete'
  | 'clear';

export interface BatchOperation {
  action: BatchAction;
  body?: Record<string, unknown>;
}

const ACTIONS = new Set<string>([
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'delete',
  'clear',
]);

const MAX_RECORD_DEPTH = 64;

function now(): string {
  return new Date().toISOString();
}

function fileNameFor(indexName: string): string {
  return `${Buffer.from(indexName, 'utf8').toString('base64url')}.json`;
}

/** Nesting depth of a JSON value, without recursion. */
function depthOf(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth > max) max = depth;
    if (max > MAX_RECORD_DEPTH) return max;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return max;
}

function objectIdOf(body: Record<string, unknown>, required: boolean): string {
  const id = body.objectID;
  if (typeof id === 'string' && id.length > 0) return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (required || id !== undefined) {
    throw new SearchError(400, 'objectID must be a non-empty string');
  }
  return randomBytes(8).toString('hex');
}

/** Parses the `requests` of a batch body. */
export function parseBatchRequests(
  input: unknown,
  withIndexName: boolean,
): Array<BatchOperation & { indexName?: string }> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new SearchError(400, 'Invalid batch: expected a JSON object with "requests"');
  }
  const requests = (input as { requests?: unknown }).requests;
  if (!Array.isArray(requests)) {
    throw new SearchError(400, 'Invalid batch: "requests" must be an array');
  }
  return requests.map((request, i) => {
    if (!request || typeof request !== 'object' || Array.isArray(request)) {
      throw new SearchError(400, `Invalid batch request #${i}: expected an object`);
    }
    const { action, body, indexName } = request as Record<string, unknown>;
    if (typeof action !== 'string' || !ACTIONS.has(action)) {
      throw new SearchError(400, `Invalid batch request #${i}: unknown action ${String(action)}`);
    }
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw new SearchError(400, `Invalid batch request #${i}: "body" must be an object`);
    }
    if (action !== 'delete' && action !== 'clear' && body === undefined) {
      throw new SearchError(400, `Invalid batch request #${i}: "body" is required`);
    }
    if (body !== undefined && depthOf(body) > MAX_RECORD_DEPTH) {
      throw new SearchError(400, `Invalid batch request #${i}: record nested too deeply`);
    }
    if (withIndexName && (typeof indexName !== 'string' || indexName.length === 0)) {
      throw new SearchError(400, `Invalid batch request #${i}: "indexName" is required`);
    }
    return {
      action: action as BatchAction,
      body: body as Record<string, unknown> | undefined,
      indexName: withIndexName ? (indexName as string) : undefined,
    };
  });
}

export class IndexStore {
  private readonly indexes = new Map<string, StoredIndex>();
  private readonly dataDir: string | undefined;
  private readonly dirty = new Set<string>();
  private writeChain: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private lastTaskID: number;

  constructor(dataDir?: string) {
    this.dataDir = dataDir ? path.resolve(dataDir) : undefined;
    this.lastTaskID = Date.now();
    if (this.dataDir) this.load(this.dataDir);
  }

  // -------------------------------------------------------------------------------------------
  // persistence

  private load(dir: string): void {
    mkdirSync(dir, { recursive: true });
    for (const entry of readdirSync(dir)) {
      if (!entry.endsWith('.json')) continue;
      try {
        const data = JSON.parse(readFileSync(path.join(dir, entry), 'utf8')) as PersistedIndex;
        if (typeof data.name !== 'string' || !Array.isArray(data.records)) continue;
        const records = new Map<string, AlgoliaRecord>();
        for (const record of data.records) {
          if (record && typeof record.objectID === 'string') records.set(record.objectID, record);
        }
        this.indexes.set(data.name, {
          name: data.name,
          settings: data.settings && typeof data.settings === 'object' ? data.settings : {},
          records,
          synonyms: new Map((data.synonyms ?? []).map((synonym) => [synonym.objectID, synonym])),
          createdAt: data.createdAt ?? now(),
          updatedAt: data.updatedAt ?? now(),
          engine: null,
        });
      } catch (err) {
        console.warn(`[search] ignoring unreadable index file ${entry}: ${(err as Error).message}`);
      }
    }
  }

  private touch(index: StoredIndex, recordsChanged: boolean): void {
    index.updatedAt = now();
    if (recordsChanged) index.engine = null;
    this.schedule(index.name);
  }

  private schedule(name: string): void {
    if (!this.dataDir) return;
    this.dirty.add(name);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    this.writeChain = this.writeChain.then(async () => {
      // Let writes of the same tick coalesce into one file write per index.
      await new Promise((resolve) => setImmediate(resolve));
      this.flushScheduled = false;
      const names = [...this.dirty];
      this.dirty.clear();
      for (const indexName of names) await this.writeIndex(indexName);
    });
  }

  private async writeIndex(name: string): Promise<void> {
    if (!this.dataDir) return;
    const file = path.join(this.dataDir, fileNameFor(name));
    const index = this.indexes.get(name);
    try {
      if (!index) {
        await unlink(file).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        });
        return;
      }
      const data: PersistedIndex = {
        name: index.name,
        settings: index.settings,
        records: [...index.records.values()],
        synonyms: [...index.synonyms.values()],
        createdAt: index.createdAt,
        updatedAt: index.updatedAt,
      };
      const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, JSON.stringify(data));
      await rename(temp, file);
    } catch (err) {
      console.error(`[search] could not persist index "${name}": ${(err as Error).message}`);
    }
  }

  /** Resolves once every change made so far is on disk. */
  async flush(): Promise<void> {
    // A write scheduled while flushing chains after the current one; loop until idle.
    let chain: Promise<void>;
    do {
      chain = this.writeChain;
      await chain;
    } while (chain !== this.writeChain || this.flushScheduled);
  }

  // -------------------------------------------------------------------------------------------
  // reads

  has(name: string): boolean {
    return this.indexes.has(name);
  }

  private require(name: string): StoredIndex {
    const index = this.indexes.get(name);
    if (!index) throw new SearchError(404, 'Index does not exist');
    return index;
  }

  /** The search index of an index name (404 when it does not exist). */
  engine(name: string): SearchIndex {
    const index = this.require(name);
    if (!index.engine) this.build(index);
    return index.engine as SearchIndex;
  }

  /** Builds the index's search structures now (not on its first query) and warms them up. */
  warm(name: string): void {
    const index = this.require(name);
    if (index.engine) return;
    warmUp(this.build(index));
  }

  private build(index: StoredIndex): SearchIndex {
    const engine = createIndex([...index.records.values()], index.settings);
    engine.synonyms = compileSynonyms(index.synonyms.values());
    index.engine = engine;
    return engine;
  }

  // -------------------------------------------------------------------------------------------
  // synonyms (a change recompiles the table; the index stays)

  private synonymsChanged(index: StoredIndex): void {
    if (index.engine) index.engine.synonyms = compileSynonyms(index.synonyms.values());
    this.touch(index, false);
  }

  saveSynonyms(name: string, synonyms: Synonym[], replaceExisting: boolean): void {
    const index = this.ensure(name);
    if (replaceExisting) index.synonyms.clear();
    for (const synonym of synonyms) index.synonyms.set(synonym.objectID, synonym);
    this.synonymsChanged(index);
  }

  getSynonym(name: string, objectID: string): Synonym {
    const synonym = this.require(name).synonyms.get(objectID);
    if (!synonym) throw new SearchError(404, 'Synonym set does not exist');
    return synonym;
  }

  deleteSynonym(name: string, objectID: string): void {
    const index = this.require(name);
    if (!index.synonyms.delete(objectID)) {
      throw new SearchError(404, 'Synonym set does not exist');
    }
    this.synonymsChanged(index);
  }

  clearSynonyms(name: string): void {
    const index = this.require(name);
    index.synonyms.clear();
    this.synonymsChanged(index);
  }

  listSynonyms(name: string): Synonym[] {
    return [...this.require(name).synonyms.values()];
  }

  getObject(name: string, objectID: string): AlgoliaRecord {
    const record = this.require(name).records.get(objectID);
    if (!record) throw new SearchError(404, 'ObjectID does not exist');
    return record;
  }

  /** Records by index and objectID (null where either is missing), as getObjects answers. */
  getObjects(requests: ReadonlyArray<{ indexName: string; objectID: string }>) {
    return requests.map(
      ({ indexName, objectID }) => this.indexes.get(indexName)?.records.get(objectID) ?? null,
    );
  }

  /** Deletes records by objectID (deleteBy, once the filters have picked them). */
  deleteObjects(name: string, objectIDs: readonly string[]): void {
    const index = this.require(name);
    for (const objectID of objectIDs) index.records.delete(objectID);
    this.touch(index, true);
  }

  getSettings(name: string): IndexSettings {
    const index = this.require(name);
    return { ...ALGOLIA_DEFAULT_SETTINGS, ...index.settings };
  }

  list() {
    return [...this.indexes.values()].map((index) => {
      const size = JSON.stringify([...index.records.values()]).length;
      return {
        name: index.name,
        createdAt: index.createdAt,
        updatedAt: index.updatedAt,
        entries: index.records.size,
        dataSize: size,
        fileSize: size,
        lastBuildTimeS: 0,
        numberOfPendingTasks: 0,
        pendingTask: false,
      };
    });
  }

  // -------------------------------------------------------------------------------------------
  // writes (all complete synchronously, so every task is published as soon as it is issued)

  nextTaskID(): number {
    this.lastTaskID = Math.max(this.lastTaskID + 1, Date.now());
    return this.lastTaskID;
  }

  taskExists(taskID: number): boolean {
    return Number.isInteger(taskID) && taskID > 0 && taskID <= this.lastTaskID;
  }

  /** The index of that name, created (with Algolia's default settings unless given) if needed. */
  private ensure(name: string, settings: IndexSettings = {}): StoredIndex {
    let index = this.indexes.get(name);
    if (!index) {
      const at = now();
      index = {
        name,
        settings: { ...settings },
        records: new Map(),
        synonyms: new Map(),
        createdAt: at,
        updatedAt: at,
        engine: null,
      };
      this.indexes.set(name, index);
    }
    return index;
  }

  /** Replaces every record of an index (created with the DocSearch settings if needed). */
  setRecords(name: string, records: readonly AlgoliaRecord[], synonyms?: Synonym[]): void {
    const index = this.ensure(name, DOCSEARCH_INDEX_SETTINGS);
    index.records = new Map();
    for (const record of records) {
      index.records.set(objectIdOf(record, true), record);
    }
    if (synonyms) index.synonyms = new Map(synonyms.map((synonym) => [synonym.objectID, synonym]));
    this.touch(index, true);
  }

  /** Applies batch operations; returns the objectIDs they touched. */
  batch(name: string, operations: BatchOperation[]): string[] {
    const objectIDs: string[] = [];
    for (const { action, body } of operations) {
      if (action === 'delete') {
        this.deleteIndex(name);
        continue;
      }
      const index = this.ensure(name);
      switch (action) {
        case 'clear':
          index.records.clear();
          break;
        case 'addObject':
        case 'updateObject': {
          const record = { ...(body as Record<string, unknown>) };
          const objectID = objectIdOf(record, action === 'updateObject');
          record.objectID = objectID;
          index.records.set(objectID, record as AlgoliaRecord);
          objectIDs.push(objectID);
          break;
        }
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate': {
          const objectID = objectIdOf(body as Record<string, unknown>, true);
          const existing = index.records.get(objectID);
          if (existing || action === 'partialUpdateObject') {
            index.records.set(
              objectID,
              applyPartialUpdate(existing, body as Record<string, unknown>, objectID),
            );
          }
          objectIDs.push(objectID);
          break;
        }
        case 'deleteObject': {
          const objectID = objectIdOf(body as Record<string, unknown>, true);
          index.records.delete(objectID);
          objectIDs.push(objectID);
          break;
        }
      }
      this.touch(index, true);
    }
    return objectIDs;
  }

  /** Copies or moves an index. A missing source is ignored, as Algolia does. */
  operation(source: string, operation: 'copy' | 'move', destination: string, scope?: string[]) {
    const from = this.indexes.get(source);
    if (!from || source === destination) return;
    if (operation === 'copy' && scope && scope.length > 0) {
      // A scoped copy carries settings and / or synonyms (rules do not exist here).
      const to = this.ensure(destination);
      if (scope.includes('settings')) {
        to.settings = structuredClone(from.settings);
        this.touch(to, true);
      }
      if (scope.includes('synonyms')) {
        to.synonyms = new Map(from.synonyms);
        this.synonymsChanged(to);
      }
      return;
    }
    const at = now();
    this.indexes.set(destination, {
      name: destination,
      settings: structuredClone(from.settings),
      records:
        operation === 'copy'
          ? new Map([...from.records].map(([id, record]) => [id, structuredClone(record)]))
          : from.records,
      synonyms: new Map(from.synonyms),
      createdAt: this.indexes.get(destination)?.createdAt ?? at,
      updatedAt: at,
      engine: null,
    });
    this.schedule(destination);
    if (operation === 'move') {
      this.indexes.delete(source);
      this.schedule(source);
    }
  }

  clear(name: string): void {
    const index = this.require(name);
    index.records.clear();
    this.touch(index, true);
  }

  deleteIndex(name: string): void {
    if (this.indexes.delete(name)) this.schedule(name);
  }

  deleteObject(name: string, objectID: string): void {
    const index = this.require(name);
    index.records.delete(objectID);
    this.touch(index, true);
  }

  /** Partial settings update (a null value resets a setting); creates the index if needed. */
  setSettings(name: string, input: unknown): void {
    const changes = parseSettings(input);
    const index = this.indexes.get(name);
    const merged: IndexSettings = { ...index?.settings };
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    compileSettings(merged); // rejects invalid ranking / attribute specs before storing
    const target = index ?? this.ensure(name);
    target.settings = merged;
    this.touch(target, true);
  }
}
