// Versioned docs as the reference lays them out: `versions.json` (newest
// first), `versioned_docs/version-<name>/` and
// `versioned_sidebars/version-<name>-sidebars.json`, next to the current docs.
// `resolveVersions` is pure: the version names and the docs options in, each
// version's paths, label, route and banner out.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config/schema';
import { SourceError } from '../errors';

export const CURRENT_VERSION_NAME = 'current';
export const VERSIONS_FILE = 'versions.json';
export const versionedDocsDir = (name: string) => `versioned_docs/version-${name}`;
export const versionedSidebarFile = (name: string) =>
  `versioned_sidebars/version-${name}-sidebars.json`;

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

export interface VersionOptions {
  label?: string;
  path?: string;
  banner?: VersionBanner;
  badge?: boolean;
  className?: string;
  noIndex?: boolean;
}

export interface VersionsConfig {
  routeBasePath: string;
  /** Site-relative docs folder of the current version. */
  path: string;
  /** Site-relative sidebars file of the current version. */
  sidebarPath: string;
  lastVersion?: string;
  includeCurrentVersion: boolean;
  onlyIncludeVersions?: string[];
  versions: Record<string, VersionOptions>;
}

export interface VersionMetadata {
  /** `current` or a name from versions.json. */
  name: string;
  label: string;
  /** Route base of the version's docs (`/`, `/next`, `/1.0`). */
  routePath: string;
  /** Site-relative folder of its docs. */
  contentPath: string;
  /** Site-relative sidebars file. */
  sidebarPath: string;
  isLast: boolean;
  banner: VersionBanner;
  badge: boolean;
  className: string;
  /** Its pages carry a robots noindex and stay out of the sitemap and search. */
  noIndex: boolean;
  /** DocSearch tag of its pages. */
  searchTag: string;
}

const VERSION_NAME = /^[^/\\:*?"<>|]+$/;

/** Checks a version name the way the reference does: usable as a folder name and a URL segment. */
export function checkVersionName(name: unknown): string | undefined {
  if (typeof name !== 'string' || name.trim() === '')
    return 'a version name must be a non-empty string';
  if (name === CURRENT_VERSION_NAME)
    return `"${CURRENT_VERSION_NAME}" is reserved for the docs folder`;
  if (name.length > 32) return `version name "${name}" is longer than 32 characters`;
  if (!VERSION_NAME.test(name) || name === '.' || name === '..')
    return `version name "${name}" contains a character a folder name or URL cannot have`;
  return undefined;
}

/** The names in versions.json, newest first; [] when the file does not exist. */
export function readVersionNames(siteDir: string): string[] {
  const file = join(siteDir, VERSIONS_FILE);
  if (!existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SourceError(file, `is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data))
    throw new SourceError(
      file,
      'must be an array of version names, newest first, e.g. ["2.0", "1.0"]',
    );
  data.forEach((name, i) => {
    const problem = checkVersionName(name);
    if (problem) throw new SourceError(file, `entry [${i}]: ${problem}`);
  });
  const dupes = data.filter((n, i) => data.indexOf(n) !== i);
  if (dupes.length) throw new SourceError(file, `lists version "${dupes[0]}" twice`);
  return data as string[];
}

/** `base` alone stays as written: `/docs/` when it is a site's baseUrl, as its root doc's route. */
const join2 = (base: string, segment: string) =>
  segment.replace(/^\/+|\/+$/g, '') === ''
    ? base
    : `${base.replace(/\/+$/, '')}/${segment.replace(/^\/+/, '')}`.replace(/\/+$/, '');

/** A docs option naming a version there is not; `path` is the option's key in the site config. */
export class VersionsConfigError extends ConfigError {
  constructor(
    readonly path: string[],
    readonly problem: string,
  ) {
    super(`Invalid site config in site.config.ts:\n  - ${path.join('.')}: ${problem}`);
  }
}

/**
 * Every version to build, current first then versions.json's order. Defaults
 * follow the reference: the last version is the newest released one (current
 * when there is none) and lives at the docs root; current otherwise lives at
 * `next/` with an "unreleased" banner; older versions are "unmaintained".
 */
export function resolveVersions(released: string[], config: VersionsConfig): VersionMetadata[] {
  const all = [...(config.includeCurrentVersion ? [CURRENT_VERSION_NAME] : []), ...released];
  const fail = (key: string | string[], message: string): never => {
    throw new VersionsConfigError(['docs', ...(Array.isArray(key) ? key : [key])], message);
  };
  if (!all.length)
    fail(
      'includeCurrentVersion',
      'is false but versions.json lists no version: there are no docs to build',
    );
  const known = (name: string) => all.includes(name);
  const available = `available: ${all.join(', ')}`;
  const lastVersion = config.lastVersion ?? released[0] ?? CURRENT_VERSION_NAME;
  if (!known(lastVersion)) fail('lastVersion', `"${lastVersion}" is not a version (${available})`);
  for (const name of Object.keys(config.versions))
    if (!known(name)) fail(['versions', name], `"${name}" is not a version (${available})`);
  let included = all;
  if (config.onlyIncludeVersions) {
    if (!config.onlyIncludeVersions.length)
      fail('onlyIncludeVersions', 'must list at least one version');
    for (const name of config.onlyIncludeVersions)
      if (!known(name)) fail('onlyIncludeVersions', `"${name}" is not a version (${available})`);
    if (!config.onlyIncludeVersions.includes(lastVersion))
      fail('onlyIncludeVersions', `must include the last version "${lastVersion}"`);
    included = all.filter((n) => config.onlyIncludeVersions!.includes(n));
  }
  const lastIndex = all.indexOf(lastVersion);
  return included.map((name) => {
    const options = config.versions[name] ?? {};
    const isCurrent = name === CURRENT_VERSION_NAME;
    const isLast = name === lastVersion;
    const defaultPath = isLast ? '' : isCurrent ? 'next' : name;
    const banner: VersionBanner = isLast
      ? 'none'
      : all.indexOf(name) < lastIndex
        ? 'unreleased'
        : 'unmaintained';
    return {
      name,
      label: options.label ?? (isCurrent ? 'Next' : name),
      routePath: join2(config.routeBasePath, options.path ?? defaultPath),
      contentPath: isCurrent ? config.path : versionedDocsDir(name),
      sidebarPath: isCurrent ? config.sidebarPath : versionedSidebarFile(name),
      isLast,
      banner: options.banner ?? banner,
      badge: options.badge ?? all.length > 1,
      className: options.className ?? `docs-version-${name}`,
      noIndex: options.noIndex ?? false,
      searchTag: `docs-default-${name}`,
    };
  });
}
