// Reading order derived from a sidebar: previous/next links and breadcrumbs.
import { SourceError } from '../errors';
import type { DocMetadata } from '../content/types';
import type { Breadcrumb, NavLink, SidebarCategory, SidebarItem } from './types';

interface FlatEntry {
  href: string;
  label: string;
  docId?: string;
  unlisted?: boolean;
}

/** Docs and linked categories of a sidebar, in reading order. */
export function flattenSidebar(items: SidebarItem[]): FlatEntry[] {
  const out: FlatEntry[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'link' && item.docId) out.push(item);
      else if (item.type === 'category') {
        if (item.href) out.push({ href: item.href, label: item.label, docId: item.linkDocId });
        walk(item.items);
      }
    }
  };
  walk(items);
  return out;
}

export function paginationFor(
  doc: DocMetadata,
  sidebarItems: SidebarItem[] | undefined,
  docsById: Map<string, DocMetadata>,
): { previous?: NavLink; next?: NavLink } {
  const label = (d: DocMetadata, fallback?: string) =>
    d.frontMatter.pagination_label ?? d.frontMatter.sidebar_label ?? fallback ?? d.title;
  const fromId = (key: 'pagination_prev' | 'pagination_next'): NavLink | null | undefined => {
    const value = doc.frontMatter[key];
    if (value === undefined) return undefined;
    if (value === null) return null;
    const target = docsById.get(value);
    if (!target) {
      throw new SourceError(
        doc.source,
        `the ${key} front matter points to a non-existent ID "${value}"`,
      );
    }
    return { title: label(target), permalink: target.permalink };
  };
  const prevOverride = fromId('pagination_prev');
  const nextOverride = fromId('pagination_next');
  let previous: NavLink | undefined;
  let next: NavLink | undefined;
  if (sidebarItems) {
    const flat = flattenSidebar(sidebarItems).filter((e) => !e.unlisted || e.docId === doc.id);
    // Docs are found by id; a generated index page (no doc) by its route.
    const index = flat.findIndex((e) => (e.docId ? e.docId === doc.id : e.href === doc.permalink));
    if (index !== -1) {
      const toNav = (e: FlatEntry | undefined): NavLink | undefined => {
        if (!e) return undefined;
        const target = e.docId ? docsById.get(e.docId) : undefined;
        return { title: target ? label(target, e.label) : e.label, permalink: e.href };
      };
      previous = toNav(flat[index - 1]);
      next = toNav(flat[index + 1]);
    }
  }
  return {
    previous: prevOverride === null ? undefined : (prevOverride ?? previous),
    next: nextOverride === null ? undefined : (nextOverride ?? next),
  };
}

/** Categories containing the page, then the page itself. */
export function breadcrumbsFor(permalink: string, items: SidebarItem[]): Breadcrumb[] {
  const path: Breadcrumb[] = [];
  const walk = (list: SidebarItem[]): boolean => {
    for (const item of list) {
      if (item.type === 'link' && item.href === permalink) {
        path.push({ label: item.label, href: item.href });
        return true;
      }
      if (item.type === 'category') {
        path.push({ label: item.label, href: item.href });
        if (item.href === permalink || walk(item.items)) return true;
        path.pop();
      }
    }
    return false;
  };
  walk(items);
  return path;
}

/** The top-level category (or page) a route belongs to: DocSearch's lvl0. */
export function topLevelLabel(permalink: string, items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.href === permalink) return item.label;
    if (item.type === 'category' && (item.href === permalink || containsHref(item, permalink)))
      return item.label;
  }
  return undefined;
}

function containsHref(category: SidebarCategory, href: string): boolean {
  return category.items.some(
    (i) =>
      (i.type === 'link' && i.href === href) ||
      (i.type === 'category' && (i.href === href || containsHref(i, href))),
  );
}
