/**
 * The route table of the search API: a route is a method, a path pattern (`:name` segments are
 * parameters), the access it needs and whether it reads a JSON body. Finding a route also
 * says which methods the path allows, for a 405.
 */

import type { Access } from './api-auth';
import { SearchError } from './params';

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export interface RouteResult {
  status: number;
  body: unknown;
}

export interface Route {
  method: string;
  pattern: string[];
  access: Access;
  /** Whether the request has a JSON body to read. */
  hasBody: boolean;
  /** Declines a match (so `/1/indexes/x/settings` is never read as an objectID). */
  declines?(params: Record<string, string>): boolean;
  run(ctx: RouteContext): RouteResult;
}

export function ok(body: unknown): RouteResult {
  return { status: 200, body };
}

export function asObject(value: unknown, what: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new SearchError(400, `Invalid ${what}: expected a JSON object`);
  }
  return value as Record<string, unknown>;
}

/** The `requests` array of a multi-index body (queries, getObjects), each one an object. */
export function requestList(body: unknown): Record<string, unknown>[] {
  const { requests } = asObject(body, 'body');
  if (!Array.isArray(requests)) {
    throw new SearchError(400, 'Invalid body: "requests" must be an array');
  }
  return requests.map((request, i) => asObject(request, `request #${i}`));
}

/** `/1/indexes/a%2Fb/query` → `['1', 'indexes', 'a/b', 'query']`; throws on bad encoding. */
export function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((segment, i, all) => segment !== '' || (i > 0 && i < all.length - 1))
    .map((segment) => decodeURIComponent(segment));
}

function matchRoute(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i];
    if (part.startsWith(':')) params[part.slice(1)] = segments[i];
    else if (part !== segments[i]) return null;
  }
  return params;
}

export type Found =
  | { kind: 'route'; route: Route; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

/** The first route matching method and path, in table order. */
export function findRoute(routes: readonly Route[], method: string, segments: string[]): Found {
  const allowed = new Set<string>();
  for (const route of routes) {
    const params = matchRoute(route.pattern, segments);
    if (!params || route.declines?.(params)) continue;
    if (route.method === method) return { kind: 'route', route, params };
    allowed.add(route.method);
  }
  return allowed.size > 0
    ? { kind: 'method-not-allowed', allowed: [...allowed] }
    : { kind: 'not-found' };
}
