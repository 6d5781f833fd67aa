// The blog's feeds (RSS, Atom, JSON: `feedOptions.type`), written after the pages, each post's
// content the HTML its built page shows, links made absolute; and the `<link rel="alternate">`
// tags every page's head carries for them, as the reference's blog writes both. The XML and
// JSON come from the `feed` package.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { BlogConfig, SiteConfig } from '../config/schema';
import type { BlogContent, BlogPaths } from './load';
import type { BlogPostMetadata } from './types';
import { stripBaseUrl } from '../../shared/baseUrl';
import { FEED_STYLESHEETS, withStylesheet } from './feed-style';

type FeedType = 'rss' | 'atom' | 'json';

const FEED_FILES: Record<FeedType, { file: string; mime: string; label: string }> = {
  rss: { file: 'rss.xml', mime: 'application/rss+xml', label: 'RSS' },
  atom: { file: 'atom.xml', mime: 'application/atom+xml', label: 'Atom' },
  json: { file: 'feed.json', mime: 'application/json', label: 'JSON' },
};

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The feeds' path under the blog (`/blog/rss.xml`), whatever the site's trailing slash. */
const feedPath = (paths: BlogPaths, type: FeedType) =>
  `${paths.base.replace(/\/$/, '')}/${FEED_FILES[type].file}`;

export function feedLinkTags(config: SiteConfig, blog: BlogConfig, paths: BlogPaths): string {
  const title = blog.feedOptions.title ?? config.title;
  return blog.feedOptions.type
    .map(
      (type) =>
        `<link rel="alternate" type="${FEED_FILES[type].mime}" href="${escapeAttr(feedPath(paths, type))}" title="${escapeAttr(`${title} ${FEED_FILES[type].label} Feed`)}">`,
    )
    .join('');
}

/** The links and images in `html` made absolute, resolved against the post's own URL. */
export function absoluteLinks(html: string, postUrl: string): string {
  return html.replace(
    /(<(?:a|img)\s[^>]*?\b(?:href|src)=")([^"]*)"/g,
    (m, before: string, url: string) => {
      try {
        return `${before}${new URL(url.replace(/&amp;/g, '&'), postUrl).href.replace(/&/g, '&amp;')}"`;
      } catch {
        return m;
      }
    },
  );
}

/** The post's content as its built page shows it (the article body), or undefined. */
export function postHtml(pageHtml: string): string | undefined {
  const doc = parseDocument(pageHtml);
  const body = DomUtils.getElementById('__blog-post-container', doc.children);
  return body ? DomUtils.getInnerHTML(body, { decodeEntities: false }) : undefined;
}

export interface FeedInput {
  config: SiteConfig;
  blog: BlogConfig;
  content: BlogContent;
  /** A built page's HTML by route path (undefined when it was not written). */
  pageHtml(permalink: string): string | undefined;
}

/** The feeds' files: path under the output folder → text. */
export async function createFeeds({
  config,
  blog,
  content,
  pageHtml,
}: FeedInput): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const types = blog.feedOptions.type;
  if (!types.length) return files;
  const { Feed } = await import('feed');
  const site = config.url.replace(/\/+$/, '');
  const { limit } = blog.feedOptions;
  const posts = content.posts
    .filter((p) => !p.metadata.unlisted)
    .slice(0, typeof limit === 'number' ? limit : undefined);
  // No posts, no feeds, as the reference writes none.
  if (!posts.length) return files;
  const link = site + content.paths.base;
  const feed = new Feed({
    id: link,
    title: blog.feedOptions.title ?? `${config.title} Blog`,
    link,
    description: blog.feedOptions.description ?? `${config.title} Blog`,
    language: blog.feedOptions.language ?? config.i18n.defaultLocale,
    copyright: blog.feedOptions.copyright ?? '',
    updated: posts[0] ? new Date(posts[0].metadata.date) : undefined,
    ...(config.favicon && { favicon: `${site}/${config.favicon.replace(/^\//, '')}` }),
  });
  for (const { metadata } of posts) {
    const html = pageHtml(metadata.permalink);
    const body = html && postHtml(html);
    feed.addItem(feedItem(metadata, site, body && absoluteLinks(body, site + metadata.permalink)));
  }
  const text: Record<FeedType, () => string> = {
    rss: () => feed.rss2(),
    atom: () => feed.atom1(),
    json: () => feed.json1(),
  };
  const { xslt } = blog.feedOptions;
  for (const type of types) {
    const path = feedPath(content.paths, type);
    const style = type !== 'json' && (typeof xslt === 'boolean' ? xslt : xslt[type]);
    if (!style) {
      files.set(path, text[type]());
      continue;
    }
    const { file, text: xsl } = FEED_STYLESHEETS[type];
    files.set(path, withStylesheet(text[type](), file));
    files.set(path.replace(/[^/]+$/, file), xsl);
  }
  return files;
}

export function feedItem(metadata: BlogPostMetadata, site: string, content?: string) {
  const url = site + metadata.permalink;
  const authors = metadata.authors
    .filter((a) => a.name)
    .map((a) => ({
      name: a.name,
      ...(a.url && { link: a.url }),
      ...(a.email && { email: a.email }),
    }));
  return {
    title: metadata.title,
    id: url,
    link: url,
    date: new Date(metadata.date),
    description: metadata.description,
    ...(content !== undefined && { content }),
    ...(authors.length && { author: authors }),
    category: metadata.tags.map((t) => ({ name: t.label, term: t.label })),
  };
}

/** Writes the feeds into the built site (`outDir`), reading the posts' built pages there. */
export async function writeFeeds(
  outDir: string,
  input: Omit<FeedInput, 'pageHtml'>,
  htmlPathFor: (permalink: string) => string,
  /** The site's baseUrl, taken off the feeds' paths for their files (as pages' files are). */
  baseUrl = '/',
): Promise<number> {
  const files = await createFeeds({
    ...input,
    pageHtml: (permalink) => {
      const file = htmlPathFor(permalink);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
  });
  for (const [path, text] of files) {
    const file = join(outDir, stripBaseUrl(baseUrl, path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return files.size;
}
