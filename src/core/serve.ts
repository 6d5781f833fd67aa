// `npm run serve`: the built site with clean URLs, a real 404, long-lived
// caching for hashed assets, compression, security headers, and the local
// search service when no Algolia account is configured.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { loadSiteConfig } from './config/load';
import {
  createLocalSearch,
  isLocalSearch,
  listen,
  recordsFileIn,
  rejectBadRequest,
  securityHeaders,
  setHeaders,
} from './http';

export interface ServeOptions {
  siteDir: string;
  port: number;
  host?: string;
  buildDir?: string;
  /** Instead of <siteDir>/site.config.ts. */
  configFile?: string;
}

type Next = (error?: unknown) => void;

export async function serve({
  siteDir,
  port,
  host = '127.0.0.1',
  buildDir = join(siteDir, 'build'),
  configFile,
}: ServeOptions): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  if (!existsSync(join(buildDir, 'index.html')) && !existsSync(join(buildDir, '404.html'))) {
    throw Object.assign(new Error(`No build found in ${buildDir}. Run \`npm run build\` first.`), {
      name: 'ConfigError',
    });
  }
  const config = await loadSiteConfig(siteDir, process.env, configFile);
  const headers = securityHeaders(config);
  const notFoundPage = existsSync(join(buildDir, '404.html'))
    ? readFileSync(join(buildDir, '404.html'))
    : Buffer.from('Not Found');
  const search = isLocalSearch(config) ? createLocalSearch(config) : undefined;
  search?.load(recordsFileIn(buildDir));
  const compress = compression();
  const files = sirv(buildDir, {
    extensions: ['html'],
    // Look files up per request, so a rebuild (which swaps build/) is served at once.
    dev: true,
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
    onNoMatch(req: IncomingMessage, res: ServerResponse) {
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : notFoundPage);
    },
  });

  const server = createServer((req, res) => {
    setHeaders(res, headers);
    if (rejectBadRequest(req, res)) return;
    if (search && (req.url ?? '').startsWith('/1/')) return search.service.handle(req, res);
    const url = req.url ?? '/';
    // `/x.html` is the clean path `/x`, served from x/index.html.
    const [pathname, query = ''] = url.split('?');
    if (/\.html$/i.test(pathname) && !pathname.endsWith('/index.html')) {
      const candidate = normalize(join(buildDir, safeDecode(pathname)));
      if (candidate.startsWith(buildDir + sep) && !isFile(candidate))
        req.url = pathname.replace(/\.html$/i, '') + (query ? `?${query}` : '');
    }
    compress(
      req as never,
      res as never,
      ((error?: unknown) => {
        if (error) {
          res.statusCode = 500;
          res.end();
          return;
        }
        files(req, res);
      }) as Next,
    );
  });
  // Ready means search answers at full speed: its index is built and warm before the port opens.
  await search?.service.ready();
  const actualPort = await listen(server, port, host);
  return {
    server,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await search?.service.close();
    },
  };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
