// Fenced code → <CodeBlock> with the tokens computed at build time.
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { applyMagicComments, highlight, parseCodeMeta } from './highlight';

export function remarkCode() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const language = (node.lang ?? 'text').toLowerCase();
      const meta = parseCodeMeta(node.meta);
      const magic = applyMagicComments(node.value, language);
      const lines = meta.highlightLines.size ? meta.highlightLines : magic.lines;
      const attr = (name: string, value: string) => ({
        type: 'mdxJsxAttribute' as const,
        name,
        value,
      });
      const attributes = [
        attr('language', language),
        attr('code', magic.code),
        attr('tokens', JSON.stringify(highlight(magic.code, language))),
      ];
      if (meta.title) attributes.push(attr('title', meta.title));
      if (lines.size) attributes.push(attr('highlight', [...lines].join(',')));
      if (meta.showLineNumbers !== undefined)
        attributes.push(attr('showLineNumbers', String(meta.showLineNumbers)));
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes,
        children: [],
        position: node.position,
      } as never;
    });
  };
}
