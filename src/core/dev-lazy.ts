// Dev: a page's content is compiled the first time a browser asks for it
// (webpack's lazy compilation), then stays compiled for the whole session.
// Webpack's own backend drops a module when the last tab using it closes and
// runs a server on a second port; this one answers on the dev server's port
// and never forgets, so a new tab on a page seen before is ready at once.
// The pages last asked for are remembered across restarts (in .cache): the
// next `npm start` compiles them in its first build, so the page a writer was
// working on shows without a compile of its own after the restart.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Compiler, Module } from 'webpack';

const require = createRequire(import.meta.url);
const PREFIX = '/__lazy/';
/** How many pages a restart compiles up front: the last asked for, newest last. */
export const REMEMBERED_PAGES = 10;
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

const isKey = (key: unknown): key is string =>
  typeof key === 'string' && /^[0-9a-f]{16}$/.test(key);

function readRemembered(file: string | undefined): string[] {
  if (!file) return [];
  try {
    const keys: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(keys) ? keys.filter(isKey).slice(-REMEMBERED_PAGES) : [];
  } catch {
    return []; // none yet, or a damaged file: pages compile on demand
  }
}

/** `rememberFile`: where the pages last asked for are kept between sessions (none: not kept). */
export function createLazyContent(rememberFile?: string): LazyContent {
  const active = new Set<string>(readRemembered(rememberFile));
  const remembered = [...active];
  const remember = (keys: string[]) => {
    if (!rememberFile) return;
    for (const key of keys) {
      const at = remembered.indexOf(key);
      if (at >= 0) remembered.splice(at, 1);
      remembered.push(key);
    }
    try {
      writeFileSync(rememberFile, JSON.stringify(remembered.slice(-REMEMBERED_PAGES)));
    } catch {
      // .cache not writable: the next start compiles pages on demand, as it would anyway
    }
  };
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
      const added: string[] = [];
      for (const key of req.url.slice(PREFIX.length).split('@')) {
        if (!isKey(key) || active.has(key)) continue;
        active.add(key);
        added.push(key);
      }
      if (added.length) remember(added);
      // An open event stream, as the browser side expects; closing it (a tab closing) changes nothing.
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write('\n');
      streams.add(res);
      res.on('close', () => streams.delete(res));
      res.on('error', () => {});
      if (added.length) compiler?.watching?.invalidate();
      return true;
    },
  };
}
