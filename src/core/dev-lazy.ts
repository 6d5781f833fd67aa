// Dev: a page's content is compiled the first time a browser asks for it
// (webpack's lazy compilation), then stays compiled for the whole session.
// Webpack's own backend drops a module when the last tab using it closes and
// runs a server on a second port; this one answers on the dev server's port
// and never forgets, so a new tab on a page seen before is ready at once.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Compiler, Module } from 'webpack';

const require = createRequire(import.meta.url);
const PREFIX = '/__lazy/';
const CLIENT = require.resolve('webpack/hot/lazy-compilation-web.js');

/** Only page content is compiled on demand: the theme's route components are in the first build. */
export const isLazyContent = (module: Module): boolean =>
  /[\\/]\.generated[\\/]content[\\/][^\\/]+\.js$/.test(module.nameForCondition() ?? '');

interface BackendApi {
  dispose: (callback: (err?: null | Error) => void) => void;
  module: (module: Module) => { client: string; data: string; active: boolean };
}

export interface LazyContent {
  /** For `experiments.lazyCompilation.backend`. */
  backend: (compiler: Compiler) => Promise<BackendApi>;
  /** Answers the browser's "this module is in use" requests; false for other URLs. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Modules compiled on demand so far. */
  readonly activeCount: number;
}

export function createLazyContent(): LazyContent {
  const active = new Set<string>();
  const streams = new Set<ServerResponse>();
  let compiler: Compiler | undefined;
  // A short, URL-safe key: the browser joins keys with "@" in one request path.
  const keyOf = (module: Module) =>
    createHash('sha1').update(module.identifier()).digest('hex').slice(0, 16);
  return {
    get activeCount() {
      return active.size;
    },
    backend: async (c) => {
      compiler = c;
      return {
        dispose(callback) {
          for (const res of streams) res.destroy();
          callback();
        },
        module: (module) => {
          const key = keyOf(module);
          return {
            client: `${CLIENT}?${encodeURIComponent(PREFIX)}`,
            data: key,
            active: active.has(key),
          };
        },
      };
    },
    handle(req, res) {
      if (!req.url?.startsWith(PREFIX)) return false;
      let added = false;
      for (const key of req.url.slice(PREFIX.length).split('@')) {
        if (!/^[0-9a-f]{16}$/.test(key) || active.has(key)) continue;
        active.add(key);
        added = true;
      }
      // An open event stream, as the browser side expects; closing it (a tab closing) changes nothing.
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write('\n');
      streams.add(res);
      res.on('close', () => streams.delete(res));
      res.on('error', () => {});
      if (added) compiler?.watching?.invalidate();
      return true;
    },
  };
}
