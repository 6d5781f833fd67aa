// The blog's data as the pages receive it (metadata, sidebar, list pages, tags, archive): the
// shapes of @docusaurus/plugin-content-blog's props, so a site's swizzled blog components read them.

/** The `editUrl` option's function form, as the reference calls it. */
export type BlogEditUrlFunction = (params: {
  blogDirPath: string;
  blogPath: string;
  permalink: string;
  locale: string;
}) => string | undefined;

export interface BlogAuthor {
  /** The authors map's key, when the author comes from it. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  socials?: Record<string, string>;
  /** The author's own page, when the authors map asks for one (`page: true`). */
  page?: { permalink: string } | null;
}

export interface BlogTag {
  label: string;
  permalink: string;
  description?: string;
  /** Not from the tags file: written in a post only. */
  inline: boolean;
}

export interface BlogNavLink {
  title: string;
  permalink: string;
}

export interface BlogPostMetadata {
  permalink: string;
  /** `@site/…`, as the reference gives it. */
  source: string;
  title: string;
  description: string;
  /** ISO date. */
  date: string;
  tags: BlogTag[];
  /** Minutes, when `showReadingTime`. */
  readingTime?: number;
  hasTruncateMarker: boolean;
  authors: BlogAuthor[];
  frontMatter: Record<string, unknown>;
  unlisted: boolean;
  editUrl?: string;
  /** The newer post. */
  prevItem?: BlogNavLink;
  /** The older post. */
  nextItem?: BlogNavLink;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

export interface BlogSidebarData {
  title: string;
  items: Array<{ title: string; permalink: string; unlisted: boolean; date: string }>;
}

/** A list page's `metadata` (BlogPaginatedMetadata). */
export interface BlogListMetadata {
  permalink: string;
  page: number;
  postsPerPage: number;
  totalPages: number;
  totalCount: number;
  /** Newer entries. */
  previousPage?: string;
  /** Older entries. */
  nextPage?: string;
  blogDescription: string;
  blogTitle: string;
}

/** A tag with its posts, as the tags pages show it. */
export interface BlogTagSummary {
  label: string;
  permalink: string;
  description?: string;
  count: number;
  unlisted: boolean;
}
