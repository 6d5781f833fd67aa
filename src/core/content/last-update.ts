// When each doc was last changed, and by whom, as the reference's
// `showLastUpdateTime` / `showLastUpdateAuthor` show it: the last commit that
// touched the file. One `git log` over the docs folder, not one per file (a
// site of 10,000 docs would start 10,000 processes). A doc's `last_update`
// front matter wins over git.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export interface LastUpdate {
  /** Milliseconds since the epoch. */
  at: number;
  by: string;
}

const COMMIT = '\x1e';
const FIELD = '\x1f';
/** `git log`'s format for parseGitLog: each commit's time and author, then its files. */
export const GIT_LOG_FORMAT = `${COMMIT}%ct${FIELD}%an`;

/** Each file's newest commit, from `git log --format=GIT_LOG_FORMAT --name-only` (newest first). */
export function parseGitLog(output: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  for (const commit of output.split(COMMIT).slice(1)) {
    const [header, ...files] = commit.split('\n');
    const [seconds, by] = header.split(FIELD);
    const at = Number(seconds) * 1000;
    if (!Number.isFinite(at)) continue;
    for (const file of files) if (file && !updates.has(file)) updates.set(file, { at, by });
  }
  return updates;
}

/**
 * The last update of every file git knows under `dir`, by absolute path; undefined when `dir` is
 * not in a git repository or git cannot run.
 */
export function readLastUpdates(dir: string): Map<string, LastUpdate> | undefined {
  let output;
  try {
    output = execFileSync(
      'git',
      [
        '-c',
        'core.quotepath=off',
        'log',
        `--format=${GIT_LOG_FORMAT}`,
        '--name-only',
        '--relative',
        '--',
        '.',
      ],
      {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 1024 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch {
    return undefined;
  }
  const updates = new Map<string, LastUpdate>();
  for (const [file, update] of parseGitLog(output)) updates.set(join(dir, file), update);
  return updates;
}
