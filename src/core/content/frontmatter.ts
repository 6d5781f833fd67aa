// Front matter: parsed with gray-matter (YAML), validated with zod, and every
// problem reported with the file, line and column it comes from.
import { SourceError } from '../errors';
import type { z as Zod } from 'zod';
import { matter, z } from '../esm-bundle';

const docFrontMatterSchema = z
  .object({
    id: z
      .string()
      .refine((v) => !v.includes('/'), { message: 'cannot include slash' })
      .optional(),
    title: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    displayed_sidebar: z.string().nullable().optional(),
    slug: z.string().optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    hide_title: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    pagination_label: z.string().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
    parse_number_prefixes: z.boolean().optional(),
    custom_edit_url: z.string().nullable().optional(),
    /** Instead of git's last commit, for docs.showLastUpdateTime / showLastUpdateAuthor. */
    last_update: z
      .object({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() })
      .strict()
      .optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    tags: z.array(z.string()).optional(),
    wrapperClassName: z.string().optional(),
  })
  // Unknown keys are allowed, as in the reference generator.
  .passthrough();

/**
 * Any mapping: for the compiler, which needs the body only (each kind of content checks its own
 * front matter as it loads: docs, pages, blog posts).
 */
export const ANY_FRONT_MATTER = z.object({}).passthrough();

export type DocFrontMatter = Zod.infer<typeof docFrontMatterSchema>;

export const SUPPORTED_FRONT_MATTER = Object.keys(docFrontMatterSchema.shape);

export interface ParsedSource<F = DocFrontMatter> {
  frontMatter: F;
  /** The body after the front matter block. */
  content: string;
  /** Number of lines the front matter block occupies (0 if none), to map body lines to file lines. */
  frontMatterLines: number;
}

interface YamlError {
  reason?: string;
  message: string;
  mark?: { line: number; column: number };
}

/** Line (1-based) of `key:` inside the front matter block, for pointing at a bad value. */
export function lineOfKey(raw: string, key: string): number | undefined {
  const lines = raw.split('\n');
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) {
    if (lines[i].startsWith(`${key}:`)) return i + 1;
  }
  return undefined;
}

export function parseSource(file: string, raw: string): ParsedSource;
/** With another front matter schema (the blog's). */
export function parseSource<
  S extends Zod.ZodType<{
    toc_min_heading_level?: number;
    toc_max_heading_level?: number;
  }>,
>(file: string, raw: string, schema: S): ParsedSource<Zod.infer<S>>;
export function parseSource(
  file: string,
  raw: string,
  schema: Zod.ZodType<{
    toc_min_heading_level?: number;
    toc_max_heading_level?: number;
  }> = docFrontMatterSchema,
): ParsedSource<unknown> {
  if (raw.includes('\uFFFD')) {
    const index = raw.indexOf('\uFFFD');
    const before = raw.slice(0, index).split('\n');
    throw new SourceError(
      file,
      'the file is not valid UTF-8 text',
      before.length,
      before[before.length - 1].length + 1,
    );
  }
  let parsed: ReturnType<typeof matter>;
  try {
    // A fresh options object bypasses gray-matter's cache, which would hide edits.
    parsed = matter(raw, {});
  } catch (error) {
    const e = error as YamlError;
    // Errors at the end of the stream point past the block: keep them on its closing line.
    const closing = raw.split('\n').findIndex((l, i) => i > 0 && l.trim() === '---') + 1 || 1;
    const line = Math.min(e.mark ? e.mark.line + 2 : 1, closing);
    const column = e.mark ? e.mark.column + 1 : 1;
    throw new SourceError(
      file,
      `invalid front matter: ${e.reason ?? e.message.split('\n')[0]}`,
      line,
      column,
    );
  }
  const data = parsed.data ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new SourceError(file, 'front matter must be a YAML mapping (key: value lines)', 2, 1);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = String(issue.path[0] ?? '');
    throw new SourceError(
      file,
      `front matter "${issue.path.join('.')}": ${issue.message}`,
      lineOfKey(raw, key) ?? 2,
      1,
    );
  }
  const fm = result.data;
  if (
    fm.toc_min_heading_level !== undefined &&
    fm.toc_max_heading_level !== undefined &&
    fm.toc_min_heading_level > fm.toc_max_heading_level
  ) {
    throw new SourceError(
      file,
      'front matter "toc_min_heading_level" must not exceed "toc_max_heading_level"',
      lineOfKey(raw, 'toc_min_heading_level'),
      1,
    );
  }
  const frontMatterLines = parsed.matter
    ? raw.slice(0, raw.length - parsed.content.length).split('\n').length - 1
    : 0;
  return { frontMatter: fm, content: parsed.content, frontMatterLines };
}
