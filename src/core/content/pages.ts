// src/pages → standalone pages: React components (.tsx/.jsx) and Markdown (.md/.mdx).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseSource } from './frontmatter';
import { underBaseUrl } from '../../shared/baseUrl';
import { extractContentTitle, extractExcerpt } from './docs';

export interface PageMetadata {
  source: string;
  permalink: string;
  type: 'component' | 'markdown';
  /** Markdown pages only. */
  title?: string;
  description?: string;
  frontMatter?: Record<string, unknown>;
}

/** `index.*` is its folder's page (`/about/`); other files drop their extension (`/about`). */
export function pagePermalink(relativePath: string): string {
  const parts = relativePath
    .split(sep)
    .join('/')
    .replace(/\.(tsx|jsx|ts|js|md|mdx)$/, '')
    .split('/');
  const last = parts[parts.length - 1];
  if (last === 'index')
    return (
      '/' + parts.slice(0, -1).map(encodeURIComponent).join('/') + (parts.length > 1 ? '/' : '')
    );
  return '/' + parts.map(encodeURIComponent).join('/');
}

/** `baseUrl`: the site's, which every page's route is under (`/docs/about` for `about.md`). */
export function loadPages(pagesDir: string, baseUrl = '/'): PageMetadata[] {
  if (!existsSync(pagesDir)) return [];
  const pages: PageMetadata[] = [];
  for (const entry of readdirSync(pagesDir, { recursive: true, withFileTypes: true })) {
    // As the reference's pages plugin: .js and .ts pages too (the classic template's home page is
    // src/pages/index.js); not partials (`_x`, `_dir/`), tests or type declarations.
    if (!entry.isFile() || !/\.(tsx|jsx|ts|js|md|mdx)$/.test(entry.name)) continue;
    if (/\.d\.ts$/.test(entry.name)) continue;
    const source = join(entry.parentPath, entry.name);
    const rel = relative(pagesDir, source);
    if (
      rel.split(sep).some((s) => s.startsWith('_') || s.startsWith('.')) ||
      /\.test\./.test(entry.name)
    )
      continue;
    const permalink = underBaseUrl(baseUrl, pagePermalink(rel));
    if (/\.mdx?$/.test(entry.name)) {
      const { frontMatter, content } = parseSource(source, readFileSync(source, 'utf8'));
      pages.push({
        source,
        permalink:
          frontMatter.slug === undefined ? permalink : underBaseUrl(baseUrl, frontMatter.slug),
        type: 'markdown',
        title: frontMatter.title ?? extractContentTitle(content),
        description: frontMatter.description ?? extractExcerpt(content),
        frontMatter,
      });
    } else pages.push({ source, permalink, type: 'component' });
  }
  return pages.sort((a, b) => a.permalink.localeCompare(b.permalink));
}
