// The doc's title and Markdown (`children`: the compiled content element).
import { memo, type ReactNode } from 'react';
import { useDoc } from '@docgen/client/docContext';
import MDXContent from '@theme/MDXContent';

export interface Props {
  children: ReactNode;
}

/**
 * The page's Markdown, memoised: the layout re-renders when the window size becomes known after
 * hydration, and re-rendering every element of a long page then blocked the main thread.
 */
const DocMarkdown = memo(function DocMarkdown({ children }: Props) {
  return <MDXContent>{children}</MDXContent>;
});

export default function DocItemContent({ children }: Props) {
  const { metadata, heading, contentTitle } = useDoc();
  return (
    <div className="theme-doc-markdown markdown">
      {/* A content title kept in the Markdown (after other content) is shown there. */}
      {!metadata.hideTitle && contentTitle === undefined && (
        <header>
          <h1>{heading}</h1>
        </header>
      )}
      <DocMarkdown>{children}</DocMarkdown>
    </div>
  );
}
