// Measuring helpers for the benchmarks.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium';

export const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** Runs a command to completion: its wall time in ms and what it printed (throws on failure). */
export function runTimed(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): { ms: number; stdout: string } {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? REPO,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return { ms, stdout: result.stdout };
}

/** Runs a command to completion and returns its wall time in ms (throws on failure). */
export const timeCommand = (...args: Parameters<typeof runTimed>): number => runTimed(...args).ms;

/** The doc the benchmarks edit and open. */
export const BENCH_DOC = 'campaign/quests/quiz.md';

/**
 * Times `run` once per edit of a doc (a new paragraph each time), then puts the doc back:
 * the rebuild a writer waits for after saving, with every cache warm.
 */
export function timeAfterEdits(docsDir: string, runs: number, run: () => number): number[] {
  const file = join(docsDir, BENCH_DOC);
  const original = readFileSync(file, 'utf8');
  try {
    return Array.from({ length: runs }, (_, i) => {
      writeFileSync(file, `${original}\nEdited for benchmark run ${i + 1}.\n`);
      return run();
    });
  } finally {
    writeFileSync(file, original);
  }
}

/**
 * Save-to-screen timing, read in the page: a script in every document the page loads (so it also
 * works when a generator reloads the page instead of hot-updating it) notes the wall-clock time at
 * which the article first contains the marker being waited for. Call before the first navigation.
 */
export async function watchForEdits(page: Page) {
  // A string, not a function: tsx's name-keeping helpers do not exist in the page.
  await page.addInitScript(`
    new MutationObserver(() => {
      const marker = sessionStorage.getItem('bench-marker');
      if (marker && !sessionStorage.getItem('bench-seen') && document.body?.textContent?.includes(marker))
        sessionStorage.setItem('bench-seen', String(Date.now()));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  `);
}

/** Saves `file` with a marker paragraph added and returns the ms until the page showed it. */
export async function timeSaveToScreen(
  page: Page,
  file: string,
  original: string,
  timeout = 30000,
) {
  const marker = `Benchmark edit ${Date.now()}`;
  await page.evaluate((m) => {
    sessionStorage.setItem('bench-marker', m);
    sessionStorage.removeItem('bench-seen');
  }, marker);
  const saved = Date.now();
  writeFileSync(file, original.replace(/\n\n/, `\n\n${marker}\n\n`));
  await page.waitForSelector(`text=${marker}`, { timeout });
  const seen = Number(await page.evaluate(() => sessionStorage.getItem('bench-seen')));
  return seen - saved;
}

/**
 * With a dev server started (see startWarm), opens the benchmark doc in Chromium, times how long until
 * it shows, then times `edits` saves until each is on screen. The doc is put back afterwards.
 */
export async function measureDevServer(
  started: Awaited<ReturnType<typeof startWarm>>,
  base: string,
  docsDir: string,
  { edits, timeout }: { edits: number; timeout: number },
) {
  const docFile = join(docsDir, BENCH_DOC);
  const original = readFileSync(docFile, 'utf8');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await watchForEdits(page);
    const t0 = performance.now();
    await page.goto(`${base}/${BENCH_DOC.replace(/\.mdx?$/, '')}`);
    await page.waitForSelector('article h1', { timeout });
    const firstPage = started.elapsed + (performance.now() - t0);
    const reloadRuns: number[] = [];
    for (let i = 0; i < edits; i++) {
      reloadRuns.push(await timeSaveToScreen(page, docFile, original, timeout));
      await page.waitForTimeout(300);
    }
    return {
      ready: started.elapsed,
      coldReady: started.coldElapsed,
      firstPage,
      reload: median(reloadRuns),
      reloadRuns,
    };
  } finally {
    writeFileSync(docFile, original);
    await browser.close();
    started.stop();
  }
}

export function machine() {
  const cpu = cpus();
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: REPO, encoding: 'utf8' }).trim();
  } catch {
    /* not a checkout */
  }
  return {
    cpu: `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    commit,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function sizes(file: string) {
  const data = readFileSync(file);
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

/** Scripts and stylesheets a prerendered page loads before it is interactive. */
export function firstLoad(buildDir: string, htmlFile: string) {
  const html = readFileSync(join(buildDir, htmlFile), 'utf8');
  const js = [...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)].map((m) => m[1]);
  const css = [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+\.css)"/g)].map((m) => m[1]);
  const sum = (files: string[]) =>
    files.reduce(
      (acc, f) => {
        const s = sizes(join(buildDir, f));
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  return { js: sum(js), css: sum(css), jsFiles: js, cssFiles: css };
}

/** Starts a long-running command; resolves when `ready()` returns true (polled), with the elapsed ms. */
export async function startAndWait(
  command: string,
  args: string[],
  ready: () => Promise<boolean>,
  options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {},
) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd ?? REPO,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = started + (options.timeoutMs ?? 180_000);
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited early:\n${output}`);
    if (await ready().catch(() => false)) {
      return {
        elapsed: performance.now() - started,
        stop: () => stopProcess(child.pid!),
        /** Stops it and waits until it has exited (a dev server writes its cache on the way out). */
        stopped: () => (stopProcess(child.pid!), exited),
        output: () => output,
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  stopProcess(child.pid!);
  throw new Error(`${command} not ready in time:\n${output}`);
}

/**
 * Starts a dev server once to fill its caches (the cold start, also timed), stops it, and starts it
 * again: the second start is the one a writer sees every day after the first.
 */
export async function startWarm(...args: Parameters<typeof startAndWait>) {
  const cold = await startAndWait(...args);
  await cold.stopped();
  const warm = await startAndWait(...args);
  return { ...warm, coldElapsed: cold.elapsed };
}

export function stopProcess(pid: number) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

export async function fetchOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  await res.arrayBuffer();
  return res.ok;
}
