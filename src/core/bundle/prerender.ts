// Prerendering from the client bundle: its scripts run in this process, each wrapped in a function
// given a stand-in for the browser's `self` (where webpack's chunk loader keeps its list of
// chunks). Every chunk's modules are registered and no page's app starts; then the prerendering
// entry (src/entry/prerender.tsx) takes every route module from them and renders pages.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { RenderedHead } from '../render/html';
import { PRERENDER_GLOBAL } from './prerender-names';

/** A route's app HTML and the head tags its page declared. */
export type Render = (url: string) => { html: string; head: RenderedHead };

interface PrerenderExports {
  loadRoutes(): Promise<void>;
  render: Render;
}

type ChunkList = { push(item: unknown[]): unknown };

/** The client bundle's files as a build keeps them (paths relative to the output folder). */
export interface ClientScripts {
  /** The runtime's script. */
  runtime: string;
  /** Every file the bundle emitted for pages (the prerendering entry's is not one). */
  emitted: string[];
  /** Scripts with a runtime of their own (web workers): not run here. */
  standalone?: string[];
  /** The prerendering entry's script, kept outside the output folder (absolute). */
  prerender: string;
}

/** Where builds keep the prerendering entry's scripts. */
const entriesDir = (cacheDir: string) => join(cacheDir, 'prerender');

/**
 * Moves the prerendering entry's script out of the output folder (no reader gets it) into the
 * cache, where a content-only rebuild finds it again; returns its new path.
 */
export function keepPrerenderEntry(outDir: string, file: string, cacheDir: string): string {
  const kept = join(entriesDir(cacheDir), basename(file));
  mkdirSync(entriesDir(cacheDir), { recursive: true });
  copyFileSync(join(outDir, file), kept);
  rmSync(join(outDir, file));
  return kept;
}

/** Removes the entry scripts of earlier builds once `current` is the one the build recorded. */
export function pruneKeptEntries(cacheDir: string, current: string | undefined): void {
  const dir = entriesDir(cacheDir);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir))
    if (join(dir, name) !== current) rmSync(join(dir, name), { force: true });
}

/** Runs the client bundle's scripts in `outDir` and returns its prerendering entry's render. */
export async function loadPrerender(
  outDir: string,
  { runtime, emitted, standalone = [], prerender: entry }: ClientScripts,
  /** The site's address (`url` and `baseUrl`): the `self.location` webpack's runtime reads its base URL from. */
  address: string,
): Promise<Render> {
  const scripts = emitted
    .filter((file) => file.endsWith('.js') && file !== runtime && !standalone.includes(file))
    .map((file) => join(outDir, file));
  // A bundle with `new URL('./x', import.meta.url)` (a search theme's worker) has a runtime that
  // reads its base from the page's location at start.
  const self: Record<string, unknown> = { location: new URL(address) };
  const run = (file: string) =>
    (
      runInThisContext(`(function (self) {${readFileSync(file, 'utf8')}\n})`, {
        filename: file,
      }) as (host: object) => void
    )(self);
  run(join(outDir, runtime));
  const list = Object.entries(self).find(([name]) => name.startsWith('webpackChunk'))?.[1] as
    ChunkList | undefined;
  if (!list) throw new Error(`${runtime}: no webpack chunk loader in this script`);
  const push = list.push;
  // A chunk's third part starts its entry (the page's app, which needs a browser): left out, so the
  // chunk's modules are only registered.
  list.push = (item) => push([item[0], item[1]]);
  for (const file of scripts) run(file);
  list.push = push;
  run(entry);
  const exported = self[PRERENDER_GLOBAL] as PrerenderExports | undefined;
  if (!exported) throw new Error(`${entry}: the prerendering entry did not start`);
  await exported.loadRoutes();
  return exported.render;
}
