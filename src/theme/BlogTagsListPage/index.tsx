// Every tag of the blog, grouped by first letter (the reference's @theme/BlogTagsListPage).
import type { BlogSidebarData, BlogTagSummary } from '@docgen/shared/types';
import { Head } from '@docgen/client/head';
import { Link } from '@docgen/client/Link';
import { SearchMetadata } from '@docgen/client/pageMetadata';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import '@theme-original/TagsListInline/styles.css';

export interface Props {
  tags: BlogTagSummary[];
  sidebar?: BlogSidebarData;
}

function byLetter(tags: BlogTagSummary[]): Array<[string, BlogTagSummary[]]> {
  const groups = new Map<string, BlogTagSummary[]>();
  for (const tag of tags) {
    const letter = tag.label[0]?.toUpperCase() ?? '';
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export default function BlogTagsListPage({ tags, sidebar }: Props) {
  return (
    <BlogLayout title="Tags" sidebar={sidebar}>
      <Head htmlClassName="plugin-blog plugin-id-default blog-wrapper blog-tags-list-page" />
      <SearchMetadata tag="blog_tags_list" />
      <Heading as="h1">Tags</Heading>
      <section className="margin-vert--lg">
        {byLetter(tags).map(([letter, group]) => (
          <article key={letter}>
            <Heading as="h2" id={letter}>
              {letter}
            </Heading>
            <ul className="padding--none">
              {group.map((tag) => (
                <li key={tag.permalink} className="tag">
                  <Link to={tag.permalink} className="tag tagWithCount" title={tag.description}>
                    {tag.label}
                    <span>{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <hr />
          </article>
        ))}
      </section>
    </BlogLayout>
  );
}
