// Which Prism languages a site's code blocks can use, checked when the site loads without
// loading Prism: prism-react-renderer (the largest package the build runs) is imported only
// when a compile meets a code block (./remark-code.ts), so a rebuild of a doc without code
// does not load it.
import { createRequire } from 'node:module';
import { ConfigError } from '../config/schema';

/** Languages every site highlights, beyond prism-react-renderer's own; a site adds more in `prism`. */
export const PRISM_LANGUAGES = [
  'bash',
  'diff',
  'http',
  'toml',
  'docker',
  'solidity',
  'rust',
  'php',
];

const require = createRequire(import.meta.url);

/** Refuses, naming the config key, a language prismjs does not have. */
export function checkAdditionalLanguages(languages: readonly string[]): void {
  for (const lang of languages) {
    try {
      require.resolve(`prismjs/components/prism-${lang}.js`);
    } catch {
      throw new ConfigError(
        `prism.additionalLanguages: "${lang}" is not a language prismjs knows (see prismjs/components/)`,
      );
    }
  }
}

/**
 * `.generated/prism-languages.js`: the same languages registered in the browser (for code
 * highlighted there, and a site's own components that highlight with prism-react-renderer), in the
 * order Docusaurus registers them: prismjs's files on the global Prism, then the site's own
 * `prism-include-languages` (`includeFile`), called with Prism, as its client module calls it.
 */
export function prismLanguagesModule(languages: readonly string[], includeFile?: string): string {
  const lines = [
    '// Written by the generator (src/core/mdx/prism-languages.ts).',
    "import { Prism, restoreGlobalPrism } from '@docgen/client/prismGlobal';",
    ...[...new Set(languages)].map(
      (lang) => `import ${JSON.stringify(`prismjs/components/prism-${lang}.js`)};`,
    ),
  ];
  if (includeFile) {
    lines.push(`import include from ${JSON.stringify(includeFile)};`);
    lines.push('include(Prism);');
  }
  lines.push('restoreGlobalPrism();', '');
  return lines.join('\n');
}
