// Code blocks are highlighted at build time with prism-react-renderer's Prism,
// so pages ship token class names instead of a highlighter.
import { Prism, normalizeTokens, type Token } from 'prism-react-renderer';

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

/** One line of highlighted code: pairs of (space-separated token types, text). */
export type HighlightedLine = Array<[string, string]>;

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  yml: 'yaml',
  md: 'markdown',
  graphql: 'graphql',
  gql: 'graphql',
};

export function highlight(code: string, language: string): HighlightedLine[] {
  const grammar = Prism.languages[ALIASES[language] ?? language];
  const tokens: Array<string | Prism.Token> = grammar ? Prism.tokenize(code, grammar) : [code];
  const lines: Token[][] = normalizeTokens(tokens);
  return lines.map((line) =>
    line
      .filter((t) => !(t.empty && line.length > 1))
      .map(
        (t) =>
          [t.types.filter((type) => type !== 'plain').join(' '), t.content] as [string, string],
      ),
  );
}

let extraLanguagesLoaded = false;
/** Languages beyond prism-react-renderer's built-in set, loaded from prismjs once. */
export async function loadAdditionalLanguages(languages: string[]): Promise<void> {
  if (extraLanguagesLoaded) return;
  extraLanguagesLoaded = true;
  const g = globalThis as { Prism?: unknown };
  const previous = g.Prism;
  g.Prism = Prism;
  try {
    for (const lang of languages) {
      if (Prism.languages[lang]) continue;
      await import(`prismjs/components/prism-${lang}.js`);
    }
  } finally {
    g.Prism = previous;
  }
}
