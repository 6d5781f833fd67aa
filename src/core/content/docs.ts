// Docs tree → doc metadata. `createDocMetadata` is pure (one file's text in,
// metadata out); `loadDocs` walks the file system and applies it.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { SourceError } from '../errors';
import { classifyLines } from '../mdx/preprocess';
import { parseSource } from './frontmatter';
import {
  isIndexDoc,
  normalizeUrl,
  numberPrefixRule,
  resolveSlug,
  type NumberPrefixParser,
} from './naming';
import type { CategoryMetadata, DocMetadata, DocsContent } from './types';
import { readLastUpdates, type LastUpdate } from './last-update';
import type { DocFrontMatter } from './frontmatter';
import { loadYaml, minimatch, z } from '../esm-bundle';

/** Docusaurus's `editUrl` function form. */
export type EditUrlFunction = (params: {
  version: string;
  versionDocsDirPath: string;
  docPath: string;
  permalink: string;
  locale: string;
}) => string | undefined;

export interface DocsOptions {
  routeBasePath: string;
  editUrl?: string | EditUrlFunction;
  /** Show when each doc was last changed, and by whom (git's last commit, or `last_update`). */
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
  /** Site-relative path of the docs directory, for edit URLs. */
  docsDirFromSite: string;
  numberPrefixParser?: NumberPrefixParser | false;
}

