// Table of contents: the desktop one highlights the heading being read; below
// 997 px a collapsible "On this page" list replaces it (TOCCollapsible). Its
// list is @theme/TOCItems, as in the reference, so a site's own TOC can use it.
import clsx from 'clsx';
import type { TocItem } from '@docgen/shared/types';
import TOCItems from '@theme/TOCItems';

export interface Props {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

export default function TOC({ className, ...props }: Props) {
  return (
    <div className={clsx('theme-doc-toc-desktop tableOfContents thin-scrollbar', className)}>
      <TOCItems
        {...props}
        linkClassName="table-of-contents__link toc-highlight"
        linkActiveClassName="table-of-contents__link--active"
      />
    </div>
  );
}
