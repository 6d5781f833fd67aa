// prism-react-renderer's Prism as the global one while the highlighting languages load (imported
// first by .generated/prism-languages.js): prismjs's language files, and a site's own
// prism-include-languages, extend `globalThis.Prism`, as under Docusaurus.
import { Prism } from 'prism-react-renderer';

const g = globalThis as { Prism?: unknown };
const before = g.Prism;
g.Prism = Prism;

export { Prism };

/** Puts back whatever `globalThis.Prism` was, once the languages are in. */
export function restoreGlobalPrism(): void {
  if (before === undefined) delete g.Prism;
  else g.Prism = before;
}
