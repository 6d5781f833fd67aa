// A highlighted code block's lines as HTML, the markup the theme's CodeBlock shows: the page
// hydrates one string per block instead of an element per token. Pure.
import type { HighlightedLine } from './highlight';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]);

/** The lines' markup: a `token-line` span per line (with its magic comments' classes), a `token` span per typed token. */
export function linesHtml(
  lines: HighlightedLine[],
  lineClasses: ReadonlyMap<number, readonly string[]>,
  numbered: boolean,
): string {
  return lines
    .map((line, i) => {
      const lineClass = ['token-line', ...(lineClasses.get(i + 1) ?? [])].map(escapeHtml).join(' ');
      const tokens = line
        .map(([types, text]) =>
          types
            ? `<span class="token ${escapeHtml(types)}">${escapeHtml(text)}</span>`
            : escapeHtml(text),
        )
        .join('');
      const number = numbered ? '<span class="codeLineNumber"></span>' : '';
      return `<span class="${lineClass}">${number}<span class="codeLineContent">${tokens}</span>\n</span>`;
    })
    .join('');
}
