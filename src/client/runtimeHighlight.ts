// The highlighter for code given at run time (a `<CodeBlock>` written with its code as children),
// with the languages fences are highlighted with at build time: the built-in extra ones, the site's
// `prism.additionalLanguages` and its own `src/theme/prism-include-languages`. Its own chunk.
import '@generated/prism-languages.js';

export { highlight } from '../shared/highlight';
