// One post: on its own page, or as an item of a list (title linked, excerpt, "Read more"); the
// reference's @theme/BlogPostItem, reading the post from useBlogPost(). Header (title, date and
// reading time, authors), content, footer (tags, edit link, read more).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Link } from '@docgen/client/Link';
import { formatPostDate, useBlogPost } from '@docgen/client/blogPost';
import type { BlogAuthor } from '@docgen/shared/types';
import EditThisPage from '@theme/EditThisPage';
import MDXContent from '@theme/MDXContent';
import TagsListInline from '@theme/TagsListInline';

export interface Props {
  children: ReactNode;
  className?: string;
}

function Author({ author }: { author: BlogAuthor }) {
  const link = author.page?.permalink ?? author.url ?? (author.email && `mailto:${author.email}`);
  const name = author.name && <span itemProp="name">{author.name}</span>;
  return (
    <div className="avatar margin-bottom--sm">
      {author.imageURL && (
        <Link href={link || undefined} className="avatar__photo-link">
          <img className="avatar__photo" src={author.imageURL} alt={author.name ?? ''} />
        </Link>
      )}
      {(author.name || author.title) && (
        <div
          className="avatar__intro"
          itemProp="author"
          itemScope
          itemType="https://schema.org/Person"
        >
          {name && (
            <div className="avatar__name">
              {link ? (
                <Link href={link} itemProp="url">
                  {name}
                </Link>
              ) : (
                name
              )}
            </div>
          )}
          {author.title && (
            <small className="avatar__subtitle" itemProp="description">
              {author.title}
            </small>
          )}
        </div>
      )}
    </div>
  );
}

function Authors({ authors }: { authors: BlogAuthor[] }) {
  if (!authors.length) return null;
  const imageOnly = authors.every((a) => !a.name);
  return (
    <div
      className={clsx('margin-top--md margin-bottom--sm', imageOnly ? 'imageOnlyAuthorRow' : 'row')}
    >
      {authors.map((author, i) => (
        <div
          key={author.key ?? i}
          className={clsx(
            !imageOnly && 'col col--6',
            imageOnly ? 'imageOnlyAuthorCol' : 'authorCol',
          )}
        >
          <Author author={author} />
        </div>
      ))}
    </div>
  );
}

export default function BlogPostItem({ children, className }: Props) {
  const { metadata, isBlogPostPage } = useBlogPost();
  const { permalink, title, date, readingTime, authors, tags, editUrl, hasTruncateMarker } =
    metadata;
  const TitleHeading = isBlogPostPage ? 'h1' : 'h2';
  const truncated = !isBlogPostPage && hasTruncateMarker;
  return (
    <article
      className={clsx(!isBlogPostPage && 'margin-bottom--xl', className)}
      itemProp="blogPost"
      itemScope
      itemType="https://schema.org/BlogPosting"
    >
      <header>
        <TitleHeading className="title" itemProp="headline">
          {isBlogPostPage ? (
            title
          ) : (
            <Link itemProp="url" to={permalink}>
              {title}
            </Link>
          )}
        </TitleHeading>
        <div className="blogPostInfo margin-vert--md">
          <time dateTime={date} itemProp="datePublished">
            {formatPostDate(date)}
          </time>
          {readingTime !== undefined && (
            <>
              {' · '}
              {Math.max(1, Math.ceil(readingTime))} min read
            </>
          )}
        </div>
        <Authors authors={authors} />
      </header>
      <div
        id={isBlogPostPage ? '__blog-post-container' : undefined}
        className="markdown"
        itemProp="articleBody"
      >
        <MDXContent>{children}</MDXContent>
      </div>
      {(tags.length > 0 || truncated || (isBlogPostPage && editUrl)) && (
        <footer className={clsx('docusaurus-mt-lg', !isBlogPostPage && 'row')}>
          {tags.length > 0 && (
            <div
              className={clsx(
                isBlogPostPage ? 'row margin-top--sm theme-blog-footer-tags-row' : 'col col--9',
              )}
            >
              <div className={isBlogPostPage ? 'col' : undefined}>
                <TagsListInline tags={tags} />
              </div>
            </div>
          )}
          {isBlogPostPage && editUrl && (
            <div className="row margin-top--sm theme-blog-footer-edit-meta-row">
              <div className="col">
                <EditThisPage editUrl={editUrl} />
              </div>
            </div>
          )}
          {truncated && (
            <div className={clsx('col text--right', tags.length === 0 && 'col--offset-9')}>
              <Link to={permalink} aria-label={`Read more about ${title}`}>
                <b>Read more</b>
              </Link>
            </div>
          )}
        </footer>
      )}
    </article>
  );
}
