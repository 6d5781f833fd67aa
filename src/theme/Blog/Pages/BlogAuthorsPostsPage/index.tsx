// One author's posts (the reference's @theme/Blog/Pages/BlogAuthorsPostsPage), paginated like
// the list.
import type { BlogAuthor, BlogListMetadata, BlogSidebarData } from '@docgen/shared/types';
import type { BlogPostContent } from '@docgen/client/blogContent';
import { Head } from '@docgen/client/head';
import { SearchMetadata } from '@docgen/client/pageMetadata';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';

export interface Props {
  author: BlogAuthor & { count: number };
  listMetadata: BlogListMetadata;
  items: ReadonlyArray<{ content: BlogPostContent }>;
  sidebar?: BlogSidebarData;
}

export default function BlogAuthorsPostsPage({ author, listMetadata, items, sidebar }: Props) {
  const title = author.name ?? author.key ?? 'Author';
  return (
    <BlogLayout title={title} description={author.title} sidebar={sidebar}>
      <Head htmlClassName="plugin-blog plugin-id-default blog-wrapper blog-authors-posts-page" />
      <SearchMetadata tag="blog_authors_posts" />
      <header className="margin-bottom--xl">
        <Heading as="h1">{title}</Heading>
        {author.title && <p>{author.title}</p>}
        <p>{author.count === 1 ? 'One post' : `${author.count} posts`}</p>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={listMetadata} />
    </BlogLayout>
  );
}
