// Fenced code → <CodeBlock> with the tokens computed at build time; with `markdown.mermaid`, a
// `mermaid` fence → the theme's Mermaid diagram (imported by the page that has one).
import type { Code, Parent, Root } from 'mdast';
import {
  applyMagicComments,
  metaLineClasses,
  parseCodeMeta,
  type MagicComment,
} from '../../shared/code-meta';
import { visit } from '../esm-bundle';
import { importDefault } from './esm-node';

/** The page's own name for the theme's Mermaid (a doc may import its own `Mermaid`). */
const MERMAID = '_DocgenMermaid';

/** The highlighter, with `languages` loaded: imported by the first compile that has code. */
async function highlighter(languages: readonly string[]) {
  const { highlight, loadAdditionalLanguages } = await import('./highlight');
  await loadAdditionalLanguages(languages);
  return highlight;
}

export function remarkCode({
  magicComments,
  languages = [],
  mermaid,
}: { magicComments?: MagicComment[]; languages?: string[]; mermaid?: boolean } = {}) {
  return async (tree: Root) => {
    const blocks: Array<{ node: Code; index: number; parent: Parent }> = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (parent && index !== undefined) blocks.push({ node, index, parent });
    });
    const isDiagram = (node: Code) => mermaid && node.lang?.toLowerCase() === 'mermaid';
    const highlight = blocks.some(({ node }) => !isDiagram(node))
      ? await highlighter(languages)
      : undefined;
    let diagrams = false;
    // Replacing a node by another at its index keeps the others' indexes.
    for (const { node, index, parent } of blocks) {
      const language = (node.lang ?? 'text').toLowerCase();
      if (isDiagram(node)) {
        diagrams = true;
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: MERMAID,
          attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: node.value }],
          children: [],
          position: node.position,
        } as never;
        continue;
      }
      const meta = parseCodeMeta(node.meta);
      const magic = applyMagicComments(node.value, language, magicComments);
      const lines = meta.highlightLines.size
        ? metaLineClasses(meta.highlightLines, magicComments)
        : magic.lines;
      const attr = (name: string, value: string) => ({
        type: 'mdxJsxAttribute' as const,
        name,
        value,
      });
      const attributes = [
        attr('language', language),
        attr('code', magic.code),
        attr('tokens', JSON.stringify(highlight?.(magic.code, language))),
      ];
      if (meta.title) attributes.push(attr('title', meta.title));
      if (lines.size)
        attributes.push(attr('lineClasses', JSON.stringify(Object.fromEntries(lines))));
      if (meta.showLineNumbers !== undefined)
        attributes.push(attr('showLineNumbers', String(meta.showLineNumbers)));
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes,
        children: [],
        position: node.position,
      } as never;
    }
    if (diagrams) tree.children.unshift(importDefault(MERMAID, '@theme/Mermaid') as never);
  };
}
