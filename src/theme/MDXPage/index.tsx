// Standalone Markdown pages (src/pages/*.md): content column and, when the
// page has headings, a table of contents.
import type { ComponentType } from 'react';
import type { RouteComponentProps } from '@docgen/client/App';
import { siteConfig } from '@docgen/client/data';
import { Head } from '@docgen/client/head';
import type { TocItem } from '@docgen/shared/types';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';

interface MarkdownPageModule {
  default: {
    Content: ComponentType;
    toc: TocItem[];
    contentTitle: string | null;
    /** The title is a heading of the content's own, after other content: shown there. */
    titleInContent?: boolean;
    metadata: {
      title?: string;
      description?: string;
      frontMatter?: {
        hide_table_of_contents?: boolean;
        wrapperClassName?: string;
        keywords?: string[];
      };
    };
  };
}

export default function MDXPage({ modules }: RouteComponentProps) {
  const { Content, toc, contentTitle, titleInContent, metadata } = (
    modules.content as MarkdownPageModule
  ).default;
  const { minHeadingLevel: min, maxHeadingLevel: max } = siteConfig.tableOfContents;
  const showToc =
    !metadata.frontMatter?.hide_table_of_contents &&
    toc.some((t) => t.level >= min && t.level <= max);
  return (
    <Layout
      title={metadata.title}
      description={metadata.description}
      keywords={metadata.frontMatter?.keywords}
    >
      <Head
        htmlClassName={`plugin-pages plugin-id-default ${metadata.frontMatter?.wrapperClassName ?? 'mdx-wrapper'} mdx-page`}
      />
      <main className="container container--fluid margin-vert--lg">
        <div className="row mdxPageWrapper">
          <div className="col col--8">
            <article className="markdown">
              {contentTitle && !titleInContent && (
                <header>
                  <h1>{contentTitle}</h1>
                </header>
              )}
              <MDXContent>
                <Content />
              </MDXContent>
            </article>
          </div>
          {showToc && (
            <div className="col col--2">
              <TOC toc={toc} minHeadingLevel={min} maxHeadingLevel={max} />
            </div>
          )}
        </div>
      </main>
    </Layout>
  );
}
