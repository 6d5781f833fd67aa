// When a doc last changed: each file's newest commit from one `git log` over the
// docs folder, a doc's `last_update` front matter over git, shown only as the
// options ask.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { createDocMetadata } from '../../src/core/content/docs';
import { GIT_LOG_FORMAT, parseGitLog, readLastUpdates } from '../../src/core/content/last-update';

const options = { routeBasePath: '/', docsDirFromSite: 'docs' };
const doc = (raw: string, lastUpdate?: { at: number; by: string }, shown = true) =>
  createDocMetadata(
    { source: '/site/docs/a.md', relativePath: 'a.md', raw, lastUpdate },
    { ...options, showLastUpdateTime: shown, showLastUpdateAuthor: shown },
  );

describe('last update of a doc', () => {
  it("takes each file's newest commit from git log's output", () => {
    const log = [
      `${GIT_LOG_FORMAT.replace('%ct', '1700000300').replace('%an', 'Ana')}\n\nb.md\n`,
      `${GIT_LOG_FORMAT.replace('%ct', '1700000200').replace('%an', 'Bo')}\n\na.md\nb.md\n`,
      `${GIT_LOG_FORMAT.replace('%ct', '1700000100').replace('%an', 'Cy')}\n\nsub/c d.md\n`,
    ].join('');
    assert.deepEqual(
      [...parseGitLog(log)],
      [
        ['b.md', { at: 1700000300000, by: 'Ana' }],
        ['a.md', { at: 1700000200000, by: 'Bo' }],
        ['sub/c d.md', { at: 1700000100000, by: 'Cy' }],
      ],
    );
  });

  it('reads a real repository, and says none outside one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'last-update-'));
    try {
      assert.equal(readLastUpdates(dir), undefined, 'not a repository');
      const git = (...args: string[]) =>
        execFileSync('git', args, {
          cwd: dir,
          env: {
            ...process.env,
            GIT_AUTHOR_NAME: 'Writer One',
            GIT_AUTHOR_EMAIL: 'one@example.com',
            GIT_COMMITTER_NAME: 'Writer One',
            GIT_COMMITTER_EMAIL: 'one@example.com',
            GIT_AUTHOR_DATE: '2024-05-06T07:08:09Z',
            GIT_COMMITTER_DATE: '2024-05-06T07:08:09Z',
          },
        });
      git('init', '-q');
      writeFileSync(join(dir, 'intro.md'), '# Intro\n');
      git('add', '.');
      git('commit', '-q', '-m', 'first');
      assert.deepEqual(readLastUpdates(dir)?.get(join(dir, 'intro.md')), {
        at: Date.parse('2024-05-06T07:08:09Z'),
        by: 'Writer One',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("prefers the doc's last_update front matter, and shows only what the options ask", () => {
    const git = { at: 1700000000000, by: 'Git Author' };
    assert.deepEqual(
      [doc('# A\n', git).lastUpdatedAt, doc('# A\n', git).lastUpdatedBy],
      [1700000000000, 'Git Author'],
    );
    const written = doc('---\nlast_update:\n  date: 2021-03-04\n  author: Editor\n---\n# A\n', git);
    assert.equal(written.lastUpdatedAt, Date.parse('2021-03-04T00:00:00Z'));
    assert.equal(written.lastUpdatedBy, 'Editor');
    const hidden = doc('# A\n', git, false);
    assert.equal(hidden.lastUpdatedAt, undefined);
    assert.equal(hidden.lastUpdatedBy, undefined);
    assert.throws(
      () => doc('---\nlast_update:\n  date: someday\n---\n# A\n', git),
      /a\.md.*last_update\.date: "someday" is not a date/,
    );
  });
});
