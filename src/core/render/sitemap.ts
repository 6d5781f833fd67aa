// sitemap.xml and opensearch.xml.
import type { SiteConfig } from '../config/schema';

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderSitemap(siteUrl: string, paths: string[]): string {
  const urls = paths
    .map(
      (p) =>
        `<url><loc>${xmlEscape(siteUrl + p)}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export function renderOpenSearch(config: SiteConfig): string {
  const title = xmlEscape(config.title);
  const site = xmlEscape(config.url + config.baseUrl);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${title}</ShortName>
  <Description>Search ${title}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Url type="text/html" method="get" template="${site}${xmlEscape(config.search.searchPagePath)}?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${site}opensearch.xml"/>
  <moz:SearchForm>${site}</moz:SearchForm>
</OpenSearchDescription>
`;
}
