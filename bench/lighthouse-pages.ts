// Lighthouse over the longest doc pages and home, ours beside Docusaurus's build of the same docs:
// the pages whose hydration blocks the main thread longest (issue 16's target: TBT under 50 ms).
import { readdirSync, readFileSync } from 'node:fs';
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

export interface LongPagesResult {
  tool: string;
  browser: string;
  loadBefore: number;
  loadAfter: number;
  pages: Array<{ path: string; ours: LighthouseRuns; docusaurus?: LighthouseRuns }>;
}

export const lighthouseVersion = () =>
  (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

/** Each page: ours `runs` times, then Docusaurus's `runs` times, so both see the same load. */
export async function lighthouseLongPages(
  paths: string[],
  ours: string,
  docusaurus: string | undefined,
  runs = 3,
): Promise<LongPagesResult> {
  const loadBefore = loadavg()[0];
  const pages: LongPagesResult['pages'] = [];
  for (const path of paths) {
    const row: LongPagesResult['pages'][number] = {
      path,
      ours: (await runLighthouse({ [path]: ours + path }, runs))[path],
    };
    if (docusaurus && (await fetch(docusaurus + path)).ok)
      row.docusaurus = (await runLighthouse({ [path]: docusaurus + path }, runs))[path];
    console.log(
      `[bench] ${path}: TBT ${Math.round(row.ours.tbt)} ms` +
        (row.docusaurus ? ` (Docusaurus ${Math.round(row.docusaurus.tbt)} ms)` : ''),
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The BENCHMARKS.md section: each page's median TBT, LCP and score, ours beside Docusaurus. */
export function renderLongPagesSection(r: LongPagesResult, commit: string, date: string): string {
  const withDocusaurus = r.pages.some((p) => p.docusaurus);
  const cell = (l: LighthouseRuns | undefined) =>
    l
      ? [`${median(l.tbtRuns)} ms`, `${median(l.lcpRuns)} ms`, String(median(l.runs))]
      : ['—', '—', '—'];
  const lines = [
    '## Lighthouse on the longest doc pages (issue 16)',
    '',
    `${date}, commit ${commit}, ${r.tool} (mobile preset, simulated throttling) on ${r.browser}, ` +
      `1-minute load average ${r.loadBefore.toFixed(1)} before and ${r.loadAfter.toFixed(1)} after. ` +
      'Medians of 3 runs each (TBT, LCP and score separately); both builds served by `serve` ' +
      'and measured page by page in turn. Target: TBT under 50 ms, LCP under 2 s, score 100.',
    '',
    withDocusaurus
      ? '| page | TBT | LCP | score | Docusaurus TBT | Docusaurus LCP | Docusaurus score | TBT runs (ours / Docusaurus) |'
      : '| page | TBT | LCP | score | TBT runs |',
    withDocusaurus ? '|---|---|---|---|---|---|---|---|' : '|---|---|---|---|---|',
  ];
  for (const p of r.pages) {
    const runs = p.docusaurus
      ? `${p.ours.tbtRuns.join(', ')} / ${p.docusaurus.tbtRuns.join(', ')}`
      : p.ours.tbtRuns.join(', ');
    lines.push(
      `| \`${p.path}\` | ${[...cell(p.ours), ...(withDocusaurus ? cell(p.docusaurus) : []), runs].join(' | ')} |`,
    );
  }
  lines.push(
    '',
    'Simulated throttling multiplies the wall time of each main-thread task by 4: on a shared ' +
      'machine, other processes lengthen tasks and the TBT with them (see the load average above).',
  );
  return lines.join('\n');
}
