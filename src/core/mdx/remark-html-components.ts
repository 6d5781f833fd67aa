// `<details>` and `<head>` written as JSX in MDX reach the theme, as in
// Docusaurus: MDX 2+ substitutes provider components only for elements made
// from Markdown, never for a tag written as JSX, so these two are renamed to
// the components MDXComponents provides (the theme's Details, the page head).
import type { Root } from 'mdast';
import { visit } from '../esm-bundle';

const RENAMED = new Map([
  ['details', 'Details'],
  ['head', 'Head'],
]);

/** The HTML tag a component this plugin named renders (`Details`: `details`), else undefined. */
export function renamedTagOf(name: string): string | undefined {
  for (const [tag, component] of RENAMED) if (component === name) return tag;
  return undefined;
}

export function remarkHtmlComponents() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name ? RENAMED.get(node.name) : undefined;
      if (name) node.name = name;
    });
  };
}
