// The generator's own version, as far as outputs go: a hash of its build-side code and locked packages.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

let toolchainHash: string | undefined;
/**
 * The persistent cache's version: a hash of everything that decides how a module compiles (webpack.config.ts,
 * the Node-side loaders, the locked package versions), and the key of an up-to-date build (with the
 * search code that turns pages into records). Hashing ~60 files takes milliseconds, where
 * webpack's own `buildDependencies` resolves and snapshots the whole import graph of the config (about
 * 2 s per build on this site).
 */
export function toolchainVersion(): string {
  if (toolchainHash) return toolchainHash;
  const hash = createHash('sha256');
  const files = [
    join(repoDir, 'webpack.config.ts'),
    join(repoDir, 'package-lock.json'),
    ...['src/core', 'src/search'].flatMap((dir) =>
      readdirSync(join(repoDir, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .sort()
        .map((f) => join(repoDir, dir, f)),
    ),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  return (toolchainHash = hash.digest('hex').slice(0, 16));
}
