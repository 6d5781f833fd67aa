// A post's page (the reference's @theme/BlogPostPage): the post whole, its newer and older
// neighbours, its table of contents beside it.
import type { BlogSidebarData } from '@docgen/shared/types';
import type { BlogPostContent } from '@docgen/client/blogContent';
import { BlogPostProvider } from '@docgen/client/blogPost';
import { siteConfig } from '@docgen/client/data';
import { Head } from '@docgen/client/head';
import { SearchMetadata } from '@docgen/client/pageMetadata';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import TOC from '@theme/TOC';

export interface Props {
  content: BlogPostContent;
  sidebar?: BlogSidebarData;
}

export default function BlogPostPage({ content: Content, sidebar }: Props) {
  const { metadata, toc } = Content;
  const fm = metadata.frontMatter;
  const min =
    (fm.toc_min_heading_level as number | undefined) ?? siteConfig.tableOfContents.minHeadingLevel;
  const max =
    (fm.toc_max_heading_level as number | undefined) ?? siteConfig.tableOfContents.maxHeadingLevel;
  const showToc = !fm.hide_table_of_contents && toc.some((t) => t.level >= min && t.level <= max);
  const meta = [
    { property: 'og:type', content: 'article' },
    { property: 'article:published_time', content: metadata.date },
    ...metadata.authors
      .filter((a) => a.url)
      .map((a) => ({ property: 'article:author', content: a.url! })),
    ...metadata.tags.map((t) => ({ property: 'article:tag', content: t.label })),
    ...(metadata.unlisted ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ];
  return (
    <BlogLayout
      title={(fm.title_meta as string | undefined) ?? metadata.title}
      description={metadata.description}
      keywords={fm.keywords as string[] | undefined}
      image={fm.image as string | undefined}
      sidebar={sidebar}
      toc={showToc ? <TOC toc={toc} minHeadingLevel={min} maxHeadingLevel={max} /> : undefined}
    >
      <Head htmlClassName="plugin-blog plugin-id-default blog-wrapper blog-post-page" meta={meta} />
      <SearchMetadata tag="default" />
      <BlogPostProvider content={Content} isBlogPostPage>
        <BlogPostItem>
          <Content />
        </BlogPostItem>
        <BlogPostPaginator prevItem={metadata.prevItem} nextItem={metadata.nextItem} />
      </BlogPostProvider>
    </BlogLayout>
  );
}