/** First `# Title` when it is the first thing in the body (after imports). */
export function extractContentTitle(body: string): string | undefined {
  const lines = body.split('\n');
  for (const line of lines) {
    const trimmed = line.trim();
    if (
      trimmed === '' ||
      /^(import|export)\s/.test(trimmed) ||
      /^(<!--.*-->|\{\/\*.*\*\/\})$/.test(trimmed)
    )
      continue;
    const atx = /^#\s+(.+?)\s*#*\s*$/.exec(trimmed);
    if (atx) return atx[1].replace(/\s*\{(#[^}]*|\/\*\s*#[^}]*\*\/)\}\s*$/, '').replace(/`/g, '');
    return undefined;
  }
  return undefined;
}

/** The first paragraph-like line of the body, stripped of Markdown, as a fallback description. */
export function extractExcerpt(body: string): string {
  const lines = body.split('\n');
  const kinds = classifyLines(lines);
  let inComment = false;
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (kinds[index] !== 'text' || trimmed === '') continue;
    if (inComment || trimmed.startsWith('<!--')) {
      inComment = !trimmed.includes('-->');
      continue;
    }
    if (/^(import|export)\s/.test(trimmed) || /^#{1,6}\s/.test(trimmed) || /^:::/.test(trimmed))
      continue;
    if (/^<\/?[A-Za-z]/.test(trimmed) || /^[|>-]{1,3}\s*$/.test(trimmed)) continue;
    if (/^\{\/\*.*\*\/\}$/.test(trimmed)) continue;
    return trimmed
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[\^[^\]]+\]/g, '') // footnote references: `[^1]`
      .replace(/\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1') // `[text](url)` and `[text][ref]`
      .replace(/<[^>]+>/g, '')
      .replace(/[*_`~]/g, '')
      .replace(/^[>\-*+]\s+|^\d+\.\s+/, '')
      .trim();
  }
  return '';
}

export function createDocMetadata(
  input: { source: string; relativePath: string; raw: string; lastUpdate?: LastUpdate },
  options: DocsOptions,
): DocMetadata {
  const { source, relativePath, raw } = input;
  const { frontMatter, content } = parseSource(source, raw);
  const parsePrefixes = frontMatter.parse_number_prefixes !== false;
  const fileName = basename(relativePath, extname(relativePath));
  const sourceDirName = dirname(relativePath).split(sep).join('/');
  const dirSegments = sourceDirName === '.' ? [] : sourceDirName.split('/');
  const prefixRule = numberPrefixRule(options.numberPrefixParser);
  const cleanDirSegments = parsePrefixes
    ? dirSegments.map((segment) => prefixRule(segment).name)
    : dirSegments;
  const { name: cleanName, position: filePosition } = parsePrefixes
    ? prefixRule(fileName)
    : { name: fileName, position: undefined };
  const baseId = frontMatter.id ?? cleanName;
  const id = [...cleanDirSegments, baseId].join('/');
  const dirSlug = normalizeUrl(...cleanDirSegments);

  let slug: string;
  if (frontMatter.slug !== undefined) {
    slug = resolveSlug(dirSlug, frontMatter.slug);
  } else if (isIndexDoc(fileName, sourceDirName === '.' ? '' : sourceDirName)) {
    slug = dirSegments.length ? `${dirSlug}/` : '/';
  } else {
    slug = normalizeUrl(dirSlug, baseId);
  }
  if (/[?#]/.test(slug)) {
    throw new SourceError(
      source,
      `invalid slug "${slug}": set a "slug" front matter without ? or #`,
    );
  }
  const permalink = normalizeUrl(options.routeBasePath, slug);
  const contentTitle = extractContentTitle(content);
  const title = frontMatter.title ?? contentTitle ?? baseId;
  const docPath = relativePath.split(sep).join('/');
  const editUrl =
    frontMatter.custom_edit_url === null || frontMatter.custom_edit_url === ''
      ? undefined
      : (frontMatter.custom_edit_url ??
        (typeof options.editUrl === 'function'
          ? options.editUrl({
              version: 'current',
              versionDocsDirPath: options.docsDirFromSite,
              docPath,
              permalink,
              locale: 'en',
            })
          : options.editUrl
            ? `${options.editUrl.replace(/\/$/, '')}/${options.docsDirFromSite}/${docPath}`
            : undefined));
  return {
    id,
    source,
    relativePath: relativePath.split(sep).join('/'),
    sourceDirName,
    permalink,
    title,
    contentTitle,
    description: frontMatter.description ?? extractExcerpt(content),
    frontMatter,
    sidebarPosition: frontMatter.sidebar_position ?? filePosition,
    draft: frontMatter.draft === true,
    unlisted: frontMatter.unlisted === true,
    editUrl,
    ...lastUpdateOf(source, frontMatter, input.lastUpdate, options),
  };
}

/** The doc's last update as the options show it: front matter's `last_update`, else git's. */
function lastUpdateOf(
  source: string,
  frontMatter: DocFrontMatter,
  fromGit: LastUpdate | undefined,
  { showLastUpdateTime, showLastUpdateAuthor }: DocsOptions,
): Pick<DocMetadata, 'lastUpdatedAt' | 'lastUpdatedBy'> {
  const written = frontMatter.last_update;
  let at = fromGit?.at;
  if (written?.date !== undefined) {
    at = new Date(written.date).getTime();
    if (Number.isNaN(at))
      throw new SourceError(source, `last_update.date: "${String(written.date)}" is not a date`);
  }
  const by = written?.author ?? fromGit?.by;
  return {
    ...(showLastUpdateTime && at !== undefined ? { lastUpdatedAt: at } : {}),
    ...(showLastUpdateAuthor && by !== undefined ? { lastUpdatedBy: by } : {}),
  };
}

const categorySchema = z
  .object({
    label: z.string().optional(),
    position: z.number().optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    className: z.string().optional(),
    description: z.string().optional(),
    customProps: z.record(z.string(), z.unknown()).optional(),
    key: z.string().optional(),
    link: z
      .union([
        z.object({ type: z.literal('doc'), id: z.string() }).strict(),
        z
          .object({
            type: z.literal('generated-index'),
            slug: z.string().optional(),
            title: z.string().optional(),
            description: z.string().optional(),
            keywords: z.array(z.string()).optional(),
            image: z.string().optional(),
          })
          .strict(),
        z.null(),
      ])
      .optional(),
  })
  .strict();

const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

export function parseCategoryFile(file: string, raw: string): CategoryMetadata {
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(raw) : loadYaml(raw);
  } catch (error) {
    const e = error as Error & { mark?: { line: number; column: number } };
    const pos = /position (\d+)/.exec(e.message);
    const before = pos ? raw.slice(0, Number(pos[1])).split('\n') : undefined;
    throw new SourceError(
      file,
      `The docs sidebar category metadata file looks invalid! ${e.message.split('\n')[0]}`,
      e.mark ? e.mark.line + 1 : before?.length,
      e.mark ? e.mark.column + 1 : before ? before[before.length - 1].length + 1 : undefined,
    );
  }
  const result = categorySchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SourceError(
      file,
      `The docs sidebar category metadata file looks invalid! "${issue.path.join('.') || '(root)'}": ${issue.message}`,
    );
  }
  return result.data as CategoryMetadata;
}

export const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];
/** Partials (`_x.md`, `_folder/`), tests and dependencies are no pages; nor are dot files (minimatch skips them). */
export const DEFAULT_EXCLUDE = [
  '**/_*.{md,mdx}',
  '**/_*/**',
  '**/*.test.{md,mdx}',
  '**/__tests__/**',
  '**/node_modules/**',
];

