// The site configuration: its schema (zod) is the single source of truth for
// both the TypeScript type of site.config.ts and its start-up validation.
import type { EditUrlFunction } from '../content/docs';
import type { BlogEditUrlFunction } from '../blog/types';
import type { NumberPrefixParser } from '../content/naming';
import type { SidebarItemsGeneratorOption } from '../sidebars/autogenerate';
import type { MarkdownOptions } from '../mdx/options';
import { DEFAULT_MAGIC_COMMENTS } from '../../shared/code-meta';
import { normalizeBaseUrl } from '../../shared/baseUrl';
import type { z as Zod } from 'zod';
import { z } from '../esm-bundle';
import { isPluginEntry } from '../plugins/entries';
import { storageNamespace } from './site-storage';
import { OWN_THEME_CONFIG_KEYS } from '../../shared/theme-config';
import type { RedirectOptions } from '../redirects/collect';

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

/** Markdown admonitions: `{keywords, extendDefaults}`, or false (none). */
const admonitionsOption = z
  .union([
    z.literal(false),
    z
      .object({
        keywords: z.array(z.string()).optional(),
        extendDefaults: z.boolean().optional(),
      })
      .strict(),
  ])
  .optional();

/** `search.appId` of the embedded search service. */
export const LOCAL_APP_ID = 'LOCAL';
/** The key the embedded service accepts for searches when none is configured. */
const LOCAL_API_KEY = 'local-search-only-key';

/** An index name from a site title: `My Docs!` → `my_docs`. */
export function indexNameFor(title: string): string {
  const name = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return name || 'docs';
}

const linkRule = z.enum(['ignore', 'log', 'warn', 'throw']);

/** A prism-react-renderer theme, as `import { themes } from 'prism-react-renderer'` gives them. */
const cssStyle = z.record(z.string(), z.union([z.string(), z.number()]));
const prismTheme = z.object({
  plain: cssStyle,
  styles: z.array(
    z.object({
      types: z.array(z.string()),
      style: cssStyle,
      languages: z.array(z.string()).optional(),
    }),
  ),
});

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * HTML attributes for the link element (`target`, `rel`, `title`, `data-*`…): a Docusaurus config's
 * link item keys that are not the item's own, which the reference passes to its `<a>`.
 */
const linkAttributes = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .optional();

/** What every navbar link has, in the bar or in a dropdown. */
const navbarLinkFields = {
  /**
   * Optional, as in the reference: a link may be an icon only (its `className` draws it, its
   * `aria-label` names it).
   */
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  className: z.string().optional(),
  /** The link's accessible name, for an item without a label (an icon link). */
  'aria-label': z.string().optional(),
  docId: z.string().min(1).optional(),
  sidebarId: z.string().min(1).optional(),
  activeBasePath: z.string().optional(),
  /** Active while the path matches this regular expression (in place of the `to`/`activeBasePath` rule). */
  activeBaseRegex: z
    .string()
    .refine(isRegExp, { message: 'expected a regular expression (as `new RegExp` reads it)' })
    .optional(),
  /** `html` items: the HTML shown in place of a link. */
  value: z.string().optional(),
  attributes: linkAttributes,
};

type LinkItem = {
  type: string;
  to?: string;
  href?: string;
  docId?: string;
  sidebarId?: string;
  value?: string;
};
const linkRules = <T extends Zod.ZodType<LinkItem>>(item: T) =>
  item
    .refine((i) => i.type !== 'default' || (i.to === undefined) !== (i.href === undefined), {
      message: 'One and only one between "to" and "href" should be provided',
    })
    .refine((i) => i.type !== 'doc' || i.docId !== undefined, {
      message: 'a "doc" navbar item needs a "docId"',
      path: ['docId'],
    })
    .refine((i) => i.type !== 'docSidebar' || i.sidebarId !== undefined, {
      message: 'a "docSidebar" navbar item needs a "sidebarId"',
      path: ['sidebarId'],
    })
    .refine((i) => (i.type === 'html') === (i.value !== undefined), {
      message: 'an "html" navbar item needs a "value", the HTML it shows; no other item has one',
      path: ['value'],
    });

