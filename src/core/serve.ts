// `npm run serve`: the built site with clean URLs, a real 404, long-lived
// caching for hashed assets, compression, security headers, and the local
// search service when no Algolia account is configured.
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { routeUnderBaseUrl } from './base-url-requests';
import { loadSiteConfig } from './config/load';
import type { SiteConfig } from './config/schema';
import {
  contentSecurityPolicy,
  createLocalSearch,
  isLocalSearch,
  listen,
  pageScriptSources,
  recordsFileIn,
  rejectBadRequest,
  securityHeaders,
  setHeaders,
  siteAddress,
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
  const pagePolicy = pagePolicies(config, buildDir);
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
    setHeaders(res, pathname, stats) {
      // A page that loads scripts from other hosts (an ad or a widget in its Markdown) may, as it
      // would wherever the site is deployed.
      const policy = pagePolicy(pathname, stats);
      if (policy) res.setHeader('Content-Security-Policy', policy);
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
    // The build folder is the site at its baseUrl: other paths are sent there.
    const routed = routeUnderBaseUrl(req.url ?? '/', config.baseUrl, config.trailingSlash);
    if ('redirect' in routed) return void res.writeHead(302, { Location: routed.redirect }).end();
    const url = (req.url = routed.url);
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
    url: siteAddress(host === '0.0.0.0' ? 'localhost' : host, actualPort, config.baseUrl),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await search?.service.close();
    },
  };
}

/**
 * Each page's policy: the hosts of the scripts its own HTML loads (read again when the file
 * changes: a rebuild) and those of every built page, gathered in the background, since a
 * reader who navigates in the app keeps the policy of the page first loaded. Undefined for a file
 * that is not a page. sirv names the request's path, not the file it found: the file is the page
 * candidate with the stats sirv found.
 */
function pagePolicies(config: SiteConfig, buildDir: string) {
  const root = resolve(buildDir);
  const siteScripts = new Set<string>();
  let gathering: Promise<void> | undefined;
  const byFile = new Map<string, { version: string; sources: string[] }>();
  return (pathname: string, stats: Stats): string | undefined => {
    // A file with another extension (a script, a stylesheet, an image) is not a page.
    if (/\.\w+$/.test(pathname) && !pathname.endsWith('.html')) return undefined;
    const file = [pathname, `${pathname}.html`, `${pathname.replace(/\/$/, '')}/index.html`]
      .filter((candidate) => candidate.endsWith('.html'))
      .map((candidate) => join(root, candidate))
      .filter((candidate) => candidate.startsWith(root + sep))
      .find((candidate) => {
        const found = fileStats(candidate);
        return found?.mtimeMs === stats.mtimeMs && found.size === stats.size;
      });
    if (!file) return undefined;
    // From the first page served, not at start: the port opens no later for it.
    gathering ??= gatherScriptSources(root, siteScripts);
    const version = `${stats.mtimeMs}:${stats.size}`;
    let own = byFile.get(file);
    if (own?.version !== version) {
      own = { version, sources: pageScriptSources(readFileSync(file, 'utf8')) };
      byFile.set(file, own);
    }
    return contentSecurityPolicy(config, { pageScripts: [...own.sources, ...siteScripts] });
  };
}

/** Adds the script hosts of every HTML page under `root` to `into`, a file at a time. */
async function gatherScriptSources(root: string, into: Set<string>): Promise<void> {
  try {
    for (const name of await readdir(root, { recursive: true })) {
      if (!name.endsWith('.html')) continue;
      const html = await readFile(join(root, name), 'utf8').catch(() => '');
      for (const source of pageScriptSources(html)) into.add(source);
    }
  } catch {
    // No build folder (yet): each page's own scripts still count.
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A file's stats; undefined for a folder or nothing (a missing or mistaken path). */
function fileStats(path: string): Stats | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

const isFile = (path: string) => fileStats(path) !== undefined;
