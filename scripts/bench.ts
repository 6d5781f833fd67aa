// npm run bench [-- --vs-docusaurus] [-- --quick] [-- --search-only | --rebuild-only | --dev-only | --dev-cold-only | --scale-only | --cold-only | --lighthouse-only] — measures and writes BENCHMARKS.md.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  bin,
  DOCUSAURUS_DIR,
  docusaurusBuildTimes,
  docusaurusDev,
  docusaurusWeight,
  prepareDocusaurus,
} from '../bench/docusaurus';
import { devColdPath, renderDevColdSection, renderDevWarmSection } from '../bench/dev-cold';
import { runLighthouse } from '../bench/lighthouse';
import {
  lighthouseLongPages,
  longestDocPages,
  renderLongPagesSection,
  scriptlessCopy,
} from '../bench/lighthouse-pages';
import { buildTimes, devServer, pageWeights, scaling } from '../bench/ours';
import { rebuildSideBySide, renderRebuildSection } from '../bench/rebuild';
import { renderScaleSection, scaleSideBySide } from '../bench/scale';
import { coldSideBySide, renderColdSection } from '../bench/cold';
import { renderReport, renderSearchSection, type BenchResults } from '../bench/report';
import { searchBench } from '../bench/search';
import { machine, REPO, timeCommand } from '../bench/util';
import { serve } from '../src/core/serve';
import { runCommand } from './cli';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');

/** Below this line in a section: written by hand (what the figures mean, profiles), kept by a new run. */
const KEPT = '<!-- kept by npm run bench: notes below -->';

/**
 * The report with the section under `heading` replaced by `section` (appended when missing); the
 * old section's notes below `KEPT` follow the new figures.
 */
function replaceSection(report: string, heading: string, section: string): string {
  const at = report.indexOf(heading);
  if (at < 0) return `${report.trimEnd()}\n\n${section}\n`;
  const next = report.indexOf('\n## ', at + 1);
  const old = report.slice(at, next < 0 ? undefined : next);
  const kept = old.includes(KEPT) ? `\n${old.slice(old.indexOf(KEPT)).trimEnd()}\n` : '';
  return `${report.slice(0, at)}${section}\n${kept}${next < 0 ? '' : report.slice(next)}`;
}

const step = (name: string) => console.log(`[bench] ${name}…`);
const runs = quick ? 1 : 3;
const vsDocusaurus = args.has('--vs-docusaurus');

/** Lighthouse on the 10 longest doc pages and home, beside Docusaurus's build of the same docs. */
async function lighthouseSection(): Promise<string> {
  const paths = ['/', ...longestDocPages(join(REPO, 'build'), 10)];
  const ours = await serve({ siteDir: REPO, port: 0, host: '127.0.0.1' });
  const scriptless = scriptlessCopy(join(REPO, 'build'), paths);
  const floor = await serve({ siteDir: REPO, port: 0, host: '127.0.0.1', buildDir: scriptless });
  const docusaurusBuild = join(DOCUSAURUS_DIR, 'build');
  if (vsDocusaurus && !existsSync(join(docusaurusBuild, 'index.html'))) {
    step('Docusaurus build');
    const dir = prepareDocusaurus();
    timeCommand(bin(dir), ['build'], { cwd: dir });
  }
  const docusaurus = vsDocusaurus
    ? await serve({ siteDir: REPO, port: 0, host: '127.0.0.1', buildDir: docusaurusBuild })
    : undefined;
  try {
    const result = await lighthouseLongPages(
      paths,
      { ours: ours.url, floor: floor.url, docusaurus: docusaurus?.url },
      runs,
    );
    const { commit, date } = machine();
    return renderLongPagesSection(result, commit, date);
  } finally {
    await ours.close();
    await floor.close();
    await docusaurus?.close();
    rmSync(scriptless, { recursive: true, force: true });
  }
}

/**
 * The one-section modes: each measures one thing and rewrites only its section of BENCHMARKS.md
 * (found by its heading, appended when missing). `--vs-docusaurus` adds Docusaurus where it applies.
 */
const SECTIONS: Record<string, { step: string; heading: string; measure: () => Promise<string> }> =
  {
    '--search-only': {
      step: 'search (on the current build)',
      heading: '## Search service',
      measure: async () => renderSearchSection(await searchBench(join(REPO, 'build'))).join('\n'),
    },
    '--rebuild-only': {
      step: 'edit one doc, rebuild',
      heading: '## Edit one doc, rebuild',
      measure: async () =>
        renderRebuildSection(
          rebuildSideBySide(REPO, runs, vsDocusaurus ? prepareDocusaurus() : undefined),
        ),
    },
    '--cold-only': {
      step: 'cold builds: ours, Docusaurus (webpack) and Docusaurus Faster',
      heading: '## Cold build (side',
      measure: async () =>
        renderColdSection(
          coldSideBySide(REPO, runs, {
            docusaurus: prepareDocusaurus(),
            faster: prepareDocusaurus({ faster: true }),
          }),
        ),
    },
    '--scale-only': {
      step: 'scale: about 10,000 pages from nothing',
      heading: '## Scale (side by side)',
      measure: async () =>
        renderScaleSection(
          scaleSideBySide(quick ? 10 : 96, vsDocusaurus ? prepareDocusaurus() : undefined),
        ),
    },
    '--lighthouse-only': {
      step: 'lighthouse on the longest doc pages',
      heading: '## Lighthouse on the longest doc pages',
      measure: lighthouseSection,
    },
    '--dev-only': {
      step: 'dev server, warm cache: first doc page and saves',
      heading: '## Writer loop (warm cache)',
      measure: async () =>
        renderDevWarmSection(
          await devServer(REPO),
          vsDocusaurus ? await docusaurusDev(prepareDocusaurus()) : undefined,
        ),
    },
    '--dev-cold-only': {
      step: 'dev server from a fresh clone',
      heading: '## Writer loop from a fresh clone',
      measure: async () => renderDevColdSection(await devColdPath(runs)),
    },
  };

await runCommand('bench', async () => {
  const file = join(REPO, 'BENCHMARKS.md');
  const mode = Object.keys(SECTIONS).find((flag) => args.has(flag));
  if (mode) {
    const { step: name, heading, measure } = SECTIONS[mode];
    step(name);
    const section = await measure();
    writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), heading, section));
    console.log(section);
    return;
  }
  step('builds');
  const build = buildTimes(REPO, runs);
  const weights = pageWeights(REPO);
  const results: BenchResults = { machine: machine(), build, weights };
  if (!quick) {
    step('scaling (docs ×10)');
    results.scaling = { base: { time: build.cold, pages: weights.pages }, tenfold: scaling(10) };
  }
  step('dev server');
  results.dev = await devServer(REPO);
  step('search');
  results.search = await searchBench(join(REPO, 'build'));
  step('lighthouse');
  const server = await serve({ siteDir: REPO, port: 0, host: '127.0.0.1' });
  try {
    results.lighthouse = await runLighthouse({
      home: `${server.url}/`,
      'doc page': `${server.url}/campaign/quests/quiz`,
    });
  } finally {
    await server.close();
  }
  if (vsDocusaurus) {
    step('Docusaurus 3.10 on the same docs');
    const dir = prepareDocusaurus();
    const dBuild = docusaurusBuildTimes(dir, runs);
    results.docusaurus = {
      build: dBuild,
      weight: docusaurusWeight(dir),
      dev: await docusaurusDev(dir),
    };
  }
  const report = renderReport(results);
  writeFileSync(file, report);
  console.log(report);
});
