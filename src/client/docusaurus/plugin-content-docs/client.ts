// @docusaurus/plugin-content-docs/client: the docs hooks content and site
// components read (versions, the active version and doc), over
// src/client/docsVersions. One docs plugin instance: `default`.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { docsGlobalData } from '../../data';
import {
  activeDocId,
  activeVersion,
  latestVersion,
  preferredVersion,
  rememberVersion,
  versionTarget,
  type GlobalVersion,
} from '../../docsVersions';
import { useDocsContext } from '../../docsContext';
export { DocProvider, useDoc } from '../../docContext';
export { findFirstSidebarItemLink, isActiveSidebarItem } from '../../sidebarItems';
import { isSamePath } from '../../sidebarItems';
export {
  DocSidebarItemsExpandedStateProvider,
  useDocSidebarItemsExpandedState,
} from '../../sidebarExpanded';
import { useIsBrowser } from '../../hooks';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../../../shared/types';

export type GlobalPluginData = typeof docsGlobalData;
export type { GlobalVersion };

export const useAllDocsData = () => ({ default: docsGlobalData });
export const useDocsData = (_pluginId?: string) => docsGlobalData;
export const useVersions = (_pluginId?: string) => docsGlobalData.versions;
export const useLatestVersion = (_pluginId?: string) => latestVersion()!;

export function useActivePlugin(_options?: unknown) {
  const { pathname } = useLocation();
  return activeVersion(pathname) ? { pluginId: 'default', pluginData: docsGlobalData } : undefined;
}

export function useActiveVersion(_pluginId?: string) {
  return activeVersion(useLocation().pathname);
}

export function useActiveDocContext(_pluginId?: string) {
  const { pathname } = useLocation();
  const version = activeVersion(pathname);
  const id = activeDocId(pathname);
  const activeDoc = id ? version?.docs.find((d) => d.id === id) : undefined;
  const alternateDocVersions = Object.fromEntries(
    docsGlobalData.versions.map((v) => [v.name, v.docs.find((d) => d.id === id) ?? undefined]),
  );
  return { activeVersion: version, activeDoc, alternateDocVersions };
}

/** The docs version for a page outside the docs: the remembered one (in the browser), else the latest. */
export function useDocsPreferredVersion(_pluginId?: string) {
  const isBrowser = useIsBrowser();
  return {
    preferredVersion: (isBrowser ? preferredVersion() : undefined) ?? null,
    savePreferredVersionName: rememberVersion,
  };
}

/** The remembered version of each docs plugin instance (one here: `default`). */
export function useDocsPreferredVersionByPluginId() {
  return { default: useDocsPreferredVersion().preferredVersion };
}

/** The versions a page outside the docs may mean, most likely first: the one read, the remembered one, the latest. */
export function useDocsVersionCandidates(pluginId?: string) {
  const active = useActiveVersion(pluginId);
  const { preferredVersion: preferred } = useDocsPreferredVersion(pluginId);
  return [...new Set([active, preferred, latestVersion()])].filter(
    (v): v is GlobalVersion => v !== undefined && v !== null,
  );
}

/**
 * Search themes wrap their bar in it; the remembered version here lives in the site storage, read
 * where it is needed, so there is no state to provide.
 */
export function DocsPreferredVersionContextProvider({ children }: { children: ReactNode }) {
  return children;
}

export function useDocVersionSuggestions(_pluginId?: string) {
  const { pathname } = useLocation();
  const latest = latestVersion();
  const id = activeDocId(pathname);
  const latestDocSuggestion = latest
    ? latest.docs.find((d) => d.path === versionTarget(latest, id))
    : undefined;
  return { latestDocSuggestion, latestVersionSuggestion: latest };
}

function useDocPageContext(hook: string) {
  const docs = useDocsContext();
  if (!docs) throw new Error(`${hook} is used outside of a docs page.`);
  return docs;
}

/** The version of the docs page being rendered, in the reference's shape (`banner: null` when none). */
export function useDocsVersion() {
  const { version } = useDocPageContext('useDocsVersion');
  return {
    ...version,
    banner: version.banner === 'none' ? null : version.banner,
    docsSidebars: version.sidebars,
  };
}

/** The sidebar of the docs page being rendered, or null when it has none. */
export function useDocsSidebar() {
  const { version, sidebar } = useDocPageContext('useDocsSidebar');
  return sidebar ? { name: sidebar, items: version.sidebars[sidebar] } : null;
}

/** A doc of the page's version by id (title, description, sidebar); undefined without an id. */
export function useDocById(id?: string) {
  const { version } = useDocPageContext('useDocById');
  if (id === undefined) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no doc found with id "${id}" in version ${version.version}`);
  return doc;
}

/**
 * The sidebar items from the top down to the page being rendered (the categories holding it, then
 * its own item), as the reference's breadcrumbs read them; null on a page with no sidebar or when
 * the docs' `breadcrumbs` option is off.
 */
export function useSidebarBreadcrumbs(): (SidebarCategory | SidebarLink)[] | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  if (!sidebar || !docsGlobalData.breadcrumbs) return null;
  const trail: (SidebarCategory | SidebarLink)[] = [];
  const holds = (items: SidebarItem[]): boolean => {
    for (const item of items) {
      if (item.type === 'html') continue;
      if (isSamePath(item.href, pathname) || (item.type === 'category' && holds(item.items))) {
        trail.unshift(item);
        return true;
      }
    }
    return false;
  };
  holds(sidebar.items);
  return trail;
}
