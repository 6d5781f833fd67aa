// Code blocks are highlighted at build time with prism-react-renderer's Prism,
// so pages ship token class names instead of a highlighter.
import { Prism } from 'prism-react-renderer';
import { runPrismInclude, type PrismInclude } from './prism-include';

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

/** The site's prism-include-languages run last (by its hash), or running: each compile waits for it. */
let siteLanguages: { hash: string; done: Promise<void> } | undefined;

/**
 * Runs the site's own `src/theme/prism-include-languages` on this Prism, once per process and again
 * when it has changed (the dev server); a failure fails every compile that highlights, until fixed.
 */
export function includeSiteLanguages(include: PrismInclude | undefined): Promise<void> {
  if (!include) return Promise.resolve();
  if (siteLanguages?.hash !== include.hash)
    siteLanguages = { hash: include.hash, done: runPrismInclude(include, Prism) };
  return siteLanguages.done;
}
