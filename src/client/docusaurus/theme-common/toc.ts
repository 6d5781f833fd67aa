// The TOC hooks of @docusaurus/theme-common/internal, for a site's ejected
// TOCItems: the page's headings as a tree, filtered to a level range, built by
// src/shared/toc.ts as our own TOCItems builds it.
import { useMemo } from 'react';
import { filterTocTree, treeifyToc, type TocTreeNode } from '../../../shared/toc';
import type { TocItem } from '../../../shared/types';

export type { TocTreeNode as TOCTreeNode };

/** What an ejected TOCItems gives its highlighting hook (the reference's type). */
export interface TOCHighlightConfig {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

export function useTreeifiedTOC(toc: readonly TocItem[]): readonly TocTreeNode[] {
  return useMemo(() => treeifyToc(toc), [toc]);
}

export function useFilteredAndTreeifiedTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TocItem[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}): readonly TocTreeNode[] {
  const tree = useTreeifiedTOC(toc);
  return useMemo(
    () => filterTocTree(tree, minHeadingLevel, maxHeadingLevel),
    [tree, minHeadingLevel, maxHeadingLevel],
  );
}
