// The build's prerendering entry: an entry of the client bundle itself (production only), run in
// Node with every chunk of that bundle (src/core/bundle/prerender.ts). Pages are rendered by the
// very modules that hydrate them, and no second bundle of the whole site is compiled for it.
import { loaders } from '@generated/registry.client.js';
// React DOM's synchronous renderer, as built for browsers: the package's `server` entry resolves to
// its Node build here (which needs Node's streams), and its browser entry adds the streaming one.
import { renderToString } from 'react-dom/cjs/react-dom-server-legacy.browser.production.js';
import { registerModules } from '../client/modules';
import { renderPage } from './render';

declare const __webpack_require__: { e: (chunkId: string | number) => Promise<unknown> };

/** Every route module, from chunks already run: webpack's chunk loader is bypassed, nothing is fetched. */
export async function loadRoutes(): Promise<void> {
  const loadChunk = __webpack_require__.e;
  __webpack_require__.e = () => Promise.resolve();
  try {
    const loaded = await Promise.all(
      Object.entries(loaders).map(async ([key, load]) => {
        try {
          return [key, await load()] as const;
        } catch (error) {
          // Which route module failed to load: the build names its source file.
          throw Object.assign(error as Error, { routeModule: key });
        }
      }),
    );
    registerModules(Object.fromEntries(loaded));
  } finally {
    __webpack_require__.e = loadChunk;
  }
}

export const render = (url: string) => renderPage(url, renderToString);
