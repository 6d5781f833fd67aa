// `:::tip[Title]` container directives → <Admonition type="tip" title="Title">.
// Text and leaf directives nobody handles (`10:30`, `a:b`) are turned back
// into the text they were written as.
import type { Root, Paragraph, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';

export const ADMONITION_TYPES = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'secondary',
  'important',
  'success',
];

type Parent = { children: unknown[] };

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        let type = directive.name;
        if (!ADMONITION_TYPES.includes(type)) {
          file.message(`Unknown admonition type "${type}": shown as info`, directive.position);
          type = 'info';
        }
        const children = [...directive.children];
        let title: string | undefined;
        const first = children[0] as Paragraph | undefined;
        if (
          first?.type === 'paragraph' &&
          (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel
        ) {
          title = toString(first);
          children.shift();
        }
        const attributes = [{ type: 'mdxJsxAttribute' as const, name: 'type', value: type }];
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
        const id = directive.attributes?.id;
        if (id) attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: id });
        (parent as Parent).children[index] = {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          attributes,
          children,
          position: directive.position,
        };
        return;
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        const directive = node as TextDirective | LeafDirective;
        const text: Text = {
          type: 'text',
          value: `${node.type === 'leafDirective' ? '::' : ':'}${directive.name}`,
        };
        const restored: PhrasingContent[] = [text];
        if (directive.children.length) {
          restored.push({ type: 'text', value: '[' }, ...directive.children, {
            type: 'text',
            value: ']',
          });
        }
        if (node.type === 'textDirective') {
          (parent as Parent).children.splice(index, 1, ...restored);
        } else {
          (parent as Parent).children[index] = { type: 'paragraph', children: restored };
        }
        return [SKIP, index];
      }
    });
  };
}
