// Launch flags for Debian's Chromium on this machine (headless, no sandbox,
// no background traffic), shared by the browser tests and the benchmarks.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
