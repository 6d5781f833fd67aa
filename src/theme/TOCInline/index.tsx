// <TOCInline toc={toc} />: the page's table of contents inside the content,
// with its own heading-level range (the site's by default).
import { siteConfig } from '@docgen/client/data';
import type { TocItem } from '@docgen/shared/types';
// The theme's own helpers: a site's `src/theme/TOC` need not export them.
import { TocList, filterToc } from '@theme-original/TOCItems';

export default function TOCInline({
  toc,
  minHeadingLevel = siteConfig.tableOfContents.minHeadingLevel,
  maxHeadingLevel = siteConfig.tableOfContents.maxHeadingLevel,
  className,
}: {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}) {
  return (
    <div className={className ?? 'tableOfContentsInline'}>
      <TocList
        items={filterToc([...toc], minHeadingLevel, maxHeadingLevel)}
        className="table-of-contents"
        linkClassName="table-of-contents__link"
      />
    </div>
  );
}
