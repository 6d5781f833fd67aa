// A post's file path → its date and slug, as the reference reads them: `2024-01-31-name.md`,
// `2024/01/31/name.md`, `2024-01-31-name/index.md`, or any other name (no date). Pure.

// The folder before the date is kept in the slug; `/index` names a folder post.
const DATE_PATH =
  /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface PostPath {
  /** The date the path gives (midnight UTC), if any. */
  date?: Date;
  /** The path part of the permalink under the blog's route (`2024/01/31/name`). */
  slug: string;
  /** The name without date and extension: the title when nothing else gives one. */
  text: string;
}

/** `relPath` is the post's path inside the blog folder, with `/`. */
export function parsePostPath(relPath: string): PostPath {
  const match = DATE_PATH.exec(relPath);
  if (match?.groups) {
    const { folder, date, text } = match.groups;
    const [y, m, d] = date.split(/[-/]/).map(Number);
    const parsed = new Date(Date.UTC(y, m - 1, d));
    if (parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d) {
      const slug = `${folder}${date.replace(/-/g, '/')}/${text}`.replace(/\/+$/, '');
      return { date: parsed, slug, text: text || date };
    }
  }
  const slug = relPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  const text = slug.split('/').pop() || 'index';
  return { slug, text };
}
