// Post authors: the blog's authors map (authors.yml / authors.json, keyed by author) and a post's
// `authors` front matter (keys of the map, or inline objects), or the legacy `author`,
// `author_url`, `author_title`, `author_image_url` keys.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { SourceError } from '../errors';
import { loadYaml } from '../esm-bundle';
import { applyTrailingSlash } from '../../shared/trailing-slash';
import type { BlogAuthor } from './types';

export type AuthorsMap = Map<string, BlogAuthor>;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** An author as written (the map's entry or an inline one) → its normalized form. */
function normalizeAuthor(
  raw: Record<string, unknown>,
  key: string | undefined,
  problem: (message: string) => never,
): BlogAuthor {
  for (const field of ['name', 'title', 'url', 'image_url', 'imageURL', 'email'])
    if (raw[field] !== undefined && typeof raw[field] !== 'string')
      problem(`"${field}" must be a string`);
  if (raw.socials !== undefined && !isObj(raw.socials))
    problem('"socials" must be a mapping of platform: handle or URL');
  const author: BlogAuthor = {
    ...(key && { key }),
    name: str(raw.name),
    title: str(raw.title),
    url: str(raw.url),
    imageURL: str(raw.image_url) ?? str(raw.imageURL),
    email: str(raw.email),
    ...(isObj(raw.socials) && { socials: raw.socials as Record<string, string> }),
  };
  if (!author.name && !author.imageURL)
    problem('an author needs at least a "name" or an "image_url"');
  return Object.fromEntries(
    Object.entries(author).filter(([, v]) => v !== undefined),
  ) as BlogAuthor;
}

/**
 * The authors map of the blog folder (`authorsMapPath`, relative to it); an empty map when the
 * file is missing. Authors with `page: true` get a page under `authorsPath`.
 */
export function loadAuthorsMap(
  blogDir: string,
  authorsMapPath: string,
  authorsPath: string,
  trailingSlash?: boolean,
): AuthorsMap {
  const file = join(blogDir, authorsMapPath);
  const map: AuthorsMap = new Map();
  if (!existsSync(file)) return map;
  let data: unknown;
  try {
    const text = readFileSync(file, 'utf8');
    data = extname(file) === '.json' ? JSON.parse(text) : loadYaml(text);
  } catch (error) {
    const e = error as { mark?: { line: number; column: number }; message: string };
    throw new SourceError(
      file,
      `invalid authors map: ${e.message.split('\n')[0]}`,
      e.mark && e.mark.line + 1,
      e.mark && e.mark.column + 1,
    );
  }
  if (data === undefined || data === null) return map;
  if (!isObj(data))
    throw new SourceError(file, 'the authors map must be a mapping of author key: author');
  for (const [key, value] of Object.entries(data)) {
    if (!isObj(value))
      throw new SourceError(
        file,
        `author "${key}" must be a mapping (name, title, url, image_url…)`,
      );
    const author = normalizeAuthor(value, key, (m) => {
      throw new SourceError(file, `author "${key}": ${m}`);
    });
    if (value.page === true || isObj(value.page)) {
      const slug = (isObj(value.page) && str(value.page.permalink)) || key;
      author.page = {
        permalink: applyTrailingSlash(
          `${authorsPath.replace(/\/$/, '')}/${slug.replace(/^\//, '')}`,
          trailingSlash,
        ),
      };
    } else author.page = null;
    map.set(key, author);
  }
  return map;
}

/** Where a post's authors come from: its front matter, and where to point at a problem. */
export interface AuthorsSource {
  file: string;
  line?: number;
}

/** A post's authors from its front matter; an unknown key or a bad value throws at the key's line. */
export function resolveAuthors(
  fm: Record<string, unknown>,
  map: AuthorsMap,
  at: AuthorsSource,
): BlogAuthor[] {
  const fail = (message: string): never => {
    throw new SourceError(at.file, message, at.line, 1);
  };
  if (fm.authors !== undefined && fm.author !== undefined)
    fail('front matter "authors" and the legacy "author" cannot be used together');
  if (fm.authors === undefined) {
    const name = fm.author;
    const imageURL = fm.author_image_url ?? fm.authorImageURL;
    if (name === undefined && imageURL === undefined) return [];
    return [
      normalizeAuthor(
        {
          name,
          url: fm.author_url ?? fm.authorURL,
          title: fm.author_title ?? fm.authorTitle,
          image_url: imageURL,
        },
        undefined,
        (m) => fail(`front matter "author": ${m}`),
      ),
    ];
  }
  const list = Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  return list.map((entry, i): BlogAuthor => {
    const where = `front matter "authors${Array.isArray(fm.authors) ? `[${i}]` : ''}"`;
    if (typeof entry === 'string') {
      const known = map.get(entry);
      if (!known)
        fail(
          `${where}: no author "${entry}" in the authors map${map.size ? ` (known: ${[...map.keys()].join(', ')})` : ' (the blog has no authors.yml)'}`,
        );
      return known!;
    }
    if (!isObj(entry)) return fail(`${where}: expected an author key or an author object`);
    // `{key, title: …}`: the map's author with some of its fields given here.
    if (typeof entry.key === 'string') {
      const known = map.get(entry.key);
      if (!known) return fail(`${where}: no author "${entry.key}" in the authors map`);
      const { key: _key, ...rest } = entry;
      return {
        ...known,
        ...normalizeAuthor({ name: known.name, ...rest }, entry.key, (m) => fail(`${where}: ${m}`)),
        page: known.page,
      };
    }
    return normalizeAuthor(entry, undefined, (m) => fail(`${where}: ${m}`));
  });
}
