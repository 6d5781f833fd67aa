// The blog's list pages (`/blog`, `/blog/page/2`…; the reference's @theme/BlogListPage): each
// post's excerpt, newer and older pages.
import type { BlogSidebarData, BlogListMetadata } from '@docgen/shared/types';
import type { BlogPostContent } from '@docgen/client/blogContent';
import { Head } from '@docgen/client/head';
import { SearchMetadata } from '@docgen/client/pageMetadata';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';

export interface Props {
  metadata: BlogListMetadata;
  items: ReadonlyArray<{ content: BlogPostContent }>;
  sidebar?: BlogSidebarData;
}

export default function BlogListPage({ metadata, items, sidebar }: Props) {
  return (
    <BlogLayout title={metadata.blogTitle} description={metadata.blogDescription} sidebar={sidebar}>
      <Head htmlClassName="plugin-blog plugin-id-default blog-wrapper blog-list-page" />
      <SearchMetadata tag="blog_posts_list" />
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}
