// The theme's browser storage (colour mode, tab groups, the announcement bar, the preferred docs
// version), as Docusaurus's site storage: `siteConfig.storage` picks localStorage or sessionStorage
// and the suffix every key carries, so sites sharing a domain keep their readers' choices apart.
// Writes dispatch a `storage` event in this tab too (the browser sends it only to other tabs). A
// storage that throws (privacy modes, sandboxed frames) is a no-op after one console warning.
import { useCallback, useSyncExternalStore } from 'react';
import { siteConfig } from './data';

export type StoragePersistence = 'localStorage' | 'sessionStorage' | 'none';

let warned = false;

function area(persistence: StoragePersistence): Storage | null {
  if (persistence === 'none' || typeof window === 'undefined') return null;
  try {
    const store = window[persistence];
    store.getItem(''); // a denied storage throws here, not when it is named
    return store;
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn(
        `Docusaurus browser storage is not available. Possible reasons: running in an iframe, in an incognito browser session, or with old browsers.`,
        error,
      );
    }
    return null;
  }
}

const namespaced = (key: string) => key + siteConfig.storage.namespace;

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls `onChange` on every change of this key, in this tab or another; returns the unsubscribe. */
  listen(onChange: (event: StorageEvent) => void): () => void;
}

/** One key of the site storage, as theme-common's `createStorageSlot`. */
export function createStorageSlot(
  key: string,
  options: { persistence?: StoragePersistence } = {},
): StorageSlot {
  const name = namespaced(key);
  const store = () => area(options.persistence ?? siteConfig.storage.type);
  const write = (value: string | null) => {
    const s = store();
    if (!s) return;
    try {
      const old = s.getItem(name);
      if (old === value) return;
      if (value === null) s.removeItem(name);
      else s.setItem(name, value);
      window.dispatchEvent(
        new StorageEvent('storage', { key: name, oldValue: old, newValue: value, storageArea: s }),
      );
    } catch {
      /* a full or revoked storage: the choice is not kept */
    }
  };
  return {
    get: () => {
      try {
        return store()?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    set: write,
    del: () => write(null),
    listen(onChange) {
      const listener = (event: StorageEvent) => {
        if (event.key === name) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** A key's value, kept current (`null` before hydration), and its slot: theme-common's `useStorageSlot`. */
export function useStorageSlot(
  key: string | null,
  options?: { persistence?: StoragePersistence },
): [string | null, StorageSlot] {
  const slot = createStorageSlot(key ?? '', options);
  const subscribe = useCallback(
    (onChange: () => void) => (key ? slot.listen(onChange) : () => {}),
    // the slot is the key's: a new slot object per render must not resubscribe
    [key, options?.persistence],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => (key ? slot.get() : null),
    () => null,
  );
  return [value, slot];
}

/** The keys the site storage holds now (theme-common's `listStorageKeys`). */
export function listStorageKeys(
  persistence: StoragePersistence = siteConfig.storage.type,
): string[] {
  const s = area(persistence);
  if (!s) return [];
  return Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
    (k): k is string => k !== null,
  );
}

/** The theme's own keys, read and written by name (`null` deletes). */
export const storage = {
  /** The key as stored, with the site's suffix: what a `storage` event carries. */
  key: namespaced,
  get: (key: string, persistence?: StoragePersistence) =>
    createStorageSlot(key, { persistence }).get(),
  set(key: string, value: string | null, persistence?: StoragePersistence): void {
    const slot = createStorageSlot(key, { persistence });
    if (value === null) slot.del();
    else slot.set(value);
  },
};
