/**
 * DocSearch records from a prerendered page: the page title (lvl1), one record per heading
 * (lvl2–lvl6, with its anchor) and one per paragraph, list item, table cell, quote, definition or
 * summary (content, under the nearest heading). Site chrome and code are never indexed.
 */

import { createHash } from 'node:crypto';
import { parseDocument } from 'htmlparser2';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { collapseWhitespace } from './text';
import type { DocSearchRecord, Hierarchy, HierarchyLevel, RecordType } from './types';

export interface PageForRecords extends PageContext {
  /** The prerendered HTML of the page. */
  html: string;
}

/** Where a page's records sit: its URL, group, language, tag and rank. */
export interface PageContext {
  /** The page URL (root-relative or absolute), without anchor. */
  url: string;
  /** Top of the hierarchy (the group the search modal shows the hit under). */
  lvl0: string;
  language: string;
  docusaurusTag: string;
  /**
   * weight.pageRank of every record of the page (DocSearch's pageRank): higher for the pages
   * that should win ties, such as a doc over a standalone page.
   */
  pageRank?: number;
}

/**
 * pageRank by kind of page: docs, then standalone pages (home, templates), whose generic words
 * would otherwise win ties. An overview ranks as its section's docs: ranked below them, it lost
 * "what is X" questions to every child page whose title also names X, and ranking it alike
 * lost no question of the tuning sets (BENCHMARKS.md, search relevance).
 */
export const PAGE_RANKS = { doc: 3, standalone: 1 } as const;

/** weight.level by record type, as DocSearch ranks them. */
export const LEVEL_WEIGHTS: Record<RecordType, number> = {
  lvl0: 100,
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/** Elements whose whole subtree is never indexed. */
const EXCLUDED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'footer',
  'aside',
  'pre',
  'button',
  'select',
  'textarea',
  'iframe',
  'canvas',
]);

const EXCLUDED_CLASSES = [
  'navbar',
  'footer',
  'theme-doc-sidebar-container',
  'theme-doc-sidebar-menu',
  'theme-doc-toc-desktop',
  'theme-doc-toc-mobile',
  'table-of-contents',
  'theme-doc-breadcrumbs',
  'pagination-nav',
  'hash-link',
  'theme-code-block',
  'theme-doc-footer',
  'theme-doc-version-banner',
  'theme-doc-version-badge',
  'theme-announcement-bar',
  'theme-edit-this-page',
  'theme-last-updated',
  'DocSearch',
];

/** Elements whose own text becomes one content record. */
const TEXT_BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'dt',
  'dd',
  'summary',
  'figcaption',
  'blockquote',
  'caption',
]);

/** Block-level elements: their text belongs to their own record, not to an enclosing block. */
const BLOCKS = new Set([
  ...TEXT_BLOCKS,
  'ul',
  'ol',
  'dl',
  'menu',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'div',
  'section',
  'article',
  'details',
  'figure',
  'header',
  'main',
  'form',
  'fieldset',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

const HEADING_LEVELS: Record<string, HierarchyLevel> = {
  h2: 'lvl2',
  h3: 'lvl3',
  h4: 'lvl4',
  h5: 'lvl5',
  h6: 'lvl6',
};

const HAS_WORD_RE = /[\p{L}\p{N}]/u;

function inside(el: Element, tagName: string): boolean {
  for (let parent = el.parent; parent; parent = parent.parent) {
    if (isTag(parent) && parent.name === tagName) return true;
  }
  return false;
}

function classes(el: Element): string[] {
  return (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function hasClass(el: Element, name: string): boolean {
  return classes(el).includes(name);
}

function isExcluded(el: Element): boolean {
  if (EXCLUDED_TAGS.has(el.name)) return true;
  const role = el.attribs.role;
  if (role === 'tablist' || role === 'navigation' || role === 'search') return true;
  if (el.attribs['data-search-ignore'] !== undefined) return true;
  const list = classes(el);
  return EXCLUDED_CLASSES.some((name) => list.includes(name));
}

function findFirst(nodes: AnyNode[], test: (el: Element) => boolean): Element | null {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (isExcluded(node)) continue;
    if (test(node)) return node;
    const inner = findFirst(node.children, test);
    if (inner) return inner;
  }
  return null;
}

/** Text of an element, leaving out excluded parts and (when asked) nested blocks. */
function textOf(el: Element, skipBlocks: boolean): string {
  let out = '';
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (isText(node)) {
        out += node.data;
      } else if (isTag(node)) {
        if (isExcluded(node)) continue;
        if (node.name === 'br') {
          out += ' ';
          continue;
        }
        if (skipBlocks && BLOCKS.has(node.name)) {
          out += ' ';
          continue;
        }
        walk(node.children);
      }
    }
  };
  walk(el.children);
  return collapseWhitespace(out);
}

/** Leading emoji of a heading (doc cards render `📄️ Title`) are decoration, not words. */
const LEADING_EMOJI_RE = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D|\s)+/u;

function headingText(el: Element): string {
  return textOf(el, false).replace(LEADING_EMOJI_RE, '');
}

function pageTitleFromHead(nodes: AnyNode[]): string {
  const title = findFirst(nodes, (el) => el.name === 'title');
  if (!title) return '';
  const text = textOf(title, false);
  const cut = text.lastIndexOf(' | ');
  return cut > 0 ? text.slice(0, cut) : text;
}

