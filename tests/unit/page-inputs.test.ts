// Which modules a page alone imports, read off an import graph: found through
// each other, never a module another page imports too, and without reading every
// importer of a module the whole site imports (which made large sites quadratic).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { usedOnlyBy, type ImportGraph } from '../../src/core/build-phases/page-inputs';

/** A graph from `importer → imports` edges, counting how many importers were read. */
function graphOf(edges: Array<[string, string]>) {
  const imports = new Map<string, string[]>();
  const importers = new Map<string, string[]>();
  for (const [from, to] of edges) {
    imports.set(from, [...(imports.get(from) ?? []), to]);
    importers.set(to, [...(importers.get(to) ?? []), from]);
  }
  const counter = { importersRead: 0 };
  const graph: ImportGraph<string> = {
    imports: (m) => imports.get(m) ?? [],
    *importers(m) {
      for (const importer of importers.get(m) ?? []) {
        counter.importersRead++;
        yield importer;
      }
    },
  };
  return { graph, counter };
}

describe("a page's own modules", () => {
  it('follows what only the page imports, and stops at what others import too', () => {
    const { graph } = graphOf([
      ['a.md', 'a.png'],
      ['a.md', 'partial.md'],
      ['partial.md', 'diagram.svg'],
      ['a.md', 'Shared.tsx'],
      ['b.md', 'Shared.tsx'],
      ['Shared.tsx', 'react'],
      ['a.md', 'both.png'],
      ['b.md', 'both.png'],
    ]);
    assert.deepEqual(usedOnlyBy(graph, ['a.md']).sort(), ['a.png', 'diagram.svg', 'partial.md']);
    assert.deepEqual(usedOnlyBy(graph, ['b.md']), []);
  });

  it('counts a module with an importer outside the graph (an entry) as shared', () => {
    const { graph } = graphOf([['a.md', 'a.png']]);
    const withEntry: ImportGraph<string> = {
      imports: graph.imports,
      importers: (m) => (m === 'a.png' ? ['a.md', null] : graph.importers(m)),
    };
    assert.deepEqual(usedOnlyBy(withEntry, ['a.md']), []);
  });

  it('reads a few importers per page, not every importer of what all pages share', () => {
    const pages = Array.from({ length: 2000 }, (_, i) => `page-${i}.md`);
    const { graph, counter } = graphOf(
      pages.flatMap((p): Array<[string, string]> => [
        [p, 'react/jsx-runtime'],
        [p, '@theme/MDXComponents'],
        [p, `${p}.png`],
      ]),
    );
    for (const page of pages) assert.deepEqual(usedOnlyBy(graph, [page]), [`${page}.png`]);
    // Each page: its image's one importer, and the first outside importer of each shared module.
    assert.ok(
      counter.importersRead <= pages.length * 5,
      `${counter.importersRead} importers read for ${pages.length} pages`,
    );
  });
});
