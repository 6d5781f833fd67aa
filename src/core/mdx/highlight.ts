// Code blocks are highlighted at build time with prism-react-renderer's Prism,
// so pages ship token class names instead of a highlighter.
import { Prism } from 'prism-react-renderer';
import { ConfigError } from '../config/schema';

export {
  applyMagicComments,
  metaLineClasses,
  parseCodeMeta,
  type CodeMeta,
} from '../../shared/code-meta';
export { highlight, type HighlightedLine } from '../../shared/highlight';

/**
 * Languages beyond prism-react-renderer's built-in set, loaded from prismjs (each once). A name
 * prismjs does not have is refused, naming the config key.
 */
export async function loadAdditionalLanguages(languages: string[]): Promise<void> {
  const g = globalThis as { Prism?: unknown };
  const previous = g.Prism;
  g.Prism = Prism;
  try {
    for (const lang of languages) {
      if (Prism.languages[lang]) continue;
      try {
        await import(`prismjs/components/prism-${lang}.js`);
      } catch {
        throw new ConfigError(
          `prism.additionalLanguages: "${lang}" is not a language prismjs knows (see prismjs/components/)`,
        );
      }
    }
  } finally {
    g.Prism = previous;
  }
}
