/**
 * Secured API keys, as Algolia's clients make them with `generateSecuredApiKey` (no request to
 * the service): base64 of an HMAC-SHA256 (hex) of a query string, keyed by the search-only key,
 * followed by that query string. Its parameters restrict every search made with the key: an
 * expiry (`validUntil`), the indices it may search (`restrictIndices`, with `*` at either end),
 * and search parameters the request cannot change (its `filters` are ANDed with the request's).
 */

import { createHmac, timingSafeEqual } from 'node:crypto';
import { SearchError, parseSearchParams } from './params';

export interface KeyRestrictions {
  /** Seconds since the epoch after which the key is refused. */
  validUntil?: number;
  /** Index names or `*` patterns the key may search; every index when absent. */
  indices?: string[];
  /** Search parameters set on every request, typed as the request's own are. */
  searchParams: Record<string, unknown>;
}

const HMAC_HEX = 64;

/** The query string a secured key carries, when it was made from `parentKey`; else null. */
export function securedKeyParams(key: string, parentKey: string): URLSearchParams | null {
  if (key.length <= HMAC_HEX || !/^[A-Za-z0-9+/]+=*$/.test(key)) return null;
  const decoded = Buffer.from(key, 'base64').toString('utf8');
  const given = decoded.slice(0, HMAC_HEX);
  if (!/^[0-9a-f]+$/.test(given) || given.length !== HMAC_HEX) return null;
  const query = decoded.slice(HMAC_HEX);
  const expected = createHmac('sha256', parentKey).update(query).digest('hex');
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  return new URLSearchParams(query);
}

/** A list parameter: v5 clients join arrays with commas, v4 clients write them as JSON. */
function listParam(value: string): string[] {
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON after all: a comma list starting with a bracket.
    }
  }
  return value.split(',').map((item) => item.trim());
}

/** The restrictions a secured key's parameters set; a parameter no search takes is refused. */
export function keyRestrictions(params: URLSearchParams): KeyRestrictions {
  const rest = new URLSearchParams(params);
  const restrictions: KeyRestrictions = { searchParams: {} };
  const validUntil = rest.get('validUntil');
  if (validUntil !== null) {
    restrictions.validUntil = Number(validUntil);
    if (!Number.isFinite(restrictions.validUntil))
      throw new SearchError(400, 'Invalid secured API key: validUntil is not a number');
  }
  const indices = rest.get('restrictIndices');
  if (indices !== null) restrictions.indices = listParam(indices);
  if (rest.has('restrictSources')) {
    // Refused rather than ignored: a key meant for some networks must not work from every one.
    throw new SearchError(
      400,
      'Unsupported parameter: restrictSources in a secured API key is not implemented by this search service',
    );
  }
  // Who the key is for (Algolia's rate limits and analytics): nothing to restrict here.
  for (const name of ['validUntil', 'restrictIndices', 'userToken', 'referers']) rest.delete(name);
  restrictions.searchParams = parseSearchParams({ params: rest.toString() }).values;
  return restrictions;
}

/** Whether `indexName` matches one of the patterns (`dev_*`, `*_dev`, `*_products_*`, exact). */
export function indexAllowed(patterns: readonly string[], indexName: string): boolean {
  return patterns.some((pattern) => {
    const starts = pattern.startsWith('*');
    const ends = pattern.length > 1 && pattern.endsWith('*');
    const core = pattern.slice(starts ? 1 : 0, ends ? -1 : undefined);
    if (starts && ends) return indexName.includes(core);
    if (starts) return indexName.endsWith(core);
    if (ends) return indexName.startsWith(core);
    return indexName === pattern;
  });
}

/** The request's own filters as its parameters give them (`params` string, then its own key). */
function requestFilters(request: Record<string, unknown>): string | undefined {
  const own = parseSearchParams(request, { allowRequestKeys: true }).values.filters;
  return typeof own === 'string' && own.trim() !== '' ? own : undefined;
}

/**
 * One search request with the key's restrictions applied: its index checked, the key's search
 * parameters over its own, the key's filters ANDed with its own.
 */
export function restrictSearch(
  request: Record<string, unknown>,
  indexName: string,
  restrictions: KeyRestrictions,
): Record<string, unknown> {
  if (restrictions.indices && !indexAllowed(restrictions.indices, indexName))
    throw new SearchError(403, 'Index not allowed with this API key');
  const { filters: keyFilters, ...keyParams } = restrictions.searchParams;
  const restricted: Record<string, unknown> = { ...request, ...keyParams };
  if (typeof keyFilters === 'string' && keyFilters.trim() !== '') {
    const own = requestFilters(request);
    restricted.filters = own ? `(${keyFilters}) AND (${own})` : keyFilters;
  }
  return restricted;
}

/**
 * A search route's JSON body with the key's restrictions applied (`many`: each of its
 * `requests`). A body that is not JSON is left for the route to refuse.
 */
export function restrictBody(
  body: string | undefined,
  searches: 'one' | 'many',
  indexName: string | undefined,
  restrictions: KeyRestrictions,
): string | undefined {
  let parsed: unknown;
  try {
    parsed = body === undefined || body === '' ? {} : JSON.parse(body);
  } catch {
    return body;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
  const request = parsed as Record<string, unknown>;
  if (searches === 'one')
    return JSON.stringify(restrictSearch(request, indexName ?? '', restrictions));
  if (!Array.isArray(request.requests)) return body;
  const requests = request.requests.map((entry: unknown, i) => {
    const item = (entry ?? {}) as Record<string, unknown>;
    if (typeof item.indexName !== 'string')
      throw new SearchError(400, `Missing or invalid "requests[${i}].indexName"`);
    return restrictSearch(item, item.indexName, restrictions);
  });
  return JSON.stringify({ ...request, requests });
}
