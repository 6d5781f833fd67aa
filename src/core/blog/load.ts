// The blog folder → its posts, as @docusaurus/plugin-content-blog reads them: each Markdown file
// (`include` less `exclude`) a post, with its date (front matter, file name, else git's last
// commit or the file's time), permalink, authors, tags, excerpt and reading time; newest first,
// drafts only in the dev server.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BlogConfig } from '../config/schema';
import { lineOfKey, parseSource } from '../content/frontmatter';
import { extractContentTitle, extractExcerpt } from '../content/docs';
import { readLastUpdates } from '../content/last-update';
import { SourceError, report } from '../errors';
import { minimatch } from '../esm-bundle';
import { applyTrailingSlash } from '../../shared/trailing-slash';
import { loadAuthorsMap, resolveAuthors, type AuthorsMap } from './authors';
import { readingTime, truncateIndex } from './excerpt';
import { blogFrontMatterSchema } from './frontmatter';
import { parsePostPath } from './post-path';
import { loadTagsFile, resolveTags } from './tags';
import type { BlogPostMetadata } from './types';

export interface BlogPost {
  /** Absolute path of the Markdown file. */
  source: string;
  metadata: BlogPostMetadata;
  draft: boolean;
}

export interface BlogContent {
  blogDir: string;
  /** Every post built, in the list's order (newest first unless `sortPosts: 'ascending'`). */
  posts: BlogPost[];
  authors: AuthorsMap;
  /** The blog's route paths (with the site's trailing slash rule). */
  paths: BlogPaths;
}

export interface BlogPaths {
  base: string;
  tags: string;
  archive?: string;
  authors: string;
  /** A path under the blog, with the site's trailingSlash rule. */
  under(...segments: string[]): string;
}

const joinUrl = (...parts: string[]) =>
  (
    '/' +
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')
  ).replace(/\/+/g, '/');

export function blogPaths(
  options: BlogConfig,
  trailingSlash?: boolean,
  /** The site's baseUrl: every blog path is under it, as every route is. */
  baseUrl = '/',
): BlogPaths {
  const under = (...segments: string[]) =>
    applyTrailingSlash(
      joinUrl(baseUrl, options.routeBasePath, ...segments),
      trailingSlash,
      baseUrl,
    );
  return {
    base: under(),
    tags: under(options.tagsBasePath),
    archive: options.archiveBasePath === null ? undefined : under(options.archiveBasePath),
    authors: under(options.authorsBasePath),
    under,
  };
}

function walk(dir: string, root = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, root, out);
    else out.push(relative(root, path).split(sep).join('/'));
  }
  return out.sort();
}

