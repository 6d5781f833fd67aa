// Atomic output: a build writes into a temporary folder beside build/ and swaps
// it in by rename only once everything succeeded, so a failed build leaves the
// previous build/ whole. Leftovers of builds that were killed are cleared first.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

export interface OutputFolder {
  /** Where the finished site goes. */
  outDir: string;
  /** Where this build writes until it succeeds. */
  tmpDir: string;
  /** Empties the temporary folder (a fresh start after a failed reuse). */
  reset(): void;
  /** Copies the site's static/ folder into the temporary folder. */
  copyStatic(): void;
  /** Replaces build/ by the temporary folder. */
  swapIn(): void;
  /** Removes the temporary folder (the build failed). */
  discard(): void;
}

/**
 * Folders left by builds that were killed before they could clean up (their process is gone). A build
 * killed mid-swap leaves the previous output in build.old-<pid> and no build/: that one is put back.
 */
function removeAbandoned(outDir: string) {
  const parent = dirname(outDir);
  const old = basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const name of readdirSync(parent)) {
    const pid = new RegExp(`^(?:\\.build-tmp|${old}\\.old)-(\\d+)$`).exec(name)?.[1];
    if (!pid || Number(pid) === process.pid) continue;
    try {
      process.kill(Number(pid), 0);
      continue; // still running
    } catch {
      /* gone */
    }
    const path = join(parent, name);
    if (!name.startsWith('.build-tmp') && !existsSync(outDir)) renameSync(path, outDir);
    else rmSync(path, { recursive: true, force: true });
  }
}

export function prepareOutputFolder(siteDir: string, outOption = 'build'): OutputFolder {
  const outDir = resolve(siteDir, outOption);
  // Beside the output, so the final swap is a rename on one file system.
  mkdirSync(dirname(outDir), { recursive: true });
  const tmpDir = join(dirname(outDir), `.build-tmp-${process.pid}`);
  removeAbandoned(outDir);
  const staticDir = join(siteDir, 'static');
  const reset = () => {
    rmSync(tmpDir, { recursive: true, force: true });
    mkdirSync(tmpDir, { recursive: true });
  };
  reset();
  return {
    outDir,
    tmpDir,
    reset,
    copyStatic() {
      if (existsSync(staticDir)) cpSync(staticDir, tmpDir, { recursive: true });
    },
    swapIn() {
      // The previous build stays whole until the new one is complete.
      const oldDir = `${outDir}.old-${process.pid}`;
      if (existsSync(outDir)) renameSync(outDir, oldDir);
      renameSync(tmpDir, outDir);
      rmSync(oldDir, { recursive: true, force: true });
    },
    discard: () => rmSync(tmpDir, { recursive: true, force: true }),
  };
}
