// A block element written inside a paragraph (`text <figure>…</figure>` on a list item's line,
// as GitBook exports write figures) would render as `<p>…<figure>` in the HTML. The browser's
// parser closes the paragraph before the figure, so the page it builds no longer matches React's
// tree and hydration fails on that page. The paragraph is split around the block instead: the
// page the reader sees is the one the browser would have made, and it hydrates.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { visit } from 'unist-util-visit';

/** HTML elements that end an open paragraph (the HTML standard's list for `</p>` omission). */
const CLOSES_PARAGRAPH = new Set(
  'address article aside blockquote details dialog div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre search section table ul'.split(
    ' ',
  ),
);

/** The tag a child is written as: an HTML element, or MDX JSX written with a lowercase HTML name. */
function tagOf(node: RootContent): string | undefined {
  if (node.type === 'element') return node.tagName;
  const jsx = node as { type: string; name?: string | null };
  if (jsx.type === 'mdxJsxTextElement' || jsx.type === 'mdxJsxFlowElement')
    return jsx.name ?? undefined;
  return undefined;
}

const isBlock = (node: RootContent) => CLOSES_PARAGRAPH.has(tagOf(node) ?? '');
const isBlank = (node: ElementContent) => node.type === 'text' && !node.value.trim();

/** The paragraph's children as paragraphs of the inline runs, with the blocks between them. */
export function splitParagraph(p: Element): RootContent[] {
  const out: RootContent[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (run.some((n) => !isBlank(n))) out.push({ ...p, children: run });
    run = [];
  };
  for (const child of p.children) {
    if (isBlock(child)) {
      flush();
      out.push(
        child.type === 'element' ? child : ({ ...child, type: 'mdxJsxFlowElement' } as RootContent),
      );
    } else run.push(child);
  }
  flush();
  return out;
}

export function rehypeUnnestBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'p' || !parent || index === undefined) return;
      if (!node.children.some(isBlock)) return;
      const parts = splitParagraph(node);
      (parent.children as RootContent[]).splice(index, 1, ...parts);
      // Go on from the first part: the new paragraphs hold no block, the blocks are walked into.
      return index;
    });
  };
}
