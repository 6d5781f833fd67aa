// The site configuration: its schema (zod) is the single source of truth for
// both the TypeScript type of site.config.ts and its start-up validation.
import { z } from 'zod';
import type { EditUrlFunction } from '../content/docs';
import type { NumberPrefixParser } from '../content/naming';
import type { MarkdownOptions } from '../mdx/options';

const fn = <T>(what: string) =>
  z.custom<T>((v) => typeof v === 'function', { message: `expected ${what} function` });
/** remark/rehype plugins: a plugin, or [plugin, options]. */
const plugins = z
  .array(
    z.custom<NonNullable<MarkdownOptions['remarkPlugins']>[number]>(
      (v) => typeof v === 'function' || (Array.isArray(v) && typeof v[0] === 'function'),
      { message: 'expected a plugin function or [plugin, options]' },
    ),
  )
  .default([]);

const linkRule = z.enum(['ignore', 'log', 'warn', 'throw']);

const navbarItem = z
  .object({
    label: z.string(),
    to: z.string().optional(),
    href: z.string().optional(),
    position: z.enum(['left', 'right']).default('left'),
    className: z.string().optional(),
    /** Only for `type: 'localeDropdown'` and `type: 'search'`. */
    type: z.enum(['default', 'localeDropdown', 'search']).default('default'),
    activeBasePath: z.string().optional(),
  })
  .strict()
  .refine((i) => i.type !== 'default' || (i.to === undefined) !== (i.href === undefined), {
    message: 'One and only one between "to" and "href" should be provided',
  });

const footerLink = z
  .object({ label: z.string(), to: z.string().optional(), href: z.string().optional() })
  .strict()
  .refine((i) => (i.to === undefined) !== (i.href === undefined), {
    message: 'One and only one between "to" and "href" should be provided',
  });

const url = z.string().refine(
  (value) => {
    try {
      return new URL(value).pathname === '/';
    } catch {
      return false;
    }
  },
  {
    message: 'expected an absolute URL with a protocol and no sub-path, e.g. "https://example.com"',
  },
);