/** A front matter `date` (YAML date or a string) as a Date; undefined when it is not a date. */
function frontMatterDate(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function loadBlog(
  siteDir: string,
  options: BlogConfig,
  {
    includeDrafts,
    trailingSlash,
    baseUrl,
  }: { includeDrafts: boolean; trailingSlash?: boolean; baseUrl?: string },
): BlogContent {
  const blogDir = join(siteDir, options.path);
  const paths = blogPaths(options, trailingSlash, baseUrl);
  let files: string[] = [];
  try {
    if (statSync(blogDir).isDirectory()) files = walk(blogDir);
  } catch {
    // No blog folder: an empty blog (its list page only), as the reference builds it.
  }
  files = files.filter(
    (f) =>
      /\.mdx?$/.test(f) &&
      options.include.some((g) => minimatch(f, g)) &&
      !options.exclude.some((g) => minimatch(f, g)),
  );
  const authors = loadAuthorsMap(blogDir, options.authorsMapPath, paths.authors, trailingSlash);
  const tagsFile = loadTagsFile(blogDir, options.tags);
  const lastUpdates = files.length ? readLastUpdates(blogDir) : undefined;
  const blogDirFromSite = relative(siteDir, blogDir).split(sep).join('/');

  const posts: BlogPost[] = [];
  for (const rel of files) {
    const source = join(blogDir, rel);
    const raw = readFileSync(source, 'utf8');
    const { frontMatter: fm, content } = parseSource(source, raw, blogFrontMatterSchema);
    if (fm.draft && !includeDrafts) continue;
    const line = (key: string) => lineOfKey(raw, key);
    const parsed = parsePostPath(rel);
    let date = parsed.date;
    if (fm.date !== undefined) {
      date = frontMatterDate(fm.date);
      if (!date)
        throw new SourceError(
          source,
          `front matter "date": "${String(fm.date)}" is not a date`,
          line('date'),
          1,
        );
    }
    const lastUpdate = lastUpdates?.get(source);
    date ??= lastUpdate ? new Date(lastUpdate.at) : statSync(source).mtime;

    const slug = fm.slug ?? parsed.slug;
    if (/[?#]/.test(slug))
      throw new SourceError(
        source,
        `invalid slug "${slug}": a slug cannot contain ? or #`,
        line('slug'),
        1,
      );
    const permalink = paths.under(slug);
    const contentTitle = extractContentTitle(content);
    const title = fm.title ?? contentTitle ?? parsed.text;
    const hasTruncateMarker = truncateIndex(content, options.truncateMarker) >= 0;
    if (!hasTruncateMarker && options.onUntruncatedBlogPosts !== 'ignore') {
      const message = `blog post ${relative(siteDir, source)} has no truncate marker: the list pages show it whole`;
      if (report(options.onUntruncatedBlogPosts, message))
        throw new SourceError(source, 'the post has no truncate marker (onUntruncatedBlogPosts)');
    }
    const editUrl =
      fm.custom_edit_url === null || fm.custom_edit_url === ''
        ? undefined
        : (fm.custom_edit_url ??
          (typeof options.editUrl === 'function'
            ? options.editUrl({
                blogDirPath: blogDirFromSite,
                blogPath: rel,
                permalink,
                locale: 'en',
              })
            : options.editUrl
              ? `${options.editUrl.replace(/\/$/, '')}/${blogDirFromSite}/${rel}`
              : undefined));
    const postAuthors = resolveAuthors(fm, authors, {
      file: source,
      line: line('authors') ?? line('author'),
    });
    if (options.onInlineAuthors !== 'ignore' && authors.size) {
      const inline = postAuthors.filter((a) => !a.key);
      if (inline.length) {
        const message = `${source}: authors not in the authors map: ${inline.map((a) => a.name ?? a.imageURL).join(', ')}`;
        if (report(options.onInlineAuthors, message))
          throw new SourceError(
            source,
            'authors not in the authors map (onInlineAuthors)',
            line('authors'),
            1,
          );
      }
    }
    const updatedAt =
      fm.last_update?.date !== undefined
        ? frontMatterDate(fm.last_update.date)?.getTime()
        : lastUpdate?.at;
    posts.push({
      source,
      draft: fm.draft === true,
      metadata: {
        permalink,
        source: `@site/${relative(siteDir, source).split(sep).join('/')}`,
        title,
        description: fm.description ?? extractExcerpt(content),
        date: date.toISOString(),
        tags: resolveTags(fm.tags, {
          tagsPath: paths.tags,
          tagsFile,
          onInlineTags: options.onInlineTags,
          file: source,
          line: line('tags'),
        }).map((t) => ({ ...t, permalink: applyTrailingSlash(t.permalink, trailingSlash) })),
        ...(options.showReadingTime && { readingTime: readingTime(content) }),
        hasTruncateMarker,
        authors: postAuthors,
        frontMatter: fm as Record<string, unknown>,
        unlisted: fm.unlisted === true,
        ...(editUrl && { editUrl }),
        ...(options.showLastUpdateTime && updatedAt !== undefined && { lastUpdatedAt: updatedAt }),
        ...(options.showLastUpdateAuthor && {
          lastUpdatedBy: fm.last_update?.author ?? lastUpdate?.by,
        }),
      },
    });
  }
  const order = options.sortPosts === 'ascending' ? -1 : 1;
  // Newest first; posts of one date in file order, as the reference keeps them.
  posts.sort((a, b) => order * (Date.parse(b.metadata.date) - Date.parse(a.metadata.date)));
  // Newer and older neighbours among the listed posts (an unlisted post links to none).
  const listed = posts.filter((p) => !p.metadata.unlisted);
  listed.forEach((post, i) => {
    const link = (p?: BlogPost) =>
      p && { title: p.metadata.title, permalink: p.metadata.permalink };
    const prevItem = link(listed[i - 1]);
    const nextItem = link(listed[i + 1]);
    if (prevItem) post.metadata.prevItem = prevItem;
    if (nextItem) post.metadata.nextItem = nextItem;
  });
  return { blogDir, posts, authors, paths };
}