/** The page's `<meta name="description">`: its summary, written for search results. */
function metaDescription(nodes: AnyNode[]): string {
  const meta = findFirst(
    nodes,
    (el) => el.name === 'meta' && el.attribs.name?.toLowerCase() === 'description',
  );
  return collapseWhitespace(meta?.attribs.content ?? '');
}

/** The page's `<meta name="keywords">`, split at commas. */
function metaKeywords(nodes: AnyNode[]): string[] {
  const meta = findFirst(
    nodes,
    (el) => el.name === 'meta' && el.attribs.name?.toLowerCase() === 'keywords',
  );
  return (meta?.attribs.content ?? '')
    .split(',')
    .map((keyword) => collapseWhitespace(keyword))
    .filter((keyword) => HAS_WORD_RE.test(keyword));
}

function stripAnchor(url: string): string {
  const hash = url.indexOf('#');
  return hash >= 0 ? url.slice(0, hash) : url;
}

/** Extracts the DocSearch records of one prerendered page. Pure: same input, same records. */
export function extractRecords(page: PageForRecords): DocSearchRecord[] {
  return extractRecordsFromDom(parseDocument(page.html).children, page);
}

/** The records of a page already parsed (or built as elements, as the dev server's first records are). */
export function extractRecordsFromDom(docNodes: AnyNode[], page: PageContext): DocSearchRecord[] {
  const root =
    findFirst(docNodes, (el) => hasClass(el, 'theme-doc-markdown')) ??
    findFirst(docNodes, (el) => el.name === 'main') ??
    findFirst(docNodes, (el) => el.name === 'body') ??
    null;
  const rootNodes = root ? [root] : docNodes;

  const isH1 = (el: Element) => el.name === 'h1';
  const titleEl = findFirst(rootNodes, isH1) ?? findFirst(docNodes, isH1);
  const title = (titleEl ? headingText(titleEl) : '') || pageTitleFromHead(docNodes) || page.url;

  const baseUrl = stripAnchor(page.url);
  const records: DocSearchRecord[] = [];
  const occurrences = new Map<string, number>();
  const chain: Record<HierarchyLevel, string | null> = {
    lvl0: page.lvl0,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const anchors: Partial<Record<HierarchyLevel, string | null>> = {};
  const keywords = metaKeywords(docNodes);
  const subLevels: HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

  const currentAnchor = (): string | null => {
    for (let i = subLevels.length - 1; i >= 0; i--) {
      const anchor = anchors[subLevels[i]];
      if (chain[subLevels[i]] !== null && anchor) return anchor;
    }
    return null;
  };

  const push = (type: RecordType, anchor: string | null, content: string | null) => {
    const hierarchy: Hierarchy = { ...chain };
    const text = content ?? hierarchy[type === 'content' ? 'lvl1' : type] ?? '';
    const key = [baseUrl, anchor ?? '', type, text].join('\u0000');
    const occurrence = occurrences.get(key) ?? 0;
    occurrences.set(key, occurrence + 1);
    const objectID = createHash('sha256')
      .update(`${key}\u0000${occurrence}`)
      .digest('hex')
      .slice(0, 32);
    records.push({
      objectID,
      url: anchor ? `${baseUrl}#${anchor}` : baseUrl,
      url_without_anchor: baseUrl,
      anchor,
      type,
      hierarchy,
      content,
      ...(keywords.length > 0 && { keywords }),
      language: page.language,
      docusaurus_tag: page.docusaurusTag,
      weight: {
        pageRank: page.pageRank ?? 0,
        level: LEVEL_WEIGHTS[type],
        position: records.length,
      },
    });
  };

  push('lvl1', null, null);
  // The page's summary says what the page is about in a few words: a record of its own, so a
  // question matching the summary finds the page itself before pages that merely mention it.
  const description = metaDescription(docNodes);
  let summary: string | null = null;
  if (HAS_WORD_RE.test(description) && description !== title) {
    push('content', null, description);
    summary = description;
  }

  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node) || isExcluded(node)) continue;
      if (node === titleEl || node.name === 'h1') continue;
      const level = HEADING_LEVELS[node.name];
      if (level) {
        const text = headingText(node);
        if (!text) continue;
        chain[level] = text;
        anchors[level] = node.attribs.id || null;
        for (const deeper of subLevels.slice(subLevels.indexOf(level) + 1)) {
          chain[deeper] = null;
          anchors[deeper] = null;
        }
        push(level, currentAnchor(), null);
        continue;
      }
      // Column headers of a table are labels repeated on every table, not content.
      if (TEXT_BLOCKS.has(node.name) && !(node.name === 'th' && inside(node, 'thead'))) {
        const text = textOf(node, true);
        // Text without a single word (`✓`, `–`) can never be found: not worth a record.
        // The first paragraph often is the summary itself: one record of it is enough.
        if (text === summary) summary = null;
        else if (HAS_WORD_RE.test(text)) push('content', currentAnchor(), text);
      }
      visit(node.children);
    }
  };
  visit(rootNodes);
  addExcerpts(records);
  return records;
}

/** Words kept in a heading's excerpt (the search page shows about 20). */
const EXCERPT_WORDS = 40;

/** Each heading's record gets the first text under it, so a heading hit can show what follows. */
function addExcerpts(records: DocSearchRecord[]): void {
  records.forEach((record, i) => {
    if (record.type === 'content') return;
    const next = records[i + 1];
    if (next?.type !== 'content' || next.url_without_anchor !== record.url_without_anchor) return;
    const words = (next.content ?? '').split(' ');
    record.excerpt =
      words.length > EXCERPT_WORDS
        ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…`
        : words.join(' ');
  });
}
