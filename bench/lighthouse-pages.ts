// Lighthouse over the longest doc pages and home, ours beside Docusaurus's build of the same docs:
// the pages whose hydration blocks the main thread longest (issue 16's target: TBT under 50 ms).
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { runLighthouse, type LighthouseRuns } from './lighthouse';

/** A doc page's length: its article's HTML (what hydration walks), not the shared frame. */
function articleLength(html: string): number {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start >= 0 && end > start ? end - start : 0;
}

/** The `count` longest doc pages of a build, as URL paths. */
export function longestDocPages(buildDir: string, count = 10): string[] {
  const pages: Array<[string, number]> = [];
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    if (!/class="[^"]*docs-doc-page/.test(html.slice(0, 2000))) continue;
    const dir = relative(buildDir, entry.parentPath).split(sep).join('/');
    pages.push([`/${dir}`, articleLength(html)]);
  }
  return pages
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([path]) => path);
}

/** A page's HTML without its scripts: what the browser alone costs to show it. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload|prefetch)"[^>]*>/g, '');
}

/**
 * A copy of a build whose `paths` pages have no scripts: Lighthouse on it gives each page's floor,
 * the blocking time of parsing, styling, laying out and painting it on this machine with the
 * tracing Lighthouse records, which no script on the page can take away.
 */
export function scriptlessCopy(buildDir: string, paths: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'docgen-scriptless-'));
  cpSync(buildDir, dir, { recursive: true });
  for (const path of paths) {
    const file = join(dir, path, 'index.html');
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
  }
  return dir;
}

export interface LongPagesResult {
  tool: string;
  browser: string;
  loadBefore: number;
  loadAfter: number;
  pages: Array<{
    path: string;
    ours: LighthouseRuns;
    floor?: LighthouseRuns;
    docusaurus?: LighthouseRuns;
  }>;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export const lighthouseVersion = () =>
  (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

/**
 * Each page: ours `runs` times, then its scriptless floor, then Docusaurus's, so all three see the
 * same load.
 */
export async function lighthouseLongPages(
  paths: string[],
  servers: { ours: string; floor?: string; docusaurus?: string },
  runs = 3,
): Promise<LongPagesResult> {
  const loadBefore = loadavg()[0];
  const pages: LongPagesResult['pages'] = [];
  const audit = async (base: string, path: string) =>
    (await runLighthouse({ [path]: base + path }, runs))[path];
  for (const path of paths) {
    const row: LongPagesResult['pages'][number] = { path, ours: await audit(servers.ours, path) };
    if (servers.floor) row.floor = await audit(servers.floor, path);
    if (servers.docusaurus && (await fetch(servers.docusaurus + path)).ok)
      row.docusaurus = await audit(servers.docusaurus, path);
    console.log(
      `[bench] ${path}: TBT ${median(row.ours.tbtRuns)} ms` +
        (row.floor ? ` (without scripts ${median(row.floor.tbtRuns)} ms)` : '') +
        (row.docusaurus ? ` (Docusaurus ${median(row.docusaurus.tbtRuns)} ms)` : ''),
    );
    pages.push(row);
  }
  return {
    tool: `Lighthouse ${lighthouseVersion()}`,
    browser: execSync('/usr/bin/chromium --version', { encoding: 'utf8' }).trim(),
    loadBefore,
    loadAfter: loadavg()[0],
    pages,
  };
}

/**
 * The BENCHMARKS.md section: each page's median TBT, LCP and score, the same page's TBT without
 * its scripts (the floor), and Docusaurus's figures on the same page.
 */
export function renderLongPagesSection(r: LongPagesResult, commit: string, date: string): string {
  const withFloor = r.pages.some((p) => p.floor);
  const withDocusaurus = r.pages.some((p) => p.docusaurus);
  const tbt = (l: LighthouseRuns | undefined) => (l ? `${median(l.tbtRuns)} ms` : '—');
  const cell = (l: LighthouseRuns | undefined) =>
    l ? [tbt(l), `${median(l.lcpRuns)} ms`, String(median(l.runs))] : ['—', '—', '—'];
  const header = [
    'page',
    'TBT',
    'LCP',
    'score',
    ...(withFloor ? ['TBT without scripts', "scripts' part"] : []),
    ...(withDocusaurus ? ['Docusaurus TBT', 'Docusaurus LCP', 'Docusaurus score'] : []),
    `TBT runs (${['ours', withFloor && 'without scripts', withDocusaurus && 'Docusaurus'].filter(Boolean).join(' / ')})`,
  ];
  const lines = [
    '## Lighthouse on the longest doc pages (issue 16)',
    '',
    `${date}, commit ${commit}, ${r.tool} (mobile preset, simulated throttling) on ${r.browser}, ` +
      `1-minute load average ${r.loadBefore.toFixed(1)} before and ${r.loadAfter.toFixed(1)} after. ` +
      'Medians of 3 runs each (TBT, LCP and score separately), served by `serve` and measured ' +
      'page by page in turn. Target: TBT under 50 ms, LCP under 2 s, score 100.' +
      (withFloor
        ? ' "Without scripts": the same page of our build with every script removed, what the ' +
          "browser's own parsing, styling, layout and painting of it block here; the scripts' part " +
          'is TBT minus that.'
        : ''),
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
  ];
  for (const p of r.pages) {
    const scripts = p.floor ? `${median(p.ours.tbtRuns) - median(p.floor.tbtRuns)} ms` : '—';
    const runs = [p.ours, p.floor, p.docusaurus]
      .filter((l): l is LighthouseRuns => !!l)
      .map((l) => l.tbtRuns.join(', '))
      .join(' / ');
    lines.push(
      `| \`${p.path}\` | ${[
        ...cell(p.ours),
        ...(withFloor ? [tbt(p.floor), scripts] : []),
        ...(withDocusaurus ? cell(p.docusaurus) : []),
        runs,
      ].join(' | ')} |`,
    );
  }
  lines.push(
    '',
    'Simulated throttling multiplies the wall time of each main-thread task by 4: on a shared ' +
      'machine, other processes lengthen tasks and the TBT with them (see the load average above).',
  );
  return lines.join('\n');
}
