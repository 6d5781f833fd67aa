// The prerender phase: every route rendered to an HTML file by the client
// bundle's prerendering entry, or taken from the last build when its inputs did not change (with its
// asset tags made current), then the files that are not routes (404.html,
// sitemap.xml, opensearch.xml). A page that throws is reported with its source file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stripBaseUrl } from '../../shared/baseUrl';
import { SourceError } from '../errors';
import { collectLinks, type PageLinks } from '../links/collect';
import { assetTags, renderDocument } from '../render/html';
import { renderOpenSearch, renderSitemap } from '../render/sitemap';
import { sourceOfModule } from '../routes/create';
import type { RouteEntry } from '../routes/types';
import type { LoadedSite } from '../site';
import type { Bundled } from './bundle';
import type { PhaseClock } from './phases';
import { sha1, type PageRecord, type RenderPlan, type RenderReason } from './plan-render';

export interface PrerenderedPage {
  route: RouteEntry;
  html: string;
  /** Taken from the last build (its inputs did not change): so are its search records. */
  reused?: boolean;
}

export interface Prerendered {
  /** How many pages were written. */
  pages: number;
  /** Each page's links and anchor ids, for the link checker. */
  links: Map<string, PageLinks>;
  /** What the pages manifest keeps of each page (its inputs are added by the caller). */
  records: Record<string, Omit<PageRecord, 'inputs'>>;
  /** The pages rendered (the rest were reused), and why. */
  rendered: Map<string, RenderReason>;
}

/** A page that threw while prerendering, pointed at its source file (and the component, when one is missing). */
function renderFailure(site: LoadedSite, route: RouteEntry, error: Error): string {
  const key = route.modules.content ?? route.modules.component;
  // A blog post's page: its Markdown (its module is the blog's, not in the docs' table).
  const source =
    sourceOfModule(site.routes, key) ??
    site.blog?.posts.find((p) => p.metadata.permalink === route.path)?.source;
  let where = source ? relative(process.cwd(), source) : route.path;
  const missing = /Expected component `([^`]+)` to be defined/.exec(error.message);
  if (source && missing) {
    const lines = readFileSync(source, 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes(`<${missing[1]}`));
    if (line !== -1) where += `:${line + 1}:${lines[line].indexOf(`<${missing[1]}`) + 1}`;
    return `${where}: unknown component <${missing[1]}> (not imported, and not one of the theme's MDX components)`;
  }
  return `${where}: Can't render static file for pathname "${route.path}": ${error.message.split('\n')[0]}`;
}

/** A route's file: its path with the site's base URL taken off (the build folder is served there). */
export function htmlPathFor(
  outDir: string,
  routePath: string,
  trailingSlash?: boolean,
  baseUrl = '/',
): string {
  const sitePath = stripBaseUrl(baseUrl, routePath);
  if (/\.html?$/.test(sitePath)) return join(outDir, sitePath);
  const path = decodeURIComponent(sitePath);
  // `trailingSlash: false`: /a is a.html, which hosts serve at /a without redirecting to /a/.
  if (trailingSlash === false && !path.endsWith('/')) return join(outDir, `${path}.html`);
  return join(outDir, path, 'index.html');
}

/**
 * The previous build's file for a page, with its asset tags made current; undefined when the file
 * is not the one the manifest describes (edited or removed since).
 */
function reusePage(record: PageRecord, file: string, tags: string): string | undefined {
  let html;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const at = html.indexOf('</head>') - record.tags.length;
  if (
    sha1(html) !== record.html ||
    at < 0 ||
    html.slice(at, at + record.tags.length) !== record.tags
  )
    return undefined;
  return html.slice(0, at) + tags + html.slice(at + record.tags.length);
}

export function prerenderPages(
  site: LoadedSite,
  bundled: Pick<Bundled, 'assetsFor' | 'render'>,
  {
    outDir,
    previousDir,
    plan,
    onPage,
  }: {
    outDir: string;
    previousDir: string;
    plan: RenderPlan;
    /** Each page as it is written (its HTML is not kept: a large site's would fill the memory). */
    onPage: (page: PrerenderedPage) => void;
  },
  clock: PhaseClock,
): Prerendered {
  const { config, routes } = site;
  const links = new Map<string, PageLinks>();
  const records: Record<string, Omit<PageRecord, 'inputs'>> = {};
  const rendered = new Map<string, RenderReason>();
  const failures: string[] = [];
  const total = routes.routes.length;
  for (const [index, route] of routes.routes.entries()) {
    // About a hundred updates whatever the site's size.
    if (index % Math.max(1, Math.floor(total / 100)) === 0)
      clock.advance('prerender', index, total);
    const assets = bundled.assetsFor(route);
    const tags = assetTags(assets);
    const file = htmlPathFor(outDir, route.path, config.trailingSlash, config.baseUrl);
    mkdirSync(dirname(file), { recursive: true });
    const record = plan.previous[route.path];
    const reason = plan.reasons.get(route.path);
    const reused =
      !reason && record
        ? reusePage(
            record,
            htmlPathFor(previousDir, route.path, config.trailingSlash, config.baseUrl),
            tags,
          )
        : undefined;
    if (reused !== undefined) {
      writeFileSync(file, reused);
      links.set(route.path, { links: record.links, anchors: new Set(record.anchors) });
      records[route.path] = { ...record, html: sha1(reused), tags };
      onPage({ route, html: reused, reused: true });
      continue;
    }
    rendered.set(route.path, reason ?? 'output changed');
    let page;
    try {
      page = bundled.render(route.path);
    } catch (error) {
      failures.push(renderFailure(site, route, error as Error));
      continue;
    }
    const html = renderDocument({
      config,
      appHtml: page.html,
      head: page.head,
      ...assets,
      injected: site.plugins.injected,
      path: route.path,
    });
    writeFileSync(file, html);
    const found = collectLinks(page.html);
    links.set(route.path, found);
    records[route.path] = {
      html: sha1(html),
      tags,
      links: found.links,
      anchors: [...found.anchors],
    };
    onPage({ route, html });
  }
  if (failures.length) {
    throw new SourceError(
      site.siteDir,
      `Static site generation failed for ${failures.length} path(s):\n${failures.join('\n')}`,
    );
  }
  writeSiteFiles(site, bundled, outDir);
  return { pages: Object.keys(records).length, links, records, rendered };
}

/** The files beside the pages: 404.html, sitemap.xml and opensearch.xml. */
function writeSiteFiles(
  { config, routes, plugins }: LoadedSite,
  bundled: Pick<Bundled, 'assetsFor' | 'render'>,
  outDir: string,
) {
  // Matches no route but the catch-all, as the reference renders its 404 page.
  const notFound = bundled.render(`${config.baseUrl}404.html`);
  writeFileSync(
    join(outDir, '404.html'),
    renderDocument({
      config,
      appHtml: notFound.html,
      head: notFound.head,
      ...bundled.assetsFor(undefined),
      injected: plugins.injected,
    }),
  );
  if (!config.noIndex) {
    writeFileSync(
      join(outDir, 'sitemap.xml'),
      renderSitemap(
        config.url,
        routes.routes.filter((r) => !r.noIndex).map((r) => r.path),
      ),
    );
  }
  if (config.search.searchPagePath)
    writeFileSync(join(outDir, 'opensearch.xml'), renderOpenSearch(config));
}
