/**
 * The route table of the search API: a route is a method, a path (`:name` segments are
 * parameters), the access it needs and whether it reads a JSON body. Matching is find-my-way's;
 * finding a route also says which methods the path allows, for a 405.
 */

import FindMyWay, { type HTTPMethod } from 'find-my-way';
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
  /** As Algolia's reference writes it: `/1/indexes/:index/query`, `*` for every index. */
  path: string;
  access: Access;
  /** Whether the request has a JSON body to read. */
  hasBody: boolean;
  /**
   * A search a secured key's restrictions apply to: its body one request, or a list of them
   * (`requests`). Other routes refuse a secured key.
   */
  searches?: 'one' | 'many';
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

export type Found =
  | { kind: 'route'; route: Route; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

// A `*` segment is Algolia's "every index" (as in /1/indexes/*/queries), never a name.
const toRouterPath = (path: string) => path.replace(/\/\*(?=\/|$)/g, '/:index(^[*]$)');

/**
 * The route table as find-my-way matches it: static segments before parameters, the literal `*`
 * index before a named one, parameters decoded (`a%2Fb` → `a/b`), a trailing slash ignored.
 */
export function createRouter(routes: readonly Route[]) {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  for (const route of routes)
    router.on(route.method as HTTPMethod, toRouterPath(route.path), () => {}, { route });
  const methods = [...new Set(routes.map((r) => r.method))];
  const match = (method: string, pathname: string) => {
    const found = router.find(method as HTTPMethod, pathname);
    if (!found) return undefined;
    const { route } = found.store as { route: Route };
    const params = found.params as Record<string, string>;
    return route.declines?.(params) ? undefined : { route, params };
  };
  /** The route for a method and path, or which methods the path allows (for a 405). */
  return (method: string, pathname: string): Found => {
    const hit = match(method, pathname);
    if (hit) return { kind: 'route', ...hit };
    const allowed = methods.filter((m) => m !== method && match(m, pathname));
    return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  };
}