/** The navbar item types, and those a `dropdown` item may hold (links, and HTML such as a separator). */
export const NAVBAR_ITEM_TYPES = [
  'default',
  'html',
  'dropdown',
  'localeDropdown',
  'search',
  'docsVersionDropdown',
  'doc',
  'docSidebar',
  'docsVersion',
] as const;
export const DROPDOWN_ITEM_TYPES = ['default', 'html', 'doc', 'docSidebar'] as const;

/** A `type: 'custom-…'` item's type, as the reference recognises the site's own item types. */
export const isCustomNavbarType = (type: unknown): type is `custom-${string}` =>
  typeof type === 'string' && type.startsWith('custom-');

/**
 * A schema for items that are a site's own (`custom-…`) or one of ours: picked by the item's type
 * rather than by a union, so a mistake in one of ours is reported by its own key, not as "no union
 * member matched".
 */
function ownOrCustom<B extends Zod.ZodType, C extends Zod.ZodType>(builtIn: B, custom: C) {
  return z.unknown().transform((value, ctx) => {
    const isCustom =
      typeof value === 'object' &&
      value !== null &&
      isCustomNavbarType((value as { type?: unknown }).type);
    const result = isCustom ? custom.safeParse(value) : builtIn.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  }) as unknown as Zod.ZodType<Zod.output<B> | Zod.output<C>, Zod.input<B> | Zod.input<C>>;
}

/**
 * A site's own item (`type: 'custom-…'`) inside a dropdown: rendered by the component its
 * `@theme/NavbarItem/ComponentTypes` maps the type to (with `isDropdownItem`), every other key a prop.
 */
const customDropdownItem = z.looseObject({ type: z.templateLiteral(['custom-', z.string()]) });

/** An item of a `dropdown` navbar item: a link (a doc's, a sidebar's first, or any), or the site's own. */
const dropdownItem = ownOrCustom(
  linkRules(
    z
      .object({ ...navbarLinkFields, type: z.enum(DROPDOWN_ITEM_TYPES).default('default') })
      .strict(),
  ),
  customDropdownItem,
);

const builtInNavbarItem = linkRules(
  z
    .object({
      ...navbarLinkFields,
      position: z.enum(['left', 'right']).default('left'),
      /**
       * `doc` (a doc by `docId`) and `docSidebar` (the first link of the sidebar `sidebarId`) become
       * `default` items once the docs are loaded (`resolveDocNavbarItems`).
       */
      type: z.enum(NAVBAR_ITEM_TYPES).optional(),
      /** `dropdown` only: its links. */
      items: z.array(dropdownItem).optional(),
      /** `docsVersionDropdown` only. */
      dropdownActiveClassDisabled: z.boolean().optional(),
      /** `docsVersionDropdown` only: items around the versions, of the kinds a dropdown holds. */
      dropdownItemsBefore: z.array(dropdownItem).optional(),
      dropdownItemsAfter: z.array(dropdownItem).optional(),
    })
    .strict()
    // No type: a dropdown when it has `items` (the reference reads `{ label, items }` so), else a link.
    .transform(({ type, ...item }) => ({
      ...item,
      type: type ?? (item.items ? ('dropdown' as const) : ('default' as const)),
    })),
).refine((i) => i.type !== 'dropdown' || (i.items?.length ?? 0) > 0, {
  message: 'a "dropdown" navbar item needs "items", the links it opens',
  path: ['items'],
});

/**
 * A site's own navbar item (`type: 'custom-…'`): rendered by the component its
 * `@theme/NavbarItem/ComponentTypes` maps the type to, with every other key as a prop, so any
 * key is allowed, as the reference's config validation allows it.
 */
const customNavbarItem = z.looseObject({
  type: z.templateLiteral(['custom-', z.string()]),
  position: z.enum(['left', 'right']).default('left'),
});

