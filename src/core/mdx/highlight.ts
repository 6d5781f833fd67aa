// Code blocks are highlighted at build time with prism-react-renderer's Prism,
// so pages ship token class names instead of a highlighter.
import { Prism } from 'prism-react-renderer';

export { applyMagicComments, parseCodeMeta, type CodeMeta } from '../../shared/code-meta';
export { highlight, type HighlightedLine } from '../../shared/highlight';

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
