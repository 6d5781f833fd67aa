// Cold builds side by side (issue 14.3): ours, Docusaurus with webpack and Docusaurus
// Faster (Rspack and SWC) on the same docs, each from nothing (build output and
// every cache removed), alternating run by run so a busy machine weighs on all alike.
import { loadavg } from 'node:os';
import { bin, clearDocusaurus } from './docusaurus';
import { buildCommand, clearCaches } from './ours';
import { machine, median, timeCommand } from './util';

export interface ColdResults {
  machine: ReturnType<typeof machine>;
  ours: number[];
  docusaurus: number[];
  faster: number[];
  load: [number, number];
}

export function coldSideBySide(
  siteDir: string,
  runs: number,
  dirs: { docusaurus: string; faster: string },
): ColdResults {
  const load0 = loadavg()[0];
  const r: ColdResults = { machine: machine(), ours: [], docusaurus: [], faster: [], load: [0, 0] };
  const theirs = (dir: string) => {
    clearDocusaurus(dir);
    return timeCommand(bin(dir), ['build'], { cwd: dir });
  };
  for (let i = 0; i < runs; i++) {
    clearCaches(siteDir);
    r.ours.push(timeCommand(...buildCommand(siteDir)));
    r.docusaurus.push(theirs(dirs.docusaurus));
    r.faster.push(theirs(dirs.faster));
  }
  r.load = [load0, loadavg()[0]];
  return r;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const pct = (a: number, b: number) => `${Math.round((100 * a) / b)} %`;

export function renderColdSection(r: ColdResults): string {
  const [ours, webpack, faster] = [median(r.ours), median(r.docusaurus), median(r.faster)];
  return [
    '## Cold build (side by side)',
    '',
    `${r.machine.date}, ${r.machine.cpu}, Node ${r.machine.node}, commit ${r.machine.commit}; 1-minute load average ` +
      `${r.load[0].toFixed(1)} before and ${r.load[1].toFixed(1)} after. ` +
      '`npm run bench -- --cold-only`: each build from nothing (output and caches removed), the three alternating run by run; wall time of the whole command, median.',
    '',
    '| generator | cold build | runs | ours / it (goal) |',
    '|---|---|---|---|',
    `| ours | ${s(ours)} | ${r.ours.map(s).join(', ')} | |`,
    `| Docusaurus 3.10 (webpack) | ${s(webpack)} | ${r.docusaurus.map(s).join(', ')} | ${pct(ours, webpack)} (≤ 25 %) |`,
    `| Docusaurus 3.10 Faster (Rspack, SWC) | ${s(faster)} | ${r.faster.map(s).join(', ')} | ${pct(ours, faster)} (≤ 60 %) |`,
    '',
  ].join('\n');
}
