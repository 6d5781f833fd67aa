// Code-block options both the build (fences) and the theme (<CodeBlock> given
// its code as children) read: the fence meta and the magic comments. Pure.

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers?: number;
}

/** Parses a fence's meta string: `title="x" {1,3-5} showLineNumbers=10`. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set() };
  if (!meta) return result;
  const title = /title=(["'])(.*?)\1/.exec(meta);
  if (title) result.title = title[2];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!Number.isFinite(a)) continue;
      for (let n = a; n <= (Number.isFinite(b) ? b : a); n++) result.highlightLines.add(n);
    }
  }
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(meta);
  if (numbers) result.showLineNumbers = numbers[1] ? Number(numbers[1]) : 1;
  return result;
}

/** How each comment style starts (a regular expression); its end, if any, is matched after the directive. */
const COMMENT_STARTS = {
  js: '//',
  jsBlock: '/\\*',
  jsx: '\\{\\s*/\\*',
  bash: '#',
  html: '<!--',
  lua: '--',
  wasm: ';;',
  tex: '%',
  vb: "['‘’]",
  rem: '[Rr][Ee][Mm]\\b',
} as const;
type CommentStyle = keyof typeof COMMENT_STARTS;

/**
 * The comment styles a directive may be written in, by language, as the reference has them (an
 * `html` block's `<script>` takes `//`, Markdown's takes `<!--`, `{/*` and `#`); a language not
 * listed takes every style.
 */
const LANGUAGE_STYLES: Record<string, readonly CommentStyle[]> = {};
for (const [languages, styles] of [
  ['js javascript ts typescript', ['js', 'jsBlock']],
  ['jsx tsx', ['js', 'jsBlock', 'jsx']],
  ['html', ['js', 'jsBlock', 'html']],
  ['python py bash', ['bash']],
  ['markdown md', ['html', 'jsx', 'bash']],
  ['tex latex matlab', ['tex']],
  ['lua haskell sql', ['lua']],
  ['wasm', ['wasm']],
  ['vb vbnet vba visual-basic', ['vb', 'rem']],
  ['rem', ['rem']],
] as const)
  for (const language of languages.split(' ')) LANGUAGE_STYLES[language] = styles;
const ALL_STYLES = Object.keys(COMMENT_STARTS) as CommentStyle[];

/**
 * A comment directive that gives lines a class (the reference's `prism.magicComments`): `line`
 * marks the next line, `block.start`…`block.end` the lines between.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** The reference's default: `highlight-next-line`, `highlight-start` … `highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** Class names by line number (from 1). */
export type LineClasses = Map<number, string[]>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lines of `{1,3-5}` (a fence's meta), with the first magic comment's class, as the reference. */
export function metaLineClasses(
  lines: ReadonlySet<number>,
  magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS,
): LineClasses {
  const className = magicComments[0]?.className ?? DEFAULT_MAGIC_COMMENTS[0].className;
  return new Map([...lines].map((n) => [n, [className]]));
}

/** Removes the magic comments' directive lines and returns the classes they give the others. */
export function applyMagicComments(
  code: string,
  language: string,
  magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS,
): { code: string; lines: LineClasses } {
  const starts = (LANGUAGE_STYLES[language] ?? ALL_STYLES).map((style) => COMMENT_STARTS[style]);
  // Each directive by its text: which comment it is, and what it does.
  const directives = new Map<string, { index: number; kind: 'line' | 'start' | 'end' }>();
  magicComments.forEach((comment, index) => {
    if (comment.line) directives.set(comment.line, { index, kind: 'line' });
    if (comment.block) {
      directives.set(comment.block.start, { index, kind: 'start' });
      directives.set(comment.block.end, { index, kind: 'end' });
    }
  });
  const lines: LineClasses = new Map();
  if (!directives.size) return { code, lines };
  const names = [...directives.keys()].map(escapeRegExp).join('|');
  const directive = new RegExp(
    `^\\s*(?:${starts.join('|')})\\s*(${names})\\s*(?:\\*/\\s*\\}?|-->)?\\s*$`,
  );
  const out: string[] = [];
  const nextLine = new Set<number>();
  const open = new Map<number, number>(); // comment index → nesting depth
  for (const line of code.split('\n')) {
    const match = directive.exec(line);
    if (match) {
      const { index, kind } = directives.get(match[1])!;
      if (kind === 'line') nextLine.add(index);
      else open.set(index, Math.max(0, (open.get(index) ?? 0) + (kind === 'start' ? 1 : -1)));
      continue;
    }
    out.push(line);
    const marked = magicComments
      .filter((_, index) => nextLine.has(index) || (open.get(index) ?? 0) > 0)
      .map((comment) => comment.className);
    if (marked.length) lines.set(out.length, marked);
    nextLine.clear();
  }
  return { code: out.join('\n'), lines };
}
