// Pruning the compiled copies of the command line: a copy goes only when no running process uses
// it and it has not been used for a day, so a dev server left running keeps the files it imports
// lazily when another command compiles a newer copy.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { pruneOld } from '../../scripts/lib/compile-cli.mjs';

const cache = mkdtempSync(join(tmpdir(), 'compile-cli-'));
after(() => rmSync(cache, { recursive: true, force: true }));

const DAY = 24 * 3600_000;
const now = Date.now();

/** A compiled copy last used `age` ms ago, marked as used by `pids`. */
function copy(name: string, age: number, pids: number[] = []): string {
  const dir = join(cache, name);
  mkdirSync(join(dir, '.in-use'), { recursive: true });
  for (const pid of pids) writeFileSync(join(dir, '.in-use', String(pid)), '');
  const time = new Date(now - age);
  utimesSync(dir, time, time);
  return dir;
}

/** A pid no process can have (Linux's largest pid_max is 2^22), standing for a process that ended. */
const ENDED_PID = 2 ** 22 + 1;

it('removes old copies nobody runs, keeps the current one, recent ones and those in use', () => {
  const current = copy('cli-current', 3 * DAY);
  const unused = copy('cli-unused', 2 * DAY);
  const ended = copy('cli-ended', 2 * DAY, [ENDED_PID]);
  const running = copy('cli-running', 2 * DAY, [process.pid]);
  const recent = copy('cli-recent', DAY / 2);
  const other = copy('other-folder', 5 * DAY);

  pruneOld(cache, current, now);

  assert.deepEqual(
    Object.fromEntries(
      [current, unused, ended, running, recent, other].map((dir) => [
        dir.slice(cache.length + 1),
        existsSync(dir),
      ]),
    ),
    {
      'cli-current': true,
      'cli-unused': false,
      'cli-ended': false,
      'cli-running': true,
      'cli-recent': true,
      'other-folder': true,
    },
  );
});
