// Table of contents: the desktop one highlights the heading being read; below
// 997 px a collapsible "On this page" list replaces it (TOCCollapsible).
import { useEffect } from 'react';
import { siteConfig } from '@docgen/client/data';
import type { TocItem } from '@docgen/shared/types';

interface TocTree extends TocItem {
  children: TocTree[];
}

/** Keeps levels within [min, max]; children of dropped headings move up to the nearest kept one. */
export function filterToc(toc: TocItem[], min: number, max: number): TocTree[] {
  const root: TocTree[] = [];
  const stack: TocTree[] = [];
  for (const item of toc) {
    if (item.level < min || item.level > max) continue;
    const node: TocTree = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1].level >= item.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(node);
    stack.push(node);
  }
  return root;
}

export function TocList({
  items,
  className,
  linkClassName,
}: {
  items: TocTree[];
  className?: string;
  linkClassName: string;
}) {
  if (!items.length) return null;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={linkClassName}>
            {item.value}
          </a>
          <TocList items={item.children} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/** Headings count as read below the fixed navbar (from the very top when the navbar hides on scroll). */
function topOffset(): number {
  if (siteConfig.navbar.hideOnScroll) return 0;
  return document.querySelector('nav.navbar')?.getBoundingClientRect().height ?? 60;
}

/** Marks the link of the heading being read: the first heading below the navbar if it is in the top half, else the one before. */
function useActiveHeading(min: number, max: number) {
  useEffect(() => {
    const update = () => {
      const selector = Array.from({ length: max - min + 1 }, (_, i) => `h${min + i}.anchor`).join(
        ',',
      );
      const anchors = Array.from(document.querySelectorAll<HTMLElement>(selector));
      const offset = topOffset();
      const firstBelow = anchors.findIndex((a) => a.getBoundingClientRect().top >= offset);
      let active: HTMLElement | undefined;
      if (firstBelow === -1) active = anchors[anchors.length - 1];
      else if (anchors[firstBelow].getBoundingClientRect().top < window.innerHeight / 2)
        active = anchors[firstBelow];
      else active = anchors[firstBelow - 1];
      for (const link of document.querySelectorAll<HTMLAnchorElement>(
        '.theme-doc-toc-desktop .table-of-contents__link',
      )) {
        link.classList.toggle(
          'table-of-contents__link--active',
          !!active && link.getAttribute('href') === `#${active.id}`,
        );
      }
    };
    // The first highlight waits for the next frame: reading positions in the mount effect would
    // force a layout of the whole page in the middle of hydration's commit.
    const frame = requestAnimationFrame(update);
    document.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [min, max]);
}

export default function TOC({ toc, min, max }: { toc: TocItem[]; min: number; max: number }) {
  useActiveHeading(min, max);
  return (
    <div className="theme-doc-toc-desktop tableOfContents thin-scrollbar">
      <TocList
        items={filterToc(toc, min, max)}
        className="table-of-contents table-of-contents__left-border"
        linkClassName="table-of-contents__link toc-highlight"
      />
    </div>
  );
}
