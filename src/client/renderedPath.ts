// The pathname of the page on screen, as a store components can select from: a component that
// needs one fact about it (is my link the current page?) re-renders when that fact changes, not on
// every navigation, as it would reading the router's location (a sidebar has 100+ such links).
import { createContext, useContext, useSyncExternalStore } from 'react';
import { createValueStore, type ValueStore } from './valueStore';

export type PathStore = ValueStore<string>;

export const createPathStore = (initial: string): PathStore => createValueStore(initial);

/** Provided by the app shell (one store per app, so each prerendered page has its own). */
export const RenderedPathContext = createContext<PathStore | null>(null);

/**
 * `select(pathname)` for the page on screen; the component re-renders only when the selected value
 * changes (compare with ===: select a boolean or a string, not a fresh object).
 */
export function useRenderedPath<T>(select: (pathname: string) => T): T {
  const store = useContext(RenderedPathContext);
  if (!store) throw new Error('useRenderedPath is used outside the app shell');
  const snapshot = () => select(store.get());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/**
 * The pathname now, without subscribing: for a component that re-renders on its own selection
 * and passes the path along when it does.
 */
export function useRenderedPathNow(): string {
  const store = useContext(RenderedPathContext);
  if (!store) throw new Error('useRenderedPathNow is used outside the app shell');
  return store.get();
}
