// The dev-server tests' helpers: a terminal the tests can wait on, and tabs
// with room for on-demand compiles. Tests wait for what the server says it did
// (a reload, a compile) or for what the page shows, never for a fixed time, so
// they hold on a machine busy with other work.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { gotoHydrated, newPage } from './helpers';

/** A bound for a wait on a state that does come, with room for a busy machine. */
export const LONG = 180_000;

export interface DevTerminal {
  /** What the dev server printed, in order. */
  lines: string[];
  log: { log: (m: string) => void; warn: (m: string) => void; error: (m: string) => void };
  /** Resolves with the index of the first line at or after `from` that matches. */
  next(pattern: RegExp, from?: number): Promise<number>;
}

export function devTerminal(): DevTerminal {
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  const push = (m: string) => {
    lines.push(m);
    for (const wake of [...waiters]) wake();
  };
  return {
    lines,
    log: { log: push, warn: push, error: push },
    next(pattern, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const at = lines.findIndex((l, i) => i >= from && pattern.test(l));
          if (at < 0) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(at);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`the dev server never printed ${pattern}; it printed:\n${lines.join('\n')}`),
          );
        }, LONG);
        if (!check()) waiters.add(check);
      });
    },
  };
}

const COMPILED = /^\[dev\] (compiled|fixed|failed)/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Resolves once the site was re-derived for a change naming `file` (printed at or after `from`) and
 * the compile after it reported: a tab opened then loads the new routes.
 */
export async function siteReloaded(term: DevTerminal, file: string, from: number): Promise<void> {
  const at = await term.next(new RegExp(`^\\[dev\\] .*${escape(file)}`), from);
  await term.next(COMPILED, at + 1);
}

/** The number of compiles reported so far. */
export const compileCount = (term: DevTerminal) =>
  term.lines.filter((l) => COMPILED.test(l)).length;

/** A tab whose waits have room for on-demand compiles on a busy machine. */
export async function devTab(browser: Browser) {
  const opened = await newPage(browser);
  opened.page.setDefaultTimeout(LONG);
  return opened;
}

/**
 * A tab showing `route`, whose doc (`docPath`, site-relative) is then saved broken (`broken` appended):
 * resolves once the error overlay shows, with the doc's path and its text before the break.
 */
export async function openThenBreak(
  suite: { browser: Browser; url: string; site: string },
  route: string,
  docPath: string,
  broken = '\n<div>\n\nunclosed\n',
) {
  const opened = await devTab(suite.browser);
  await gotoHydrated(opened.page, suite.url + route);
  const file = join(suite.site, docPath);
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original + broken);
  const overlay = opened.page.locator('#webpack-hot-middleware-clientOverlay');
  await overlay.waitFor();
  return { ...opened, file, original, overlay };
}
