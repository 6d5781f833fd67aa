import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractRecords } from '../../src/search/records';
import type { DocSearchRecord } from '../../src/search/types';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/search/${name}`, import.meta.url)), 'utf8');

const DOC_HTML = fixture('doc-page.html');
const STANDALONE_HTML = fixture('standalone-page.html');

const docPage = (html = DOC_HTML) =>
  extractRecords({
    html,
    url: '/campaign/quests/quiz',
    lvl0: 'Campaign',
    language: 'en',
    docusaurusTag: 'docs-default-current',
  });

const contents = (records: DocSearchRecord[]) =>
  records.filter((r) => r.type === 'content').map((r) => r.content);

test('the page title becomes the lvl1 record, first, without anchor', () => {
  const [first] = docPage();
  assert.equal(first.type, 'lvl1');
  assert.equal(first.url, '/campaign/quests/quiz');
  assert.equal(first.url_without_anchor, '/campaign/quests/quiz');
  assert.equal(first.anchor, null);
  assert.equal(first.content, null);
  assert.deepEqual(first.hierarchy, {
    lvl0: 'Campaign',
    lvl1: 'Quiz Quest',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.deepEqual(first.weight, { pageRank: 0, level: 100, position: 0 });
  assert.equal(first.language, 'en');
  assert.equal(first.docusaurus_tag, 'docs-default-current');
});

test('headings become lvlN records with their anchor and the heading chain', () => {
  const records = docPage();
  const h2 = records.find((r) => r.type === 'lvl2' && r.anchor === 'setting-up-a-quiz');
  assert.ok(h2, 'h2 record');
  assert.equal(h2.url, '/campaign/quests/quiz#setting-up-a-quiz');
  assert.equal(h2.url_without_anchor, '/campaign/quests/quiz');
  assert.equal(h2.hierarchy.lvl2, 'Setting up a quiz', 'no hash-link text, no zero-width space');
  assert.equal(h2.weight.level, 90);
  assert.equal(h2.content, null);

  const h3 = records.find((r) => r.type === 'lvl3');
  assert.ok(h3, 'h3 record');
  assert.equal(h3.anchor, 'answer-options');
  assert.equal(h3.hierarchy.lvl2, 'Setting up a quiz');
  assert.equal(h3.hierarchy.lvl3, 'Answer options');
  assert.equal(h3.weight.level, 80);

  // A later h2 resets the deeper levels.
  const second = records.find((r) => r.anchor === 'setting-up-a-quiz-1' && r.type === 'lvl2');
  assert.ok(second);
  assert.equal(second.hierarchy.lvl3, null);
});

test('paragraphs, list items, cells, quotes and details become content under the nearest heading', () => {
  const records = docPage();
  const byContent = (text: string) => records.find((r) => r.content === text);

  const intro = byContent(
    'A quiz quest asks participants multiple-choice questions about your project.',
  );
  assert.ok(intro, 'whitespace collapsed, inline markup flattened');
  assert.equal(intro.url, '/campaign/quests/quiz');
  assert.equal(intro.anchor, null);
  assert.equal(intro.hierarchy.lvl2, null);
  assert.equal(intro.weight.level, 0);

  assert.ok(byContent('Use it to check that users read your documentation & understood it.'));

  const inline = byContent('Open the campaign editor and add a Quiz task.');
  assert.ok(inline, 'inline code is part of the text');
  assert.equal(inline.url, '/campaign/quests/quiz#setting-up-a-quiz');
  assert.equal(inline.hierarchy.lvl2, 'Setting up a quiz');

  for (const text of [
    'Write the question.',
    'Add between two and six answers.',
    'Mark the correct answer',
    'Nested option item.',
  ]) {
    assert.equal(records.filter((r) => r.content === text).length, 1, text);
  }

  const tip = byContent('Shuffle the answers to discourage guessing.');
  assert.ok(tip, 'admonition paragraphs are content');
  assert.equal(tip.url, '/campaign/quests/quiz#answer-options');
  assert.equal(tip.hierarchy.lvl3, 'Answer options');

  for (const text of ['Setting', 'Meaning', '✓']) {
    assert.equal(
      byContent(text),
      undefined,
      `${text}: column headers and wordless cells are skipped`,
    );
  }
  for (const text of [
    'Timer',
    'Attempts',
    'How many tries a participant gets',
    'Quoted advice about quizzes.',
    'Can I edit a live quiz?',
    'Only before the first submission.',
  ]) {
    assert.ok(byContent(text), text);
  }
  // Text of the page stays plain text (it is escaped when highlighted, not here).
  assert.ok(byContent('Escaping test: <script>alert(1)</script> stays text.'));
});

test('chrome, code, scripts and admonition titles are never indexed', () => {
  const records = docPage();
  const everything = JSON.stringify(records);
  for (const marker of [
    'Navbarsecret',
    'Sidebarsecret',
    'Breadcrumbsecret',
    'Tocsecret',
    'Tocdesktopsecret',
    'Paginationsecret',
    'Footersecret',
    'Editsecret',
    'Announcementsecret',
    'codeblocksecret',
    'scriptsecret',
    'hidden-style-text',
    'Copy',
    'Skip to main content',
    'On this page',
    '\u200b',
  ]) {
    assert.ok(!everything.includes(marker), `${marker} must not be indexed`);
  }
  assert.ok(!contents(records).includes('tip'), 'admonition title is not content');
});

test('records are in page order with increasing positions and expected levels', () => {
  const records = docPage();
  records.forEach((record, i) => assert.equal(record.weight.position, i));
  const levels = { lvl1: 100, lvl2: 90, lvl3: 80, content: 0 } as Record<string, number>;
  for (const record of records) assert.equal(record.weight.level, levels[record.type]);
  assert.deepEqual(
    records.slice(0, 4).map((r) => r.type),
    ['lvl1', 'content', 'content', 'lvl2'],
  );
});

test('objectIDs are unique, stable across builds and local to the changed text', () => {
  const first = docPage();
  const again = docPage();
  assert.deepEqual(
    again.map((r) => r.objectID),
    first.map((r) => r.objectID),
  );
  assert.equal(new Set(first.map((r) => r.objectID)).size, first.length, 'unique ids');

  const repeated = first.filter((r) => r.content === 'Repeated paragraph.');
  assert.equal(repeated.length, 2);
  assert.notEqual(repeated[0].objectID, repeated[1].objectID);

  const edited = docPage(DOC_HTML.replace('Write the question.', 'Write a clear question.'));
  const changed = edited.filter((r, i) => r.objectID !== first[i].objectID);
  assert.equal(changed.length, 1);
  assert.equal(changed[0].content, 'Write a clear question.');

  const otherPage = extractRecords({
    html: DOC_HTML,
    url: '/campaign/quests/other',
    lvl0: 'Campaign',
    language: 'en',
    docusaurusTag: 'docs-default-current',
  });
  assert.ok(
    otherPage.every((r, i) => r.objectID !== first[i].objectID),
    'ids depend on the url',
  );
});

test('standalone pages use <main> and its first h1', () => {
  const records = extractRecords({
    html: STANDALONE_HTML,
    url: '/templates/',
    lvl0: 'Templates',
    language: 'en',
    docusaurusTag: 'default',
  });
  assert.equal(records[0].type, 'lvl1');
  assert.equal(records[0].hierarchy.lvl1, 'Campaign Templates');
  assert.equal(records[0].docusaurus_tag, 'default');
  assert.ok(!JSON.stringify(records).includes('secret'));

  const h2 = records.find((r) => r.type === 'lvl2');
  assert.ok(h2);
  assert.equal(h2.hierarchy.lvl2, 'Community growth');
  assert.equal(h2.anchor, null, 'a heading without id has no anchor');
  assert.equal(h2.url, '/templates/');

  const h3 = records.find((r) => r.type === 'lvl3');
  assert.ok(h3);
  assert.equal(h3.url, '/templates/#token-launch');
  const under = records.find((r) => r.content === 'Reward early supporters with tokens.');
  assert.ok(under);
  assert.equal(under.url, '/templates/#token-launch');
  assert.equal(under.hierarchy.lvl2, 'Community growth');
  assert.equal(under.hierarchy.lvl3, 'Token launch');
});

test('leading emoji of headings (doc cards) are dropped', () => {
  const records = extractRecords({
    html: '<main><h1>Widget</h1><article><a class="card"><h2 class="text--truncate" title="Installation">📄️ Installation</h2><p>Add the widget.</p></a></article><h2>🗃️ Rewards 🎁</h2></main>',
    url: '/widget/',
    lvl0: 'Widget',
    language: 'en',
    docusaurusTag: 'default',
  });
  assert.deepEqual(
    records.filter((r) => r.type === 'lvl2').map((r) => r.hierarchy.lvl2),
    ['Installation', 'Rewards 🎁'],
  );
});

test('a page without h1 falls back to the document title without the site name', () => {
  const records = extractRecords({
    html: '<html><head><title>Widget setup | AirLyft Documentation</title></head><body><main><p>Body text.</p></main></body></html>',
    url: 'https://docs.example.com/widget#ignored',
    lvl0: 'Widget',
    language: 'en',
    docusaurusTag: 'default',
  });
  assert.equal(records[0].hierarchy.lvl1, 'Widget setup');
  assert.equal(records[0].url, 'https://docs.example.com/widget', 'anchor of the page url dropped');
  assert.equal(records[1].content, 'Body text.');
});

test("the page's keywords go on every record of the page; a page without them has none", () => {
  const withKeywords = DOC_HTML.replace(
    '<meta name="docsearch:language" content="en" />',
    '<meta name="keywords" content="quiz, knowledge check ,, multiple  choice" />',
  );
  const records = docPage(withKeywords);
  assert.ok(records.length > 3);
  for (const record of records) {
    assert.deepEqual(record.keywords, ['quiz', 'knowledge check', 'multiple choice']);
  }
  assert.ok(docPage().every((record) => !('keywords' in record)));
});
