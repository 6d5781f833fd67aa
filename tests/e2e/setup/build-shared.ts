// Builds the sites several browser test files serve, before any of them starts, two at a time.
// The test files then run side by side (`--test-concurrency=2`) and only read these builds:
// two files building the same site at once would write the same build/ folder.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildArgs, fixture, REPO } from '../helpers';

const run = promisify(execFile);

/** Every site a test file builds through `ensureBuilt` or `servedSite` (which refuse any other). */
const SHARED = [
  REPO,
  fixture('basic-site'),
  fixture('docusaurus-compat'),
  fixture('minimal-site'),
  fixture('override-site'),
  fixture('search-faults'),
  fixture('theme-variant'),
  fixture('versioned-site'),
];

async function build(siteDir: string): Promise<void> {
  try {
    await run(process.execPath, buildArgs(siteDir), {
      cwd: REPO,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`Build of ${siteDir} failed:\n${stdout}\n${stderr}`, { cause: error });
  }
}

const queue = [...SHARED];
const started = performance.now();
await Promise.all(
  [0, 1].map(async () => {
    for (let site = queue.shift(); site; site = queue.shift()) await build(site);
  }),
);
console.log(
  `Built ${SHARED.length} shared sites in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
