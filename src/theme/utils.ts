// Theme helpers shared by several components.
import { siteConfig } from '@docgen/client/data';
import type { DocPageMetadata, SidebarItem, TocItem } from '@docgen/shared/types';

/** Path comparison as the sidebar does it: case-insensitive, trailing slash ignored. */
export function samePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const n = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return n(a) === n(b);
}

/** Whether the page at `path` is this sidebar item's or lies inside it (a category). */
export function isActiveSidebarItem(item: SidebarItem, path: string): boolean {
  if (item.type === 'link') return samePath(item.href, path);
  if (item.type === 'category')
    return samePath(item.href, path) || item.items.some((i) => isActiveSidebarItem(i, path));
  return false;
}

/** The heading levels a doc's TOC shows, and whether it has any to show. */
export function docTocLevels(metadata: DocPageMetadata, toc: TocItem[]) {
  const min = metadata.tocMinHeadingLevel ?? siteConfig.tableOfContents.minHeadingLevel;
  const max = metadata.tocMaxHeadingLevel ?? siteConfig.tableOfContents.maxHeadingLevel;
  const show = !metadata.hideTableOfContents && toc.some((t) => t.level >= min && t.level <= max);
  return { min, max, show };
}
