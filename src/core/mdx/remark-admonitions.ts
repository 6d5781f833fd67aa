// `:::tip[Title]{.class #id}` container directives → <Admonition type="tip"
// title="Title" className="class" id="id">, nested ones too. A title with
// inline Markdown (`:::tip[Use **this**]`) becomes a JSX title. Text and leaf
// directives nobody handles (`10:30`, `a:b`) are turned back into the text
// they were written as; so are containers whose name is no admonition keyword.
import type { Program } from 'estree';
import type { Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { SKIP, toEstree, toHast, toString, visit } from '../esm-bundle';

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

export interface AdmonitionOptions {
  /** Keywords read as admonitions (Docusaurus's `admonitions.keywords`). */
  keywords?: string[];
  /** With `keywords`: add them to the default ones (true) or replace them (false). */
  extendDefaults?: boolean;
}

/** The admonition keywords an `admonitions` option gives. */
export function admonitionKeywords(options: AdmonitionOptions | false | undefined): string[] {
  if (options === false) return [];
  if (!options?.keywords) return ADMONITION_TYPES;
  return options.extendDefaults === false
    ? options.keywords
    : [...new Set([...ADMONITION_TYPES, ...options.keywords])];
}

type Parent = { children: unknown[] };

/** A title attribute: a string, or a JSX fragment when the title has inline Markdown. */
function titleAttribute(label: Paragraph) {
  if (label.children.every((c) => c.type === 'text')) {
    return { type: 'mdxJsxAttribute' as const, name: 'title', value: toString(label) };
  }
  const hast = toHast({ type: 'paragraph', children: label.children });
  const program = toEstree({
    type: 'root',
    children: 'children' in hast ? hast.children : [hast],
  } as never) as Program;
  return {
    type: 'mdxJsxAttribute' as const,
    name: 'title',
    value: {
      type: 'mdxJsxAttributeValueExpression' as const,
      value: '',
      data: { estree: program },
    },
  };
}

function restoreDirective(directive: ContainerDirective | LeafDirective | TextDirective) {
  const colons =
    directive.type === 'textDirective' ? ':' : directive.type === 'leafDirective' ? '::' : ':::';
  const restored: PhrasingContent[] = [{ type: 'text', value: `${colons}${directive.name}` }];
  if (directive.type !== 'containerDirective' && directive.children.length) {
    restored.push({ type: 'text', value: '[' }, ...directive.children, {
      type: 'text',
      value: ']',
    });
  }
  return restored;
}

export function remarkAdmonitions(options: AdmonitionOptions | false = {}) {
  const keywords = admonitionKeywords(options);
  return (tree: Root) => {
    visit(tree, 'containerDirective', (directive, index, parent) => {
      // Any other directive is left for the site's own remark plugins (`:::my-example`), as the
      // reference leaves it; remarkUnusedDirectives turns what none of them took back into text.
      if (!parent || index === undefined || !keywords.includes(directive.name)) return;
      // The children array stays the same object, so admonitions nested in it are replaced in place.
      const children = directive.children;
      const first = children[0] as Paragraph | undefined;
      const attributes: unknown[] = [
        { type: 'mdxJsxAttribute', name: 'type', value: directive.name },
      ];
      if (
        first?.type === 'paragraph' &&
        (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel
      ) {
        children.shift();
        if (first.children.length) attributes.push(titleAttribute(first));
      }
      const { id, class: className } = directive.attributes ?? {};
      if (id) attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: id });
      if (className)
        attributes.push({ type: 'mdxJsxAttribute', name: 'className', value: className });
      (parent as Parent).children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes,
        children,
        position: directive.position,
      } as never;
    });
  };
}

/**
 * Directives nothing took (no admonition, no site plugin), after the site's remark plugins: shown
 * as the text they were written as (`:::note-ish`, `:name`, `::name[label]`), as the reference does.
 */
export function remarkUnusedDirectives() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      // A plugin that took a directive says so with its data (`hName`: the element it becomes).
      if (isDirective(node) && node.data) return;
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        // Keep the content, show the opening as text.
        const opening = directive.children[0] as Paragraph | undefined;
        const isLabel = (opening?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        const text: Text = { type: 'text', value: `:::${directive.name}${isLabel ? ' ' : ''}` };
        const head: Paragraph = {
          type: 'paragraph',
          children: isLabel ? [text, ...(opening as Paragraph).children] : [text],
        };
        if (isLabel) directive.children.shift();
        file.message(
          `Unknown admonition type "${directive.name}": kept as text`,
          directive.position,
        );
        (parent as Parent).children.splice(
          index,
          1,
          head,
          ...(directive.children as RootContent[]),
        );
        return [SKIP, index + 1];
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        const restored = restoreDirective(node as TextDirective | LeafDirective);
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

const isDirective = (node: {
  type: string;
}): node is ContainerDirective | LeafDirective | TextDirective =>
  node.type === 'containerDirective' ||
  node.type === 'leafDirective' ||
  node.type === 'textDirective';
