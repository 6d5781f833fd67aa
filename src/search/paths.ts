/**
 * Reading and writing records by attribute path (`hierarchy.lvl1`), never through an
 * object's prototype.
 */

import type { AlgoliaRecord, HighlightTree } from './types';

/** Path segments that would reach an object's prototype: never followed nor written. */
export const UNSAFE_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

const segmentCache = new Map<string, string[]>();

/**
 * A path's segments, split once: every hit of every query reads the same few paths. The
 * cache is capped, as a client may send any attribute names.
 */
export function segmentsOf(path: string): string[] {
  let segments = segmentCache.get(path);
  if (!segments) {
    segments = path.split('.');
    if (segmentCache.size < 10_000) segmentCache.set(path, segments);
  }
  return segments;
}

export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  setAt(target, segmentsOf(path), value);
}

/** setPath with the path already split. */
export function setAt(target: Record<string, unknown>, segments: string[], value: unknown): void {
  if (segments.some((segment) => UNSAFE_SEGMENTS.has(segment))) return;
  let current = target;
  for (let i = 0; i < segments.length - 1; i++) {
    const next = Object.hasOwn(current, segments[i]) ? current[segments[i]] : undefined;
    if (!next || typeof next !== 'object' || Array.isArray(next)) current[segments[i]] = {};
    current = current[segments[i]] as Record<string, unknown>;
  }
  current[segments[segments.length - 1]] = value;
}

export function getPath(record: unknown, path: string): unknown {
  return getAt(record, segmentsOf(path));
}

/** getPath with the path already split. */
export function getAt(record: unknown, segments: string[]): unknown {
  let current: unknown = record;
  for (const segment of segments) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined;
    if (UNSAFE_SEGMENTS.has(segment) || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

export function deleteTopOrNested(target: Record<string, unknown>, path: string): void {
  const segments = path.split('.');
  if (segments.some((segment) => UNSAFE_SEGMENTS.has(segment))) return;
  let current: unknown = target;
  for (let i = 0; i < segments.length - 1; i++) {
    if (!current || typeof current !== 'object' || !Object.hasOwn(current, segments[i])) return;
    current = (current as Record<string, unknown>)[segments[i]];
  }
  if (current && typeof current === 'object') {
    delete (current as Record<string, unknown>)[segments[segments.length - 1]];
  }
}

export function mirror<T>(value: unknown, make: (text: string) => T): HighlightTree<T> | undefined {
  if (typeof value === 'string') return make(value);
  if (Array.isArray(value)) {
    const out = value.map((item) => mirror(item, make)).filter((item) => item !== undefined);
    return out as HighlightTree<T>;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, HighlightTree<T>> = {};
    for (const [key, item] of Object.entries(value)) {
      if (UNSAFE_SEGMENTS.has(key)) continue;
      const mirrored = mirror(item, make);
      if (mirrored !== undefined) out[key] = mirrored;
    }
    return out;
  }
  return undefined;
}

export function attributesOf(record: AlgoliaRecord, specs: string[]): string[] {
  const out: string[] = [];
  for (const spec of specs) {
    if (spec === '*') {
      for (const key of Object.keys(record)) {
        if (key !== 'objectID' && !UNSAFE_SEGMENTS.has(key)) out.push(key);
      }
    } else out.push(spec);
  }
  return out;
}
