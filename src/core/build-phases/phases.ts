// The clock and reporter of a build's named phases: each phase's start and end
// go to the progress listener, and its duration to the build's timings.
import type { BuildPhase, OnProgress } from '../progress/events';

export interface PhaseClock {
  /** Runs one phase: told to the listener, timed into `timings`. */
  run<T>(phase: BuildPhase, work: () => T, total?: number): T;
  /** How far along the current phase is (the CLI shows it). */
  advance(phase: BuildPhase, done: number, total: number, detail?: string): void;
  /** Time since the last phase ended, under a name that is not a phase. */
  lap(name: string): void;
  timings: Record<string, number>;
  /** Someone listens: worth paying for detailed progress (webpack's hooks). */
  listened: boolean;
}

export function createPhaseClock(told: OnProgress | undefined): PhaseClock {
  const onProgress: OnProgress = told ?? (() => {});
  const timings: Record<string, number> = {};
  let last = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - last);
    last = now;
    return timings[name];
  };
  return {
    timings,
    listened: told !== undefined,
    lap,
    advance: (phase, done, total, detail) =>
      onProgress({ phase, kind: 'advance', done, total, detail }),
    run(phase, work, total) {
      onProgress({ phase, kind: 'start', total });
      const end = () => onProgress({ phase, kind: 'end', ms: lap(phase) });
      const result = work();
      if (result instanceof Promise)
        return result.then((value: unknown) => (end(), value)) as typeof result;
      end();
      return result;
    },
  };
}

export type BuildLog = Pick<Console, 'log' | 'warn' | 'info'>;
export type LoggedLine = { level: 'info' | 'warn'; message: string };

/** A logger that also keeps what it printed, for a later up-to-date build to print again. */
export function recordingLog(log: BuildLog): { log: BuildLog; logged: LoggedLine[] } {
  const logged: LoggedLine[] = [];
  return {
    logged,
    log: {
      log: log.log.bind(log),
      info: (message: string) => (logged.push({ level: 'info', message }), log.info(message)),
      warn: (message: string) => (logged.push({ level: 'warn', message }), log.warn(message)),
    },
  };
}
