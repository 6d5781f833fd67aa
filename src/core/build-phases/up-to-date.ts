// The whole-site shortcut: when nothing a build reads has changed since the last
// one, its output is kept (hard-linked into the new folder) and its messages
// replayed; otherwise the manifest is dropped until a new build succeeds.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles, reuseOutputs, stampFiles, type BuildManifest } from '../incremental';
import type { OutputFolder } from './output-folder';
import type { BuildLog } from './phases';

export const manifestFileOf = (cacheDir: string) => join(cacheDir, 'build-manifest.json');

/**
 * The previous build's manifest when its output can stand as it is (then already put into the new
 * folder and its messages replayed), else undefined with the manifest's file removed.
 * `changed`: its inputs changed since (changedInputs), undefined when it cannot be built on.
 */
export function keepPreviousBuild(
  manifestFile: string,
  previous: BuildManifest | undefined,
  changed: string[] | undefined,
  output: OutputFolder,
  log: BuildLog,
): BuildManifest | undefined {
  if (previous && changed?.length === 0) {
    try {
      output.copyStatic();
      reuseOutputs(previous, output.outDir, output.tmpDir);
      output.swapIn();
      for (const { level, message } of previous.logged) log[level](message);
      return previous;
    } catch {
      // Could not reuse (a file vanished meanwhile): build in full.
      output.reset();
    }
  }
  // From here until a new build succeeds, build/ no longer matches a manifest.
  rmSync(manifestFile, { force: true });
  return undefined;
}

/** What a finished build read (the bundles' inputs, hashed) and wrote, for the next build to compare against. */
export function describeBuild(
  inputs: Record<string, string>,
  output: OutputFolder,
  staticDir: string,
  rest: Pick<BuildManifest, 'key' | 'pages' | 'warnings' | 'logged'>,
): Omit<BuildManifest, 'version'> {
  const fromStatic = new Set(listFiles(staticDir));
  return {
    ...rest,
    inputs,
    outputs: stampFiles(
      output.tmpDir,
      listFiles(output.tmpDir).filter((f) => !fromStatic.has(f)),
    ),
  };
}
