// Code blocks are highlighted at build time with prism-react-renderer's Prism,
// so pages ship token class names instead of a highlighter.
import { Prism } from 'prism-react-renderer';

export {
  applyMagicComments,
  metaLineClasses,
  parseCodeMeta,
  type CodeMeta,
} from '../../shared/code-meta';
export { highlight, type HighlightedLine } from '../../shared/highlight';

/**
 * Languages beyond prism-react-renderer's built-in set, loaded from prismjs (each once; the names
 * were checked when the site loaded, by ./prism-languages.ts).
 */
export async function loadAdditionalLanguages(languages: readonly string[]): Promise<void> {
  const g = globalThis as { Prism?: unknown };
  const previous = g.Prism;
  g.Prism = Prism;
  try {
    for (const lang of languages)
      if (!Prism.languages[lang]) await import(`prismjs/components/prism-${lang}.js`);
  } finally {
    g.Prism = previous;
  }
}
