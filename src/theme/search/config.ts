// Search settings shared by the search button, the modal and the search page,
// all derived from `siteConfig.search`. No search client here, so the navbar
// can import it without pulling algoliasearch into every page.
import { docsGlobalData, siteConfig } from '@docgen/client/data';
import { isExternalUrl } from '@docgen/client/Link';
import { preferredVersion } from '@docgen/client/docsVersions';
import { addBaseUrl } from '@docgen/shared/baseUrl';

export const searchConfig = siteConfig.search;

/** The embedded service on the site's own origin (no Algolia account). */
export const isLocalSearch = () => searchConfig.appId === 'LOCAL';

/**
 * Results come from Algolia's own service (an Algolia app id, no hosts of another service): only
 * then does the UI credit Algolia.
 */
export const isHostedAlgolia = () =>
  !isLocalSearch() &&
  (searchConfig.hosts ?? []).every((raw) =>
    /(^|\.)algolia(net)?\.(net|com|io)$/.test(new URL(raw).hostname),
  );

/** A host of the algoliasearch transporter (`url` is host[:port], no scheme). */
export interface SearchHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

/**
 * The hosts the client talks to: the page's own origin for the local service;
 * the configured `search.hosts` (each URL keeps its scheme, so plain-http hosts
 * work for a non-local app id); otherwise undefined, i.e. Algolia's hosts.
 */
export function searchHosts(): SearchHost[] | undefined {
  if (isLocalSearch()) {
    if (typeof window === 'undefined') return undefined;
    return [
      {
        url: window.location.host,
        protocol: window.location.protocol === 'https:' ? 'https' : 'http',
        accept: 'readWrite',
      },
    ];
  }
  if (!searchConfig.hosts?.length) return undefined;
  return searchConfig.hosts.map((raw) => {
    const u = new URL(raw);
    const host: SearchHost = {
      url: u.hostname,
      protocol: u.protocol === 'http:' ? 'http' : 'https',
      accept: 'readWrite',
    };
    if (u.port) host.port = Number(u.port);
    return host;
  });
}

/** Origin the browser should warm up a connection to, when it is not the page's own. */
export function preconnectOrigin(): string | undefined {
  if (isLocalSearch()) return undefined;
  if (searchConfig.hosts?.length) return new URL(searchConfig.hosts[0]).origin;
  return `https://${searchConfig.appId}-dsn.algolia.net`;
}

const DOCS_PLUGIN_ID = 'default';

function pathMatches(pathname: string, base: string): boolean {
  const b = base.replace(/\/+$/, '').toLowerCase();
  const p = pathname.toLowerCase();
  return b === '' || p === b || p.startsWith(b + '/');
}

/** The docs version a search should cover: the one being read, else the preferred one, else the latest. */
export function searchDocsVersion(pathname: string): string | undefined {
  const versions = docsGlobalData.versions;
  if (!versions.length) return undefined;
  const latest = versions.find((v) => v.isLast) ?? versions[0];
  if (pathMatches(pathname, docsGlobalData.path)) {
    // Versions other than the latest first: their paths are nested under the latest's.
    const ordered = [...versions.filter((v) => v !== latest), latest];
    const active = ordered.find((v) => pathMatches(pathname, v.path));
    if (active) return active.name;
  }
  return preferredVersion()?.name ?? latest.name;
}

/** Filters that keep results in the reader's language and docs version. */
export function contextualFacetFilters(pathname: string): Array<string | string[]> {
  const language = `language:${siteConfig.i18n.defaultLocale}`;
  const tags = ['docusaurus_tag:default'];
  const version = searchDocsVersion(pathname);
  if (version) tags.push(`docusaurus_tag:docs-${DOCS_PLUGIN_ID}-${version}`);
  return [language, tags];
}

/** Search parameters the modal and the page add to every query. */
export function searchParameters(pathname: string): { facetFilters?: Array<string | string[]> } {
  return searchConfig.contextualSearch ? { facetFilters: contextualFacetFilters(pathname) } : {};
}

/**
 * Index URLs are absolute (the crawler's form); in the app they become
 * `pathname + search + hash` so links navigate inside the site. URLs of other
 * sites stay absolute.
 */
export function toSiteUrl(url: string): string {
  if (!isExternalUrl(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const own = new Set([new URL(siteConfig.url).origin]);
  if (typeof window !== 'undefined') own.add(window.location.origin);
  if (!own.has(parsed.origin)) return url;
  // Under the site's base URL, unless the record's URL already is (ours always are).
  return (
    addBaseUrl(siteConfig.url, siteConfig.baseUrl, parsed.pathname) + parsed.search + parsed.hash
  );
}

/** `<baseUrl>search?q=…` for a query. */
export function searchPageUrl(query: string): string {
  return `${siteConfig.baseUrl}${searchConfig.searchPagePath.replace(/^\/+/, '')}?q=${encodeURIComponent(query)}`;
}

/** Where "Let us know." points: `search.missingResultsUrl`, a `{query}` in it replaced by the query. */
export function missingResultsUrl(query: string): string | undefined {
  return searchConfig.missingResultsUrl?.split('{query}').join(encodeURIComponent(query));
}
