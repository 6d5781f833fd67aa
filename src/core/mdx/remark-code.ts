// Fenced code → <CodeBlock> with the tokens computed at build time; with `markdown.mermaid`, a
// `mermaid` fence → the theme's Mermaid diagram (imported by the page that has one).
import type { Code, Parent, Root } from 'mdast';
import { applyMagicComments, metaLineClasses, parseCodeMeta } from '../../shared/code-meta';
import { visit } from '../esm-bundle';
import { importDefault } from './esm-node';
import type { MarkdownOptions } from './options';
import type { PrismInclude } from './prism-include';

/** The page's own name for the theme's Mermaid (a doc may import its own `Mermaid`). */
const MERMAID = '_DocgenMermaid';

/**
 * The highlighter, with `languages` and the site's own (`prismInclude`) loaded: imported by the
 * first compile that has code.
 */
async function highlighter(languages: readonly string[], prismInclude?: PrismInclude) {
  const { highlight, loadAdditionalLanguages, includeSiteLanguages } = await import('./highlight');
  await loadAdditionalLanguages(languages);
  await includeSiteLanguages(prismInclude);
  return highlight;
}

/**
 * `{"the code"}` as MDX's own expression node (with its estree: a text node would lose each line's
 * leading spaces on its way to HTML).
 */
function codeExpression(code: string) {
  const literal = { type: 'Literal', value: code, raw: JSON.stringify(code) };
  return {
    type: 'mdxFlowExpression',
    value: JSON.stringify(code),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [{ type: 'ExpressionStatement', expression: literal }],
      },
    },
  };
}

export function remarkCode({
  magicComments,
  languages = [],
  mermaid,
  codeAsChildren,
  defaultLanguage,
  prismInclude,
}: Pick<
  MarkdownOptions,
  'magicComments' | 'languages' | 'prismInclude' | 'mermaid' | 'codeAsChildren' | 'defaultLanguage'
> = {}) {
  return async (tree: Root) => {
    const blocks: Array<{ node: Code; index: number; parent: Parent }> = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (parent && index !== undefined) blocks.push({ node, index, parent });
    });
    const isDiagram = (node: Code) => mermaid && node.lang?.toLowerCase() === 'mermaid';
    const highlight = blocks.some(({ node }) => !isDiagram(node))
      ? await highlighter(languages, prismInclude)
      : undefined;
    let diagrams = false;
    // Replacing a node by another at its index keeps the others' indexes.
    for (const { node, index, parent } of blocks) {
      const language = (node.lang ?? defaultLanguage ?? 'text').toLowerCase();
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
      // A site's own CodeBlock (ejected from the reference) reads the fence as the reference's MDX
      // gives it: the code as written, its language as a class, its meta string. The theme's reads
      // the build-time attributes above, so the code is in the page twice only on such a site.
      // A live fence (```jsx live) is one the live-codeblock theme's CodeBlock makes a playground
      // of: it gets `live`, as the reference's MDX gives it, and the code as written.
      const live = /(?:^|\s)live(?:\s|$)/.test(node.meta ?? '');
      const asWritten = codeAsChildren || live;
      if (asWritten) {
        if (node.lang) attributes.push(attr('className', `language-${node.lang}`));
        if (node.meta) attributes.push(attr('metastring', node.meta));
      }
      if (live) attributes.push({ type: 'mdxJsxAttribute', name: 'live', value: null } as never);
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes,
        children: asWritten ? [codeExpression(node.value)] : [],
        position: node.position,
      } as never;
    }
    if (diagrams) tree.children.unshift(importDefault(MERMAID, '@theme/Mermaid') as never);
  };
}
