// "Edit one doc, rebuild" side by side (issue 14.1): after a warm build of each,
// the same doc gets a new paragraph and each generator rebuilds; ours and
// Docusaurus alternate run by run so a busy machine weighs on both alike.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pagesManifestFileOf } from '../src/core/build-phases/plan-render';
import { bin } from './docusaurus';
import { buildCommand } from './ours';
import { BENCH_DOC, machine, median, runTimed } from './util';

export interface RebuildResults {
  machine: ReturnType<typeof machine>;
  ours: number[];
  /** Ours with the manifest of page inputs removed first: every page rendered, as before 14.1. */
  oursAll: number[];
  /** What our build said it rendered on each run. */
  rendered: string[];
  docusaurus?: number[];
  /** 1-minute load average before and after the runs. */
  load: [number, number];
}

/** Adds a paragraph to the bench doc of `siteDir` (run `i`); returns a function putting it back. */
function editDoc(siteDir: string) {
  const file = join(siteDir, 'docs', BENCH_DOC);
  const original = readFileSync(file, 'utf8');
  return {
    edit: (i: number) => writeFileSync(file, `${original}\nEdited for benchmark run ${i}.\n`),
    restore: () => writeFileSync(file, original),
  };
}

export function rebuildSideBySide(siteDir: string, runs: number, docusaurusDir?: string) {
  const ours = () => runTimed(...buildCommand(siteDir));
  const theirs = (dir: string) => runTimed(bin(dir), ['build'], { cwd: dir }).ms;
  // Warm caches and a previous build on both sides.
  ours();
  if (docusaurusDir) theirs(docusaurusDir);
  const load0 = loadavg()[0];
  const mine = editDoc(siteDir);
  const other = docusaurusDir ? editDoc(docusaurusDir) : undefined;
  const results: RebuildResults = {
    machine: machine(),
    ours: [],
    oursAll: [],
    rendered: [],
    docusaurus: docusaurusDir ? [] : undefined,
    load: [0, 0],
  };
  try {
    for (let i = 1; i <= runs; i++) {
      mine.edit(i);
      const run = ours();
      results.ours.push(run.ms);
      const alone = /Webpack did not run[^.]*/.exec(run.stdout)?.[0];
      results.rendered.push(
        (/Rendered [^.;]+/.exec(run.stdout)?.[0] ?? 'no rendering line') +
          (alone ? `. ${alone}` : ''),
      );
      mine.edit(i + 0.5);
      rmSync(pagesManifestFileOf(join(siteDir, '.cache')), { force: true });
      results.oursAll.push(ours().ms);
      if (docusaurusDir && other) {
        other.edit(i);
        results.docusaurus?.push(theirs(docusaurusDir));
      }
    }
  } finally {
    mine.restore();
    other?.restore();
  }
  results.load = [load0, loadavg()[0]];
  ours(); // back to the unedited doc
  return results;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function renderRebuildSection(r: RebuildResults): string {
  const lines = [
    '## Edit one doc, rebuild (side by side)',
    '',
    `${r.machine.date}, ${r.machine.cpu}, Node ${r.machine.node}, commit ${r.machine.commit}; 1-minute load average ` +
      `${r.load[0].toFixed(1)} before and ${r.load[1].toFixed(1)} after (other work on the machine). ` +
      '`npm run bench -- --rebuild-only --vs-docusaurus`: after a warm build of each, `docs/' +
      BENCH_DOC +
      '` gets a new paragraph and each generator rebuilds, alternating run by run; wall time of the whole command.',
    '',
    '| measure | ours | Docusaurus 3.10 | ours / Docusaurus |',
    '|---|---|---|---|',
  ];
  const theirs = r.docusaurus?.length ? median(r.docusaurus) : undefined;
  lines.push(
    `| edit one doc, rebuild, changed pages rendered (median of ${r.ours.length}) | ${s(median(r.ours))} | ${theirs ? s(theirs) : 'not run'} | ${theirs ? `${Math.round((median(r.ours) / theirs) * 100)} %` : ''} |`,
    `| the same with no manifest of page inputs (webpack bundles, every page rendered) | ${s(median(r.oursAll))} | | ${theirs ? `${Math.round((median(r.oursAll) / theirs) * 100)} %` : ''} |`,
    '',
    `Ours: ${r.ours.map(s).join(', ')}; every page rendered: ${r.oursAll.map(s).join(', ')}${r.docusaurus?.length ? `; Docusaurus: ${r.docusaurus.map(s).join(', ')}` : ''}.`,
    `What our build said: ${[...new Set(r.rendered)].map((t) => `"${t}"`).join(', ')}.`,
  );
  return lines.join('\n');
}
