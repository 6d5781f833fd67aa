// The browser tests' helpers: build, serve and browse fixture sites (scripts/lib/harness.ts), and a
// busy machine on demand.
import { spawn } from 'node:child_process';

export * from '../../scripts/lib/harness';

/**
 * Keeps both cores busy, as other work on the machine would, until the returned stop is called (or
 * the test process ends): burners left running would slow every other test file of the run.
 */
export function burnCpu(): () => void {
  const burners = Array.from({ length: 2 }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => burners.forEach((burner) => burner.kill());
  process.once('exit', stop);
  return stop;
}
