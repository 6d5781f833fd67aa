// What the dev server prints: one line per error, a compile line that says
// whether it failed, an explicit line when an error is fixed, progress while
// the first build runs, and nothing for ordinary events such as a tab closing.
import webpack, { type Compiler, type Stats, type StatsCompilation } from 'webpack';
import { formatWebpackError } from './bundle/run';

export type DevLog = Pick<Console, 'log' | 'warn' | 'error'>;

const ms = (stats: Stats) => `${(stats.endTime ?? 0) - (stats.startTime ?? 0)} ms`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Reports each finished compile; remembers whether the last one failed, to announce the fix. */
export function createCompileReporter(log: DevLog) {
  let failing = false;
  return (stats: Stats, json: StatsCompilation): void => {
    if (stats.hasErrors()) {
      const errors = [...new Set((json.errors ?? []).map((x) => formatWebpackError(x)))];
      for (const e of errors) log.error(`[ERROR] ${e}`);
      log.error(
        `[dev] failed to compile: ${plural(errors.length, 'error')} (${ms(stats)}); the page shows the last working version until you fix it`,
      );
      failing = true;
      return;
    }
    for (const w of new Set((json.warnings ?? []).map((x) => formatWebpackError(x))))
      log.warn(`[WARNING] ${w}`);
    log.log(failing ? `[dev] fixed: compiled in ${ms(stats)}` : `[dev] compiled in ${ms(stats)}`);
    failing = false;
  };
}

/** Progress of the first build, every 20 %, so a cold start does not look stuck. */
export function reportStartProgress(
  compiler: Compiler,
  log: DevLog,
  ready: Promise<void>,
  { cold }: { cold: boolean },
): void {
  let done = false;
  let next = 0.2;
  void ready.then(() => (done = true));
  log.log(
    cold
      ? '[dev] compiling the site (a first start with no cache takes longest; .cache/ makes the next ones fast)…'
      : '[dev] compiling the site…',
  );
  new webpack.ProgressPlugin((percentage) => {
    if (done || percentage < next || percentage >= 1) return;
    log.log(`[dev] compiling… ${Math.floor(percentage * 100)} %`);
    while (next <= percentage) next += 0.2;
  }).apply(compiler);
}

const isPrematureClose = (arg: unknown) =>
  typeof arg === 'object' &&
  arg !== null &&
  (arg as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * The console webpack's infrastructure logger writes to: a browser tab closed mid-download
 * (ERR_STREAM_PREMATURE_CLOSE) is dropped; any other message is printed on one line.
 */
export function webpackConsole(log: DevLog): Console {
  const line = (args: unknown[]) =>
    args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  const ignore = () => {};
  return {
    ...console,
    error: (...args: unknown[]) => {
      if (!args.some(isPrematureClose)) log.error(`[ERROR] ${line(args)}`);
    },
    warn: (...args: unknown[]) => log.warn(`[WARNING] ${line(args)}`),
    info: ignore,
    log: ignore,
    debug: ignore,
  } as Console;
}
