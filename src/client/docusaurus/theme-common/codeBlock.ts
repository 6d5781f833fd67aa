// The code-block helpers of @docusaurus/theme-common/internal that an ejected
// CodeBlock (Container, Content/String) calls: the language from a class name,
// the title and line numbers from the fence's meta string, the lines' classes
// from `{1,3-5}` or magic comments (our src/shared/code-meta.ts does the
// parsing, as for our own CodeBlock), and the Prism theme's CSS variables. Pure.
import {
  applyMagicComments,
  metaLineClasses,
  parseCodeMeta,
  type MagicComment,
} from '../../../shared/code-meta';

/** `language-js` among the classes gives `js`; undefined without such a class. */
export function parseLanguage(className: string): string | undefined {
  return className
    .split(' ')
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
}

/** `title="x"` (or `'x'`) in the meta string; '' without one, as the reference returns. */
export function parseCodeBlockTitle(metastring?: string): string {
  return parseCodeMeta(metastring).title ?? '';
}

/** Whether the meta string asks for line numbers (`showLineNumbers`, with a start or not). */
export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'));
}

/** A `{1,3-5}` range in the meta string (digits, commas and dashes between braces). */
const LINES_RANGE = /\{[\d,\s-]+\}/;

/**
 * The code to show (its last newline dropped) and the classes of its lines by index from 0, as
 * the reference's `parseLines`: a `{1,3-5}` range in the meta string gives those lines the first
 * magic comment's class and leaves the code as written; otherwise the magic comments' directive
 * lines are taken out and mark the lines they point at. No language: no magic comments are read.
 */
export function parseLines(
  content: string,
  options: {
    metastring?: string;
    language?: string;
    magicComments: readonly MagicComment[];
  },
): { lineClassNames: { [lineIndex: number]: string[] }; code: string } {
  const { metastring, language, magicComments } = options;
  const code = content.replace(/\n$/, '');
  if (metastring && LINES_RANGE.test(metastring)) {
    if (!magicComments.length)
      throw new Error(
        `A highlight range has been given in code block's metastring (\`\`\` ${metastring}), but no magic comment config is available. Docusaurus applies the first magic comment entry's className for metastring ranges.`,
      );
    const lines = metaLineClasses(parseCodeMeta(metastring).highlightLines, magicComments);
    return { lineClassNames: byIndex(lines), code };
  }
  if (language === undefined) return { lineClassNames: {}, code };
  const result = applyMagicComments(code, language.toLowerCase(), magicComments);
  return { lineClassNames: byIndex(result.lines), code: result.code };
}

/** Our line numbers count from 1; the reference's `lineClassNames` are by index from 0. */
function byIndex(lines: Map<number, string[]>): { [lineIndex: number]: string[] } {
  return Object.fromEntries(
    [...lines].filter(([n]) => n > 0).map(([n, classes]) => [n - 1, classes]),
  );
}

/** A prism-react-renderer theme, as far as these helpers read it. */
export interface PrismTheme {
  plain: Record<string, unknown>;
  styles: Array<{ types: string[]; style: Record<string, unknown>; languages?: string[] }>;
}

const PRISM_VARIABLES: Record<string, string> = {
  color: '--prism-color',
  backgroundColor: '--prism-background-color',
};

/**
 * The inline style a code block's container gets from a Prism theme: its plain colour and
 * background as `--prism-color` and `--prism-background-color` (what the theme's CSS reads).
 */
export function getPrismCssVariables(prismTheme: PrismTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(prismTheme.plain)) {
    const name = PRISM_VARIABLES[key];
    if (name && typeof value === 'string') vars[name] = value;
  }
  return vars;
}