export const siteConfigSchema = z
  .object({
    title: z.string().min(1),
    tagline: z.string().default(''),
    url: url.transform((u) => u.replace(/\/$/, '')),
    baseUrl: z.literal('/').default('/'),
    favicon: z.string().optional(),
    /** The product documented by the site; pages and chrome read it from here. */
    product: z
      .object({
        name: z.string(),
        company: z.string(),
        links: z
          .object({
            app: z.string().url(),
            dashboard: z.string().url(),
            home: z.string().url(),
            repository: z.string().url(),
            organization: z.string().url(),
            telegram: z.string().url(),
            twitter: z.string().url(),
            discord: z.string().url(),
          })
          .strict(),
      })
      .strict(),
    titleDelimiter: z.string().default('|'),
    trailingSlash: z.boolean().optional(),
    noIndex: z.boolean().default(false),
    onBrokenLinks: linkRule.default('throw'),
    onBrokenMarkdownLinks: linkRule.default('warn'),
    onBrokenAnchors: linkRule.default('warn'),
    onDuplicateRoutes: linkRule.default('warn'),
    i18n: z
      .object({
        defaultLocale: z.string().default('en'),
        locales: z.array(z.string()).min(1).default(['en']),
        localeLabels: z.record(z.string(), z.string()).default({ en: 'English' }),
      })
      .strict()
      .default({ defaultLocale: 'en', locales: ['en'], localeLabels: { en: 'English' } }),
    markdown: z
      .object({ format: z.enum(['mdx', 'md', 'detect']).default('mdx') })
      .strict()
      .default({ format: 'mdx' }),
    docs: z
      .object({
        path: z.string().default('docs'),
        routeBasePath: z.string().default('/'),
        sidebarPath: z.string().default('sidebars.ts'),
        editUrl: z.union([z.string(), fn<EditUrlFunction>('an edit URL')]).optional(),
        include: z.array(z.string()).optional(),
        exclude: z.array(z.string()).optional(),
        numberPrefixParser: z
          .union([z.literal(false), fn<NumberPrefixParser>('a number prefix parser')])
          .optional(),
        remarkPlugins: plugins,
        rehypePlugins: plugins,
        beforeDefaultRemarkPlugins: plugins,
        beforeDefaultRehypePlugins: plugins,
        admonitions: z
          .union([
            z.literal(false),
            z
              .object({
                keywords: z.array(z.string()).optional(),
                extendDefaults: z.boolean().optional(),
              })
              .strict(),
          ])
          .optional(),
        breadcrumbs: z.boolean().default(true),
        versionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
        sidebar: z
          .object({
            hideable: z.literal(false).default(false),
            autoCollapseCategories: z.boolean().default(false),
          })
          .strict()
          .default({ hideable: false, autoCollapseCategories: false }),
      })
      .strict()
      .default({
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: 'sidebars.ts',
        remarkPlugins: [],
        rehypePlugins: [],
        beforeDefaultRemarkPlugins: [],
        beforeDefaultRehypePlugins: [],
        breadcrumbs: true,
        versionPersistence: 'localStorage',
        sidebar: { hideable: false, autoCollapseCategories: false },
      }),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
    announcementBar: z
      .object({
        id: z.string().default('announcement-bar'),
        content: z.string(),
        isCloseable: z.boolean().default(true),
        backgroundColor: z.string().optional(),
        textColor: z.string().optional(),
      })
      .strict()
      .optional(),
    navbar: z
      .object({
        title: z.string().optional(),
        logo: z
          .object({ alt: z.string(), src: z.string(), href: z.string().default('/') })
          .strict(),
        hideOnScroll: z.boolean().default(false),
        items: z.array(navbarItem).default([]),
      })
      .strict(),
    footer: z
      .object({
        style: z.enum(['light', 'dark']).default('dark'),
        links: z.array(z.object({ title: z.string(), items: z.array(footerLink) }).strict()),
        copyright: z.string(),
      })
      .strict(),
    tableOfContents: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .strict()
      .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, {
        message: 'minHeadingLevel must be less than or equal to maxHeadingLevel',
      })
      .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
    /** Open Graph image used when a page has none. */
    image: z.string().optional(),
    idealImage: z
      .object({
        quality: z.number().int().min(1).max(100).default(70),
        max: z.number().int().positive().default(1030),
        min: z.number().int().positive().default(640),
        steps: z.number().int().min(1).default(2),
      })
      .strict()
      .default({ quality: 70, max: 1030, min: 640, steps: 2 }),
    gtag: z
      .object({ trackingID: z.string().min(1), anonymizeIP: z.boolean().default(false) })
      .strict()
      .optional(),
    search: z
      .object({
        /** `LOCAL` selects the embedded search service; anything else is an Algolia application id. */
        appId: z.string().min(1),
        apiKey: z.string().min(1),
        indexName: z.string().min(1),
        contextualSearch: z.boolean().default(true),
        insights: z.boolean().default(false),
        /** Hosts to use instead of Algolia's (e.g. a self-hosted service), as `https://host:port`. */
        hosts: z.array(z.string().url()).optional(),
        searchPagePath: z.string().default('search'),
        placeholder: z.string().default('Search docs'),
        maxResultsPerGroup: z.number().int().positive().default(5),
        /** Where "Let us know." points when a query has no results. */
        missingResultsUrl: z.string().url().optional(),
      })
      .strict(),
  })
  .strict()
  .refine((c) => c.i18n.locales.includes(c.i18n.defaultLocale), {
    message: 'i18n.defaultLocale must be one of i18n.locales',
    path: ['i18n', 'defaultLocale'],
  });

/** What site.config.ts is allowed to contain (defaults may be left out). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated config, with every default applied. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type LinkRule = z.infer<typeof linkRule>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates a raw config; every problem is listed with the key it concerns. */
export function validateSiteConfig(raw: unknown, source = 'site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('');
    const where = key.replace(/^\./, '') || '(root)';
    if (issue.code === 'unrecognized_keys') {
      return `  - ${where === '(root)' ? '' : where + ': '}unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    }
    return `  - ${where}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid site config in ${source}:\n${lines.join('\n')}`);
}

/** For site.config.ts: gives the file its type without changing it. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
