// Theme helpers shared by several components.
import { siteConfig } from '@docgen/client/data';
import type { DocPageMetadata, TocItem } from '@docgen/shared/types';

// The sidebar's path helpers live with the other sidebar helpers (no site data needed there).
export { isActiveSidebarItem, samePath } from '@docgen/client/sidebarItems';

/** The heading levels a doc's TOC shows, and whether it has any to show. */
export function docTocLevels(metadata: DocPageMetadata, toc: TocItem[]) {
  const min = metadata.tocMinHeadingLevel ?? siteConfig.tableOfContents.minHeadingLevel;
  const max = metadata.tocMaxHeadingLevel ?? siteConfig.tableOfContents.maxHeadingLevel;
  const show = !metadata.hideTableOfContents && toc.some((t) => t.level >= min && t.level <= max);
  return { min, max, show };
}
