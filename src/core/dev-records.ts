// The dev server's search records, built in a child process so prerendering
// never holds up the writer's page: a server bundle in watch mode renders
// every route after each change and writes the records to a file the dev
// server loads. Run: node --import tsx src/core/dev-records.ts <siteDir> <outFile>
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import webpack from 'webpack';
import { createServerConfig } from '../../webpack.config';
import type { RenderedHead } from './render/html';
import { buildSearchRecords, readSiteSynonyms } from './search-records';
import { createLinkResolver, loadSite } from './site';

type Render = (url: string) => { html: string; head: RenderedHead };

const [siteDir, outFile] = process.argv.slice(2);
const resolver = createLinkResolver();
let site = await loadSite(siteDir, { dev: true, write: false });
resolver.update(site);
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
    resolver,
  }),
);
const require = createRequire(import.meta.url);

compiler.watch({ aggregateTimeout: 500 }, async (error, stats) => {
  if (error || !stats || stats.hasErrors()) return;
  try {
    site = await loadSite(siteDir, { dev: true, write: false });
    resolver.update(site);
    const file = join(serverOutDir, 'server.cjs');
    delete require.cache[file];
    const { render } = require(file) as { render: Render };
    const pages = site.routes.routes.flatMap((route) => {
      try {
        return [{ route, html: render(route.path).html }];
      } catch {
        return [];
      }
    });
    const records = buildSearchRecords(pages, site.config);
    writeFileSync(
      `${outFile}.tmp`,
      JSON.stringify({
        indexName: site.config.search.indexName,
        records,
        synonyms: readSiteSynonyms(siteDir),
      }),
    );
    renameSync(`${outFile}.tmp`, outFile);
  } catch (e) {
    console.warn(`[WARNING] search records not refreshed: ${(e as Error).message}`);
  }
});
process.on('disconnect', () => process.exit(0));
