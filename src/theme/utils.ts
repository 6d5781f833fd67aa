// Theme helpers shared by several components.
import type { SidebarItem } from '@docgen/shared/types';

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