/** A navbar item: a site's own (`custom-…`) or one of ours. */
const navbarItem = ownOrCustom(builtInNavbarItem, customNavbarItem);

const footerLink = z.union([
  z
    .object({
      label: z.string(),
      to: z.string().optional(),
      href: z.string().optional(),
      attributes: linkAttributes,
    })
    .strict()
    .refine((i) => (i.to === undefined) !== (i.href === undefined), {
      message: 'One and only one between "to" and "href" should be provided',
    }),
  /** The site's HTML as the item, as the reference's `html` footer items. */
  z.object({ html: z.string() }).strict(),
]);

/** A logo image: `srcDark` for the dark colour mode; width and height as the img's attributes. */
const logo = {
  /** Left out: none beside a navbar title, else the site's title (the image is then the only name). */
  alt: z.string().optional(),
  src: z.string(),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  target: z.string().optional(),
  width: z.union([z.string(), z.number()]).optional(),
  height: z.union([z.string(), z.number()]).optional(),
  className: z.string().optional(),
};

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

/** A tag's attributes (`required` among them): a value of true is written bare, false left out. */
const tagAttributes = <T extends Record<string, Zod.ZodString>>(required: T) =>
  z
    .object(required)
    .catchall(z.union([z.string(), z.boolean()]))
    .refine((attributes) => Object.keys(attributes).every((k) => /^[^\s"'<>/=]+$/.test(k)), {
      message: 'an attribute name may not contain spaces, quotes, "<", ">", "/" or "="',
    });

/** A content plugin's route base: 'docs', '/docs' and '/docs/' are one, as in the reference: '/docs'. */
const routeBase = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) => '/' + v.replace(/^\/+|\/+$/g, ''));

