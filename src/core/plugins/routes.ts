// Routes a plugin adds (`actions.addRoute`) as entries of our route table: each prerendered, in
// the sitemap and link-checked like the others, its component and data modules lazy chunks of their
// own. Pure.
import { hash8 } from '../routes/create';
import type { RouteEntry, RouteModule } from '../routes/types';
import type { PluginRouteConfig } from './types';

export interface OwnedRoute {
  plugin: string;
  route: PluginRouteConfig;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `addRoute`'s argument checked; a bad one throws what is wrong with it. */
export function checkRoute(route: unknown): PluginRouteConfig {
  if (!isObj(route)) throw new Error('addRoute: expected a route object {path, component, …}');
  if (typeof route.path !== 'string' || !route.path.startsWith('/'))
    throw new Error(
      `addRoute: "path" must be a string starting with "/" (got ${JSON.stringify(route.path)})`,
    );
  if (typeof route.component !== 'string' || !route.component)
    throw new Error(`addRoute (${route.path}): "component" must be a module path`);
  if (route.modules !== undefined && !isObj(route.modules))
    throw new Error(`addRoute (${route.path}): "modules" must be an object {propName: modulePath}`);
  return route as PluginRouteConfig;
}

/** A `modules` value's module path: a path, or `{__import: true, path}` as Docusaurus's own plugins write. */
function modulePath(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (isObj(value) && value.__import === true && typeof value.path === 'string') return value.path;
  return undefined;
}

export interface PluginRoutes {
  routes: RouteEntry[];
  modules: Record<string, RouteModule>;
}

export function pluginRouteEntries(
  owned: readonly OwnedRoute[],
  { lvl0, warn }: { lvl0: string; warn(line: string): void },
): PluginRoutes {
  const routes: RouteEntry[] = [];
  const modules: Record<string, RouteModule> = {};
  const moduleKey = (kind: string, request: string) => {
    const key = `plugin-${kind}-${hash8(request)}`;
    modules[key] = { request, chunkName: key };
    return key;
  };
  for (const { plugin, route } of owned) {
    if (route.routes?.length)
      warn(
        `plugin "${plugin}": the route ${route.path} has nested routes, which are not built here; only ${route.path} itself is`,
      );
    if (route.exact === false)
      warn(
        `plugin "${plugin}": the route ${route.path} (exact: false) matches its own path only here, not the paths below it`,
      );
    const props: Record<string, string> = { component: moduleKey('component', route.component) };
    for (const [prop, value] of Object.entries(route.modules ?? {})) {
      const path = modulePath(value);
      if (path) props[prop] = moduleKey('data', path);
      else
        warn(
          `plugin "${plugin}": the route ${route.path}'s module "${prop}" is not a module path (nested modules are not supported here); the prop is left out`,
        );
    }
    routes.push({
      path: route.path,
      kind: 'plugin',
      modules: props,
      lvl0,
      searchTag: 'default',
      ...(route.customData !== undefined && { customData: route.customData }),
    });
  }
  return { routes, modules };
}
