// The docs lint's rules on small made-up pages: each rule fires on a bad page and stays quiet on a good one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lintDocs, scopeFromPaths, type DocsPage } from '../site/docs-lint';
import { GLOSSARY } from '../site/glossary';

const DESCRIPTION = 'Create a quest that asks participants to visit a link and earn points.';

function page(file: string, body: string, frontMatter = `description: ${DESCRIPTION}`): DocsPage {
  return { file, raw: `---\ntitle: Test\n${frontMatter}\n---\n\n${body}\n` };
}

const STEPS = '1. Open the `2. Quests` step.\n2. Click the `URL` tile.\n';

function rules(pages: DocsPage[]): string[] {
  return lintDocs(pages).map((p) => `${p.file}:${p.line}:${p.rule}`);
}

test('a clean page passes', () => {
  assert.deepEqual(rules([page('docs/a.md', `Intro text.\n\n${STEPS}`)]), []);
});

test('sentences about sources or documentation status fail, with their line', () => {
  for (const sentence of [
    "The facts for this page don't say whether matching ignores capitals.",
    'AirLyft’s published reference is inconsistent on this field.',
    "The docs don't say whether that has changed.",
    'Treat that as unconfirmed.',
    'Retries are not documented here yet.',
    'Whether a transfer must meet both limits isn’t stated.',
  ]) {
    assert.deepEqual(
      rules([page('docs/a.md', `${STEPS}\n${sentence}`)]),
      ['docs/a.md:9:source-talk'],
      sentence,
    );
  }
  // Front matter reaches readers too (head, cards, search): each line is checked where it is.
  assert.deepEqual(
    rules([
      page(
        'docs/a.md',
        STEPS,
        `description: ${DESCRIPTION}\nkeywords: [quest, unconfirmed subscribers]`,
      ),
    ]),
    ['docs/a.md:4:source-talk'],
  );
  // Ordinary English about facts is fine.
  assert.deepEqual(
    rules([page('docs/a.md', `${STEPS}\nDespite the fact that it ran, clean up after the fact.`)]),
    [],
  );
  // Inline code is a label, not prose: a field named `Source Blockchain` is fine.
  assert.deepEqual(rules([page('docs/a.md', `${STEPS}\nPick the \`Source Blockchain\`.`)]), []);
});

test('labels that differ from the glossary fail; the glossary form passes', () => {
  const bad = page(
    'docs/a.md',
    `${STEPS}\nOpen the \`Task Condition & Recurrence\` panel on the \`Quests\` tab and click the \`Discord\` block.`,
  );
  const messages = lintDocs([bad]).map((p) => p.message);
  assert.equal(messages.length, 3, messages.join('\n'));
  assert.match(messages.join('\n'), /Task Conditions & Recurrence/);
  const good = page(
    'docs/a.md',
    `${STEPS}\nOpen the \`Task Conditions & Recurrence\` panel on the \`2. Quests\` step and click the \`Discord\` tile.`,
  );
  assert.deepEqual(rules([good]), []);
});

test('every glossary wrong form differs from its label and no label is listed twice', () => {
  const labels = GLOSSARY.map((e) => e.label);
  assert.equal(new Set(labels).size, labels.length);
  for (const entry of GLOSSARY)
    for (const wrong of entry.wrong ?? [])
      assert.ok(!`\`${entry.label}\``.includes(wrong), `${wrong} is part of ${entry.label}`);
});

test('a sentence on three pages fails on each; on two pages, or as a numbered step, it passes', () => {
  const rule =
    "While the campaign is ongoing you can edit the quest, but you can't remove it once someone has completed it.";
  const three = ['a', 'b', 'c'].map((n) => page(`docs/${n}.md`, `${STEPS}\n${rule}`));
  assert.deepEqual(rules(three), [
    'docs/a.md:9:repeated',
    'docs/b.md:9:repeated',
    'docs/c.md:9:repeated',
  ]);
  assert.deepEqual(rules(three.slice(0, 2)), []);
  const asStep = ['a', 'b', 'c'].map((n) =>
    page(`docs/${n}.md`, `1. ${rule}\n2. Click \`Add Task\`.`),
  );
  assert.deepEqual(rules(asStep), []);
  // A folder check still counts the pages outside it.
  assert.deepEqual(
    lintDocs(three, scopeFromPaths('b.md')).map((p) => `${p.file}:${p.rule}`),
    ['docs/b.md:repeated'],
  );
});

test('descriptions outside 50–160 characters fail, whether from front matter or the first paragraph', () => {
  assert.deepEqual(rules([page('docs/a.md', STEPS, 'description: Too short.')]), [
    'docs/a.md:1:description',
  ]);
  assert.deepEqual(rules([page('docs/a.md', STEPS, `description: ${'x'.repeat(161)}`)]), [
    'docs/a.md:1:description',
  ]);
  assert.deepEqual(rules([page('docs/a.md', `${DESCRIPTION}\n\n${STEPS}`, '')]), []);
});

test('a page without steps, table or code fails unless it is an overview', () => {
  assert.deepEqual(rules([page('docs/a.md', 'Only prose here.')]), ['docs/a.md:6:no-task']);
  assert.deepEqual(rules([page('docs/a.md', '| A | B |\n| --- | --- |\n| 1 | 2 |')]), []);
  assert.deepEqual(rules([page('docs/a.md', '```js\nx();\n```')]), []);
  assert.deepEqual(
    rules([page('docs/a.md', 'Only prose.', `description: ${DESCRIPTION}\noverview: true`)]),
    [],
  );
  assert.deepEqual(rules([page('docs/folder/index.md', 'Only prose here.')]), []);
});

test('scopeFromPaths accepts folders relative to the repo or to docs/', () => {
  const inScope = scopeFromPaths('campaign/quests, docs/widget/');
  assert.ok(inScope('docs/campaign/quests/url.md'));
  assert.ok(inScope('docs/widget/installation.md'));
  assert.ok(!inScope('docs/campaign/index.md'));
  assert.ok(scopeFromPaths(undefined)('docs/anything.md'));
});
