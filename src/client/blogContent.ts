// A blog post's compiled content as the reference's blog pages receive it: the MDX component with
// its `metadata`, `frontMatter`, `toc`, `contentTitle` and `assets` on it (`props.content`), so a
// site's swizzled blog components read what they expect. The generated modules call this.
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { BlogPostMetadata, TocItem } from '../shared/types';

export type BlogPostContent = ((props: Record<string, unknown>) => ReactElement) & {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  toc: TocItem[];
  contentTitle: string | null | undefined;
  assets: { image?: string; authorsImageUrls: Array<string | undefined> };
  /** Dev: an edited post replaces its content in place. */
  update(
    Content: ComponentType,
    metadata: BlogPostMetadata,
    toc?: TocItem[],
    contentTitle?: string | null,
  ): void;
};

export function blogPostContent(
  Content: ComponentType,
  metadata: BlogPostMetadata,
  toc: TocItem[] = [],
  contentTitle?: string | null,
): BlogPostContent {
  let current = Content;
  const content = function BlogPostContent(props: Record<string, unknown>) {
    return createElement(current, props);
  } as unknown as BlogPostContent;
  content.update = (next, meta, nextToc = [], title) => {
    current = next;
    Object.assign(content, {
      metadata: meta,
      frontMatter: meta.frontMatter,
      toc: nextToc,
      contentTitle: title,
      assets: {
        image: meta.frontMatter.image as string | undefined,
        authorsImageUrls: meta.authors.map((a) => a.imageURL),
      },
    });
  };
  content.update(Content, metadata, toc, contentTitle);
  return content;
}
