/**
 * Turns service URLs into the `hosts` option of the algoliasearch v5 client, so the same client
 * talks to the local search service instead of Algolia. Browser-safe (no Node imports).
 */

export interface ClientHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

/**
 * `http://127.0.0.1:3000` → `{ url: '127.0.0.1', port: 3000, protocol: 'http', accept: 'readWrite' }`.
 * Accepts an array or a comma separated string. A path in the URL is not supported by the
 * client (requests always go to `/1/...`), so it is rejected.
 */
export function hostsFromUrls(urls: string | readonly string[]): ClientHost[] {
  const list = typeof urls === 'string' ? urls.split(',') : [...urls];
  const hosts: ClientHost[] = [];
  for (const raw of list) {
    const text = raw.trim();
    if (text === '') continue;
    let parsed: URL;
    try {
      parsed = new URL(text);
    } catch {
      throw new Error(`Invalid search host URL: ${text}`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`Invalid search host URL (expected http or https): ${text}`);
    }
    if (parsed.pathname !== '/' && parsed.pathname !== '') {
      throw new Error(`Search host URL must not have a path: ${text}`);
    }
    const host: ClientHost = {
      url: parsed.hostname, // IPv6 stays bracketed, as the client builds `${url}:${port}`
      protocol: parsed.protocol === 'https:' ? 'https' : 'http',
      accept: 'readWrite',
    };
    if (parsed.port) host.port = Number(parsed.port);
    hosts.push(host);
  }
  if (hosts.length === 0) throw new Error('No search host URL given');
  return hosts;
}
