// The table of contents' list, as the reference's `@theme/TOCItems`: the page's headings within a
// level range, as nested lists of links; with `linkActiveClassName`, the link of the heading being
// read gets it as the reader scrolls. The desktop TOC is this in its column (a site's own TOC
// often wraps it, with its own class names); the inline and mobile ones use its list alone.
import { useEffect } from 'react';
import { siteConfig } from '@docgen/client/data';
import type { TocItem } from '@docgen/shared/types';
import { filterTocTree, treeifyToc, type TocTreeNode } from '@docgen/shared/toc';

export interface Props {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string;
  /** Given: the link of the heading being read has this class. */
  linkActiveClassName?: string;
}

/** Keeps levels within [min, max]; children of dropped headings move up (src/shared/toc). */
export function filterToc(toc: readonly TocItem[], min: number, max: number): TocTreeNode[] {
  return filterTocTree(treeifyToc(toc), min, max);
}

export function TocList({
  items,
  className,
  linkClassName,
}: {
  items: readonly TocTreeNode[];
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

/**
 * Marks the link (those with all of `linkClassName`) of the heading being read: the first heading below the navbar if
 * it is in the top half, else the one before.
 */
function useActiveHeading(
  min: number,
  max: number,
  linkClassName: string,
  activeClassName: string | undefined,
) {
  useEffect(() => {
    if (!activeClassName) return;
    // Built once per effect, not on every scroll event (CSS.escape: the browser's alone). The links
    // by all their classes, anywhere in the page, as the reference finds them: the desktop TOC's
    // `toc-highlight` keeps the inline and mobile lists out.
    const linkSelector = `a${linkClassName
      .split(/\s+/)
      .filter(Boolean)
      .map((c) => `.${CSS.escape(c)}`)
      .join('')}`;
    const headingSelector = Array.from(
      { length: max - min + 1 },
      (_, i) => `h${min + i}.anchor`,
    ).join(',');
    const update = () => {
      const anchors = Array.from(document.querySelectorAll<HTMLElement>(headingSelector));
      const offset = topOffset();
      const firstBelow = anchors.findIndex((a) => a.getBoundingClientRect().top >= offset);
      let active: HTMLElement | undefined;
      if (firstBelow === -1) active = anchors[anchors.length - 1];
      else if (anchors[firstBelow].getBoundingClientRect().top < window.innerHeight / 2)
        active = anchors[firstBelow];
      else active = anchors[firstBelow - 1];
      for (const link of document.querySelectorAll<HTMLAnchorElement>(linkSelector)) {
        link.classList.toggle(
          activeClassName,
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
  }, [min, max, linkClassName, activeClassName]);
}

export default function TOCItems({
  toc,
  minHeadingLevel = siteConfig.tableOfContents.minHeadingLevel,
  maxHeadingLevel = siteConfig.tableOfContents.maxHeadingLevel,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName,
}: Props) {
  useActiveHeading(minHeadingLevel, maxHeadingLevel, linkClassName, linkActiveClassName);
  return (
    <TocList
      items={filterToc(toc, minHeadingLevel, maxHeadingLevel)}
      className={className}
      linkClassName={linkClassName}
    />
  );
}
