// The HTML document around each prerendered page.
import type { SiteConfig } from '../config/schema';
import {
  announcementScript,
  baseUrlIssueBannerScript,
  colorModeScript,
  gtagHeadTags,
  tagManagerHeadTags,
  tagManagerNoscript,
} from './inline-scripts';
import { addBaseUrl } from '../../shared/baseUrl';
import { GENERATOR_NAME } from '../../shared/generator';

export interface RenderedHead {
  title: string;
  meta: Array<{ name?: string; property?: string; content: string }>;
  links: Array<{ rel: string; href: string; hrefLang?: string; type?: string; title?: string }>;
  htmlClassName: string;
  jsonLd: unknown[];
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Attributes = Record<string, string | boolean | undefined>;
const VOID_TAGS = new Set(
  'area base br col embed hr img input link meta source track wbr'.split(' '),
);

/** One element's HTML: `true` attributes bare, `false` and undefined ones left out. */
export function tag(name: string, attributes: Attributes, innerHTML = ''): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) =>
      value === false || value === undefined
        ? ''
        : value === true
          ? ` ${key}`
          : ` ${key}="${escapeAttr(value)}"`,
    )
    .join('');
  return VOID_TAGS.has(name.toLowerCase())
    ? `<${name}${attrs}>`
    : `<${name}${attrs}>${innerHTML}</${name}>`;
}

/** The site's own tags for every page's <head>: its `stylesheets`, `scripts` and `headTags`. */
export function siteHeadTags({
  stylesheets,
  scripts,
  headTags,
}: Pick<SiteConfig, 'stylesheets' | 'scripts' | 'headTags'>): string {
  return [
    ...stylesheets.map((s) =>
      tag('link', { rel: 'stylesheet', ...(typeof s === 'string' ? { href: s } : s) }),
    ),
    ...scripts.map((s) => tag('script', typeof s === 'string' ? { src: s } : s)),
    ...headTags.map((t) => tag(t.tagName, t.attributes, t.innerHTML)),
  ].join('');
}

export interface DocumentInput {
  config: SiteConfig;
  appHtml: string;
  head: RenderedHead;
  scripts: string[];
  stylesheets: string[];
  /** Extra tags for <head> (preconnects to the search hosts, …). */
  headExtra?: string;
  /** What the site's plugins inject (`injectHtmlTags`), as HTML for each place. */
  injected?: InjectedHtml;
  /** The page's route path: the home page (at the baseUrl) carries the baseUrl issue banner. */
  path?: string;
}

/** The HTML plugins put at the end of <head>, first in <body> and last in <body>. */
export interface InjectedHtml {
  head: string;
  preBody: string;
  postBody: string;
}

/** A page's stylesheet and script tags, last in its <head> (a reused page gets them anew). */
export function assetTags({
  stylesheets,
  scripts,
}: Pick<DocumentInput, 'stylesheets' | 'scripts'>) {
  return (
    stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('') +
    scripts.map((src) => `<script src="${src}" defer></script>`).join('')
  );
}

export function renderDocument({
  config,
  appHtml,
  head,
  scripts,
  stylesheets,
  headExtra = '',
  injected = { head: '', preBody: '', postBody: '' },
  path,
}: DocumentInput): string {
  const meta = head.meta
    .map(
      (m) =>
        `<meta ${m.name ? `name="${escapeAttr(m.name)}"` : `property="${escapeAttr(m.property ?? '')}"`} content="${escapeAttr(m.content)}" data-rh="true">`,
    )
    .join('');
  const links = head.links
    .map(
      (l) =>
        `<link rel="${escapeAttr(l.rel)}" href="${escapeAttr(l.href)}"${l.hrefLang ? ` hreflang="${escapeAttr(l.hrefLang)}"` : ''}${l.type ? ` type="${escapeAttr(l.type)}"` : ''}${l.title ? ` title="${escapeAttr(l.title)}"` : ''} data-rh="true">`,
    )
    .join('');
  const jsonLd = head.jsonLd
    .map(
      (d) =>
        `<script type="application/ld+json">${JSON.stringify(d).replace(/</g, '\\u003c')}</script>`,
    )
    .join('');
  // No favicon configured: an empty one, so the browser does not ask for /favicon.ico and get a 404.
  // `img/favicon.ico`, as the reference's templates write it, is a site path like `/img/favicon.ico`.
  const icon = config.favicon && addBaseUrl(config.url, config.baseUrl, config.favicon);
  const favicon = `<link rel="icon" href="${icon ? escapeAttr(icon) : 'data:,'}">`;
  const opensearch = config.search.searchPagePath
    ? `<link rel="search" type="application/opensearchdescription+xml" title="${escapeAttr(config.title)}" href="${escapeAttr(config.baseUrl)}opensearch.xml">`
    : '';
  const banner =
    config.baseUrlIssueBanner && path === config.baseUrl
      ? `<script>${baseUrlIssueBannerScript(config.baseUrl)}</script>`
      : '';
  return (
    `<!DOCTYPE html><html lang="${config.i18n.defaultLocale}" dir="ltr"${head.htmlClassName ? ` class="${escapeAttr(head.htmlClassName)}"` : ''} data-has-hydrated="false">` +
    `<head><meta charset="UTF-8"><meta name="generator" content="${GENERATOR_NAME}"><meta name="viewport" content="width=device-width, initial-scale=1.0">` +
    `<title>${escapeText(head.title || config.title)}</title>${meta}${links}${favicon}${opensearch}${jsonLd}${banner}${gtagHeadTags(config)}${tagManagerHeadTags(config)}${siteHeadTags(config)}${injected.head}${headExtra}` +
    assetTags({ stylesheets, scripts }) +
    `</head><body><script>${colorModeScript(config)}${config.announcementBar ? announcementScript(config) : ''}</script>` +
    `${tagManagerNoscript(config)}${injected.preBody}<div id="__docusaurus">${appHtml}</div>${injected.postBody}</body></html>`
  );
}
