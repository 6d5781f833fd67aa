// Imports a file the site's author wrote (site.config.ts, a Docusaurus config,
// a sidebars file): bundled first (./bundle.ts) into one module written beside it
// and loaded from there, so the generator needs no module loader hooks in its own
// process (registering tsx's cost a quarter of a second and slowed every import
// after it). Whatever goes wrong is one located line (./errors.ts).
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildFailure } from 'esbuild';
import { bundle, type BundleOptions, type Bundled } from './bundle';
import { compileError, runError } from './errors';

/** `import()` of a user's file, fresh each time (the dev server reloads it after edits). */
export async function importUserModule(
  file: string,
  what: string,
  options?: BundleOptions,
): Promise<Record<string, unknown>> {
  let bundled: Bundled;
  try {
    bundled = await bundle(file, 'cjs', options);
  } catch (error) {
    if (error && typeof error === 'object' && 'errors' in error)
      throw compileError(error as BuildFailure, file, what);
    throw error;
  }
  // Beside the file, so the packages it imports resolve as they would from it; a new name each
  // time, so an edited file is never served from Node's module cache.
  const ext = bundled.format === 'cjs' ? 'cjs' : 'mjs';
  const bundleFile = join(
    dirname(file),
    `.${basename(file)}.docgen-${Date.now()}-${randomBytes(3).toString('hex')}.${ext}`,
  );
  try {
    writeFileSync(bundleFile, bundled.code);
    if (bundled.format === 'esm')
      return (await import(pathToFileURL(bundleFile).href)) as Record<string, unknown>;
    const require = createRequire(bundleFile);
    try {
      // As an ES module's namespace: the file's exports (one written as an ES module), else
      // `module.exports` as its default.
      const exports = require(bundleFile) as { __esModule?: boolean } | undefined;
      return exports?.__esModule ? exports : { default: exports };
    } finally {
      delete require.cache[bundleFile];
    }
  } catch (error) {
    throw runError(error, file, what, bundleFile, bundled);
  } finally {
    rmSync(bundleFile, { force: true });
  }
}

/**
 * A user's module's value: its default export, or `module.exports` (a CommonJS file, whatever its
 * folder's package.json says, is read as CommonJS, as Docusaurus reads its config and sidebars).
 */
export async function importUserModuleValue(
  file: string,
  what: string,
  options?: BundleOptions,
): Promise<unknown> {
  const mod = await importUserModule(file, what, options);
  let value: unknown = 'default' in mod ? mod.default : mod;
  // An ES module compiled to CommonJS: its default export under `default` once more.
  if (value && typeof value === 'object' && '__esModule' in value && 'default' in value)
    value = (value as { default: unknown }).default;
  return value;
}
