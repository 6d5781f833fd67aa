// The blog post being rendered, for the blog's theme components (the reference's
// `useBlogPost()`): its content module's metadata, front matter, TOC and assets, and whether it
// is the post page or an item of a list.
import { createContext, useContext, type ReactNode } from 'react';
import type { BlogPostContent } from './blogContent';

export interface BlogPostContextValue {
  metadata: BlogPostContent['metadata'];
  frontMatter: BlogPostContent['frontMatter'];
  assets: BlogPostContent['assets'];
  toc: BlogPostContent['toc'];
  isBlogPostPage: boolean;
}

const BlogPostContext = createContext<BlogPostContextValue | null>(null);

export function BlogPostProvider({
  content,
  isBlogPostPage = false,
  children,
}: {
  content: BlogPostContent;
  isBlogPostPage?: boolean;
  children: ReactNode;
}) {
  const value: BlogPostContextValue = {
    metadata: content.metadata,
    frontMatter: content.frontMatter,
    assets: content.assets,
    toc: content.toc,
    isBlogPostPage,
  };
  return <BlogPostContext.Provider value={value}>{children}</BlogPostContext.Provider>;
}

export function useBlogPost(): BlogPostContextValue {
  const value = useContext(BlogPostContext);
  if (!value) throw new Error('useBlogPost() is only available inside a <BlogPostProvider>');
  return value;
}

/** A post's date as the reference's theme writes it ("January 31, 2024"), in UTC. */
export const formatPostDate = (iso: string, locale = 'en') =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
