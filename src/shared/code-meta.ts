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

const COMMENT_STYLES: Record<string, string[]> = {
  js: ['//', '/*'],
  html: ['<!--'],
  bash: ['#'],
  lua: ['--'],
  tex: ['%'],
};
const LANGUAGE_COMMENTS: Record<string, keyof typeof COMMENT_STYLES> = {
  html: 'html',
  xml: 'html',
  markup: 'html',
  svg: 'html',
  md: 'html',
  markdown: 'html',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  python: 'bash',
  py: 'bash',
  yaml: 'bash',
  yml: 'bash',
  toml: 'bash',
  dockerfile: 'bash',
  ruby: 'bash',
  lua: 'lua',
  sql: 'lua',
  haskell: 'lua',
  tex: 'tex',
  latex: 'tex',
};

/** Removes `highlight-next-line` / `highlight-start` / `highlight-end` comments and returns the lines they mark. */
export function applyMagicComments(
  code: string,
  language: string,
): { code: string; lines: Set<number> } {
  const style = LANGUAGE_COMMENTS[language] ?? 'js';
  const starts =
    style === 'js'
      ? ['//', '/\\*', '\\{/\\*']
      : COMMENT_STYLES[style].map((s) => s.replace(/[*]/g, '\\*'));
  const directive = new RegExp(
    `^\\s*(?:${starts.join('|')})\\s*highlight-(next-line|start|end)\\s*(?:\\*/\\}?|-->)?\\s*$`,
  );
  const out: string[] = [];
  const lines = new Set<number>();
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const match = directive.exec(line);
    if (match) {
      if (match[1] === 'next-line') nextLine = true;
      else inRange = match[1] === 'start';
      continue;
    }
    out.push(line);
    if (nextLine || inRange) lines.add(out.length);
    nextLine = false;
  }
  return { code: out.join('\n'), lines };
}
