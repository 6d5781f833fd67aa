// The site's client modules (config `clientModules`, as the reference's): imported by every page
// before the theme's styles, and their route lifecycles called as the reference calls them.
// `onRouteUpdate` when a navigation starts (once at start-up with `previousLocation: null`); the
// function it may return runs when the new route's code has loaded. `onRouteDidUpdate` once the
// new route has rendered (a layout effect), and once for the first page.
import type { Location } from 'react-router-dom';
import modules from '@generated/client-modules.js';

export interface RouteUpdateArgs {
  previousLocation: Location | null;
  location: Location;
}

type Lifecycle = (args: RouteUpdateArgs) => unknown;

function call(name: 'onRouteUpdate' | 'onRouteDidUpdate', args: RouteUpdateArgs): unknown[] {
  return modules.map((module) => {
    const lifecycle = module[name] as Lifecycle | undefined;
    return typeof lifecycle === 'function' ? lifecycle(args) : undefined;
  });
}

/** Calls every module's `onRouteUpdate`; returns what runs their callbacks once the route has loaded. */
export function dispatchRouteUpdate(args: RouteUpdateArgs): () => void {
  const callbacks = call('onRouteUpdate', args).filter(
    (value): value is () => void => typeof value === 'function',
  );
  return () => callbacks.forEach((callback) => callback());
}

export function dispatchRouteDidUpdate(args: RouteUpdateArgs): void {
  call('onRouteDidUpdate', args);
}