export const siteConfigSchema = z
  .object({
    title: z.string().min(1),
    tagline: z.string().default(''),
    url: url.transform((u) => u.replace(/\/$/, '')),
    /** The path the site is served under, normalised to `/sub/` (`/` by default). */
    baseUrl: z
      .string()
      .default('/')
      .transform((value, ctx) => {
        const base = normalizeBaseUrl(value);
        if (base !== undefined) return base;
        ctx.addIssue({
          code: 'custom',
          message: `expected a URL path such as "/" or "/docs/" (no protocol, host, "?", "#" or spaces)`,
        });
        return z.NEVER;
      }),
    /** The home page's notice when the site's scripts did not load (a wrong baseUrl, as the reference's). */
    baseUrlIssueBanner: z.boolean().default(true),
    favicon: z.string().optional(),
    /**
     * Where the theme keeps a reader's choices (colour mode, tab groups, the announcement bar, the
     * docs version), as Docusaurus's `storage`: the browser storage, and the suffix of every key.
     */
    storage: z
      .object({
        type: z.enum(['localStorage', 'sessionStorage']).default('localStorage'),
        /** `true`: `-` and 3 hex digits of the site's address; a string `s`: `-s`; `false`: none. */
        namespace: z.union([z.boolean(), z.string()]).default(false),
      })
      .strict()
      .default({ type: 'localStorage', namespace: false }),
    /**
     * Pages that send readers from old paths to current ones, as Docusaurus's client-redirects
     * plugin writes them (build only): `redirects` rules, `createRedirects(existingPath)` giving the
     * old paths of a page, and `fromExtensions` / `toExtensions` (`['html']`: `/a.html` → `/a`).
     */
    clientRedirects: z
      .object({
        redirects: z
          .array(
            z
              .object({
                from: z.union([z.string(), z.array(z.string()).min(1)]),
                to: z.string().min(1),
              })
              .strict(),
          )
          .default([]),
        createRedirects: z
          .custom<RedirectOptions['createRedirects']>((v) => typeof v === 'function', {
            message: 'expected a function (existingPath) => old path(s)',
          })
          .optional(),
        fromExtensions: z.array(z.string()).default([]),
        toExtensions: z.array(z.string()).default([]),
      })
      .strict()
      .optional(),
    /** Scripts every page loads (a URL, or a script tag's attributes with its `src`), as Docusaurus's. */
    scripts: z
      .array(
        z.union([z.string().min(1), tagAttributes({ src: z.string().min(1) })], {
          error: "expected a URL, or a script tag's attributes with its src",
        }),
      )
      .default([]),
    /** Stylesheets every page loads (a URL, or a link tag's attributes with its `href`). */
    stylesheets: z
      .array(
        z.union([z.string().min(1), tagAttributes({ href: z.string().min(1) })], {
          error: "expected a URL, or a link tag's attributes with its href",
        }),
      )
      .default([]),
    /**
     * Modules every page imports, before the theme's styles (site-relative paths, as the reference's
     * clientModules): stylesheets, or scripts that may export the route lifecycles `onRouteUpdate`
     * and `onRouteDidUpdate`.
     */
    clientModules: z.array(z.string().min(1)).default([]),
    /**
     * The site's own Docusaurus plugins, run through their lifecycle (src/core/plugins): a module
     * name (an npm package, or a file relative to the site folder), a plugin function, or
     * `[nameOrFunction, options]`; `false` and `null` entries are off.
     */
    plugins: z
      .array(
        z.custom<unknown>(isPluginEntry, {
          message: 'expected a module name, a plugin function, or [nameOrFunction, options]',
        }),
      )
      .default([]),
    /** Tags put in every page's <head>. */
    headTags: z
      .array(
        z
          .object({
            tagName: z.string().regex(/^[a-z][a-z0-9-]*$/i, 'expected an HTML tag name'),
            attributes: tagAttributes({}).default({}),
            innerHTML: z.string().optional(),
          })
          .strict(),
      )
      .default([]),
    /** Data of the site's own (its pages and config read it; the generator never does). */
    customFields: z.record(z.string(), z.unknown()).default({}),
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
      .object({
        format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
        /** `mermaid` code blocks drawn as diagrams (with the site's own `mermaid` package). */
        mermaid: z.boolean().default(false),
      })
      .strict()
      .default({ format: 'mdx', mermaid: false }),
    docs: z
      .object({
        path: z.string().default('docs'),
        routeBasePath: routeBase('/'),
        sidebarPath: z.string().default('sidebars.ts'),
        editUrl: z.union([z.string(), fn<EditUrlFunction>('an edit URL')]).optional(),
        include: z.array(z.string()).optional(),
        exclude: z.array(z.string()).optional(),
        numberPrefixParser: z
          .union([z.literal(false), fn<NumberPrefixParser>('a number prefix parser')])
          .optional(),
        /** The site's own items for `{type: 'autogenerated'}` sidebar items (src/core/sidebars/items-generator.ts). */
        sidebarItemsGenerator: fn<SidebarItemsGeneratorOption>(
          'a sidebar items generator',
        ).optional(),
        remarkPlugins: plugins,
        rehypePlugins: plugins,
        beforeDefaultRemarkPlugins: plugins,
        beforeDefaultRehypePlugins: plugins,
        admonitions: admonitionsOption,
        breadcrumbs: z.boolean().default(true),
        /** Each doc's footer says when it last changed (git's last commit), and by whom. */
        showLastUpdateTime: z.boolean().default(false),
        showLastUpdateAuthor: z.boolean().default(false),
        versionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
        /** Versioned docs (versions.json): which version is at the docs root, and each one's options. */
        lastVersion: z.string().optional(),
        includeCurrentVersion: z.boolean().default(true),
        onlyIncludeVersions: z.array(z.string()).optional(),
        versions: z
          .record(
            z.string(),
            z
              .object({
                label: z.string().optional(),
                path: z.string().optional(),
                banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
                badge: z.boolean().optional(),
                className: z.string().optional(),
                /** Its pages ask search engines not to index them, and leave the sitemap. */
                noIndex: z.boolean().optional(),
              })
              .strict(),
          )
          .default({}),
        sidebar: z
          .object({
            /** A button at the sidebar's foot narrows it to a strip that opens it again (desktop). */
            hideable: z.boolean().default(false),
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
        showLastUpdateTime: false,
        showLastUpdateAuthor: false,
        versionPersistence: 'localStorage',
        includeCurrentVersion: true,
        versions: {},
        sidebar: { hideable: false, autoCollapseCategories: false },
      }),
    /** The blog (src/core/blog), as @docusaurus/plugin-content-blog's options; off unless set. */
    blog: z
      .union([
        z.literal(false),
        z
          .object({
            path: z.string().default('blog'),
            routeBasePath: routeBase('blog'),
            blogTitle: z.string().default('Blog'),
            blogDescription: z.string().default('Blog'),
            blogSidebarTitle: z.string().default('Recent posts'),
            blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
            postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
            pageBasePath: z.string().default('page'),
            tagsBasePath: z.string().default('tags'),
            archiveBasePath: z.string().nullable().default('archive'),
            authorsBasePath: z.string().default('authors'),
            showReadingTime: z.boolean().default(true),
            editUrl: z.union([z.string(), fn<BlogEditUrlFunction>('an edit URL')]).optional(),
            editLocalizedFiles: z.boolean().default(false),
            include: z.array(z.string()).default(['**/*.{md,mdx}']),
            exclude: z
              .array(z.string())
              .default([
                '**/_*.{js,jsx,ts,tsx,md,mdx}',
                '**/_*/**',
                '**/*.test.{js,jsx,ts,tsx}',
                '**/__tests__/**',
              ]),
            /** What ends a post's excerpt in the lists (default: a `truncate` comment, HTML or MDX). */
            truncateMarker: z.instanceof(RegExp).optional(),
            authorsMapPath: z.string().default('authors.yml'),
            /** The tags file (tags.yml), or null: none, as the reference's `tags` option. */
            tags: z.union([z.string(), z.null(), z.literal(false)]).optional(),
            onInlineTags: linkRule.default('ignore'),
            onInlineAuthors: linkRule.default('ignore'),
            onUntruncatedBlogPosts: linkRule.default('ignore'),
            sortPosts: z.enum(['descending', 'ascending']).default('descending'),
            showLastUpdateTime: z.boolean().default(false),
            showLastUpdateAuthor: z.boolean().default(false),
            feedOptions: z
              .object({
                /** 'all' is rss, atom and json; null writes none. */
                type: z
                  .union([
                    z.enum(['rss', 'atom', 'json', 'all']),
                    z.array(z.enum(['rss', 'atom', 'json'])),
                    z.null(),
                  ])
                  .default(['rss', 'atom'])
                  .transform((t): Array<'rss' | 'atom' | 'json'> =>
                    t === null
                      ? []
                      : t === 'all'
                        ? ['rss', 'atom', 'json']
                        : Array.isArray(t)
                          ? t
                          : [t],
                  ),
                title: z.string().optional(),
                description: z.string().optional(),
                copyright: z.string().optional(),
                language: z.string().optional(),
                limit: z.union([z.number().int().min(1), z.literal(false), z.null()]).default(20),
                /** A stylesheet beside each XML feed, so a browser shows it as a page (ours, `rss.xsl` and `atom.xsl`). */
                xslt: z
                  .union([
                    z.boolean(),
                    z
                      .object({ rss: z.boolean().optional(), atom: z.boolean().optional() })
                      .strict(),
                  ])
                  .default(false),
              })
              .strict()
              .default({ type: ['rss', 'atom'], limit: 20, xslt: false }),
            remarkPlugins: plugins,
            rehypePlugins: plugins,
            beforeDefaultRemarkPlugins: plugins,
            beforeDefaultRehypePlugins: plugins,
            admonitions: admonitionsOption,
          })
          .strict(),
      ])
      // false: no blog, as the reference's `blog: false`.
      .optional()
      .transform((v) => v || undefined),
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
    /** Left out: a plain navbar showing the site title. */
    navbar: z
      .object({
        title: z.string().optional(),
        logo: z
          .object({ ...logo, href: z.string().default('/') })
          .strict()
          .optional(),
        hideOnScroll: z.boolean().default(false),
        /** Infima's dark or primary-coloured bar, in either colour mode (as the reference's navbar.style). */
        style: z.enum(['dark', 'primary']).optional(),
        items: z.array(navbarItem).default([]),
      })
      .strict()
      .optional(),
    /** Left out: no footer (as Docusaurus); `footer: {}` gives a plain one. */
    footer: z
      .object({
        style: z.enum(['light', 'dark']).default('light'),
        links: z
          .array(z.object({ title: z.string(), items: z.array(footerLink) }).strict())
          .default([]),
        copyright: z.string().optional(),
        logo: z.object(logo).strict().optional(),
      })
      .strict()
      .optional(),
    // The site's own stylesheets, loaded after the theme's so they win (the reference's classic
    // preset option theme.customCss): site-relative paths, e.g. 'src/css/custom.css'.
    theme: z
      .object({
        customCss: z
          .union([z.string().min(1), z.array(z.string().min(1))])
          .optional()
          .transform((v) => (v === undefined ? [] : typeof v === 'string' ? [v] : v)),
      })
      .strict()
      .default({ customCss: [] }),
    /** How `mermaid` diagrams are drawn (theme-mermaid's themeConfig.mermaid): a mermaid theme per mode, and its options. */
    mermaid: z
      .object({
        theme: z
          .object({ light: z.string().default('default'), dark: z.string().default('dark') })
          .strict()
          .default({ light: 'default', dark: 'dark' }),
        options: z.record(z.string(), z.unknown()).default({}),
      })
      .strict()
      .default({ theme: { light: 'default', dark: 'dark' }, options: {} }),
    // Highlighting languages beyond the built-in set, by their prismjs names (the reference's
    // themeConfig.prism.additionalLanguages), and the comments in code that give lines a class
    // (its prism.magicComments; the first one's class is also what `{1,3}` in a fence gives).
    prism: z
      .object({
        /** Token colours (a prism-react-renderer theme); `darkTheme` in dark mode, else this one. */
        theme: prismTheme.optional(),
        darkTheme: prismTheme.optional(),
        additionalLanguages: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
        /** The language of a fence that names none (else plain text). */
        defaultLanguage: z.string().min(1).optional(),
        magicComments: z
          .array(
            z
              .object({
                className: z.string().min(1),
                line: z.string().min(1).optional(),
                block: z
                  .object({ start: z.string().min(1), end: z.string().min(1) })
                  .strict()
                  .optional(),
              })
              .strict()
              .refine((c) => c.line !== undefined || c.block !== undefined, {
                message: 'a magic comment needs a "line" or a "block" (or both)',
              }),
          )
          .default(DEFAULT_MAGIC_COMMENTS),
      })
      .strict()
      .default({ additionalLanguages: [], magicComments: DEFAULT_MAGIC_COMMENTS }),
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
    /**
     * Themes' own options, as a Docusaurus config's `themeConfig` holds them beside the classic
     * theme's (`liveCodeBlock`, a site's own keys): kept as written for `useThemeConfig()` and the
     * site's plugins. The classic theme's options are this config's own keys (`navbar`…).
     */
    themeConfig: z
      .record(z.string(), z.unknown())
      .superRefine((value, ctx) => {
        for (const key of Object.keys(value))
          if (OWN_THEME_CONFIG_KEYS.includes(key))
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `the theme's ${key} is a key of its own here (${key === 'algolia' ? 'search' : key === 'metadata' ? 'headTags' : key}), not one of themeConfig`,
            });
      })
      .default({}),
    /** Google Tag Manager, as Docusaurus's plugin-google-tag-manager: off unless set. */
    googleTagManager: z
      .object({ containerId: z.string().regex(/^[\w-]+$/, 'expected a container id (GTM-XXXXXX)') })
      .strict()
      .optional(),
    /** Left out: the embedded search service, with an index named after the title. */
    search: z
      .object({
        /** `LOCAL` selects the embedded search service; anything else is an Algolia application id. */
        appId: z.string().min(1).default(LOCAL_APP_ID),
        /** Search-only key; required for an Algolia application. */
        apiKey: z.string().min(1).optional(),
        /** Defaults to the title in lower case, words joined by `_`. */
        indexName: z.string().min(1).optional(),
        contextualSearch: z.boolean().default(true),
        insights: z.boolean().default(false),
        /** Hosts to use instead of Algolia's (e.g. a self-hosted service), as `https://host:port`. */
        hosts: z.array(z.string().url()).optional(),
        searchPagePath: z.string().default('search'),
        placeholder: z.string().default('Search docs'),
        maxResultsPerGroup: z.number().int().positive().default(5),
        /** Where "Let us know." points when a query has no results (`{query}` is replaced). */
        missingResultsUrl: z.string().url().optional(),
      })
      .strict()
      .refine((s) => s.appId === LOCAL_APP_ID || s.apiKey !== undefined, {
        message: 'an Algolia application (appId other than "LOCAL") needs its search-only apiKey',
        path: ['apiKey'],
      })
      .default({
        appId: LOCAL_APP_ID,
        contextualSearch: true,
        insights: false,
        searchPagePath: 'search',
        placeholder: 'Search docs',
        maxResultsPerGroup: 5,
      }),
  })
  .strict()
  .refine((c) => c.i18n.locales.includes(c.i18n.defaultLocale), {
    message: 'i18n.defaultLocale must be one of i18n.locales',
    path: ['i18n', 'defaultLocale'],
  })
  .transform(({ navbar, search, storage, ...config }) => ({
    ...config,
    storage: {
      type: storage.type,
      namespace: storageNamespace(config.url, config.baseUrl, storage.namespace),
    },
    navbar: navbar ?? { title: config.title, hideOnScroll: false, items: [] },
    search: {
      ...search,
      apiKey: search.apiKey ?? LOCAL_API_KEY,
      indexName: search.indexName ?? indexNameFor(config.title),
    },
  }));

