// Which pages a rebuild renders and which it takes from the last build. The
// manifest of page inputs (written beside webpack's cache after each build)
// holds each page's inputs, a hash of the HTML it wrote, the asset tags in that
// HTML and its links; a page whose inputs are unchanged is reused when its file
// in build/ is still the one the manifest describes.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readVersioned, writeVersioned } from '../incremental';
import type { PageInputs, SiteInputs } from './page-inputs';
import type { RecordsRange } from './write-search-records';

const PAGES_MANIFEST_VERSION = 3;

export interface PageRecord {
  inputs: PageInputs;
  /** sha1 of the HTML file written. */
  html: string;
  /** The stylesheet and script tags in it (rewritten when the bundles' file names change). */
  tags: string;
  links: string[];
  anchors: string[];
  /** Where its search records are in search/records.json. */
  searchRecords?: RecordsRange;
}

export interface PagesManifest {
  version: number;
  /** The generator, the config and the build options (as the whole-build manifest's key). */
  key: string;
  outDir: string;
  shared: SiteInputs['shared'];
  pages: Record<string, PageRecord>;
}

/** Why a page is rendered (no reason: it is reused). */
export type RenderReason = 'changed' | 'new' | 'neighbour' | 'output changed' | 'all';

export interface RenderPlan {
  /** Set when every page renders: why. */
  all?: string;
  reasons: Map<string, RenderReason>;
  previous: Record<string, PageRecord>;
}

export const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

export const pagesManifestFileOf = (cacheDir: string) => join(cacheDir, 'pages-manifest.json');

export const readPagesManifest = (file: string) =>
  readVersioned<PagesManifest>(file, PAGES_MANIFEST_VERSION);

export const writePagesManifest = (file: string, manifest: Omit<PagesManifest, 'version'>) =>
  writeVersioned(file, PAGES_MANIFEST_VERSION, manifest);

/** Shared modules whose hash differs, or that appeared or went away (by name). */
function changedShared(before: Record<string, string>, now: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(now)]);
  return [...names].filter((name) => before[name] !== now[name]).sort();
}

export function planRender(
  previous: PagesManifest | undefined,
  current: { key: string; outDir: string; inputs: SiteInputs },
): RenderPlan {
  const reasons = new Map<string, RenderReason>();
  const everything = (why: string): RenderPlan => {
    for (const path of Object.keys(current.inputs.pages)) reasons.set(path, 'all');
    return { all: why, reasons, previous: {} };
  };
  if (!previous) return everything('no previous build to reuse');
  if (previous.key !== current.key) return everything('the config or the generator changed');
  if (previous.outDir !== current.outDir) return everything('the output folder changed');
  const shared = changedShared(previous.shared, current.inputs.shared);
  if (shared.length) {
    const named = shared.slice(0, 3).join(', ') + (shared.length > 3 ? ', …' : '');
    return everything(`shared code or data changed (${named})`);
  }
  for (const [path, inputs] of Object.entries(current.inputs.pages)) {
    const before = previous.pages[path]?.inputs;
    if (!before) reasons.set(path, 'new');
    else if (before.source !== inputs.source || before.uses !== inputs.uses)
      reasons.set(path, 'changed');
    else if (before.data !== inputs.data) reasons.set(path, 'neighbour');
  }
  return { reasons, previous: previous.pages };
}

const PLURALS: Record<RenderReason, [string, string]> = {
  changed: ['changed', 'changed'],
  new: ['new', 'new'],
  neighbour: ['neighbour', 'neighbours'],
  'output changed': ['edited in the output', 'edited in the output'],
  all: ['', ''],
};

/** "rendered 3 of 101 pages: 1 changed, 2 neighbours" (or all, and why). */
export function describeRendering(
  rendered: Map<string, RenderReason>,
  total: number,
  all: string | undefined,
): string {
  if (all) return `rendered all ${total} pages: ${all}`;
  const counts = new Map<RenderReason, number>();
  for (const reason of rendered.values()) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const parts = (Object.keys(PLURALS) as RenderReason[])
    .filter((reason) => counts.has(reason))
    .map((reason) => {
      const n = counts.get(reason) ?? 0;
      return `${n} ${PLURALS[reason][n === 1 ? 0 : 1]}`;
    });
  return `rendered ${rendered.size} of ${total} pages${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
