// Fenced code → <CodeBlock> with the tokens computed at build time.
import type { Code, Root } from 'mdast';
import type { MagicComment } from '../../shared/code-meta';
import { applyMagicComments, highlight, metaLineClasses, parseCodeMeta } from './highlight';
import { visit } from '../esm-bundle';

export function remarkCode({ magicComments }: { magicComments?: MagicComment[] } = {}) {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const language = (node.lang ?? 'text').toLowerCase();
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
        attr('tokens', JSON.stringify(highlight(magic.code, language))),
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
    });
  };
}
