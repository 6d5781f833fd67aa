// Heading ids (github-slugger, or an explicit `{#id}`), the table of contents
// exported as `toc`, and the leading `# Title` taken out as `contentTitle`.
import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { valueToEstree } from 'estree-util-value-to-estree';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocItem } from '../content/types';

const EXPLICIT_ID = /\s*\{#([^}]+)\}\s*$/;

function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1] as Text | undefined;
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1];
}

export function exportConst(name: string, value: unknown) {
  return {
    type: 'mdxjsEsm' as const,
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: { type: 'Identifier', name },
                  init: valueToEstree(value),
                },
              ],
            },
          },
        ],
      },
    },
  };
}

export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocItem[] = [];
    let contentTitle: string | undefined;

    // The content title is an h1 that comes before any other heading or thematic break.
    const firstBlock = tree.children.findIndex((n) => n.type !== 'mdxjsEsm' && n.type !== 'yaml');
    const first = tree.children[firstBlock];
    if (first?.type === 'heading' && first.depth === 1) {
      takeExplicitId(first);
      contentTitle = toString(first).trim();
      tree.children.splice(firstBlock, 1);
    }

    visit(tree, 'heading', (heading: Heading) => {
      const explicit = takeExplicitId(heading);
      if (heading.depth === 1) return; // h1 never gets an id
      const text = toString(heading).trim();
      if (explicit && toc.some((t) => t.id === explicit)) {
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

    tree.children.push(exportConst('toc', toc) as never);
    tree.children.push(exportConst('contentTitle', contentTitle ?? null) as never);
  };
}
