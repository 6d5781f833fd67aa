// webpack loads an ES-module loader (ours are: this package is "type": "module")
// through an `import()` helper it makes, on the first such load, with a direct
// `eval`. That helper keeps the scope of the call that made it for the life of
// the process: the first loader's context and, through it, the whole first
// compilation with every page's modules. The build bundles the client and then
// the server to hold one graph at a time; with the client's held by that helper,
// both were in memory anyway. Loading one loader before any compilation leaves
// only this call's small scope held.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ownModule } from '../own-module';

type LoadLoader = (
  loader: { path: string; type: string },
  callback: (error?: Error) => void,
) => void;

let primed: Promise<void> | undefined;

/** Has webpack make its loader-import helper outside any compilation (once per process). */
export function primeLoaderImport(): Promise<void> {
  primed ??= new Promise((resolve) => {
    // Only memory depends on it: a webpack without this file (moved in a later release) builds
    // as before. tests/unit/loader-import.test.ts says whether the first compilation is let go.
    let loadLoader: LoadLoader;
    try {
      loadLoader = createRequire(import.meta.url)('webpack/lib/loaders/loadLoader') as LoadLoader;
    } catch {
      return resolve();
    }
    const loader = {
      path: ownModule(fileURLToPath(new URL('./ignore-loader.ts', import.meta.url))),
      type: 'module',
    };
    loadLoader(loader, () => resolve());
  });
  return primed;
}
