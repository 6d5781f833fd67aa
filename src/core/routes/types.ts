// The route table: one source of truth for the router, the prerenderer, the
// link checker, the sitemap and the search records.
import type { TocItem } from '../content/types';
import type { Breadcrumb, NavLink, SidebarItem } from '../sidebars/types';

/** `plugin`: a route a site's plugin added (its component gets its modules' data as props). */
/** `blog`: a blog page (src/core/blog/routes.ts): its modules' data as props, `props` spread. */
export type RouteKind =
  'doc' | 'generated-index' | 'page' | 'mdx-page' | 'search' | 'plugin' | 'blog';

export interface RouteEntry {
  path: string;
  kind: RouteKind;
  /** Prop name → module key in the generated registry. */
  modules: Record<string, string>;
  /** Search hierarchy lvl0 (top sidebar category or page family). */
  lvl0?: string;
  /** Excluded from the sitemap and marked noindex. */
  noIndex?: boolean;
  /** DocSearch tag: `docs-default-<version>` on docs, `default` elsewhere. */
  searchTag: string;
  /** A plugin route's `customData`, which its component reads from its `route` prop. */
  customData?: unknown;
}

/** A module the registry can load: a source file and its chunk name. */
export interface RouteModule {
  /** Import specifier (absolute path or alias). */
  request: string;
  chunkName: string;
}

/** What a doc page receives as `metadata` (generated JSON next to its content). */
export interface DocPageMetadata {
  id: string;
  title: string;
  description: string;
  permalink: string;
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  sidebar?: string;
  previous?: NavLink;
  next?: NavLink;
  breadcrumbs: Breadcrumb[];
  unlisted: boolean;
  draft: boolean;
  keywords?: string[];
  image?: string;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  tocMinHeadingLevel?: number;
  tocMaxHeadingLevel?: number;
  /** The doc's front matter as written, for a site's components (`useDoc().frontMatter`). */
  frontMatter: Record<string, unknown>;
}

export interface GeneratedIndexMetadata {
  title: string;
  description?: string;
  permalink: string;
  keywords?: string[];
  image?: string;
  sidebar: string;
  breadcrumbs: Breadcrumb[];
  previous?: NavLink;
  next?: NavLink;
}

/** The docs version data shared by every doc page (one chunk). */
export interface DocsVersionData {
  pluginId: string;
  version: string;
  label: string;
  isLast: boolean;
  path: string;
  /** Shown above its docs: none, or a notice that the version is unreleased / unmaintained. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Shows "Version: <label>" above its docs. */
  badge: boolean;
  className: string;
  /** The version's `noIndex`: every page of it asks robots not to index it. */
  noIndex: boolean;
  mainDocId: string;
  sidebars: Record<string, SidebarItem[]>;
  /** Descriptions for category cards. */
  docs: Record<string, { id: string; title: string; description: string; sidebar?: string }>;
}

/** The docs global data every page receives (kept small: it ships in the main bundle). */
export interface DocsGlobalData {
  path: string;
  breadcrumbs: boolean;
  versions: Array<{
    name: string;
    label: string;
    isLast: boolean;
    path: string;
    mainDocId: string;
    docs: Array<{ id: string; path: string; sidebar?: string }>;
  }>;
}

export interface MarkdownModuleExports {
  toc: TocItem[];
  contentTitle: string | null;
}
