// Dev only (the dev server adds it to the entry): tells the app when a compile's hot update has
// been applied. A page whose code failed to load while its doc was broken (the first load after a
// broken save, or a reload then) has no module to hot-replace; it listens for this and loads again.
export const DEV_UPDATE_APPLIED = 'dev-update-applied';

interface HotApi {
  addStatusHandler(handler: (status: string) => void): void;
}

const hot = (import.meta as ImportMeta & { webpackHot?: HotApi }).webpackHot;
let updating = false;
hot?.addStatusHandler((status) => {
  if (status === 'apply') updating = true;
  if (status === 'idle' && updating) {
    updating = false;
    window.dispatchEvent(new CustomEvent(DEV_UPDATE_APPLIED));
  }
});
