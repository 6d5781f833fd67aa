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

/** A path as the sidebar compares them: case-insensitive, trailing slash ignored. */
const comparable = (path: string) =>
  (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** Path comparison as the sidebar does it: case-insensitive, trailing slash ignored. */
export function samePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return comparable(a) === comparable(b);
}

/**
 * The reference's `isSamePath` (theme-common/internal): `samePath`, except that two missing
 * paths are the same (a category without a page compared with no path).
 */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  return a === undefined || b === undefined ? a === b : samePath(a, b);
}

/**
 * Every path in a category (its own and its items', all the way down), comparable. Each page asks
 * of each category whether it holds the page: walking the tree each time cost a site of 2,000 docs a
 * sixth of its prerendering, and every item's check on each navigation in the browser.
 */
const pathsInside = new WeakMap<SidebarCategory, Set<string>>();
function pathsOf(category: SidebarCategory): Set<string> {
  let paths = pathsInside.get(category);
  if (!paths) {
    paths = new Set(category.href ? [comparable(category.href)] : []);
    for (const item of category.items) {
      if (item.type === 'link') paths.add(comparable(item.href));
      else if (item.type === 'category') for (const path of pathsOf(item)) paths.add(path);
    }
    pathsInside.set(category, paths);
  }
  return paths;
}

/** Whether the page at `path` is this sidebar item's or lies inside it (a category). */
export function isActiveSidebarItem(item: SidebarItem, path: string): boolean {
  if (item.type === 'link') return samePath(item.href, path);
  if (item.type === 'category') return pathsOf(item).has(comparable(path));
  return false;
}
