// The posts of a list page, each in its own post context (the reference's @theme/BlogPostItems).
import type { ComponentType } from 'react';
import type { BlogPostContent } from '@docgen/client/blogContent';
import { BlogPostProvider } from '@docgen/client/blogPost';
import BlogPostItem from '@theme/BlogPostItem';

export interface Props {
  items: ReadonlyArray<{ content: BlogPostContent }>;
  component?: ComponentType<{ children: React.ReactNode }>;
}

export default function BlogPostItems({ items, component: Item = BlogPostItem }: Props) {
  return (
    <>
      {items.map(({ content: Content }) => (
        <BlogPostProvider key={Content.metadata.permalink} content={Content}>
          <Item>
            <Content />
          </Item>
        </BlogPostProvider>
      ))}
    </>
  );
}
