// The pure parts of @docusaurus/theme-common as this runtime provides it: plural
// message selection, the navbar item splitter, the class-name constants, and the
// build error for an export the generator does not provide.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { selectPluralMessage } from '../../src/client/plurals';
import { ThemeClassNames } from '../../src/client/themeClassNames';
import { formatWebpackError } from '../../src/core/bundle/run';
import { missingThemeExport } from '../../src/core/bundle/missing-theme-exports';

describe('selectPluralMessage', () => {
  it('picks one|other in English', () => {
    assert.equal(selectPluralMessage('1 item|{count} items', 1, 'en'), '1 item');
    assert.equal(selectPluralMessage('1 item|{count} items', 0, 'en'), '{count} items');
    assert.equal(selectPluralMessage('1 item|{count} items', 7, 'en'), '{count} items');
  });
  it('orders forms by the locale’s categories (Polish: one, few, many, other)', () => {
    const message = 'plik|pliki|plików|pliku';
    assert.equal(selectPluralMessage(message, 1, 'pl'), 'plik');
    assert.equal(selectPluralMessage(message, 3, 'pl'), 'pliki');
    assert.equal(selectPluralMessage(message, 5, 'pl'), 'plików');
    assert.equal(selectPluralMessage(message, 1.5, 'pl'), 'pliku');
  });
  it('falls back to the last form given, and a single form is always used', () => {
    assert.equal(selectPluralMessage('plik|pliki', 5, 'pl'), 'pliki');
    assert.equal(selectPluralMessage('{count} results', 1, 'en'), '{count} results');
  });
});

describe('theme-common helpers', () => {
  it("lists each repeat of an item, as the reference's duplicates() does", async () => {
    const { duplicates } = await import('../../src/client/docusaurus/theme-common/duplicates');
    assert.deepEqual(duplicates([1, 2, 1, 3, 2, 1]), [1, 2, 1]);
    assert.deepEqual(duplicates(['a', 'b']), []);
    const byId = duplicates([{ id: 1 }, { id: 2 }, { id: 1, copy: true }], (a, b) => a.id === b.id);
    assert.deepEqual(byId, [{ id: 1, copy: true }]);
  });
  it('puts unpositioned navbar items on the right, as the reference splits them', async () => {
    // internal.ts re-exports hooks that need the generated site data, so the splitter is read alone.
    const { splitNavbarItems } = await import('../../src/client/docusaurus/theme-common/split');
    const items = [
      { label: 'a', position: 'left' as const },
      { label: 'b' },
      { label: 'c', position: 'right' as const },
    ];
    assert.deepEqual(
      splitNavbarItems(items).map((side) => side.map((i) => i.label)),
      [['a'], ['b', 'c']],
    );
  });
  it('has the reference’s class names', () => {
    assert.equal(ThemeClassNames.layout.navbar.container, 'theme-layout-navbar');
    assert.equal(
      ThemeClassNames.docs.docSidebarItemLinkLevel(2),
      'theme-doc-sidebar-item-link-level-2',
    );
    assert.equal(ThemeClassNames.common.admonitionType('tip'), 'theme-admonition-tip');
  });
});

describe('an export the generator does not provide', () => {
  const message =
    "export 'useFancyHook' (imported as 'useFancyHook') was not found in '@docusaurus/theme-common' (possible exports: ThemeClassNames, useColorMode)";
  it('is recognised for @docusaurus/* and @theme/* modules only', () => {
    assert.deepEqual(missingThemeExport(message), {
      name: 'useFancyHook',
      module: '@docusaurus/theme-common',
    });
    assert.equal(
      missingThemeExport("export 'x' (imported as 'x') was not found in 'lodash'"),
      undefined,
    );
  });
  it('reads as one line naming the importing file, the module and the name', () => {
    const line = formatWebpackError(
      {
        message,
        moduleIdentifier: '/site/src/theme/Navbar/index.tsx',
        moduleName: './src/theme/Navbar/index.tsx',
        loc: '4:10-22',
      },
      '/site',
    );
    assert.equal(
      line,
      'src/theme/Navbar/index.tsx:4:10: "@docusaurus/theme-common" has no export "useFancyHook" (this generator does not provide it; it provides: ThemeClassNames, useColorMode)',
    );
  });
});

