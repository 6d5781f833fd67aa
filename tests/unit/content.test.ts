import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createDocMetadata,
  extractContentTitle,
  extractExcerpt,
  parseCategoryFile,
} from '../../src/core/content/docs';
import { parseSource } from '../../src/core/content/frontmatter';
import { isIndexDoc, parseNumberPrefix } from '../../src/core/content/naming';
import { pagePermalink } from '../../src/core/content/pages';
import { SourceError } from '../../src/core/errors';

const opts = {
  routeBasePath: '/',
  docsDirFromSite: 'docs',
  editUrl: 'https://github.com/o/r/tree/main/',
};
const doc = (relativePath: string, raw = 'Body text.\n') =>
  createDocMetadata({ source: `/site/docs/${relativePath}`, relativePath, raw }, opts);

describe('number prefixes', () => {
  it('strips numeric prefixes and keeps the position', () => {
    assert.deepEqual(parseNumberPrefix('01-intro'), { name: 'intro', position: 1 });
    assert.deepEqual(parseNumberPrefix('003 - My Doc'), { name: 'My Doc', position: 3 });
  });
  it('leaves dates, versions and plain names alone', () => {
    assert.deepEqual(parseNumberPrefix('2021-01-release'), { name: '2021-01-release' });
    assert.deepEqual(parseNumberPrefix('1.0-notes'), { name: '1.0-notes' });
    assert.deepEqual(parseNumberPrefix('intro'), { name: 'intro' });
  });
});

describe('doc ids and routes', () => {
  it('derives id and route from the path, without number prefixes', () => {
    const d = doc('01-Guides/02-setup.md');
    assert.equal(d.id, 'Guides/setup');
    assert.equal(d.permalink, '/Guides/setup');
    assert.equal(d.sidebarPosition, 2);
  });
  it('serves index.md, README.md and folder-named docs at the folder with a trailing slash', () => {
    assert.equal(doc('campaign/index.md').permalink, '/campaign/');
    assert.equal(doc('campaign/README.md').permalink, '/campaign/');
    assert.equal(doc('guides/guides.md').permalink, '/guides/');
    assert.equal(doc('index.md').permalink, '/');
    assert.equal(doc('campaign/index.md').id, 'campaign/index');
  });
  it('honours id and slug front matter (absolute and relative)', () => {
    assert.equal(doc('a/b.md', '---\nid: custom\n---\nx').id, 'a/custom');
    assert.equal(doc('a/b.md', '---\nslug: /elsewhere\n---\nx').permalink, '/elsewhere');
    assert.equal(doc('a/b.md', '---\nslug: sibling\n---\nx').permalink, '/a/sibling');
  });
  it('takes the title from front matter, else the leading # heading, else the id', () => {
    assert.equal(doc('x.md', '---\ntitle: FM\n---\n# Heading\n').title, 'FM');
    assert.equal(doc('x.md', '# Heading `code`\n\nText').title, 'Heading code');
    assert.equal(doc('x.md', 'Text only').title, 'x');
  });
  it('builds the edit URL from the repository and the file path', () => {
    assert.equal(doc('a/b.md').editUrl, 'https://github.com/o/r/tree/main/docs/a/b.md');
    assert.equal(doc('a/b.md', '---\ncustom_edit_url: null\n---\nx').editUrl, undefined);
  });
  it('marks drafts and unlisted docs', () => {
    assert.equal(doc('d.md', '---\ndraft: true\n---\nx').draft, true);
    assert.equal(doc('u.md', '---\nunlisted: true\n---\nx').unlisted, true);
  });
  it('rejects an id containing a slash, naming the file and line', () => {
    assert.throws(
      () => doc('a.md', '---\ntitle: t\nid: a/b\n---\nx'),
      (e: SourceError) => e.line === 3 && /id/.test(e.message),
    );
  });
});

describe('front matter', () => {
  it('reports YAML errors with file, line and column', () => {
    assert.throws(
      () => parseSource('/site/docs/bad.md', '---\ntitle: ok\ndescription: [unclosed\n---\nbody'),
      (e: SourceError) =>
        e instanceof SourceError &&
        e.file === '/site/docs/bad.md' &&
        e.line === 4 &&
        typeof e.column === 'number',
    );
  });
  it('reports a wrong type with the key and its line', () => {
    assert.throws(
      () => parseSource('/f.md', '---\ntitle: t\nsidebar_position: first\n---\n'),
      (e: SourceError) => e.line === 3 && /sidebar_position/.test(e.message),
    );
  });
  it('rejects bytes that are not UTF-8', () => {
    assert.throws(
      () => parseSource('/f.md', 'ok\nbad \uFFFD here'),
      (e: SourceError) => e.line === 2 && /UTF-8/.test(e.message),
    );
  });
  it('counts the lines the block occupies', () => {
    assert.equal(parseSource('/f.md', '---\na: 1\nb: 2\n---\nbody').frontMatterLines, 4);
  });
});

describe('titles and excerpts', () => {
  it('only counts a # heading that comes first', () => {
    assert.equal(extractContentTitle("import X from 'y';\n\n# Title {#id}\n"), 'Title');
    assert.equal(extractContentTitle('Intro\n\n# Late'), undefined);
  });
  it('uses the first paragraph, stripped of markdown, as excerpt', () => {
    assert.equal(
      extractExcerpt('# T\n\n```js\ncode\n```\n\nSee [the **guide**](./g.md) now.'),
      'See the guide now.',
    );
    assert.equal(
      extractExcerpt('A claim.[^1] See the [setup][setup-ref] and [notes][].\n\n[^1]: Source.'),
      'A claim. See the setup and notes.',
    );
  });
});

describe('index docs and pages', () => {
  it('recognises index docs', () => {
    assert.ok(isIndexDoc('index', 'a'));
    assert.ok(isIndexDoc('README', 'a'));
    assert.ok(isIndexDoc('Guides', 'docs/guides'));
    assert.ok(!isIndexDoc('intro', 'guides'));
  });
  it('maps src/pages files to routes', () => {
    assert.equal(pagePermalink('index.tsx'), '/');
    assert.equal(pagePermalink('templates/index.tsx'), '/templates/');
    assert.equal(pagePermalink('markdown-page.md'), '/markdown-page');
  });
});

describe('category files', () => {
  it('parses JSON and YAML metadata', () => {
    assert.deepEqual(parseCategoryFile('/d/_category_.json', '{"label":"Guides","position":2}'), {
      label: 'Guides',
      position: 2,
    });
    assert.deepEqual(parseCategoryFile('/d/_category_.yml', 'label: Guides\ncollapsed: false\n'), {
      label: 'Guides',
      collapsed: false,
    });
  });
  it('names the file and position of a syntax error', () => {
    assert.throws(
      () => parseCategoryFile('/d/_category_.json', '{\n  "label": "x",,\n}'),
      (e: SourceError) => e.file === '/d/_category_.json' && e.line === 2,
    );
  });
  it('rejects unknown keys', () => {
    assert.throws(() => parseCategoryFile('/d/_category_.json', '{"lable":"x"}'), /looks invalid/);
  });
});
