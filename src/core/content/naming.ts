// Pure naming rules of the docs tree: number prefixes, index docs, slugs.

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])(.*)$/;
/** Names that look like dates or versions (2021-01-x, 1.0-x) keep their numbers. */
const DATE_OR_VERSION = /^\d+[-_.]\d+/;

export function parseNumberPrefix(name: string): { name: string; position?: number } {
  if (DATE_OR_VERSION.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: match[2], position: Number(match[1]) } : { name };
}

export function stripNumberPrefix(name: string): string {
  return parseNumberPrefix(name).name;
}

/** A site's own number prefix rule (Docusaurus's `numberPrefixParser` option). */
export type NumberPrefixParser = (filename: string) => { filename: string; numberPrefix?: number };

/** The prefix rule a `numberPrefixParser` option gives: ours by default, none for `false`. */
export function numberPrefixRule(
  parser: NumberPrefixParser | false | undefined,
): (name: string) => { name: string; position?: number } {
  if (parser === undefined) return parseNumberPrefix;
  if (parser === false) return (name) => ({ name });
  return (name) => {
    const { filename, numberPrefix } = parser(name);
    return { name: filename, position: numberPrefix };
  };
}

/** index.md, README.md and a file named like its folder are the folder's own page. */
export function isIndexDoc(fileBase: string, dirName: string): boolean {
  const base = fileBase.toLowerCase();
  const folder = dirName.split('/').pop()?.toLowerCase();
  return base === 'index' || base === 'readme' || (folder !== undefined && base === folder);
}

/** Joins URL segments into a path with one leading slash and no doubled slashes. */
export function normalizeUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  const path = ('/' + joined).replace(/\/{2,}/g, '/');
  return path;
}

/** Resolves a relative slug against a directory, the way a URL would. */
export function resolveSlug(dirSlug: string, slug: string): string {
  if (slug.startsWith('/')) return normalizeUrl(slug);
  const base = new URL(`http://x${normalizeUrl(dirSlug)}/`);
  const resolved = new URL(slug, base).pathname;
  return decodeURI(resolved);
}
