// Which docs version a URL belongs to, the reader's preferred version, and
// where a page is in another version: what the version dropdown, the version
// banner and contextual search share (the reference's docs client hooks).
import { docsGlobalData, siteConfig } from './data';
import { createStorageSlot } from './storage';
import { samePath } from './sidebarItems';

export type GlobalVersion = (typeof docsGlobalData.versions)[number];

/** The reader's version: in localStorage whatever the site storage is, as the reference keeps it. */
const preferredSlot = () =>
  createStorageSlot('docs-preferred-version-default', {
    persistence: siteConfig.docs.versionPersistence === 'none' ? 'none' : 'localStorage',
  });

const underPath = (pathname: string, base: string) => {
  const b = base.replace(/\/+$/, '').toLowerCase();
  const p = pathname.toLowerCase();
  return b === '' || p === b || p.startsWith(b + '/');
};

export function latestVersion(): GlobalVersion | undefined {
  return docsGlobalData.versions.find((v) => v.isLast) ?? docsGlobalData.versions[0];
}

/** The version whose docs hold this path: the deepest version path matching it. */
export function activeVersion(pathname: string): GlobalVersion | undefined {
  if (!underPath(pathname, docsGlobalData.path)) return undefined;
  const candidates = docsGlobalData.versions.filter((v) => underPath(pathname, v.path));
  return candidates.sort((a, b) => b.path.length - a.path.length)[0];
}

/** The remembered version (set when reading a version's docs), if it still exists. */
export function preferredVersion(): GlobalVersion | undefined {
  if (typeof window === 'undefined') return undefined;
  const name = preferredSlot().get();
  return docsGlobalData.versions.find((v) => v.name === name);
}

export function rememberVersion(name: string): void {
  preferredSlot().set(name);
}

/** The doc (by id) shown at this path in its version. */
export function activeDocId(pathname: string): string | undefined {
  return activeVersion(pathname)?.docs.find((d) => samePath(d.path, pathname))?.id;
}

/** The same doc in another version when it exists there, else that version's main doc. */
export function versionTarget(version: GlobalVersion, docId: string | undefined): string {
  const same = docId ? version.docs.find((d) => d.id === docId) : undefined;
  const main = version.docs.find((d) => d.id === version.mainDocId);
  return (same ?? main)?.path ?? version.path;
}
