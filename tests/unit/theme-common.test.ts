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
