/**
 * API keys of the search service: which of the two keys (search-only or admin) a request
 * carries, from Algolia's headers or query parameters, compared in constant time; or a secured
 * key made from the search-only key (secured-keys.ts), with the restrictions it carries.
 */

import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { keyRestrictions, securedKeyParams, type KeyRestrictions } from './secured-keys';

export type Access = 'read' | 'write';

export interface ServiceKeys {
  appId: string;
  searchApiKey: string;
  adminApiKey: string;
}

const READ_ONLY: ReadonlySet<Access> = new Set(['read']);
const READ_WRITE: ReadonlySet<Access> = new Set(['read', 'write']);

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function credential(req: IncomingMessage, query: URLSearchParams, name: string): string {
  const fromQuery = query.get(name);
  if (fromQuery !== null) return fromQuery;
  const header = req.headers[name];
  return Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
}

/** Checks keys once configured; returns what a request may do, or null for bad credentials. */
export function createKeyCheck(keys: ServiceKeys) {
  if (!keys.appId || !keys.searchApiKey || !keys.adminApiKey) {
    throw new Error('createSearchService: appId, searchApiKey and adminApiKey are required');
  }
  if (keys.searchApiKey === keys.adminApiKey) {
    throw new Error('createSearchService: the search key and the admin key must differ');
  }
  const appId = digest(keys.appId);
  const searchKey = digest(keys.searchApiKey);
  const adminKey = digest(keys.adminApiKey);
  /**
   * What a request may do, or null for bad credentials; a secured key's restrictions with it
   * (keyRestrictions throws a SearchError for a parameter it cannot honour).
   */
  return (
    req: IncomingMessage,
    query: URLSearchParams,
  ): { access: ReadonlySet<Access>; restrictions?: KeyRestrictions } | null => {
    const givenApp = digest(credential(req, query, 'x-algolia-application-id'));
    const key = credential(req, query, 'x-algolia-api-key');
    const givenKey = digest(key);
    if (!timingSafeEqual(givenApp, appId)) return null;
    if (timingSafeEqual(givenKey, adminKey)) return { access: READ_WRITE };
    if (timingSafeEqual(givenKey, searchKey)) return { access: READ_ONLY };
    // Algolia makes secured keys from search keys only, never from the admin key.
    const secured = securedKeyParams(key, keys.searchApiKey);
    return secured ? { access: READ_ONLY, restrictions: keyRestrictions(secured) } : null;
  };
}
