// Starts the build's responsive images before webpack reaches them. Webpack
// only discovers an `import x from './x.png?responsive'` once the importing
// module is built, which on this site is after most MDX compiles (they share
// the main thread); the encodes then ran alone at the end of the bundle step.
// Started here, they run on libuv's threads while webpack works; the loader
// finds them in the shared map under the same key.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SharedWork } from '../bundle/shared-work';
import { processShared, resolveImageOptions } from './loader';

const SOURCE = /\.(tsx?|jsx?|mdx?)$/;
const IMPORT = /from\s+['"]([^'"]+\.(?:png|jpe?g|webp|avif))\?responsive['"]/g;

/** Images processed at once: libuv has four threads, and webpack's file reads need the other two. */
const CONCURRENCY = 2;

export function prefetchResponsiveImages(dirs: string[], configFile: string, shared: SharedWork) {
  const options = resolveImageOptions({ configFile });
  const images: string[] = [];
  for (const dir of dirs) {
    let files: string[];
    try {
      files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch {
      continue; // no such folder
    }
    for (const file of files) {
      if (!SOURCE.test(file) || file.includes('node_modules')) continue;
      const path = join(dir, file);
      for (const [, request] of readFileSync(path, 'utf8').matchAll(IMPORT)) {
        if (!request.startsWith('.')) continue;
        images.push(resolve(dirname(path), request));
      }
    }
  }
  const next = (): Promise<void> | undefined => {
    const image = images.shift();
    if (!image) return;
    let source: Buffer;
    try {
      source = readFileSync(image);
    } catch {
      return next(); // missing: the loader reports it
    }
    // Errors surface through the loader, which reports them with the importing file.
    return processShared(image, source, options, { shared, emit: true }).then(next, next);
  };
  for (let i = 0; i < CONCURRENCY; i++) void next();
}
