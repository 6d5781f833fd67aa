// Prism tokens for a code block, for the build and for the theme's
// <CodeBlock> given its code at run time. Pure.
import { Prism, normalizeTokens, type Token } from 'prism-react-renderer';

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
