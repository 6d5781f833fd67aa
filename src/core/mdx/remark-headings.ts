// Heading ids (github-slugger, or an explicit `{#id}` / `{/* #id */}`), the
// table of contents exported as `toc` (with the headings of imported partials
// spliced in where they are used), and the content title exported as
// `contentTitle`: taken out when it leads the page (the theme shows it), else
// left where it is, in a `<header>` (`titleInContent`), as the reference does.
import type { Heading, Nodes, Parent, Root, Text } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import type { TocItem } from '../content/types';
import { GithubSlugger, SKIP, toString, valueToEstree, visit } from '../esm-bundle';
import { esmNode } from './esm-node';

/** `{#id}`, or `{/* #id *\/}` as plain text (CommonMark files). */
const EXPLICIT_ID = /\s*\{(?:#([^}\s]+)|\/\*\s*#([^*\s]+)\s*\*\/)\}\s*$/;
/** The value of an MDX expression `{/* #id *\/}`. */
const COMMENT_ID = /^\s*\/\*\s*#([^*\s]+)\s*\*\/\s*$/;

function takeExplicitId(heading: Heading): string | undefined {
  const children = heading.children as Nodes[];
  // Trailing whitespace after an expression id is a text node of its own.
  let lastIndex = children.length - 1;
  while (
    lastIndex > 0 &&
    children[lastIndex].type === 'text' &&
    !(children[lastIndex] as Text).value.trim()
  )
    lastIndex--;
  const last = children[lastIndex];
  if (last?.type === 'mdxTextExpression') {
    const match = COMMENT_ID.exec(last.value);
    if (!match) return undefined;
    children.splice(lastIndex);
    const before = children[children.length - 1];
    if (before?.type === 'text') before.value = before.value.trimEnd();
    return match[1];
  }
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1] ?? match[2];
}

/** A heading's text as the reader sees it: MDX expressions (comments, code) left out. */
export function headingText(heading: Heading): string {
  const strip = (node: Nodes): Nodes =>
    'children' in node
      ? ({
          ...node,
          children: (node.children as Nodes[])
            .filter((c) => c.type !== 'mdxTextExpression' && c.type !== 'mdxFlowExpression')
            .map(strip),
        } as Nodes)
      : node;
  return toString(strip(heading)).trim();
}

export function exportConst(name: string, value: unknown) {
  return exportConstExpression(name, valueToEstree(value));
}

function exportConstExpression(name: string, init: unknown) {
  return esmNode({
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }],
    },
  });
}

export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: (TocItem | { partial: string })[] = [];
    const partials = importedPartials(tree);
    const partialTocs = new Map<string, string>(); // import source → local name of its toc
    let contentTitle: string | undefined;

    let titleInContent = false;
    const title = findContentTitle(tree);
    if (title) {
      const { heading, parent, index } = title;
      takeExplicitId(heading);
      contentTitle = headingText(heading);
      const firstBlock = tree.children.findIndex((n) => n.type !== 'mdxjsEsm' && n.type !== 'yaml');
      if (parent === tree && index === firstBlock) parent.children.splice(index, 1);
      else {
        // After other content (an intro, a banner): it stays there, as the page's title.
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: 'header',
          attributes: [],
          children: [heading],
        } as never;
        titleInContent = true;
      }
    }

    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' && node.name && partials.has(node.name)) {
        // `<Partial />`: the partial's headings go in this page's TOC, where it is used.
        const source = partials.get(node.name) as string;
        if (!partialTocs.has(source)) partialTocs.set(source, `__partialToc${partialTocs.size}`);
        toc.push({ partial: partialTocs.get(source) as string });
        return;
      }
      if (node.type !== 'heading') return;
      const heading = node;
      const explicit = takeExplicitId(heading);
      if (heading.depth === 1) return; // h1 never gets an id
      const text = headingText(heading);
      if (explicit && toc.some((t) => 'id' in t && t.id === explicit)) {
        const message = file.message(
          `Heading id "${explicit}" is used twice on this page`,
          heading.position,
        );
        message.ruleId = 'duplicate-heading-id';
      }
      const id = explicit ?? slugger.slug(text);
      if (explicit) slugger.slug(explicit); // reserve it so a later identical heading gets a suffix
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
      toc.push({ value: text, id, level: heading.depth });
    });

    // A page that exports its own `toc` keeps it, as the reference's MDX loader keeps it (a page
    // building its TOC from a partial's, say); a second export would not compile.
    if (!exportsToc(tree)) {
      for (const [source, local] of partialTocs)
        tree.children.push(importToc(source, local) as never);
      tree.children.push(exportConstExpression('toc', tocArray(toc)) as never);
    }
    tree.children.push(exportConst('contentTitle', contentTitle ?? null) as never);
    tree.children.push(exportConst('titleInContent', titleInContent) as never);
  };
}

/** The page's TOC as an array expression, the partials' TOCs spread where they are used. */
function tocArray(toc: (TocItem | { partial: string })[]) {
  return {
    type: 'ArrayExpression',
    elements: toc.map((t) =>
      'partial' in t
        ? { type: 'SpreadElement', argument: { type: 'Identifier', name: t.partial } }
        : valueToEstree(t),
    ),
  };
}

/** Whether the page's own ESM declares `export const toc`. */
function exportsToc(tree: Root): boolean {
  return tree.children.some(
    (node) =>
      node.type === 'mdxjsEsm' &&
      ((node as MdxjsEsm).data?.estree?.body ?? []).some(
        (statement) =>
          statement.type === 'ExportNamedDeclaration' &&
          statement.declaration?.type === 'VariableDeclaration' &&
          statement.declaration.declarations.some(
            (d) => d.id.type === 'Identifier' && d.id.name === 'toc',
          ),
      ),
  );
}

/**
 * The content title, by the reference's rule: the page's first heading or thematic break, in
 * document order (inside JSX too), when it is an h1.
 */
function findContentTitle(
  tree: Root,
): { heading: Heading; parent: Parent; index: number } | undefined {
  let found: { heading: Heading; parent: Parent; index: number } | undefined;
  let done = false;
  visit(tree, (node, index, parent) => {
    if (done) return SKIP;
    if (node.type !== 'heading' && node.type !== 'thematicBreak') return undefined;
    done = true;
    if (node.type === 'heading' && node.depth === 1 && parent && index !== undefined)
      found = { heading: node, parent, index };
    return SKIP;
  });
  return found;
}

/** Default imports of .md/.mdx files (partials): local name → import source. */
function importedPartials(tree: Root): Map<string, string> {
  const partials = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value);
      if (!/\.mdx?$/.test(source)) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') partials.set(specifier.local.name, source);
      }
    }
  }
  return partials;
}

/** `import {toc as local} from 'source'`. */
function importToc(source: string, local: string) {
  return esmNode({
    type: 'ImportDeclaration',
    specifiers: [
      {
        type: 'ImportSpecifier',
        imported: { type: 'Identifier', name: 'toc' },
        local: { type: 'Identifier', name: local },
      },
    ],
    source: { type: 'Literal', value: source },
  });
}