describe("an ejected CodeBlock's helpers (theme-common/internal)", async () => {
  const {
    parseLanguage,
    parseCodeBlockTitle,
    containsLineNumbers,
    parseLines,
    getPrismCssVariables,
  } = await import('../../src/client/docusaurus/theme-common/codeBlock');
  const { DEFAULT_MAGIC_COMMENTS } = await import('../../src/shared/code-meta');
  const magicComments = DEFAULT_MAGIC_COMMENTS;
  const HL = 'theme-code-block-highlighted-line';

  it('reads the language, title and line numbers as the reference does', () => {
    assert.equal(parseLanguage('foo language-sql bar'), 'sql');
    assert.equal(parseLanguage('foo'), undefined);
    assert.equal(parseCodeBlockTitle('title="a.sql" {1}'), 'a.sql');
    assert.equal(parseCodeBlockTitle("title='b'"), 'b');
    assert.equal(parseCodeBlockTitle(undefined), '');
    assert.equal(containsLineNumbers('showLineNumbers=5'), true);
    assert.equal(containsLineNumbers('title="x"'), false);
    assert.equal(containsLineNumbers(undefined), false);
  });
  it('gives the lines of a {range} the first magic comment’s class, by index from 0', () => {
    const { code, lineClassNames } = parseLines('a\n// highlight-next-line\nb\nc\n', {
      metastring: '{1,3-4}',
      language: 'js',
      magicComments,
    });
    // A range wins over magic comments, which stay in the code as written.
    assert.equal(code, 'a\n// highlight-next-line\nb\nc');
    assert.deepEqual(lineClassNames, { 0: [HL], 2: [HL], 3: [HL] });
    assert.throws(
      () => parseLines('a', { metastring: '{1}', language: 'js', magicComments: [] }),
      /no magic comment config is available/,
    );
  });
  it('takes magic comments out and marks the lines they point at, in the language’s comments', () => {
    const sql = parseLines('SELECT 1;\n-- highlight-next-line\nSELECT 2;\n', {
      language: 'sql',
      magicComments,
    });
    assert.deepEqual(sql, { code: 'SELECT 1;\nSELECT 2;', lineClassNames: { 1: [HL] } });
    const block = parseLines('// highlight-start\na\nb\n// highlight-end\nc', {
      metastring: 'title="x"',
      language: 'js',
      magicComments: [...magicComments, { className: 'error', line: 'error-next-line' }],
    });
    assert.deepEqual(block, { code: 'a\nb\nc', lineClassNames: { 0: [HL], 1: [HL] } });
    // No language: nothing is read, as in the reference.
    assert.deepEqual(parseLines('// highlight-next-line\na', { magicComments }), {
      code: '// highlight-next-line\na',
      lineClassNames: {},
    });
  });
  it('turns a Prism theme’s plain colours into the container’s CSS variables', () => {
    assert.deepEqual(
      getPrismCssVariables({
        plain: { color: '#fff', backgroundColor: '#000', fontStyle: 'italic' },
        styles: [],
      }),
      { '--prism-color': '#fff', '--prism-background-color': '#000' },
    );
    assert.deepEqual(getPrismCssVariables({ plain: {}, styles: [] }), {});
  });
});

describe("an ejected Tabs' helpers (theme-common/internal)", async () => {
  const { createElement } = await import('react');
  const { sanitizeTabsChildren, initialTabValue, tabsQueryKey } =
    await import('../../src/client/tabValues');
  const Item = (props: { value: string; children?: string }) => props.children;
  it('keeps the tabs, drops MDX’s newlines and refuses any other child', () => {
    const tabs = sanitizeTabsChildren([
      '\n',
      createElement(Item, { value: 'a', key: 'a' }),
      '\n',
      null,
      createElement(Item, { value: 'b', key: 'b' }),
    ]);
    assert.deepEqual(
      tabs.map((t) => t.props.value),
      ['a', 'b'],
    );
    assert.throws(
      () => sanitizeTabsChildren([createElement('div', { key: 'x' })]),
      /Bad <Tabs> child <div>/,
    );
  });
  it('selects defaultValue when it is a tab’s, else the default item, else the first', () => {
    const values = [{ value: 'a' }, { value: 'b' }, { value: 'c' }];
    assert.equal(initialTabValue('c', values, values), 'c');
    assert.equal(initialTabValue('zz', values, values), 'a');
    assert.equal(
      initialTabValue(null, values, [{ value: 'a' }, { value: 'b', default: true }]),
      'b',
    );
    assert.equal(tabsQueryKey(true, 'os'), 'os');
    assert.equal(tabsQueryKey('lang', 'os'), 'lang');
    assert.throws(() => tabsQueryKey(true, undefined), /groupId prop is required/);
  });
});

describe('the TOC tree (our TOCItems and useFilteredAndTreeifiedTOC)', async () => {
  const { treeifyToc, filterTocTree } = await import('../../src/shared/toc');
  type Node = { id: string; children: readonly Node[] };
  const shape = (nodes: readonly Node[]): unknown =>
    nodes.map((n) => (n.children.length ? { [n.id]: shape(n.children) } : n.id));
  const h = (level: number, id: string) => ({ value: id.toUpperCase(), id, level });

  it('nests each heading under the latest one of a lower level', () => {
    const toc = [h(2, 'a'), h(3, 'b'), h(4, 'c'), h(3, 'd'), h(2, 'e'), h(4, 'f')];
    assert.deepEqual(shape(treeifyToc(toc)), [{ a: [{ b: ['c'] }, 'd'] }, { e: ['f'] }]);
  });
  it('drops headings out of range after nesting: their children take their place', () => {
    const toc = [h(2, 'a'), h(3, 'b'), h(4, 'c'), h(2, 'd'), h(3, 'e')];
    assert.deepEqual(shape(filterTocTree(treeifyToc(toc), 3, 4)), [{ b: ['c'] }, 'e']);
    assert.deepEqual(shape(filterTocTree(treeifyToc(toc), 2, 2)), ['a', 'd']);
    // An h4 after an h2 that the range drops stays beside the h3 before it, not under it.
    const later = [h(3, 'x'), h(2, 'y'), h(4, 'z')];
    assert.deepEqual(shape(filterTocTree(treeifyToc(later), 3, 4)), ['x', 'z']);
  });
});
