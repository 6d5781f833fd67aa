/**
 * Partial record updates as Algolia applies them: top-level attributes are replaced, and an
 * attribute given as `{ _operation, value }` is changed by one of Algolia's built-in
 * operations (Increment, Decrement, Add, Remove, AddUnique, IncrementFrom, IncrementSet).
 */

import { SearchError } from './params';
import type { AlgoliaRecord } from './types';

const OPERATIONS = [
  'Increment',
  'Decrement',
  'Add',
  'Remove',
  'AddUnique',
  'IncrementFrom',
  'IncrementSet',
] as const;
type Operation = (typeof OPERATIONS)[number];

const isOperation = (value: unknown): value is { _operation: unknown; value?: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && '_operation' in value;

function numberFor(attribute: string, operation: Operation, value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new SearchError(
    400,
    `Invalid value for "${attribute}": the ${operation} operation needs a number`,
  );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One attribute's new value; `undefined` leaves the record without it. */
function applyOperation(
  attribute: string,
  current: unknown,
  operation: Operation,
  value: unknown,
): unknown {
  const asList = current === undefined ? [] : Array.isArray(current) ? current : [current];
  switch (operation) {
    case 'Increment':
      return (typeof current === 'number' ? current : 0) + numberFor(attribute, operation, value);
    case 'Decrement':
      return (typeof current === 'number' ? current : 0) - numberFor(attribute, operation, value);
    case 'IncrementFrom': {
      // Increments only when the stored value equals the given one (0 for a missing attribute).
      const from = numberFor(attribute, operation, value);
      const stored = typeof current === 'number' ? current : 0;
      return stored === from ? stored + 1 : current;
    }
    case 'IncrementSet': {
      // Sets the value only when it is greater than the stored one.
      const next = numberFor(attribute, operation, value);
      return typeof current !== 'number' || next > current ? next : current;
    }
    case 'Add':
      return [...asList, value];
    case 'AddUnique':
      return asList.some((item) => sameValue(item, value)) ? asList : [...asList, value];
    case 'Remove':
      return asList.filter((item) => !sameValue(item, value));
  }
}

/** The record after a partial update (`existing` undefined: the update creates it). */
export function applyPartialUpdate(
  existing: AlgoliaRecord | undefined,
  changes: Record<string, unknown>,
  objectID: string,
): AlgoliaRecord {
  const next: Record<string, unknown> = { ...existing };
  for (const [attribute, change] of Object.entries(changes)) {
    if (attribute === 'objectID') continue;
    if (!isOperation(change)) {
      next[attribute] = change;
      continue;
    }
    const operation = change._operation;
    if (typeof operation !== 'string' || !(OPERATIONS as readonly string[]).includes(operation)) {
      throw new SearchError(
        400,
        `Invalid "_operation" for "${attribute}": ${String(operation)} (expected one of ${OPERATIONS.join(', ')})`,
      );
    }
    const value = applyOperation(attribute, next[attribute], operation as Operation, change.value);
    if (value === undefined) delete next[attribute];
    else next[attribute] = value;
  }
  next.objectID = objectID;
  return next as AlgoliaRecord;
}
