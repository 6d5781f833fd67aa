// The announcement bar's dismissed state, shared by whatever reads it (our bar, or a site's own
// through `useAnnouncementBar` from theme-common/internal, as the reference's provider shares it).
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { siteConfig } from './data';
import { storage } from './storage';
import { createValueStore } from './valueStore';

export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';

/** Server-rendered open (the inline script hides a dismissed bar before paint); read on mount. */
const dismissed = createValueStore(false);

/** Reads the stored state once the page is in the browser: a new bar id resets the dismissal. */
function syncWithStorage(id: string) {
  const storedId = storage.get(ID_KEY);
  // The reference once stored the default id misspelt; it counts as the default.
  if ((storedId === 'annoucement-bar' ? 'announcement-bar' : storedId) !== id) {
    storage.set(ID_KEY, id);
    storage.set(DISMISS_KEY, 'false');
    document.documentElement.dataset.announcementBarInitiallyDismissed = 'false';
    dismissed.set(false);
  } else dismissed.set(storage.get(DISMISS_KEY) === 'true');
}

/** `isActive`: a bar is configured and not dismissed; `close` dismisses it (remembered). */
export function useAnnouncementBar(): { isActive: boolean; close: () => void } {
  const bar = siteConfig.announcementBar;
  const isDismissed = useSyncExternalStore(dismissed.subscribe, dismissed.get, () => false);
  useEffect(() => {
    if (bar) syncWithStorage(bar.id);
  }, [bar]);
  const close = useCallback(() => {
    storage.set(DISMISS_KEY, 'true');
    document.documentElement.dataset.announcementBarInitiallyDismissed = 'true';
    dismissed.set(true);
  }, []);
  return { isActive: Boolean(bar) && !isDismissed, close };
}
