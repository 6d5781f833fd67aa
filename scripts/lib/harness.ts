// Build, serve and browse a site: building fixture sites once per test run,
// serving them on a free port, and launching Debian's Chromium with the flags
// this machine needs. Used by the browser tests (tests/e2e/helpers.ts) and `npm run soak`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { serve } from '../../src/core/serve';
import { CHROMIUM_ARGS } from './chromium';

export const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const fixture = (name: string) => join(REPO, 'tests/fixtures', name);

/** The arguments of `node` that run `npm run <script> -- <site>` (as package.json's scripts do). */
const scriptArgs = (script: string, siteDir: string) => [
  join(REPO, 'scripts/docgen.mjs'),
  script,
  siteDir,
];

/** `npm run build -- <site>`. */
export const buildArgs = (siteDir: string) => scriptArgs('build', siteDir);
/** `npm start -- <site>`. */
export const startArgs = (siteDir: string) => scriptArgs('start', siteDir);

/** Runs `npm run build` for a site as a user would (a child process); returns its output. */
export function runBuild(siteDir: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, buildArgs(siteDir), {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    output: result.stdout + result.stderr,
  };
}

/**
 * Builds a site unless a build newer than this test run's start exists. Under `npm run test:e2e`
 * (E2E_SHARED_BUILDS set) the shared sites were built before the files started, two of which run
 * at once: a file building one itself could write the build/ another file is serving.
 */
const runStart = Number(process.env.E2E_RUN_START ?? Date.now());
process.env.E2E_RUN_START ??= String(runStart);
export function ensureBuilt(siteDir: string): void {
  // Every build writes a 404 page; not every site has a home page (build/index.html).
  const marker = join(siteDir, 'build', '404.html');
  const shared = Boolean(process.env.E2E_SHARED_BUILDS);
  const fresh = existsSync(marker) && statSync(marker).mtimeMs > runStart;
  if (fresh && (shared || !process.env.E2E_REBUILD)) return;
  if (shared) {
    throw new Error(
      `${siteDir} was not built before the test files started: add it to tests/e2e/setup/build-shared.ts`,
    );
  }
  const result = runBuild(siteDir);
  if (result.status !== 0) throw new Error(`Build of ${siteDir} failed:\n${result.output}`);
}

/** The pages of a build, as the URL paths a reader opens (`/`, `/docs/intro`…). */
export function builtPages(buildDir: string): string[] {
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${relative(buildDir, dirname(join(entry.parentPath, entry.name)))}`)
    .map((path) => (path === '/.' ? '/' : path))
    .sort();
}

export async function serveSite(siteDir: string) {
  return serve({ siteDir, port: 0, host: '127.0.0.1' });
}

export { CHROMIUM_ARGS };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A page that records console errors and uncaught exceptions. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, context, errors };
}

export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

export const readBuildFile = (siteDir: string, path: string) =>
  readFileSync(join(siteDir, 'build', path), 'utf8');

/** A disposable copy of a fixture (kept beside the others so its relative imports still resolve). */
export function copyFixture(name: string, tag: string): string {
  const target = join(REPO, 'tests/fixtures', `.tmp-${tag}-${process.pid}`);
  rmSync(target, { recursive: true, force: true });
  cpSync(fixture(name), target, {
    recursive: true,
    filter: (src) =>
      !/[\\/](build|\.generated|\.cache)([\\/]|$)/.test(src.slice(fixture(name).length)),
  });
  return target;
}

/**
 * `serve` in a process of its own over a build (a fresh start, as a reader meets it); `ready`
 * resolves with its URL once it says it is listening.
 */
export function startServeProcess(
  siteDir: string,
  buildDir: string,
  env: Record<string, string> = {},
): { child: ChildProcess; ready: Promise<string> } {
  const script = `
    const { serve } = await import(${JSON.stringify(join(REPO, 'src/core/serve.ts'))});
    const s = await serve({ siteDir: ${JSON.stringify(siteDir)}, buildDir: ${JSON.stringify(buildDir)}, port: 0, host: '127.0.0.1' });
    console.log('READY ' + s.url);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SEARCH_ADMIN_KEY: 'x', ...env },
  });
  const ready = new Promise<string>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`serve exited (${code})`)));
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /READY (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
  });
  return { child, ready };
}
