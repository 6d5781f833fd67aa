// What a reader's browser downloads first: the script every built page of this site references
// (its scripts and module preloads), gzipped as served. A budget, so that a change which puts a
// lazily loaded module (the highlighter's languages, a diagram library) into every page fails here
// rather than in the next benchmark. Sizes come from the built files: no timing involved.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { REPO, ensureBuilt } from '../../e2e/helpers';

/** Gzipped KB of first-load script a page may reference: 133-141 KB on 2026-11-29, Docusaurus ~170. */
const BUDGET_KB = 145;

const build = join(REPO, 'build');
before(() => ensureBuilt(REPO));

it(`every page loads at most ${BUDGET_KB} KB of script (gzip) first`, () => {
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) =>
    gzipped.get(file) ??
    gzipped.set(file, gzipSync(readFileSync(join(build, file)), { level: 9 }).length).get(file)!;
  const pages = readdirSync(build, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
  assert.ok(pages.length > 100, `${pages.length} pages built`);
  const over = pages.flatMap((page) => {
    const html = readFileSync(join(build, page), 'utf8');
    const scripts = [
      ...html.matchAll(
        /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g,
      ),
    ].map((m) => m[1]);
    const kb = scripts.reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
    return kb > BUDGET_KB ? [`${page}: ${kb.toFixed(1)} KB (${scripts.join(', ')})`] : [];
  });
  assert.deepEqual(over, []);
});
