// Where a Docusaurus config keeps the theme's options: our config's theme keys under `themeConfig`
// (`algolia` for `search`), as the browser's `useDocusaurusContext()` and a site plugin's context
// both give them.

/** The keys of our config the reference keeps under `themeConfig`. */
interface ThemeKeys {
  navbar?: unknown;
  footer?: unknown;
  colorMode?: unknown;
  announcementBar?: unknown;
  tableOfContents?: unknown;
  image?: unknown;
  prism?: unknown;
  search?: unknown;
  docs: { sidebar?: unknown; versionPersistence?: unknown };
  /** A theme's own options (`liveCodeBlock`, a site's keys), kept as written. */
  themeConfig?: Record<string, unknown>;
}

/** The keys of `themeConfig` that stand for keys of our config (not a theme's own). */
export const OWN_THEME_CONFIG_KEYS = [
  'navbar',
  'footer',
  'colorMode',
  'announcementBar',
  'tableOfContents',
  'image',
  'prism',
  'algolia',
  'docs',
  'metadata',
  'mermaid',
];

export function themeConfigOf<C extends ThemeKeys>(config: C) {
  const {
    navbar,
    footer,
    colorMode,
    announcementBar,
    tableOfContents,
    image,
    prism,
    search,
    docs,
    themeConfig: own = {},
  } = config;
  return {
    ...own,
    navbar: navbar as C['navbar'],
    footer: footer as C['footer'],
    colorMode: colorMode as C['colorMode'],
    announcementBar: announcementBar as C['announcementBar'],
    tableOfContents: tableOfContents as C['tableOfContents'],
    image: image as C['image'],
    // additionalLanguages and magicComments (a site's own CodeBlock reads them).
    prism: prism as C['prism'],
    algolia: search as C['search'],
    docs: {
      sidebar: docs.sidebar as C['docs']['sidebar'],
      versionPersistence: docs.versionPersistence as C['docs']['versionPersistence'],
    },
  };
}
