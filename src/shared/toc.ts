// A page's headings as the tree the TOC shows, the way the reference builds it:
// each heading goes under the latest heading of a lower level (h2..h5; an h1 is
// never a parent), then headings outside the level range are dropped and their
// children take their place. Our TOCItems/TOCInline and an ejected TOCItems's
// useFilteredAndTreeifiedTOC both use it. Pure.
import type { TocItem } from './types';

export interface TocTreeNode {
  readonly value: string;
  readonly id: string;
  readonly level: number;
  readonly children: readonly TocTreeNode[];
}

/** The headings nested under their parents, all levels kept. */
export function treeifyToc(toc: readonly TocItem[]): TocTreeNode[] {
  const nodes = toc.map((item) => ({ ...item, children: [] as TocTreeNode[] }));
  const lastOfLevel: number[] = Array(7).fill(-1);
  const roots: TocTreeNode[] = [];
  nodes.forEach((node, index) => {
    const parent = Math.max(-1, ...lastOfLevel.slice(2, node.level));
    (parent >= 0 ? nodes[parent].children : roots).push(node);
    lastOfLevel[node.level] = index;
  });
  return roots;
}

/** The tree without the headings outside [min, max]; a dropped heading's children move up. */
export function filterTocTree(
  tree: readonly TocTreeNode[],
  min: number,
  max: number,
): TocTreeNode[] {
  return tree.flatMap((node) => {
    const children = filterTocTree(node.children, min, max);
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}
