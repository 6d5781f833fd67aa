// Markup the browser's HTML parser would rebuild, rewritten the way it would rebuild it, so the
// prerendered page parses into the tree React hydrates (else hydration fails on that page and
// React renders it again). Written in real docs:
// - a block inside a paragraph (`text <figure>…</figure>` on a list item's line, as GitBook exports
//   write figures; `<p><details>…` in JSX): the parser closes the paragraph before the block, so
//   the paragraph is split around it;
// - a JSX `<p align="left">` around Markdown text, which MDX makes a paragraph of its own: `<p>` in
//   `<p>`, one paragraph with the outer one's attributes;
// - `<table><tr>…` in JSX: the parser puts the rows in a `<tbody>`, so the tree gets one.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { renamedTagOf } from './remark-html-components';
import { visit } from '../esm-bundle';

type Jsx = MdxJsxFlowElementHast | MdxJsxTextElementHast;
/** An element as HTML or as MDX JSX written with a lowercase HTML name: both render as that tag. */
type Tagged = Element | Jsx;

/**
 * HTML elements whose start tag ends an open paragraph (the HTML standard's tree construction:
 * its `</p>` omission list, and `summary`, `li`, `dd`, `dt` and the legacy blocks; a `<summary>`
 * written on the line of a `<details>`' first text is one, as in the jitsi handbook).
 */
const CLOSES_PARAGRAPH = new Set(
  'address article aside blockquote center dd details dialog dir div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li listing main menu nav ol p plaintext pre search section summary table ul xmp'.split(
    ' ',
  ),
);

const isJsx = (node: { type: string }): node is Jsx =>
  node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';

/** The tag a node renders as, if it is an element (`<details>` is the theme's `Details` by now). */
function tagOf(node: { type: string }): string | undefined {
  if (node.type === 'element') return (node as Element).tagName;
  if (!isJsx(node) || !node.name) return undefined;
  return renamedTagOf(node.name) ?? node.name;
}

const isTag = (node: { type: string }, tag: string): node is Tagged => tagOf(node) === tag;
const isBlock = (node: RootContent) => CLOSES_PARAGRAPH.has(tagOf(node) ?? '');
/**
 * A component written as a block (a fence is the theme's `CodeBlock` by now): where a paragraph is
 * split around its blocks, it goes with them rather than into a paragraph of its own. It does not
 * split a paragraph by itself (`<p id="x"><Translate>…</Translate></p>` keeps its `<p>`).
 */
const isFlowComponent = (node: RootContent) =>
  node.type === 'mdxJsxFlowElement' && /^[A-Z]/.test(node.name ?? '');
const isBlank = (node: { type: string; value?: unknown }) =>
  node.type === 'text' && !String(node.value).trim();

/** The paragraph's children as paragraphs of the inline runs, with the blocks between them. */
export function splitParagraph(p: Tagged): RootContent[] {
  const out: RootContent[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (run.some((n) => !isBlank(n))) out.push({ ...p, children: run } as RootContent);
    run = [];
  };
  for (const child of p.children as RootContent[]) {
    if (isBlock(child) || isFlowComponent(child)) {
      flush();
      out.push(
        child.type === 'element' ? child : ({ ...child, type: 'mdxJsxFlowElement' } as RootContent),
      );
    } else run.push(child as ElementContent);
  }
  flush();
  return out;
}

/** A JSX `<p>` whose one child (blanks aside) is a paragraph: that paragraph's content in it. */
function mergeInnerParagraph(p: Tagged): boolean {
  if (!isJsx(p)) return false;
  const content = (p.children as RootContent[]).filter((n) => !isBlank(n));
  if (content.length !== 1 || !isTag(content[0], 'p')) return false;
  p.children = content[0].children as Jsx['children'];
  return true;
}

/** A table's rows written straight in it, each run of them wrapped in a `<tbody>` of their kind. */
function wrapRows(table: Tagged): void {
  const children = table.children as RootContent[];
  if (!children.some((n) => isTag(n, 'tr'))) return;
  const out: RootContent[] = [];
  let rows: RootContent[] = [];
  const flush = () => {
    if (!rows.length) return;
    out.push(
      isJsx(table)
        ? ({ type: 'mdxJsxFlowElement', name: 'tbody', attributes: [], children: rows } as Jsx)
        : ({ type: 'element', tagName: 'tbody', properties: {}, children: rows } as Element),
    );
    rows = [];
  };
  for (const child of children) {
    if (isTag(child, 'tr')) rows.push(child);
    // Blank text between rows is dropped: inside a table it renders nothing.
    else if (rows.length && isBlank(child)) continue;
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  table.children = out as Jsx['children'];
}

export function rehypeUnnestBlocks() {
  return (tree: Root) => {
    visit(tree, (visited, index, parent) => {
      // MDX's JSX nodes are not in hast's node types.
      const node = visited as { type: string };
      if (isTag(node, 'table')) {
        wrapRows(node);
        return;
      }
      if (!isTag(node, 'p') || !parent || index === undefined) return;
      if (mergeInnerParagraph(node) || !(node.children as RootContent[]).some(isBlock)) return;
      const parts = splitParagraph(node);
      (parent.children as RootContent[]).splice(index, 1, ...parts);
      // Go on from the first part: the new paragraphs hold no block, the blocks are walked into.
      return index;
    });
  };
}