export interface DocFilesOptions {
  include?: string[];
  exclude?: string[];
}

/** Lists doc sources (relative paths) under the docs directory that `include` and not `exclude` select. */
export function listDocFiles(
  docsDir: string,
  { include = DEFAULT_INCLUDE, exclude = DEFAULT_EXCLUDE }: DocFilesOptions = {},
): string[] {
  if (!existsSync(docsDir)) return [];
  const entries = readdirSync(docsDir, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.isSymbolicLink()) {
      // Never followed: a link back up the tree would loop forever.
      console.warn(
        `[WARNING] ${relative(process.cwd(), join(entry.parentPath, entry.name))}: symbolic links in the docs folder are not followed`,
      );
      continue;
    }
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const rel = relative(docsDir, join(entry.parentPath, entry.name));
    const path = rel.split(sep).join('/');
    if (!include.some((glob) => minimatch(path, glob))) continue;
    if (exclude.some((glob) => minimatch(path, glob))) continue;
    files.push(rel);
  }
  return files.sort();
}

function loadCategories(docsDir: string, files: string[]): Map<string, CategoryMetadata> {
  const dirs = new Set<string>();
  for (const file of files) {
    let dir = dirname(file);
    while (dir !== '.' && !dirs.has(dir)) {
      dirs.add(dir);
      dir = dirname(dir);
    }
  }
  const categories = new Map<string, CategoryMetadata>();
  for (const dir of dirs) {
    const found = CATEGORY_FILES.filter((f) => existsSync(join(docsDir, dir, f)));
    if (found.length > 1) {
      console.warn(
        `[WARNING] There are more than one category metadata files for "${dir}": ${found.join(', ')}. The behavior is undetermined.`,
      );
    }
    if (found.length) {
      const file = join(docsDir, dir, found[0]);
      categories.set(dir.split(sep).join('/'), parseCategoryFile(file, readFileSync(file, 'utf8')));
    }
  }
  return categories;
}

export function loadDocs(
  siteDir: string,
  docsPath: string,
  options: Omit<DocsOptions, 'docsDirFromSite'> & DocFilesOptions,
  { includeDrafts }: { includeDrafts: boolean },
): DocsContent {
  const docsDir = join(siteDir, docsPath);
  const files = listDocFiles(docsDir, options);
  const lastUpdates =
    options.showLastUpdateTime || options.showLastUpdateAuthor
      ? readLastUpdates(docsDir)
      : undefined;
  if ((options.showLastUpdateTime || options.showLastUpdateAuthor) && !lastUpdates)
    console.warn(
      `[WARNING] docs.showLastUpdateTime / showLastUpdateAuthor: ${relative(process.cwd(), docsDir) || '.'} is not in a git repository (or git is not installed): pages show a last update only where their front matter gives last_update`,
    );
  const docs: DocMetadata[] = [];
  for (const rel of files) {
    const source = join(docsDir, rel);
    const raw = readFileSync(source, 'utf8');
    const doc = createDocMetadata(
      { source, relativePath: rel, raw, lastUpdate: lastUpdates?.get(source) },
      { ...options, docsDirFromSite: docsPath },
    );
    if (doc.draft && !includeDrafts) continue;
    docs.push(doc);
  }
  const byId = new Map<string, DocMetadata[]>();
  for (const doc of docs) byId.set(doc.id, [...(byId.get(doc.id) ?? []), doc]);
  const dupes = [...byId.values()].filter((list) => list.length > 1);
  if (dupes.length) {
    const list = dupes
      .map((d) => `- ${d[0].id} (${d.map((x) => x.relativePath).join(', ')})`)
      .join('\n');
    throw new SourceError(docsDir, `The docs plugin found docs sharing the same id:\n${list}`);
  }
  return { docsDir, docs, categories: loadCategories(docsDir, files) };
}
