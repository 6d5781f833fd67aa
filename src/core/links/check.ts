// Broken links (a path no route serves) and broken anchors (a #hash the target
// page does not render), reported per source page as the reference does.
import type { PageLinks } from './collect';

export interface BrokenLink {
  link: string;
  resolved: string;
}

export interface LinkReport {
  brokenLinks: Map<string, BrokenLink[]>;
  brokenAnchors: Map<string, BrokenLink[]>;
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;
const key = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

/**
 * `isStaticFile`: whether a path is a file of the site's static folder (`/files/x.pdf`), which a link
 * may point to as an image may: not broken, as a Markdown link to it is not in the reference.
 */
export function checkLinks(
  pages: Map<string, PageLinks>,
  routePaths: string[],
  isStaticFile: (pathname: string) => boolean = () => false,
): LinkReport {
  const routes = new Set(routePaths.map(key));
  const pagesByKey = new Map([...pages].map(([path, data]) => [key(path), data]));
  const brokenLinks = new Map<string, BrokenLink[]>();
  const brokenAnchors = new Map<string, BrokenLink[]>();
  const add = (map: Map<string, BrokenLink[]>, page: string, item: BrokenLink) => {
    const list = map.get(page) ?? [];
    if (!list.some((l) => l.link === item.link)) list.push(item);
    map.set(page, list);
  };
  const exists = (pathname: string) => {
    if (routes.has(key(pathname))) return true;
    try {
      const decoded = decodeURI(pathname);
      return routes.has(key(decoded)) || isStaticFile(decoded);
    } catch {
      return false;
    }
  };

  for (const [page, { links }] of pages) {
    for (const link of links) {
      if (!link || EXTERNAL.test(link)) continue;
      const url = new URL(link, `http://site${page}`);
      const pathname = url.pathname;
      const resolved = pathname + url.search + url.hash;
      if (!exists(pathname)) {
        add(brokenLinks, page, { link, resolved });
        continue;
      }
      const hash = url.hash.slice(1);
      if (!hash) continue;
      let decoded = hash;
      try {
        decoded = decodeURIComponent(hash);
      } catch {
        /* keep raw */
      }
      const target = pagesByKey.get(key(pathname)) ?? pagesByKey.get(key(safeDecode(pathname)));
      if (!target || !(target.anchors.has(hash) || target.anchors.has(decoded))) {
        add(brokenAnchors, page, { link, resolved });
      }
    }
  }
  return { brokenLinks, brokenAnchors };
}

function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

function list(map: Map<string, BrokenLink[]>, kind: 'link' | 'anchor'): string {
  return [...map]
    .map(
      ([page, items]) =>
        `- Broken ${kind} on source page path = ${page}:\n` +
        items
          .map(
            (i) =>
              `   -> linking to ${i.link}${i.resolved !== i.link ? ` (resolved as: ${i.resolved})` : ''}`,
          )
          .join('\n'),
    )
    .join('\n');
}

/** Docusaurus's report of broken links or anchors, worded as it words them. */
function formatBroken(map: Map<string, BrokenLink[]>, kind: 'link' | 'anchor'): string {
  const what = `${kind}s`;
  const option = kind === 'link' ? 'onBrokenLinks' : 'onBrokenAnchors';
  return `Docusaurus found broken ${what}!

Please check the pages of your site in the list below, and make sure you don't reference any ${kind === 'link' ? 'path' : 'anchor'} that does not exist.
Note: it's possible to ignore broken ${what} with the '${option}' Docusaurus configuration, and let the build pass.

Exhaustive list of all broken ${what} found:
${list(map, kind)}
`;
}

export const formatBrokenLinks = (map: Map<string, BrokenLink[]>) => formatBroken(map, 'link');
export const formatBrokenAnchors = (map: Map<string, BrokenLink[]>) => formatBroken(map, 'anchor');
