// The blog's authors (authors.yml), each with its number of posts and, when it has one (`page:
// true`), a link to its page: the reference's @theme/Blog/Pages/BlogAuthorsListPage.
import type { BlogAuthor, BlogSidebarData } from '@docgen/shared/types';
import { Head } from '@docgen/client/head';
import { Link } from '@docgen/client/Link';
import { SearchMetadata } from '@docgen/client/pageMetadata';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';

export interface Props {
  authors: Array<BlogAuthor & { count: number }>;
  sidebar?: BlogSidebarData;
}

export default function BlogAuthorsListPage({ authors, sidebar }: Props) {
  return (
    <BlogLayout title="Authors" sidebar={sidebar}>
      <Head htmlClassName="plugin-blog plugin-id-default blog-wrapper blog-authors-list-page" />
      <SearchMetadata tag="blog_authors_list" />
      <Heading as="h1">Authors</Heading>
      <ul className="authorListItem clean-list">
        {authors.map((author) => (
          <li key={author.key} className="margin-bottom--lg">
            <div className="avatar">
              {author.imageURL && (
                <img
                  className="avatar__photo avatar__photo--lg"
                  src={author.imageURL}
                  alt={author.name ?? ''}
                />
              )}
              <div className="avatar__intro">
                <div className="avatar__name">
                  {author.page ? (
                    <Link to={author.page.permalink}>{author.name}</Link>
                  ) : (
                    author.name
                  )}
                  <span className="authorBlogPostCount"> {author.count}</span>
                </div>
                {author.title && <small className="avatar__subtitle">{author.title}</small>}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
