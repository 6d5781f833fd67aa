// npm run bench [-- --vs-docusaurus] [-- --quick] [-- --search-only | --rebuild-only | --dev-cold-only | --scale-only | --cold-only | --lighthouse-only] — measures and writes BENCHMARKS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  bin,
  DOCUSAURUS_DIR,
  docusaurusBuildTimes,
  docusaurusDev,
  docusaurusWeight,
  prepareDocusaurus,
} from '../bench/docusaurus';
import { devColdPath, renderDevColdSection } from '../bench/dev-cold';
import { runLighthouse } from '../bench/lighthouse';
import {
  lighthouseLongPages,
  longestDocPages,
  renderLongPagesSection,
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

/** The report with the section under `heading` replaced by `section` (appended when missing). */
function replaceSection(report: string, heading: string, section: string): string {
  const at = report.indexOf(heading);
  const next = at < 0 ? -1 : report.indexOf('\n## ', at + 1);
  if (at < 0) return `${report.trimEnd()}\n\n${section}\n`;
  return `${report.slice(0, at)}${section}\n${next < 0 ? '' : report.slice(next)}`;
}

await runCommand('bench', async () => {
  const step = (name: string) => console.log(`[bench] ${name}…`);
  const file = join(REPO, 'BENCHMARKS.md');
  if (args.has('--search-only')) {
    // Measures the search service on the current build and rewrites only its section.
    step('search');
    const section = renderSearchSection(await searchBench(join(REPO, 'build'))).join('\n');
    writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), '## Search service', section));
    console.log(section);
    return;
  }
  if (args.has('--rebuild-only')) {
    // "Edit one doc, rebuild", ours beside Docusaurus with --vs-docusaurus; rewrites only its section.
    step('edit one doc, rebuild');
    const docusaurus = args.has('--vs-docusaurus') ? prepareDocusaurus() : undefined;
    const section = renderRebuildSection(rebuildSideBySide(REPO, quick ? 1 : 3, docusaurus));
    const heading = '## Edit one doc, rebuild';
    writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), heading, section));
    console.log(section);
    return;
  }
  if (args.has('--cold-only')) {
    // Cold builds: ours, Docusaurus (webpack) and Docusaurus Faster; rewrites only its section.
    step('cold builds, side by side');
    const dirs = { docusaurus: prepareDocusaurus(), faster: prepareDocusaurus({ faster: true }) };
    const section = renderColdSection(coldSideBySide(REPO, quick ? 1 : 3, dirs));
    writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), '## Cold build (side', section));
    console.log(section);
    return;
  }
  if (args.has('--scale-only')) {
    // About 10,000 pages from nothing, ours beside Docusaurus with --vs-docusaurus; rewrites only its section.
    step('scale: about 10,000 pages');
    const docusaurus = args.has('--vs-docusaurus') ? prepareDocusaurus() : undefined;
    const section = renderScaleSection(scaleSideBySide(quick ? 10 : 96, docusaurus));
    writeFileSync(
      file,
      replaceSection(readFileSync(file, 'utf8'), '## Scale (side by side)', section),
    );
    console.log(section);
    return;
  }
  if (args.has('--lighthouse-only')) {
    // Lighthouse on the 10 longest doc pages and home (beside Docusaurus's build of the same docs
    // with --vs-docusaurus, built first when missing); rewrites only its section.
    const paths = ['/', ...longestDocPages(join(REPO, 'build'), 10)];
    const ours = await serve({ siteDir: REPO, port: 0, host: '127.0.0.1' });
    const docusaurusBuild = join(DOCUSAURUS_DIR, 'build');
    if (args.has('--vs-docusaurus') && !existsSync(join(docusaurusBuild, 'index.html'))) {
      step('Docusaurus build');
      const dir = prepareDocusaurus();
      timeCommand(bin(dir), ['build'], { cwd: dir });
    }
    const docusaurus = args.has('--vs-docusaurus')
      ? await serve({ siteDir: REPO, port: 0, host: '127.0.0.1', buildDir: docusaurusBuild })
      : undefined;
    try {
      step('lighthouse on the longest doc pages');
      const result = await lighthouseLongPages(paths, ours.url, docusaurus?.url, quick ? 1 : 3);
      const { commit, date } = machine();
      const section = renderLongPagesSection(result, commit, date);
      const heading = '## Lighthouse on the longest doc pages';
      writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), heading, section));
      console.log(section);
    } finally {
      await ours.close();
      await docusaurus?.close();
    }
    return;
  }
  if (args.has('--dev-cold-only')) {
    // The writer's first minutes on fresh checkouts; rewrites only its section.
    step('dev server from a fresh clone');
    const section = renderDevColdSection(await devColdPath(quick ? 1 : 3));
    const heading = '## Writer loop from a fresh clone';
    writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), heading, section));
    console.log(section);
    return;
  }
  step('builds');
  const build = buildTimes(REPO, quick ? 1 : 3);
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
  if (args.has('--vs-docusaurus')) {
    step('Docusaurus 3.10 on the same docs');
    const dir = prepareDocusaurus();
    const dBuild = docusaurusBuildTimes(dir, quick ? 1 : 3);
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
