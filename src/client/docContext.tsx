// The doc being rendered, as the reference's `useDoc()` gives it to a site's
// swizzled DocItem/* components. DocPage provides it around the doc's layout.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DocPageMetadata, TocItem } from '../shared/types';

/** A tag as the reference's doc metadata lists it. */
export interface DocTag {
  label: string;
  permalink: string;
}

export interface DocContextValue {
  /** `tags` is always empty: no tag pages are generated. */
  metadata: DocPageMetadata & { tags: DocTag[] };
  frontMatter: Record<string, unknown>;
  toc: TocItem[];
  /**
   * As the reference sets it: the content's own title when the Markdown keeps it (an h1 after other
   * content, shown there), so a DocItem/Content adds no title of its own; undefined when the page's
   * leading `# Title` was taken out of the content, and the theme shows `heading`.
   */
  contentTitle: string | undefined;
  assets: Record<string, never>;
  /** The page's h1 as the theme shows it: the content's `# Title`, else the doc's title. */
  heading: string;
}

const DocContext = createContext<DocContextValue | null>(null);

export interface DocContent {
  metadata: DocPageMetadata;
  toc: TocItem[];
  contentTitle: string | null;
  titleInContent?: boolean;
}

export function DocProvider({ content, children }: { content: DocContent; children: ReactNode }) {
  const { metadata, toc, contentTitle, titleInContent } = content;
  // One value per doc: consumers re-render on navigation, not on every DocPage render.
  const value = useMemo<DocContextValue>(
    () => ({
      metadata: { ...metadata, tags: [] },
      frontMatter: metadata.frontMatter,
      toc,
      contentTitle: (titleInContent && contentTitle) || undefined,
      assets: {},
      heading: contentTitle ?? metadata.title,
    }),
    [metadata, toc, contentTitle, titleInContent],
  );
  return <DocContext.Provider value={value}>{children}</DocContext.Provider>;
}

export function useDoc(): DocContextValue {
  const doc = useContext(DocContext);
  if (!doc) throw new Error('useDoc is used outside of a doc page (DocProvider).');
  return doc;
}
