import type { CategoryLinkConfig } from '../sidebars/types';
import type { DocFrontMatter } from './frontmatter';

export interface DocMetadata {
  /** Doc id: number-prefix-free directory + front matter id or file name (`campaign/analytics`). */
  id: string;
  /** Absolute path of the source file. */
  source: string;
  /** Path relative to the docs directory, with the original names (`01-campaign/analytics.md`). */
  relativePath: string;
  /** Directory relative to the docs directory as written on disk ('.' for the root). */
  sourceDirName: string;
  /** The route of the doc (`/campaign/analytics`, `/campaign/` for an index doc). */
  permalink: string;
  title: string;
  /** The leading `# Heading` of the body, if any. */
  contentTitle?: string;
  description: string;
  frontMatter: DocFrontMatter;
  /** sidebar_position front matter, else the file's number prefix. */
  sidebarPosition?: number;
  draft: boolean;
  unlisted: boolean;
  editUrl?: string;
  /** When the doc last changed (ms since the epoch), with docs.showLastUpdateTime. */
  lastUpdatedAt?: number;
  /** Who changed it last, with docs.showLastUpdateAuthor. */
  lastUpdatedBy?: string;
}

export interface CategoryMetadata {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  customProps?: Record<string, unknown>;
  /** As in a sidebars file; `null` for no link (a `_category_.json` may say so). */
  link?: CategoryLinkConfig | null;
}

export interface DocsContent {
  docsDir: string;
  docs: DocMetadata[];
  /** Category metadata by directory (relative to the docs dir, as on disk). */
  categories: Map<string, CategoryMetadata>;
}

export interface TocItem {
  value: string;
  id: string;
  level: number;
}
