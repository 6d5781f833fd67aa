// Post tags: the blog's tags file (tags.yml: key → label, permalink, description) and a post's
// `tags` front matter (strings: keys of the file or inline labels; or `{label, permalink}`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceError, report, type Severity } from '../errors';
import { loadYaml } from '../esm-bundle';
import type { BlogTag } from './types';

export type TagsFile = Map<string, { label: string; permalink: string; description?: string }>;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A tag's words joined by `-`, lower case (`Hello World` → `hello-world`, `fooBar` → `foo-bar`), as lodash's kebabCase. */
export function kebabCase(text: string): string {
  return (
    text
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
      .match(/[\p{L}\p{N}]+/gu)
      ?.join('-')
      .toLowerCase() ?? ''
  );
}

const joinPath = (base: string, path: string) =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/**
 * The tags file: the `tags` option (a path in the blog folder), else `tags.yml` when it exists;
 * `null`/`false`: none.
 */
export function loadTagsFile(
  blogDir: string,
  option: string | null | false | undefined,
): TagsFile | undefined {
  if (option === null || option === false) return undefined;
  const file = join(blogDir, option ?? 'tags.yml');
  if (!existsSync(file)) {
    if (option !== undefined)
      throw new SourceError(file, 'the tags file (blog option "tags") is missing');
    return undefined;
  }
  let data: unknown;
  try {
    data = loadYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    const e = error as { mark?: { line: number; column: number }; message: string };
    throw new SourceError(
      file,
      `invalid tags file: ${e.message.split('\n')[0]}`,
      e.mark && e.mark.line + 1,
    );
  }
  const tags: TagsFile = new Map();
  if (data === null || data === undefined) return tags;
  if (!isObj(data))
    throw new SourceError(
      file,
      'the tags file must be a mapping of tag key: {label, permalink, description}',
    );
  for (const [key, value] of Object.entries(data)) {
    if (value !== null && !isObj(value))
      throw new SourceError(
        file,
        `tag "${key}" must be a mapping (label, permalink, description) or empty`,
      );
    const v = value ?? {};
    for (const field of ['label', 'permalink', 'description'])
      if (v[field] !== undefined && typeof v[field] !== 'string')
        throw new SourceError(file, `tag "${key}": "${field}" must be a string`);
    tags.set(key, {
      label: (v.label as string | undefined) ?? key,
      permalink: (v.permalink as string | undefined) ?? `/${kebabCase(key)}`,
      ...(typeof v.description === 'string' && { description: v.description }),
    });
  }
  return tags;
}

/**
 * A post's tags, their permalinks under `tagsPath`. A tag the tags file does not define is inline;
 * with a tags file, that is reported at `onInlineTags`.
 */
export function resolveTags(
  raw: unknown,
  {
    tagsPath,
    tagsFile,
    onInlineTags,
    file,
    line,
  }: { tagsPath: string; tagsFile?: TagsFile; onInlineTags: Severity; file: string; line?: number },
): BlogTag[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw))
    throw new SourceError(file, 'front matter "tags" must be a list of tags', line, 1);
  const tags = raw.map((tag, i): BlogTag => {
    if (typeof tag === 'string') {
      const known = tagsFile?.get(tag);
      if (known) return { ...known, permalink: joinPath(tagsPath, known.permalink), inline: false };
      return { label: tag, permalink: joinPath(tagsPath, kebabCase(tag)), inline: true };
    }
    if (
      isObj(tag) &&
      typeof tag.label === 'string' &&
      (tag.permalink === undefined || typeof tag.permalink === 'string')
    )
      return {
        label: tag.label,
        permalink: joinPath(
          tagsPath,
          (tag.permalink as string | undefined) ?? kebabCase(tag.label),
        ),
        inline: true,
      };
    throw new SourceError(
      file,
      `front matter "tags[${i}]": expected a tag name or {label, permalink}`,
      line,
      1,
    );
  });
  const inline = tags.filter((t) => t.inline);
  if (tagsFile && inline.length) {
    const message = `${file}: tags not defined in the tags file: ${inline.map((t) => t.label).join(', ')}`;
    if (report(onInlineTags, message))
      throw new SourceError(
        file,
        `tags not defined in the tags file: ${inline.map((t) => t.label).join(', ')}`,
        line,
        1,
      );
  }
  // One entry per permalink, the first spelling kept.
  return tags.filter((t, i) => tags.findIndex((o) => o.permalink === t.permalink) === i);
}
