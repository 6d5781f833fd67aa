// Benchmarks of this generator on a site: builds, page weight, dev server.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { buildArgs, startArgs } from '../scripts/lib/harness';
import {
  fetchOk,
  firstLoad,
  measureDevServer,
  median,
  REPO,
  sizes,
  startWarm,
  timeAfterEdits,
  timeCommand,
} from './util';

/** `npm run build -- <site>` without npm: the command and its arguments. */
export const buildCommand = (siteDir: string): [string, string[]] => [
  process.execPath,
  buildArgs(siteDir),
];

export function clearCaches(siteDir: string) {
  for (const dir of ['.cache', 'build', '.generated'])
    rmSync(join(siteDir, dir), { recursive: true, force: true });
}

export function buildTimes(siteDir: string, runs = 3) {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    clearCaches(siteDir);
    cold.push(timeCommand(...buildCommand(siteDir)));
  }
  const build = () => timeCommand(...buildCommand(siteDir));
  for (let i = 0; i < runs; i++) warm.push(build());
  const edited = timeAfterEdits(join(siteDir, 'docs'), runs, build);
  build(); // back to the unedited doc
  return {
    cold: median(cold),
    warm: median(warm),
    edited: median(edited),
    coldRuns: cold,
    warmRuns: warm,
    editedRuns: edited,
  };
}

function countPages(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name === 'index.html') n++;
  return n;
}

/** A copy of the site whose docs tree is repeated `factor` times (copies under docs/copy-N/). */
export function syntheticSite(factor: number): string {
  const dir = join(REPO, `.bench/site-x${factor}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  cpSync(join(REPO, 'docs'), join(dir, 'docs'), { recursive: true });
  for (let i = 1; i < factor; i++) {
    cpSync(join(REPO, 'docs'), join(dir, 'docs', `copy-${i}`), { recursive: true });
    writeFileSync(
      join(dir, 'docs', `copy-${i}`, '_category_.json'),
      JSON.stringify({ label: `Copy ${i}`, position: 100 + i }),
    );
  }
  // Copies keep their site-absolute links (to /templates/ and the like), which a copy cannot satisfy.
  writeFileSync(
    join(dir, 'site.config.ts'),
    `import base from '../../site.config';\nexport default { ...base, onBrokenLinks: 'warn', onBrokenAnchors: 'ignore' };\n`,
  );
  writeFileSync(join(dir, 'sidebars.ts'), `export { default } from '../../sidebars';\n`);
  cpSync(join(REPO, 'static'), join(dir, 'static'), { recursive: true });
  cpSync(join(REPO, 'src/css'), join(dir, 'src/css'), { recursive: true }); // theme.customCss
  return dir;
}

export function scaling(factor: number) {
  const dir = syntheticSite(factor);
  clearCaches(dir);
  const time = timeCommand(...buildCommand(dir));
  const pages = countPages(join(dir, 'build'));
  rmSync(dir, { recursive: true, force: true });
  return { time, pages };
}

export function dirSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

export function pageWeights(siteDir: string) {
  const build = join(siteDir, 'build');
  const pages = {
    home: 'index.html',
    doc: 'campaign/quests/quiz/index.html',
    search: 'search/index.html',
  };
  const result = {
    home: firstLoad(build, pages.home),
    doc: firstLoad(build, pages.doc),
    search: firstLoad(build, pages.search),
  };
  // The search modal's code: chunks that carry DocSearch's modal and are not loaded up front.
  const initial = new Set(Object.values(result).flatMap((r) => r.jsFiles));
  const modal = { raw: 0, gzip: 0, files: [] as string[] };
  for (const dir of ['assets/js', 'assets/css']) {
    for (const f of readdirSync(join(build, dir))) {
      const path = `/${dir}/${f}`;
      if (initial.has(path)) continue;
      const text = readFileSync(join(build, dir, f), 'utf8');
      if (/DocSearch-Modal|DocSearch-Dropdown/.test(text)) {
        const s = sizes(join(build, dir, f));
        modal.raw += s.raw;
        modal.gzip += s.gzip;
        modal.files.push(path);
      }
    }
  }
  return { ...result, modal, total: dirSize(build), pages: countPages(build) };
}

/** Dev server: time to serve the first doc page, and from saving an .mdx file to the open page showing it. */
export async function devServer(siteDir: string, port = 3456) {
  const base = `http://127.0.0.1:${port}`;
  const started = await startWarm(
    process.execPath,
    startArgs(siteDir),
    () => fetchOk(`${base}/assets/js/main.js`),
    { env: { PORT: String(port), HOST: '127.0.0.1' } },
  );
  return measureDevServer(started, base, join(siteDir, 'docs'), { edits: 5, timeout: 30000 });
}

export const hasBuild = (siteDir: string) => existsSync(join(siteDir, 'build/index.html'));
