// Theme helpers shared by several components.
import { siteConfig } from '@docgen/client/data';

/** `<page title> | <site title>`, or the site title alone. */
export function formatTitle(title: string | undefined): string {
  const page = title?.trim();
  if (!page || page === siteConfig.title) return siteConfig.title;
  return `${page} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
}

export function absoluteUrl(path: string): string {
  return /^https?:/.test(path) ? path : siteConfig.url + path;
}

/** Path comparison as the sidebar does it: case-insensitive, trailing slash ignored. */
export function samePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const n = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return n(a) === n(b);
}
