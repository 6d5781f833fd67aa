// One value components read with useSyncExternalStore: get it, set it (listeners
// are told when it changes), subscribe to it.

export interface ValueStore<T> {
  get(): T;
  /** Tells the listeners when `value` is not the current one (===). */
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(value) {
      if (value === current) return;
      current = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
