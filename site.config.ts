// The AirLyft documentation site. Everything the theme shows that is not
// content lives here; the product name and links are site data in
// `customFields.product`, read by this file and by the site's own pages.
import { defineConfig } from './src/index';
import type { Product } from './src/components/product';

const product: Product = {
  name: 'AirLyft',
  company: 'KyteOne',
  links: {
    app: 'https://app.airlyft.one',
    dashboard: 'https://account.airlyft.one',
    home: 'https://www.airlyft.one',
    repository: 'https://github.com/kyte-one/airlyftone-docs',
    organization: 'https://github.com/kyte-one',
    telegram: 'https://t.me/kyteone',
    twitter: 'https://twitter.com/airlyftone',
    discord: 'https://discord.gg/5F3R45FMca',
  },
};

export default defineConfig({
  title: `${product.name} Documentation`,
  tagline: `Welcome! These guides are for Projects running campaigns and for Community members taking part in them.`,
  url: 'https://docs.airlyft.one',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  customFields: { product },
  titleDelimiter: '|',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en'], localeLabels: { en: 'English' } },
  markdown: { format: 'mdx' },
  theme: { customCss: 'src/css/custom.css' },
  docs: {
    path: 'docs',
    routeBasePath: '/',
    sidebarPath: 'sidebars.ts',
    editUrl: `${product.links.repository}/tree/main/`,
  },
  colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
  announcementBar: {
    id: 'airlyft-docs-2025',
    content: `New to ${product.name}? Start with the <a href="/community">community guide</a> and run your first campaign in minutes.`,
    isCloseable: true,
  },
  navbar: {
    title: `${product.name} Docs`,
    logo: { alt: product.name, src: '/img/logo.svg', href: '/' },
    hideOnScroll: false,
    items: [
      { label: 'Documentation', to: '/community', position: 'left' },
      { label: 'Templates', to: '/templates/', position: 'left' },
      { type: 'localeDropdown', label: 'Language', position: 'right' },
      { label: 'Go App', href: product.links.app, position: 'right' },
      { label: 'GitHub', href: product.links.repository, position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      { title: 'Docs', items: [{ label: 'Tutorial', to: '/community' }] },
      {
        title: 'Community',
        items: [
          { label: 'Telegram', href: product.links.telegram },
          { label: 'Twitter', href: product.links.twitter },
          { label: 'Discord', href: product.links.discord },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Home Page', href: product.links.home },
          { label: `${product.name} App`, href: product.links.app },
          { label: 'Project Dashboard', href: product.links.dashboard },
          { label: 'GitHub', href: product.links.organization },
        ],
      },
    ],
    copyright: `Copyright © 2025 ${product.company}`,
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  image: '/img/social-card.png',
  idealImage: { quality: 70, max: 1030, min: 640, steps: 2 },
  // Analytics are off unless a Google tag id is given: no id, no request at all.
  gtag: process.env.SITE_GTAG_ID
    ? { trackingID: process.env.SITE_GTAG_ID, anonymizeIP: true }
    : undefined,
  search: {
    // `LOCAL` = the embedded Algolia-compatible service (no account needed).
    // Set ALGOLIA_APP_ID / ALGOLIA_API_KEY / ALGOLIA_INDEX_NAME to use Algolia itself.
    appId: 'LOCAL',
    apiKey: 'local-search-only-key',
    indexName: 'airlyft',
    contextualSearch: true,
    insights: false,
    searchPagePath: 'search',
    placeholder: 'Search docs',
    maxResultsPerGroup: 5,
    missingResultsUrl: `${product.links.repository}/issues/new`,
  },
});
