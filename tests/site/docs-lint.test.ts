// Runs the docs lint over docs/ (or the folders in DOCS_LINT_PATHS, comma-separated, e.g.
// DOCS_LINT_PATHS=campaign/quests npm run lint:docs) and fails listing every problem by file and line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatProblems, lintDocs, readDocsPages, scopeFromPaths } from './docs-lint';

test('docs pages pass the docs lint', () => {
  const pages = readDocsPages(process.cwd());
  assert.ok(pages.length > 0, 'no pages found under docs/');
  const scope = scopeFromPaths(process.env.DOCS_LINT_PATHS);
  const checked = pages.filter((p) => scope(p.file)).length;
  assert.ok(checked > 0, `DOCS_LINT_PATHS=${process.env.DOCS_LINT_PATHS} matches no page`);
  const problems = lintDocs(pages, scope);
  const pagesWithProblems = new Set(problems.map((p) => p.file)).size;
  assert.equal(
    problems.length,
    0,
    `${problems.length} problems on ${pagesWithProblems} of ${checked} pages:\n${formatProblems(problems)}`,
  );
});
