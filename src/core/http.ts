// HTTP plumbing shared by the static server and the dev server: security
// headers, size limits and the local search service mounted at /1/.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SiteConfig } from './config/schema';
import { ownModule, runsCompiled } from './own-module';
import { createSearchService, type SearchService } from '../search/service';
import type { RecordsFile } from '../search/types';

export const MAX_URL_LENGTH = 8192;

export function isLocalSearch(config: SiteConfig): boolean {
  return config.search.appId === 'LOCAL';
}

/**
 * A script's `src` as a policy source: its origin, or a bare host for a protocol-relative
 * `//host/x.js` (it loads over the page's own scheme); undefined for a same-origin or relative one.
 */
function scriptSource(src: string): string | undefined {
  if (src.startsWith('//'))
    return URL.canParse(`http:${src}`) ? new URL(`http:${src}`).host : undefined;
  return /^https?:\/\//i.test(src) && URL.canParse(src) ? new URL(src).origin : undefined;
}

/** The sources of the scripts a page's own HTML loads (`<script src>` in its Markdown or theme). */
export function pageScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*?\ssrc=["']?([^"'\s>]+)/gi)) {
    const source = scriptSource(src);
    if (source) sources.add(source);
  }
  return [...sources];
}

/** The site runs a live code block theme (Docusaurus's theme-live-codeblock, by any of its names). */
const runsLiveCode = (config: SiteConfig) =>
  (config.plugins ?? []).some((entry) => {
    const name = Array.isArray(entry) ? entry[0] : entry;
    return typeof name === 'string' && /(^|[\\/@])(theme-)?live-codeblock\b/.test(name);
  });

/**
 * Hosts the page may call: itself, the search hosts in use; analytics and the site's scripts if
 * configured; `pageScripts`, the sources of scripts the page itself loads (pageScriptSources).
 */
export function contentSecurityPolicy(
  config: SiteConfig,
  { dev = false, pageScripts = [] as string[] } = {},
): string {
  const connect = ["'self'"];
  const scripts = ["'self'", "'unsafe-inline'"];
  if (!isLocalSearch(config)) {
    if (config.search.hosts?.length)
      connect.push(...config.search.hosts.map((h) => new URL(h).origin));
    else
      connect.push(
        `https://${config.search.appId}-dsn.algolia.net`,
        `https://${config.search.appId}.algolia.net`,
        'https://*.algolianet.com',
        'https://insights.algolia.io',
      );
  }
  if (config.search.insights) {
    scripts.push('https://cdn.jsdelivr.net');
    connect.push('https://insights.algolia.io', 'https://*.algolia.io');
  }
  if (config.gtag || config.googleTagManager) {
    scripts.push('https://www.googletagmanager.com');
    connect.push(
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
  }
  // The hosts of the scripts the site itself adds to its pages.
  const siteScripts = [
    ...config.scripts.map((s) => (typeof s === 'string' ? s : s.src)),
    ...config.headTags.flatMap((t) =>
      t.tagName.toLowerCase() === 'script' && typeof t.attributes.src === 'string'
        ? [t.attributes.src]
        : [],
    ),
  ];
  for (const source of [...siteScripts.map(scriptSource), ...pageScripts])
    if (source && !scripts.includes(source)) scripts.push(source);
  // A live code block's playground runs the reader's edited code (react-live evaluates it).
  if (dev || runsLiveCode(config)) scripts.push("'unsafe-eval'");
  if (dev) {
    // Dev only: eval source maps, and webpack's lazy-compilation backend on its own local port.
    connect.push('ws:', 'http://localhost:*', 'http://127.0.0.1:*');
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Stylesheets and fonts from other hosts (a site's web fonts, its CSS from a CDN) are its own choice.
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: https:",
    // Content embeds videos and sandboxes (YouTube, CodeSandbox) and plays media from other hosts.
    "frame-src 'self' https:",
    "media-src 'self' data: https:",
    "font-src 'self' data: https:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(
  config: SiteConfig,
  options: { dev?: boolean } = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
}

/** Rejects requests the servers will not handle; returns true when it answered. */
export function rejectBadRequest(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.url ?? '').length > MAX_URL_LENGTH) {
    res.writeHead(414, { 'Content-Type': 'text/plain; charset=utf-8' }).end('URI Too Long');
    return true;
  }
  if (
    req.method !== 'GET' &&
    req.method !== 'HEAD' &&
    req.method !== 'OPTIONS' &&
    !(req.url ?? '').startsWith('/1/')
  ) {
    res
      .writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Method Not Allowed');
    return true;
  }
  if (req.method === 'OPTIONS' && !(req.url ?? '').startsWith('/1/')) {
    res.writeHead(204, { Allow: 'GET, HEAD, OPTIONS' }).end();
    return true;
  }
  return false;
}

export interface LocalSearch {
  service: SearchService;
  adminApiKey: string;
  /**
   * Loads a records file and builds its index at once (warmed up, in the search thread:
   * `service.ready()` says when), so the first query is fast; returns false when the file does
   * not exist. A file with the same text as the one loaded last is not loaded again.
   */
  load(recordsFile: string): boolean;
}

/**
 * The embedded Algolia-compatible service over the build's records. Its admin key is
 * `SEARCH_ADMIN_KEY`, else a random key printed once, so the index can be managed.
 */
export function createLocalSearch(
  config: SiteConfig,
  dataDir?: string,
  log: (message: string) => void = console.log,
): LocalSearch {
  const fromEnv = process.env.SEARCH_ADMIN_KEY;
  const adminApiKey = fromEnv || randomBytes(16).toString('hex');
  if (!fromEnv)
    log(`Search admin API key for this run: ${adminApiKey} (set SEARCH_ADMIN_KEY to fix it)`);
  const service = createSearchService({
    appId: config.search.appId,
    searchApiKey: config.search.apiKey,
    adminApiKey,
    dataDir,
    thread: true,
    // Compiled, the thread starts in a third of the time it takes registering tsx first (the first
    // search after a start waits for it).
    threadEntry: runsCompiled
      ? pathToFileURL(
          ownModule(fileURLToPath(new URL('../search/service-thread.ts', import.meta.url))),
        )
      : undefined,
  });
  let loadedText: string | undefined;
  return {
    service,
    adminApiKey,
    load(recordsFile) {
      if (!existsSync(recordsFile)) return false;
      const text = readFileSync(recordsFile, 'utf8');
      if (text === loadedText) return true;
      const data = JSON.parse(text) as RecordsFile;
      loadedText = text;
      const indexName = data.indexName ?? config.search.indexName;
      service.setRecords(indexName, data.records, data.synonyms);
      service.warm(indexName);
      return true;
    },
  };
}

export const recordsFileIn = (dir: string) => join(dir, 'search', 'records.json');

/** Starts `server` listening; resolves with the port it got (the free one when `port` is 0). */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

/** The address a server prints and opens: the site's baseUrl on it (none when `/`, as before). */
export const siteAddress = (host: string, port: number, baseUrl: string) =>
  `http://${host}:${port}${baseUrl === '/' ? '' : baseUrl}`;
