// Sidebar item helpers the theme and the docs client hooks share.
import type { SidebarCategory, SidebarItem } from '../shared/types';

/** Where a category leads: its own page, else the first link inside it (the reference's helper). */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href) return item.href;
  return firstLinkInside(item);
}

/** The first link inside a category, ignoring its own page. */
export function firstLinkInside(item: SidebarCategory): string | undefined {
  for (const child of item.items) {
    const href = findFirstSidebarItemLink(child);
    if (href) return href;
  }
  return undefined;
}
