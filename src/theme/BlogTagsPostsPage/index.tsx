// The posts of one tag (the reference's @theme/BlogTagsPostsPage), paginated like the list.
import type { BlogListMetadata, BlogSidebarData, BlogTagSummary } from '@docgen/shared/types';
import type { BlogPostContent } from '@docgen/client/blogContent';
import { Head } from '@docgen/client/head';
import { Link } from '@docgen/client/Link';
import { SearchMetadata } from '@docgen/client/pageMetadata';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';

export interface Props {
  tag: BlogTagSummary & { allTagsPath: string };
  listMetadata: BlogListMetadata;
  items: ReadonlyArray<{ content: BlogPostContent }>;
  sidebar?: BlogSidebarData;
}

export const tagPostsTitle = ({ count, label }: { count: number; label: string }) =>
  `${count === 1 ? 'One post' : `${count} posts`} tagged with "${label}"`;

export default function BlogTagsPostsPage({ tag, listMetadata, items, sidebar }: Props) {
  const title = tagPostsTitle(tag);
  return (
    <BlogLayout title={title} description={tag.description} sidebar={sidebar}>
      <Head
        htmlClassName="plugin-blog plugin-id-default blog-wrapper blog-tags-post-list-page"
        meta={tag.unlisted ? [{ name: 'robots', content: 'noindex, nofollow' }] : []}
      />
      <SearchMetadata tag="blog_tags_posts" />
      <header className="margin-bottom--xl">
        <Heading as="h1">{title}</Heading>
        {tag.description && <p>{tag.description}</p>}
        <Link to={tag.allTagsPath}>View All Tags</Link>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={listMetadata} />
    </BlogLayout>
  );
}
