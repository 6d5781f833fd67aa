// Source-level compatibility with Markdown written for Docusaurus 3. What
// MDX 3 would reject or read differently is rewritten before parsing, always
// on the same line (error positions stay true to the file):
// - `<!-- comments -->` → `{/* comments */}` (MDX has no HTML comments);
// - `## Title {#custom-id}` → the brace escaped, so it stays text for remark-headings;
// - `:::tip Some title` / `::::tip{.cls} Title` → `:::tip[Some title]` / `::::tip[Title]{.cls}`;
// - ```` ```mdx-code-block ```` fences are unwrapped: their content is MDX.
// Code fences of any length, of backticks or tildes, and inline code are left alone.

/** A code fence as CommonMark reads it: 3+ backticks or tildes, closed by at least as many of the same. */
interface Fence {
  char: string;
  length: number;
}

const FENCE_LINE = /^((?:[ \t]*>)*[ \t]*)(`{3,}|~{3,})(.*)$/;

function openingFence(line: string): (Fence & { info: string }) | undefined {
  const m = FENCE_LINE.exec(line);
  if (!m) return undefined;
  const [, , marks, info] = m;
  if (marks[0] === '`' && info.includes('`')) return undefined; // inline code, not a fence
  return { char: marks[0], length: marks.length, info: info.trim() };
}

function closes(fence: Fence, line: string): boolean {
  const m = FENCE_LINE.exec(line);
  return !!m && m[2][0] === fence.char && m[2].length >= fence.length && m[3].trim() === '';
}

export type LineKind = 'text' | 'code' | 'unwrapped-fence';

/**
 * Classifies each line: Markdown text, inside (or delimiting) a code fence, or the fence line of an
 * `mdx-code-block` (whose content is text). Shared by every line-based reader of Markdown.
 */
export function classifyLines(lines: string[]): LineKind[] {
  let code: Fence | undefined;
  const unwrapped: Fence[] = [];
  // An HTML comment opened on a text line runs to its `-->` whatever it holds, a fence included
  // (as the reference's parser of comments reads it): its lines are text.
  let comment = false;
  return lines.map((line): LineKind => {
    if (comment) {
      const end = line.indexOf('-->');
      if (end !== -1) comment = leavesCommentOpen(line.slice(end + 3));
      return 'text';
    }
    if (code) {
      if (closes(code, line)) code = undefined;
      return 'code';
    }
    const top = unwrapped[unwrapped.length - 1];
    if (top && closes(top, line)) {
      unwrapped.pop();
      return 'unwrapped-fence';
    }
    const fence = openingFence(line);
    if (!fence) {
      comment = leavesCommentOpen(line);
      return 'text';
    }
    if (/^mdx-code-block\b/.test(fence.info)) {
      unwrapped.push(fence);
      return 'unwrapped-fence';
    }
    code = fence;
    return 'code';
  });
}

/** Whether a line of text ends inside an HTML comment (one it opens, outside inline code). */
function leavesCommentOpen(line: string): boolean {
  let open = false;
  mapOutsideInlineCode(line, (text) => {
    for (const [token] of text.matchAll(/<!--|-->/g)) open = token === '<!--';
    return text;
  });
  return open;
}

/** Applies `fn` to the parts of a line outside inline code spans. */
export function mapOutsideInlineCode(line: string, fn: (text: string) => string): string {
  let out = '';
  let i = 0;
  const span = /(`+)([\s\S]*?[^`])\1(?!`)/g;
  for (let m = span.exec(line); m; m = span.exec(line)) {
    out += fn(line.slice(i, m.index)) + m[0];
    i = m.index + m[0].length;
  }
  return out + fn(line.slice(i));
}

const HEADING_ID = /^(\s*#{1,6}\s.*?)\{(#[^{}\s]+)\}(\s*)$/;
const ADMONITION_TITLE =
  /^((?:[ \t]*>)*[ \t]*:{3,}[A-Za-z][\w-]*)(\{[^}]*\})?[ \t]+([^[{\s].*?)\s*$/;

export interface PreprocessOptions {
  /** 'md' (CommonMark): comments and braces are already fine, only admonition titles change. */
  format?: 'mdx' | 'md';
}

export function preprocessMdx(source: string, { format = 'mdx' }: PreprocessOptions = {}): string {
  const lines = source.split('\n');
  const kinds = classifyLines(lines);
  let inComment = false;
  return lines
    .map((line, index) => {
      const kind = kinds[index];
      if (kind === 'unwrapped-fence') return '';
      if (kind === 'code') return line;
      if (format === 'mdx') {
        const wasInComment = inComment;
        line = convertComments(line, inComment, (state) => (inComment = state));
        if (wasInComment) return line;
        const heading = HEADING_ID.exec(line);
        if (heading) return `${heading[1]}\\{${heading[2]}}${heading[3]}`;
      }
      const admonition = ADMONITION_TITLE.exec(line);
      if (admonition) return `${admonition[1]}[${admonition[3]}]${admonition[2] ?? ''}`;
      return line;
    })
    .join('\n');
}

/** `<!--` / `-->` outside inline code → `{/*` / `*\/}`, across lines. */
function convertComments(line: string, inComment: boolean, setState: (s: boolean) => void): string {
  if (inComment) {
    const end = line.indexOf('-->');
    if (end === -1) return line.replace(/\*\//g, '* /');
    const head = `${line.slice(0, end).replace(/\*\//g, '* /')}*/}`;
    setState(false);
    return head + convertComments(line.slice(end + 3), false, setState);
  }
  if (!line.includes('<!--')) return line;
  let state = false;
  const converted = mapOutsideInlineCode(line, (text) =>
    text.replace(/<!--|-->|\*\//g, (token) => {
      if (token === '<!--' && !state) {
        state = true;
        return '{/*';
      }
      if (token === '-->' && state) {
        state = false;
        return '*/}';
      }
      return token === '*/' && state ? '* /' : token; // `*/` would end the JS comment early
    }),
  );
  setState(state);
  return converted;
}
