// The parts of a post's text the lists use: the excerpt before the truncate marker and the
// reading time. Pure.

/** The reference's default marker: `<!-- truncate -->` (Markdown) or `{/* truncate *\/}` (MDX). */
export const DEFAULT_TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** Where the marker starts in `text`, or -1. */
export function truncateIndex(text: string, marker: RegExp = DEFAULT_TRUNCATE_MARKER): number {
  const m = new RegExp(marker.source, marker.flags.replace('g', '')).exec(text);
  return m ? m.index : -1;
}

/**
 * The file's text up to the marker (its front matter kept), or the whole text when it has none;
 * what a list page compiles for the post's excerpt.
 */
export function truncateSource(raw: string, marker?: RegExp): string {
  // The marker counts in the body only: skip a front matter block.
  const fm = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/.exec(raw);
  const start = fm ? fm[0].length : 0;
  const at = truncateIndex(raw.slice(start), marker);
  return at < 0 ? raw : raw.slice(0, start + at);
}

/** Words a minute, as the reference counts reading time. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read `body` (front matter left out; code counts as words, as the reference counts it). */
export function readingTime(body: string): number {
  const words = body.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
  return words / WORDS_PER_MINUTE;
}
