// Navbar items that point into the docs (`type: 'doc'` by `docId`, `type: 'docSidebar'` by
// `sidebarId`, as the reference's classic theme has them; in the bar or inside a dropdown) become
// plain links once the docs and sidebars are known: the doc's permalink, or the sidebar's first
// link, in the latest version.
import {
  isCustomNavbarItem,
  isCustomNavbarType,
  type BuiltInNavbarItem,
  type NavbarItem,
} from '../config/schema';
import type { SidebarItem, Sidebars } from './types';

export interface DocsForNavbar {
  /** The latest version's docs. */
  docs: { id: string; permalink: string; title: string }[];
  sidebars: Sidebars;
}

/** A problem with an item: the index of the item in `navbar.items`, the key and the message. */
export class NavbarItemError extends Error {
  constructor(
    readonly path: (string | number)[],
    message: string,
  ) {
    super(message);
  }
}

/** The first link of a sidebar, as the reference's `docSidebar` item opens it. */
function firstLink(items: SidebarItem[]): { href: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'link') return { href: item.href, label: item.label };
    if (item.type === 'category') {
      if (item.href) return { href: item.href, label: item.label };
      const inside = firstLink(item.items);
      if (inside) return inside;
    }
  }
  return undefined;
}

const list = (names: string[]) =>
  names.length > 20 ? `${names.slice(0, 20).join(', ')}…` : names.join(', ');

/** An item inside a dropdown: one of ours, or a site's own (`custom-…`), left as it is. */
type AnyDropdownItem = NonNullable<BuiltInNavbarItem['items']>[number];
type DropdownItem = Exclude<AnyDropdownItem, { type: `custom-${string}` }>;
const isCustomDropdownItem = (
  item: AnyDropdownItem,
): item is Exclude<AnyDropdownItem, DropdownItem> => isCustomNavbarType(item.type);

/** One link: a `doc` or `docSidebar` item made a `default` link; the rest as it is. */
function resolveLink<T extends BuiltInNavbarItem | DropdownItem>(
  item: T,
  at: (string | number)[],
  docs: DocsForNavbar,
): T {
  const { docId, sidebarId, ...rest } = item;
  if (item.type === 'doc') {
    const doc = docs.docs.find((d) => d.id === docId);
    if (!doc)
      throw new NavbarItemError(
        [...at, 'docId'],
        `no doc with id "${docId}"; doc ids: ${list(docs.docs.map((d) => d.id))}`,
      );
    // The reference's label when none is given: the doc's id.
    return { ...rest, type: 'default', label: item.label ?? doc.id, to: doc.permalink } as T;
  }
  if (item.type === 'docSidebar') {
    const sidebar = docs.sidebars[sidebarId!];
    if (!sidebar)
      throw new NavbarItemError(
        [...at, 'sidebarId'],
        `no sidebar named "${sidebarId}"; sidebars: ${list(Object.keys(docs.sidebars))}`,
      );
    const link = firstLink(sidebar);
    if (!link)
      throw new NavbarItemError(
        [...at, 'sidebarId'],
        `the sidebar "${sidebarId}" has no link to open`,
      );
    return { ...rest, type: 'default', label: item.label ?? link.label, to: link.href } as T;
  }
  return item;
}

/** The keys of an item that hold dropdown items: a dropdown's, and those around a version dropdown's versions. */
const CHILD_LISTS = ['items', 'dropdownItemsBefore', 'dropdownItemsAfter'] as const;

/**
 * The items with `doc` and `docSidebar` ones (in the bar, in a dropdown, or around a version
 * dropdown's versions) made `default` links; the rest (`custom-…` items too) as they are.
 */
export function resolveDocNavbarItems(items: NavbarItem[], docs: DocsForNavbar): NavbarItem[] {
  return items.map((item, index) => {
    // A site's own item type: its props are its component's business.
    if (isCustomNavbarItem(item)) return item;
    const at = ['navbar', 'items', index];
    const resolved = { ...resolveLink(item, at, docs) };
    for (const key of CHILD_LISTS) {
      const children = resolved[key];
      if (children)
        resolved[key] = children.map((child, i) =>
          isCustomDropdownItem(child) ? child : resolveLink(child, [...at, key, i], docs),
        );
    }
    return resolved;
  });
}
