// The dev server's search records, built in a child process so prerendering
// never holds up the writer's page: a server bundle in watch mode renders
// every route after each change and writes the records to a file the dev
// server loads. With `--content-first` (a fresh clone: no records yet) it first
// writes records read from the Markdown sources, within seconds, and starts the
// server bundle when the dev server sends `compile` (its own bundle is ready).
// Started by dev.ts (compiled, or under tsx: own-module.ts): dev-records <siteDir> <outFile> [--content-first]
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Render } from './bundle/prerender';
import { loadServerBundle, serverBundleFile } from './bundle/server-bundle';
import { contentRecords } from './content-records';
import { buildSearchRecords, readSiteSynonyms } from './search-records';
import type { DocSearchRecord } from '../search/types';
import { createLinkResolver, loadSite } from './site';

const [siteDir, outFile, flag] = process.argv.slice(2);
const resolver = createLinkResolver();
let site = await loadSite(siteDir, { dev: true, write: false });
resolver.update(site);

/** Replaces the records file in one step (the dev server watches it). */
function writeRecords(records: DocSearchRecord[]): void {
  writeFileSync(
    `${outFile}.tmp`,
    JSON.stringify({
      indexName: site.config.search.indexName,
      records,
      synonyms: readSiteSynonyms(siteDir),
    }),
  );
  renameSync(`${outFile}.tmp`, outFile);
}

if (flag === '--content-first') {
  try {
    writeRecords(await contentRecords(site));
  } catch (e) {
    console.warn(`[WARNING] first search records not written: ${(e as Error).message}`);
  }
  await new Promise<void>((resolve) =>
    process.on('message', (message) => message === 'compile' && resolve()),
  );
}
// Loaded only now: webpack and the bundle config take a while to load, the first records don't need them.
const { default: webpack } = await import('webpack');
const { createServerConfig } = await import('../../webpack.config');
const cacheDir = join(siteDir, '.cache');
const serverOutDir = join(cacheDir, 'dev-server');
const compiler = webpack(
  createServerConfig({
    siteDir,
    outDir: join(cacheDir, 'dev-client'),
    serverOutDir,
    generatedDir: site.generatedDir,
    cacheDir,
    mode: 'development',
    baseUrl: site.config.baseUrl,
    resolver,
    plugins: site.plugins.webpack,
  }),
);

compiler.watch({ aggregateTimeout: 500 }, async (error, stats) => {
  if (error || !stats || stats.hasErrors()) return;
  try {
    site = await loadSite(siteDir, { dev: true, write: false });
    resolver.update(site);
    const { render } = loadServerBundle<{ render: Render }>(serverBundleFile(serverOutDir));
    const pages = site.routes.routes.flatMap((route) => {
      try {
        return [{ route, html: render(route.path).html }];
      } catch {
        return [];
      }
    });
    writeRecords(buildSearchRecords(pages, site.config));
  } catch (e) {
    console.warn(`[WARNING] search records not refreshed: ${(e as Error).message}`);
  }
});
process.on('disconnect', () => process.exit(0));
