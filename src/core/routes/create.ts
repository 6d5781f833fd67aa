// Content → routes. Pure: doc metadata, sidebars and pages in; the route
// table, the modules it loads and the data each page receives out.
import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import type { DocMetadata, DocsContent } from '../content/types';
import type { PageMetadata } from '../content/pages';
import { applyTrailingSlash } from '../../shared/trailing-slash';
import { breadcrumbsFor, paginationFor, topLevelLabel } from '../sidebars/navigation';
import type { SidebarsResult } from '../sidebars/generate';
import type { VersionMetadata } from '../versions';
import type {
  DocPageMetadata,
  DocsGlobalData,
  DocsVersionData,
  GeneratedIndexMetadata,
  RouteEntry,
  RouteModule,
} from './types';

export const DOCS_PLUGIN_ID = 'default';
export const CURRENT_VERSION = 'current';

export const hash8 = (s: string) => createHash('md5').update(s).digest('hex').slice(0, 8);

/** A source's path from the site folder, with `/` on every system. */
const sitePath = (siteDir: string, source: string) =>
  relative(siteDir, source).split(sep).join('/');

/** Theme modules the routes load lazily (each its own chunk, shared by the routes that use it). */
export const THEME_MODULES = {
  docPage: { request: '@theme/DocPage', chunkName: 'theme-doc-page' },
  mdxPage: { request: '@theme/MDXPage', chunkName: 'theme-mdx-page' },
  searchPage: { request: '@theme/SearchPage', chunkName: 'theme-search-page' },
} satisfies Record<string, RouteModule>;

/** One docs version's content: its docs and sidebars. */
export interface VersionContent {
  metadata: VersionMetadata;
  docs: DocMetadata[];
  sidebars: SidebarsResult;
  /** The version's docs folder as loaded (its categories). */
  content: DocsContent;
}

export interface CreateRoutesInput {
  /** Every docs version built, current first then versions.json's order. */
  versions: VersionContent[];
  pages: PageMetadata[];
  /** The docs' route base, under the site's base URL. */
  routeBasePath: string;
  /** The site's base URL (`/` or `/sub/`): pages, the search page and 404 are under it. */
  baseUrl?: string;
  searchPagePath?: string;
  /** Import path of the generated module wrapping a doc's content and metadata. */
  contentModule: (key: string) => string;
  pageLvl0: string;
  /**
   * Module keys (and so chunk names) hash each source's path relative to the site folder: the
   * same site built in another checkout gives the same file names.
   */
  siteDir: string;
  /** The config's `trailingSlash`: true adds one to route paths, false removes it, unset keeps them. */
  trailingSlash?: boolean;
  /** Routes the site's plugins added, with the modules they load (src/core/plugins/routes.ts). */
  pluginRoutes?: { routes: RouteEntry[]; modules: Record<string, RouteModule> };
  /** The docs' `breadcrumbs` option: false leaves every page without its trail. */
  breadcrumbs?: boolean;
  /** Other generated files for `.generated/content/` (the blog's), name → text. */
  contentFiles?: Map<string, string>;
}

export interface RoutesResult {
  routes: RouteEntry[];
  modules: Record<string, RouteModule>;
  /** Generated data files: module key → JSON-serialisable data. */
  docMetadata: Map<string, { doc: DocMetadata; metadata: DocPageMetadata }>;
  generatedIndexes: Map<string, GeneratedIndexMetadata>;
  pageModules: Map<string, PageMetadata>;
  /** Module key → the version data its docs share. */
  versions: Map<string, DocsVersionData>;
  globalData: DocsGlobalData;
  /** Other generated files for `.generated/content/`, name → text. */
  contentFiles: Map<string, string>;
}

/** The Markdown or page file a route module renders (undefined for theme and data modules). */
export const sourceOfModule = (
  routes: Pick<RoutesResult, 'docMetadata' | 'pageModules'>,
  key: string,
): string | undefined =>
  routes.docMetadata.get(key)?.doc.source ?? routes.pageModules.get(key)?.source;

/** Registry key of a version's shared data. */
export const versionModuleKey = (name: string) => `docsVersion-${name}`;

