// Docs lint: reader-facing rules for docs/ that a build cannot check. Pure: pages in, problems out.
// Rules: no sentences about sources or documentation status, UI labels as in the glossary, no sentence
// repeated on three or more pages, a description of 50–160 characters, and a body that gives the reader
// something to do (steps, a table or a code block) unless the page is an overview.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parseSource } from '../../src/core/content/frontmatter';
import { extractExcerpt } from '../../src/core/content/docs';
import { isIndexDoc } from '../../src/core/content/naming';
import { GLOSSARY, WRONG_PATTERNS } from './glossary';

export interface DocsPage {
  /** Path shown in problems, e.g. docs/campaign/index.md. */
  file: string;
  raw: string;
}

export interface LintProblem {
  file: string;
  line: number;
  rule: 'source-talk' | 'label' | 'repeated' | 'description' | 'no-task';
  message: string;
}

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
/** Sentences shorter than this are too generic ("Click Save.") to count as repetition. */
const REPEAT_MIN_WORDS = 8;
const REPEAT_MIN_PAGES = 3;

/** Sentences that describe how a page was researched instead of the product. */
export const SOURCE_TALK: RegExp[] = [
  // "the facts" as a source; "the fact that" and "after the fact" are ordinary English.
  /(?<!after )\b(?:the|these|our|this page's) facts?\b(?! that)/i,
  /\bfacts? (?:for|on|about) this page\b/i,
  /\b(?:docs?|documentation|reference|references|sources?)\s+(?:say|says|said|state|states|mention|mentions|describe|describes|don't|do not|doesn't|does not|disagree|is inconsistent|are inconsistent)\b/i,
  /\b(?:is|are|was|were)\s+inconsistent\b/i,
  /\b(?:isn't|is not|aren't|are not) consistent\b/i,
  /\bAirLyft's (?:[\w-]+ )?(?:docs|documentation)\b/i,
  /\bnot (?:yet )?(?:documented|confirmed|specified|spelled out)\b/i,
  /\b(?:undocumented|unconfirmed)\b/i,
  /\bnot (?:yet )?covered (?:here|yet|on this page)\b/i,
  /\bquestions not (?:yet )?covered\b/i,
  /\baccording to (?:the |our |AirLyft's )?(?:docs|documentation|sources?|facts|reference)\b/i,
  /\b(?:older|earlier|previous|old) (?:docs|documentation|versions? of (?:the|this) (?:docs|documentation|page))\b/i,
  /\b(?:published|official) (?:docs|documentation|reference)\b/i,
  /\bthis page (?:doesn't|does not|can't|cannot) (?:say|cover|confirm|tell)\b/i,
  /\bwe (?:couldn't|could not|can't|cannot) (?:confirm|verify|find out)\b/i,
  /\bat the time of writing\b/i,
  /\b(?:isn't|is not|aren't|are not) (?:stated|specified|documented|described)\b/i,
  /\b(?:don't|doesn't|do not|does not) say (?:whether|if|how|what|which|when)\b/i,
  /\bin the screenshots?\b/i,
  /\b(?:older|earlier|previous) (?:versions|builds|releases)\b/i,
];

interface Body {
  /** Front matter, already parsed. */
  frontMatter: Record<string, unknown>;
  /** The body after the front matter. */
  content: string;
  /** File line of the body's first line, minus one. */
  offset: number;
  /** Body lines outside fenced code, with their file line numbers. */
  prose: { line: number; text: string }[];
  hasSteps: boolean;
  hasTable: boolean;
  hasCode: boolean;
}

function readBody(page: DocsPage): Body {
  const parsed = parseSource(page.file, page.raw);
  const lines = parsed.content.split('\n');
  const offset = page.raw.split('\n').length - lines.length;
  const prose: Body['prose'] = [];
  let fence: string | undefined;
  let hasSteps = false;
  let hasTable = false;
  let hasCode = false;
  lines.forEach((text, i) => {
    const marker = /^\s*(```+|~~~+)/.exec(text);
    if (marker) {
      if (fence === undefined) {
        fence = marker[1][0];
        hasCode = true;
      } else if (marker[1][0] === fence) fence = undefined;
      return;
    }
    if (fence !== undefined) return;
    if (/^\s*\d+[.)]\s+\S/.test(text) || /^\s*<ol[\s>]/.test(text)) hasSteps = true;
    if (
      /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/.test(text) ||
      /^\s*<table[\s>]/.test(text)
    )
      hasTable = true;
    prose.push({ line: offset + i + 1, text });
  });
  return {
    frontMatter: parsed.frontMatter as Record<string, unknown>,
    content: parsed.content,
    offset,
    prose,
    hasSteps,
    hasTable,
    hasCode,
  };
}

/** A line without inline code, link targets, HTML tags and emphasis, for prose checks. */
function plainText(text: string, keepCode: boolean): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/`([^`]*)`/g, keepCode ? '$1' : ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\*\*|__|(?<!\w)[*_](?!\s)|(?<!\s)[*_](?!\w)/g, '');
}

function isOverview(page: DocsPage, body: Body): boolean {
  if (body.frontMatter.overview === true) return true;
  const base = basename(page.file, extname(page.file));
  return isIndexDoc(base, dirname(page.file).split(sep).join('/'));
}

function checkSourceTalk(page: DocsPage, body: Body, out: LintProblem[]): void {
  // The front matter too: its title, description and keywords reach readers (in the page's head,
  // its cards and search), each checked on its own line.
  const frontMatter = page.raw
    .split('\n')
    .slice(0, body.offset)
    .map((text, i) => ({ line: i + 1, text }));
  for (const { line, text } of [...frontMatter, ...body.prose]) {
    const plain = plainText(text, false);
    for (const pattern of SOURCE_TALK) {
      const match = pattern.exec(plain);
      if (match) {
        out.push({
          file: page.file,
          line,
          rule: 'source-talk',
          message: `"${match[0]}" talks about sources or documentation; describe the product or give plain advice`,
        });
        break;
      }
    }
  }
}

function checkLabels(page: DocsPage, body: Body, out: LintProblem[]): void {
  for (const { line, text } of body.prose) {
    for (const entry of GLOSSARY) {
      for (const wrong of entry.wrong ?? []) {
        if (text.includes(wrong))
          out.push({
            file: page.file,
            line,
            rule: 'label',
            message: `write \`${entry.label}\` (${entry.where}), not ${wrong}`,
          });
      }
    }
    for (const { pattern, use } of WRONG_PATTERNS) {
      for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
        out.push({ file: page.file, line, rule: 'label', message: `"${match[0]}": write ${use}` });
      }
    }
  }
}

function checkDescription(page: DocsPage, body: Body, out: LintProblem[]): void {
  const fromFrontMatter = typeof body.frontMatter.description === 'string';
  const description = fromFrontMatter
    ? (body.frontMatter.description as string)
    : extractExcerpt(body.content);
  const length = [...description.trim()].length;
  if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) {
    out.push({
      file: page.file,
      line: 1,
      rule: 'description',
      message: `${fromFrontMatter ? 'front-matter description' : 'description (first paragraph)'} is ${length} characters; keep it between ${DESCRIPTION_MIN} and ${DESCRIPTION_MAX}`,
    });
  }
}

function checkHasTask(page: DocsPage, body: Body, out: LintProblem[]): void {
  if (body.hasSteps || body.hasTable || body.hasCode || isOverview(page, body)) return;
  out.push({
    file: page.file,
    line: body.prose.find((p) => p.text.trim() !== '')?.line ?? body.offset + 1,
    rule: 'no-task',
    message:
      'page has no numbered steps, table or code block; add what the reader does, or mark it `overview: true` in front matter',
  });
}

/** Sentences of a page's prose, normalised for comparison, with the line they start on. */
export function sentencesOf(
  body: Pick<Body, 'prose'>,
): { line: number; key: string; text: string }[] {
  const paragraphs: { line: number; text: string }[] = [];
  let current: { line: number; text: string } | undefined;
  // Numbered steps may repeat ("Fill in `Basic Details`"): each how-to page stays complete.
  // Bullets, paragraphs and table cells are where shared rules get copied, so those count.
  let inStep = false;
  for (const { line, text } of body.prose) {
    const trimmed = text.trim();
    const step = /^\d+[.)]\s+/.test(trimmed);
    const bullet = /^[-*+]\s+/.test(trimmed);
    const breaks =
      trimmed === '' ||
      step ||
      bullet ||
      /^(#{1,6}\s|\||import\s|export\s|:::|<|>\s*$)/.test(trimmed);
    if (breaks) {
      if (current) paragraphs.push(current);
      current = undefined;
      inStep = step || (inStep && /^\s/.test(text) && trimmed !== '');
      // A bullet nested under a step belongs to the step.
      if (bullet && !inStep) current = { line, text: trimmed.replace(/^[-*+]\s+/, '') };
      else if (/^\|/.test(trimmed))
        for (const cell of trimmed.split('|')) paragraphs.push({ line, text: cell });
      continue;
    }
    if (inStep) continue;
    current = current
      ? { line: current.line, text: `${current.text} ${trimmed}` }
      : { line, text: trimmed.replace(/^>\s*/, '') };
  }
  if (current) paragraphs.push(current);
  const sentences: { line: number; key: string; text: string }[] = [];
  for (const paragraph of paragraphs) {
    const plain = plainText(paragraph.text, true).replace(/\s+/g, ' ').trim();
    for (const sentence of plain.split(/(?<=[.!?])\s+(?=["'(A-Z0-9])/)) {
      const key = sentence
        .toLowerCase()
        .replace(/[’‘]/g, "'")
        .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (key.split(' ').length >= REPEAT_MIN_WORDS)
        sentences.push({ line: paragraph.line, key, text: sentence.trim() });
    }
  }
  return sentences;
}

/**
 * Lints `pages`; problems are reported for pages `inScope` accepts (all by default). Repetition is
 * counted across every page passed in, so a folder check still sees the rest of the site.
 */
export function lintDocs(
  pages: DocsPage[],
  inScope: (file: string) => boolean = () => true,
): LintProblem[] {
  const problems: LintProblem[] = [];
  const seen = new Map<string, { file: string; line: number; text: string }[]>();
  for (const page of pages) {
    let body: Body;
    try {
      body = readBody(page);
    } catch (error) {
      if (inScope(page.file))
        problems.push({ file: page.file, line: 1, rule: 'description', message: String(error) });
      continue;
    }
    const firstOnPage = new Set<string>();
    for (const sentence of sentencesOf(body)) {
      if (firstOnPage.has(sentence.key)) continue;
      firstOnPage.add(sentence.key);
      const list = seen.get(sentence.key) ?? [];
      list.push({ file: page.file, line: sentence.line, text: sentence.text });
      seen.set(sentence.key, list);
    }
    if (!inScope(page.file)) continue;
    checkSourceTalk(page, body, problems);
    checkLabels(page, body, problems);
    checkDescription(page, body, problems);
    checkHasTask(page, body, problems);
  }
  for (const places of seen.values()) {
    if (places.length < REPEAT_MIN_PAGES) continue;
    for (const place of places) {
      if (!inScope(place.file)) continue;
      const others = places.filter((p) => p !== place).map((p) => p.file);
      problems.push({
        file: place.file,
        line: place.line,
        rule: 'repeated',
        message: `"${place.text}" also appears on ${others.join(', ')}; say it once on the page that owns it and link there`,
      });
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Every .md/.mdx page under `docsDir`, with paths relative to `root`. */
export function readDocsPages(root: string, docsDir = 'docs'): DocsPage[] {
  const pages: DocsPage[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name) && !name.startsWith('_'))
        pages.push({
          file: relative(root, full).split(sep).join('/'),
          raw: readFileSync(full, 'utf8'),
        });
    }
  };
  walk(resolve(root, docsDir));
  return pages;
}

/** Scope from a comma-separated list of files or folders (relative to the repo or to docs/). */
export function scopeFromPaths(list: string | undefined): (file: string) => boolean {
  const prefixes = (list ?? '')
    .split(',')
    .map((p) => p.trim().replace(/^\.\//, '').replace(/\/+$/, ''))
    .filter((p) => p !== '')
    .map((p) => (p === 'docs' || p.startsWith('docs/') ? p : `docs/${p}`));
  if (prefixes.length === 0) return () => true;
  return (file) => prefixes.some((p) => file === p || file.startsWith(`${p}/`));
}

export function formatProblems(problems: LintProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line} [${p.rule}] ${p.message}`).join('\n');
}
