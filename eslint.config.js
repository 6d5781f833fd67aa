import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** One import-direction zone: `files` may not import what `patterns` match (regexes on the specifier). */
const zone = (files, patterns) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: patterns.map(([regex, message]) => ({ regex, message })) },
    ],
  },
});

/** How the generator's folders may depend on each other (README, "How the tree reads"). */
export const importDirections = [
  zone(
    ['src/core/**'],
    [
      ['^(\\.\\./)+(client|theme|entry)(/|$)', 'core is node-side: it never imports browser code.'],
      [
        '^@(theme|theme-original|docusaurus|generated)/',
        'core is node-side: it never imports browser code.',
      ],
      ['^@docgen/(client|theme|entry)(/|$)', 'core is node-side: it never imports browser code.'],
    ],
  ),
  zone(
    ['src/client/**'],
    [
      [
        '^(\\.\\./)+(theme|entry)(/|$)',
        'client never imports the theme: the theme builds on the client.',
      ],
      [
        '^@(theme|theme-original)/',
        'client never imports the theme: the theme builds on the client.',
      ],
      [
        '^(\\.\\./)+core(/|$)',
        'client never imports core: browser-visible types live in src/shared.',
      ],
      ['^@docgen/(theme|entry|core)(/|$)', 'client never imports the theme or core.'],
    ],
  ),
  zone(
    ['src/theme/**'],
    [
      [
        '^\\.\\./',
        'theme components reach each other by @theme/Name and the client by @docgen/client/*.',
      ],
      [
        '^@docgen/(core|entry|search)(/|$)',
        'the theme never imports core internals: use @docgen/shared/types.',
      ],
    ],
  ),
  zone(
    ['src/shared/**'],
    [
      [
        '^(\\.\\./)+(client|theme|entry)(/|$)|^@',
        'shared holds plain types and data for both sides.',
      ],
    ],
  ),
  zone(
    ['bench/**', 'scripts/**'],
    [['(^|/)tests(/|$)', 'bench and scripts never import test code.']],
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.build-tmp*/**',
      '**/.cache/**',
      '**/.generated/**',
      'tests/fixtures/.tmp-*/**',
      '.tmp-*/**',
      '.bench/**',
      'test-results/**',
      '.content-check.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...importDirections,
);