/** What site.config.ts is allowed to contain (defaults may be left out). */
export type SiteConfigInput = Zod.input<typeof siteConfigSchema>;
/** The validated config, with every default applied. */
export type SiteConfig = Zod.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
/** One of our navbar item types (`doc`, `dropdown`…), not a site's own `custom-…` one. */
export type BuiltInNavbarItem = Zod.output<typeof builtInNavbarItem>;
export type CustomNavbarItem = Zod.output<typeof customNavbarItem>;
export const isCustomNavbarItem = (item: NavbarItem): item is CustomNavbarItem =>
  isCustomNavbarType(item.type);
export type LinkRule = Zod.infer<typeof linkRule>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `['navbar', 'items', 0, 'to']` → `navbar.items[0].to`. */
const keyOfPath = (path: readonly PropertyKey[]) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');

export interface ValidateOptions {
  /** The key as the user wrote it for a path of ours (a config translated from another shape). */
  keyOf?: (path: readonly PropertyKey[]) => string;
  /** Problems found before validation, as `key: message` lines, listed first. */
  problems?: string[];
}

/** Validates a raw config; every problem is listed with the key it concerns. */
export function validateSiteConfig(
  raw: unknown,
  source = 'site.config.ts',
  { keyOf = keyOfPath, problems = [] }: ValidateOptions = {},
): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success && !problems.length) return result.data;
  const issues = result.success ? [] : result.error.issues;
  const lines = problems.map((p) => `  - ${p}`);
  for (const issue of issues) {
    const where = keyOf(issue.path) || '(root)';
    if (issue.code === 'unrecognized_keys') {
      lines.push(
        `  - ${where === '(root)' ? '' : where + ': '}unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`,
      );
    } else lines.push(`  - ${where}: ${issue.message}`);
  }
  throw new ConfigError(`Invalid site config in ${source}:\n${lines.join('\n')}`);
}

export { defineConfig } from './define';
export type BlogConfig = NonNullable<SiteConfig['blog']>;
