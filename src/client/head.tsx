// A small head manager: pages declare their <title>, meta and links with
// <Head>; the server collects them into the HTML, the browser applies them
// after each render. Later (deeper) declarations win, as in the reference.
import { createContext, useContext, useEffect, type ReactNode } from 'react';

export interface HeadTags {
  title?: string;
  /** name/property → content */
  meta?: Array<{ name?: string; property?: string; content: string }>;
  links?: Array<{ rel: string; href: string; hrefLang?: string; type?: string; title?: string }>;
  htmlClassName?: string;
  /** JSON-LD and similar structured data. */
  jsonLd?: unknown;
}

type Collector = (tags: HeadTags) => void;
const HeadContext = createContext<Collector | null>(null);

export function HeadCollectorProvider({
  collect,
  children,
}: {
  collect: Collector;
  children: ReactNode;
}) {
  return <HeadContext.Provider value={collect}>{children}</HeadContext.Provider>;
}

/** Merges head tags in render order: later titles win, meta are keyed by name/property. */
export function mergeHead(
  list: HeadTags[],
): Required<Omit<HeadTags, 'jsonLd'>> & { jsonLd: unknown[] } {
  const meta = new Map<string, { name?: string; property?: string; content: string }>();
  const links = new Map<
    string,
    { rel: string; href: string; hrefLang?: string; type?: string; title?: string }
  >();
  let title = '';
  const classes: string[] = [];
  const jsonLd: unknown[] = [];
  for (const tags of list) {
    if (tags.title !== undefined) title = tags.title;
    for (const m of tags.meta ?? [])
      meta.set(m.name ? `name:${m.name}` : `property:${m.property}`, m);
    for (const l of tags.links ?? [])
      links.set(
        `${l.rel}:${l.hrefLang ?? ''}:${l.rel === 'alternate' || l.rel === 'search' ? l.href : ''}`,
        l,
      );
    if (tags.htmlClassName) classes.push(...tags.htmlClassName.split(/\s+/).filter(Boolean));
    if (tags.jsonLd) jsonLd.push(tags.jsonLd);
  }
  return {
    title,
    meta: [...meta.values()],
    links: [...links.values()],
    htmlClassName: [...new Set(classes)].join(' '),
    jsonLd,
  };
}

const active: Array<{ tags: HeadTags }> = [];
let scheduled = false;

/** A managed tag as the markup would write it: what an existing element is matched by. */
function tagSignature(el: Element): string {
  const attrs = [...el.attributes]
    .map((a) => `${a.name}=${a.value}`)
    .sort()
    .join(' ');
  return `${el.tagName.toLowerCase()} ${attrs}`;
}

function createTag(tag: 'meta' | 'link', attrs: Record<string, string | undefined>): Element {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs))
    if (v !== undefined) el.setAttribute(k === 'hrefLang' ? 'hreflang' : k, v);
  el.setAttribute('data-rh', 'true');
  return el;
}

// Reconciles rather than replaces: the prerendered tags already match after
// hydration, and rewriting the head on every render costs the page work.
function applyToDocument() {
  scheduled = false;
  const merged = mergeHead(active.map((a) => a.tags));
  if (merged.title && document.title !== merged.title) document.title = merged.title;
  const existing = new Map<string, Element[]>();
  for (const el of document.head.querySelectorAll('[data-rh]')) {
    const key = tagSignature(el);
    existing.set(key, [...(existing.get(key) ?? []), el]);
  }
  const wanted = [
    ...merged.meta.map((m) => createTag('meta', m)),
    ...merged.links.map((l) => createTag('link', l)),
  ];
  for (const el of wanted) {
    const same = existing.get(tagSignature(el));
    if (same?.length) same.shift();
    else document.head.appendChild(el);
  }
  for (const left of existing.values()) for (const el of left) el.remove();
  const root = document.documentElement;
  const base = (root.dataset.baseClass ??= root.className
    .split(/\s+/)
    .filter(
      (c) =>
        c &&
        !c.startsWith('plugin-') &&
        !c.startsWith('docs-') &&
        !c.includes('wrapper') &&
        c !== 'mdx-page',
    )
    .join(' '));
  const className = [base, merged.htmlClassName].filter(Boolean).join(' ');
  if (root.className !== className) root.className = className;
}

export function Head(props: HeadTags) {
  const collect = useContext(HeadContext);
  if (collect) collect(props); // server render: collected in render order
  useEffect(() => {
    const entry = { tags: props };
    active.push(entry);
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(applyToDocument);
    }
    return () => {
      active.splice(active.indexOf(entry), 1);
    };
  });
  return null;
}
