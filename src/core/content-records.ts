// Search records straight from the Markdown sources, for the dev server's first minute on a fresh
// clone: parsing ~100 docs to HTML elements takes a second or two, where rendering them takes a
// full server bundle (webpack, cold) and a prerender. The text under each heading is the same as
// the rendered page's; what only rendering gives (imported partials, component output, React
// pages) arrives with the prerendered records that replace these.
import { readFileSync } from 'node:fs';
import { Document, Element, Text, type ChildNode } from 'domhandler';
import type { Element as HastElement, ElementContent, Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes } from 'mdast';
import { extractRecordsFromDom } from '../search/records';
import type { DocSearchRecord } from '../search/types';
import { parseSource } from './content/frontmatter';
import { formatOf, MDX_NODE_TYPES, type MarkdownOptions } from './mdx/options';
import { preprocessMdx } from './mdx/preprocess';
import { remarkAdmonitions, remarkUnusedDirectives } from './mdx/remark-admonitions';
import { remarkHeadings } from './mdx/remark-headings';
import { pageRankOf } from './search-records';
import type { LoadedSite } from './site';
import {
  remarkDirective,
  remarkGfm,
  remarkMdx,
  remarkParse,
  remarkRehype,
  unified,
  VFile,
} from './esm-bundle';

/** A Markdown source of one route, with what the rendered page shows above its content. */
interface MarkdownPage {
  source: string;
  title: string;
  description?: string;
  keywords?: readonly string[];
  markdown: MarkdownOptions;
}

type HastNode = HastRoot | ElementContent;

/** An element with its children linked to it, as a parser leaves them (records look up ancestors). */
function element(name: string, attribs: Record<string, string>, children: ChildNode[]): Element {
  const el = new Element(name, attribs, children);
  for (const child of children) child.parent = el;
  return el;
}

/** HTML elements of hast as domhandler nodes; MDX components give their children, expressions nothing. */
function toDom(node: HastNode): ChildNode[] {
  switch (node.type) {
    case 'text':
      return [new Text(node.value)];
    case 'element': {
      const el = node as HastElement;
      const id = el.properties?.id;
      return [
        element(
          el.tagName,
          id === undefined ? {} : { id: String(id) },
          el.children.flatMap((child) => toDom(child)),
        ),
      ];
    }
    default: {
      // mdxJsxFlowElement / mdxJsxTextElement (Tabs, Admonition, a site's components) keep their
      // Markdown children; ESM, expressions, comments and raw HTML have no text of their own.
      const children = (node as { children?: ElementContent[] }).children;
      if (!children || node.type === 'root') return (children ?? []).flatMap((c) => toDom(c));
      return [
        element(
          'div',
          {},
          children.flatMap((c) => toDom(c)),
        ),
      ];
    }
  }
}

/** The page's content as it renders, under a title and summary laid out as the theme does. */
async function pageDom(page: MarkdownPage): Promise<Document> {
  const { content, frontMatterLines } = parseSource(page.source, readFileSync(page.source, 'utf8'));
  const format = formatOf(page.source, page.markdown.format);
  const value = '\n'.repeat(frontMatterLines) + preprocessMdx(content, { format });
  const processor = unified()
    .use(remarkParse)
    .use(format === 'mdx' ? [remarkMdx] : [])
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkAdmonitions, page.markdown.admonitions ?? {})
    .use(remarkUnusedDirectives)
    .use(remarkHeadings)
    // MDX nodes are kept, their Markdown children converted, as @mdx-js/mdx does.
    .use(remarkRehype, { passThrough: MDX_NODE_TYPES as Array<MdastNodes['type']> });
  const file = new VFile({ path: page.source, value });
  const hast = (await processor.run(
    processor.parse(file) as MdastNodes as never,
    file,
  )) as HastRoot;
  const head = [element('title', {}, [new Text(page.title)])];
  if (page.description)
    head.push(element('meta', { name: 'description', content: page.description }, []));
  if (page.keywords?.length)
    head.push(element('meta', { name: 'keywords', content: page.keywords.join(',') }, []));
  const article = element('div', { class: 'theme-doc-markdown' }, [
    element('h1', {}, [new Text(page.title)]),
    ...toDom(hast),
  ]);
  return new Document([
    element('html', {}, [element('head', {}, head), element('body', {}, [article])]),
  ]);
}

/** A Markdown page's `keywords` front matter, when it is a list of strings as the theme reads it. */
function keywordsOf(frontMatter: Record<string, unknown> | undefined): string[] | undefined {
  const keywords = frontMatter?.keywords;
  return Array.isArray(keywords) ? keywords.filter((k) => typeof k === 'string') : undefined;
}

/** Every indexed Markdown route of the site (docs of every version, Markdown pages) and its source. */
function markdownPages(site: LoadedSite): Map<string, MarkdownPage> {
  const pages = new Map<string, MarkdownPage>();
  const { docs: docsOptions, markdown } = site.config;
  const docsMarkdown: MarkdownOptions = {
    format: markdown.format,
    admonitions: docsOptions.admonitions,
  };
  for (const version of site.versions)
    for (const doc of version.content.docs)
      pages.set(doc.permalink, {
        source: doc.source,
        title: doc.contentTitle ?? doc.title,
        description: doc.description,
        keywords: doc.frontMatter.keywords,
        markdown: docsMarkdown,
      });
  for (const page of site.pages)
    if (page.type === 'markdown')
      pages.set(page.permalink, {
        source: page.source,
        title: page.title ?? site.config.title,
        description: page.description,
        keywords: keywordsOf(page.frontMatter),
        markdown: { format: markdown.format },
      });
  return pages;
}

/**
 * DocSearch records of the site's Markdown routes, read from their sources. A page whose source
 * does not parse is left out (the dev server reports the error where the writer looks).
 */
export async function contentRecords(site: LoadedSite): Promise<DocSearchRecord[]> {
  const sources = markdownPages(site);
  const records: DocSearchRecord[] = [];
  for (const route of site.routes.routes) {
    if (route.noIndex || route.kind === 'search') continue;
    const page = sources.get(route.path);
    if (!page) continue;
    let dom: Document;
    try {
      dom = await pageDom(page);
    } catch {
      continue;
    }
    records.push(
      ...extractRecordsFromDom(dom.children, {
        url: site.config.url + route.path,
        lvl0: route.lvl0 ?? site.config.title,
        language: site.config.i18n.defaultLocale,
        docusaurusTag: route.searchTag,
        pageRank: pageRankOf(route),
      }),
    );
  }
  return records;
}