export function createRoutes(input: CreateRoutesInput): RoutesResult {
  const modules: Record<string, RouteModule> = { ...THEME_MODULES };
  const routes: RouteEntry[] = [];
  const docMetadata = new Map<string, { doc: DocMetadata; metadata: DocPageMetadata }>();
  const generatedIndexes = new Map<string, GeneratedIndexMetadata>();
  const pageModules = new Map<string, PageMetadata>();
  const versions = new Map<string, DocsVersionData>();
  const showBreadcrumbs = input.breadcrumbs ?? true;
  const globalVersions: DocsGlobalData['versions'] = [];

  for (const content of input.versions) {
    const { metadata: v, docs, sidebars: sb } = content;
    const versionKey = versionModuleKey(v.name);
    modules[versionKey] = {
      request: `@generated/docs-version-${v.name}.json`,
      chunkName: `docs-version-${v.name}`,
    };
    const docsById = new Map(docs.map((d) => [d.id, d]));

    for (const doc of docs) {
      const sidebar = sb.docSidebar.get(doc.id);
      const items = sidebar ? sb.sidebars[sidebar] : undefined;
      const key = `doc-${hash8(sitePath(input.siteDir, doc.source))}`;
      const { previous, next } = paginationFor(doc, items, docsById);
      const fm = doc.frontMatter;
      docMetadata.set(key, {
        doc,
        metadata: {
          id: doc.id,
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          editUrl: doc.editUrl,
          lastUpdatedAt: doc.lastUpdatedAt,
          lastUpdatedBy: doc.lastUpdatedBy,
          sidebar,
          previous,
          next,
          breadcrumbs: items && showBreadcrumbs ? breadcrumbsFor(doc.permalink, items) : [],
          unlisted: doc.unlisted,
          draft: doc.draft,
          keywords: fm.keywords,
          image: fm.image,
          hideTitle: fm.hide_title === true,
          hideTableOfContents: fm.hide_table_of_contents === true,
          tocMinHeadingLevel: fm.toc_min_heading_level,
          tocMaxHeadingLevel: fm.toc_max_heading_level,
          frontMatter: fm,
        },
      });
      modules[key] = { request: input.contentModule(key), chunkName: key };
      routes.push({
        path: doc.permalink,
        kind: 'doc',
        modules: { component: 'docPage', version: versionKey, content: key },
        lvl0: (items && topLevelLabel(doc.permalink, items)) ?? doc.title,
        noIndex: doc.unlisted || v.noIndex,
        searchTag: v.searchTag,
      });
    }

    for (const index of sb.generatedIndexes) {
      const items = sb.sidebars[index.sidebar];
      const key = `index-${hash8(index.permalink)}`;
      // A generated index is not a doc: it takes part in previous/next through its route only.
      const asPage = {
        id: `__index${index.permalink}`,
        permalink: index.permalink,
        frontMatter: {},
      } as DocMetadata;
      const nav = paginationFor(asPage, items, docsById);
      generatedIndexes.set(key, {
        title: index.title,
        description: index.description,
        permalink: index.permalink,
        keywords: index.keywords,
        image: index.image,
        sidebar: index.sidebar,
        breadcrumbs: showBreadcrumbs ? breadcrumbsFor(index.permalink, items) : [],
        ...nav,
      });
      modules[key] = { request: `@generated/${key}.json`, chunkName: key };
      routes.push({
        path: index.permalink,
        kind: 'generated-index',
        modules: { component: 'docPage', version: versionKey, index: key },
        lvl0: topLevelLabel(index.permalink, items) ?? index.label,
        noIndex: v.noIndex,
        searchTag: v.searchTag,
      });
    }

    const sidebarNames = Object.keys(sb.sidebars);
    const rootDoc = docs.find((d) => d.permalink === v.routePath);
    const firstSidebarDoc = sidebarNames.length
      ? [...sb.docSidebar.entries()].find(([, s]) => s === sidebarNames[0])?.[0]
      : undefined;
    const mainDocId = rootDoc?.id ?? firstSidebarDocId(sb) ?? firstSidebarDoc ?? docs[0]?.id ?? '';
    versions.set(versionKey, {
      pluginId: DOCS_PLUGIN_ID,
      version: v.name,
      label: v.label,
      isLast: v.isLast,
      path: v.routePath,
      banner: v.banner,
      badge: v.badge,
      className: v.className,
      noIndex: v.noIndex,
      mainDocId,
      sidebars: sb.sidebars,
      docs: Object.fromEntries(
        docs.map((d) => [
          d.id,
          {
            id: d.id,
            title: d.title,
            description: d.description,
            sidebar: sb.docSidebar.get(d.id),
          },
        ]),
      ),
    });
    globalVersions.push({
      name: v.name,
      label: v.label,
      isLast: v.isLast,
      path: v.routePath,
      mainDocId,
      docs: [
        ...docs.map((d) => ({ id: d.id, path: d.permalink, sidebar: sb.docSidebar.get(d.id) })),
        ...sb.generatedIndexes.map((g) => ({
          id: g.permalink,
          path: g.permalink,
          sidebar: g.sidebar,
        })),
      ],
    });
  }

  for (const page of input.pages) {
    const key = `page-${hash8(sitePath(input.siteDir, page.source))}`;
    pageModules.set(key, page);
    if (page.type === 'component') {
      modules[key] = { request: page.source, chunkName: key };
      routes.push({
        path: page.permalink,
        kind: 'page',
        modules: { component: key },
        lvl0: input.pageLvl0,
        searchTag: 'default',
      });
    } else {
      modules[key] = { request: input.contentModule(key), chunkName: key };
      routes.push({
        path: page.permalink,
        kind: 'mdx-page',
        modules: { component: 'mdxPage', content: key },
        lvl0: input.pageLvl0,
        searchTag: 'default',
      });
    }
  }

  const searchPath =
    input.searchPagePath && (input.baseUrl ?? '/') + input.searchPagePath.replace(/^\//, '');
  // A site's own search theme adding its page at the same path (a local search plugin's
  // `/search`) replaces the built-in one: it is the search the site chose.
  const pluginSearchPage = input.pluginRoutes?.routes.some(
    (route) => route.path.replace(/\/$/, '') === searchPath,
  );
  if (searchPath && !pluginSearchPage) {
    routes.push({
      path: searchPath,
      kind: 'search',
      modules: { component: 'searchPage' },
      noIndex: true,
      searchTag: 'default',
    });
  }

  if (input.pluginRoutes) {
    Object.assign(modules, input.pluginRoutes.modules);
    routes.push(...input.pluginRoutes.routes.map((route) => ({ ...route })));
  }

  const globalData: DocsGlobalData = {
    path: input.routeBasePath,
    breadcrumbs: showBreadcrumbs,
    versions: globalVersions,
  };
  // The site's trailingSlash on every route path but `/` (links and canonical URLs follow).
  for (const route of routes)
    route.path = applyTrailingSlash(route.path, input.trailingSlash, input.baseUrl);
  return {
    routes: sortRoutes(routes),
    modules,
    docMetadata,
    generatedIndexes,
    pageModules,
    versions,
    globalData,
    contentFiles: input.contentFiles ?? new Map(),
  };
}

/** The first doc a sidebar links to (the version's main doc when no doc sits at the root). */
function firstSidebarDocId(sb: SidebarsResult): string | undefined {
  for (const items of Object.values(sb.sidebars)) {
    const stack = [...items];
    while (stack.length) {
      const item = stack.shift()!;
      if (item.type === 'link' && item.docId) return item.docId;
      if (item.type === 'category') {
        if (item.linkDocId) return item.linkDocId;
        stack.unshift(...item.items);
      }
    }
  }
  return undefined;
}

export function sortRoutes(routes: RouteEntry[]): RouteEntry[] {
  return [...routes].sort((a, b) => a.path.localeCompare(b.path));
}

/** Normalised key for matching: case-insensitive, trailing slash ignored (as the reference's router). */
export function routeKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** Routes that map to the same URL; the first of each group wins. */
export function findDuplicateRoutes(routes: RouteEntry[]): string[] {
  const seen = new Map<string, number>();
  for (const r of routes) seen.set(routeKey(r.path), (seen.get(routeKey(r.path)) ?? 0) + 1);
  return routes.filter((r) => (seen.get(routeKey(r.path)) ?? 0) > 1).map((r) => r.path);
}
