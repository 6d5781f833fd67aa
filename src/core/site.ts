// Loading a site: config, content, sidebars and routes, and writing the
// generated modules the bundles import. Shared by build and dev.
import { existsSync, mkdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { loadSiteConfig } from './config/load';
import type { SiteConfig } from './config/schema';
import { loadDocs } from './content/docs';
import { loadPages, type PageMetadata } from './content/pages';
import type { DocsContent } from './content/types';
import { SourceError, report } from './errors';
import { loadAdditionalLanguages } from './mdx/highlight';
import { prismCss } from './mdx/prism-css';
import { MARKDOWN_INPUTS_FILE, type MarkdownOptions } from './mdx/options';
import type { LinkResolver } from './mdx/remark-links';
import {
  createRoutes,
  findDuplicateRoutes,
  type RoutesResult,
  type VersionContent,
} from './routes/create';
import { writeGeneratedFiles, writeIfChanged } from './routes/write';
import { generateSidebars, type SidebarsResult } from './sidebars/generate';
import { findSidebarsFile, loadSidebarsFile } from './sidebars/load';
import { readVersionNames, resolveVersions, VERSIONS_FILE, CURRENT_VERSION_NAME } from './versions';

export interface LoadedSite {
  siteDir: string;
  config: SiteConfig;
  /** The docs of every version (the docs folder is the first version's). */
  docs: DocsContent;
  /** Each docs version with its docs and sidebars, current first. */
  versions: VersionContent[];
  pages: PageMetadata[];
  /** The first version's sidebars. */
  sidebars: SidebarsResult;
  routes: RoutesResult;
  generatedDir: string;
}

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

/**
 * What compiled Markdown depends on beyond its own file and the files it links to: the route of
 * every source file, where bare links are looked up, and the Markdown options. Written to
 * `.generated/markdown-inputs.json` so a change invalidates every cached compile (webpack sees
 * the file as a dependency of each one), and nothing else does.
 */
function markdownInputs(
  site: Pick<LoadedSite, 'siteDir' | 'config' | 'docs' | 'versions' | 'pages'>,
) {
  const { format } = site.config.markdown;
  const docs = site.config.docs;
  return {
    // Every version's docs folder (versioned_docs/version-*) is docs too.
    docsDirs: site.versions.map((v) => v.content.docsDir),
    roots: [site.docs.docsDir, site.siteDir],
    // The docs plugin's options apply to the docs; pages get the site's format only.
    docsMarkdown: {
      format,
      remarkPlugins: docs.remarkPlugins,
      rehypePlugins: docs.rehypePlugins,
      beforeDefaultRemarkPlugins: docs.beforeDefaultRemarkPlugins,
      beforeDefaultRehypePlugins: docs.beforeDefaultRehypePlugins,
      admonitions: docs.admonitions,
    } satisfies MarkdownOptions,
    otherMarkdown: { format } satisfies MarkdownOptions,
    table: [
      ...site.docs.docs.map((d) => [d.source, d.permalink] as const),
      ...site.pages.map((p) => [p.source, p.permalink] as const),
    ],
  };
}

/** The inputs as JSON; plugins (functions) by their source text. */
function markdownInputsJson(inputs: ReturnType<typeof markdownInputs>): string {
  return JSON.stringify(inputs, (_key, value: unknown) =>
    typeof value === 'function' ? `function:${String(value)}` : value,
  );
}

/**
 * A resolver whose table the dev server can refresh in place: the webpack
 * loader keeps a reference to it.
 */
export function createLinkResolver(): LinkResolver & { update(site: LoadedSite): void } {
  let inputs: ReturnType<typeof markdownInputs> | undefined;
  let table = new Map<string, string>();
  return {
    permalinkOf: (file) => table.get(file),
    contentRoots: () => inputs?.roots ?? [],
    markdownOptionsFor: (file) =>
      inputs?.docsDirs.some((dir) => file.startsWith(dir + sep))
        ? inputs.docsMarkdown
        : (inputs?.otherMarkdown ?? {}),
    update(site) {
      inputs = markdownInputs(site);
      table = new Map(inputs.table);
    },
  };
}

export async function loadSite(
  siteDir: string,
  {
    dev,
    write = true,
    configFile,
  }: {
    dev: boolean;
    /** false: only read (another process writes .generated). */
    write?: boolean;
    /** Instead of <siteDir>/site.config.ts. */
    configFile?: string;
  },
): Promise<LoadedSite> {
  const config = await loadSiteConfig(siteDir, process.env, configFile);
  await loadAdditionalLanguages([...PRISM_LANGUAGES, ...config.prism.additionalLanguages]);
  const versionList = resolveVersions(readVersionNames(siteDir), config.docs);
  const versions: VersionContent[] = [];
  for (const version of versionList) {
    if (version.name !== CURRENT_VERSION_NAME && !existsSync(join(siteDir, version.contentPath)))
      throw new SourceError(
        join(siteDir, VERSIONS_FILE),
        `version "${version.name}" has no docs folder: ${version.contentPath} is missing`,
      );
    const versionDocs = loadDocs(
      siteDir,
      version.contentPath,
      {
        routeBasePath: version.routePath,
        editUrl: config.docs.editUrl,
        include: config.docs.include,
        exclude: config.docs.exclude,
        numberPrefixParser: config.docs.numberPrefixParser,
      },
      { includeDrafts: dev },
    );
    const sidebarFile =
      findSidebarsFile(join(siteDir, version.sidebarPath)) ?? join(siteDir, version.sidebarPath);
    const sidebarsConfig = (await loadSidebarsFile(sidebarFile)) ?? {
      docs: [{ type: 'autogenerated', dirName: '.' }],
    };
    const versionSidebars = generateSidebars(sidebarsConfig, {
      docs: versionDocs.docs,
      categories: versionDocs.categories,
      collapsedByDefault: true,
      collapsibleByDefault: true,
      numberPrefixParser: config.docs.numberPrefixParser,
      routeBasePath: version.routePath,
      sidebarFile: relative(process.cwd(), sidebarFile) || sidebarFile,
    });
    versions.push({
      metadata: version,
      docs: versionDocs.docs,
      sidebars: versionSidebars,
      content: versionDocs,
    });
  }
  const docs: DocsContent = {
    ...versions[0].content,
    docs: versions.flatMap((v) => v.docs),
  };
  const sidebars = versions[0].sidebars;
  const pages = loadPages(join(siteDir, 'src/pages'));
  const generatedDir = join(siteDir, '.generated');
  const routes = createRoutes({
    versions,
    pages,
    routeBasePath: config.docs.routeBasePath,
    searchPagePath: config.search.searchPagePath,
    contentModule: (key) => `@generated/content/${key}.js`,
    pageLvl0: config.title,
    siteDir,
  });
  const duplicates = findDuplicateRoutes(routes.routes);
  if (duplicates.length) {
    const message = `Duplicate routes found!\n${[...new Set(duplicates)]
      .map(
        (p) => `- Attempting to create page at url=${p}, but a page already exists at this route.`,
      )
      .join('\n')}\nThis could lead to non-deterministic routing behavior.`;
    if (report(config.onDuplicateRoutes, message)) throw new SourceError(siteDir, message);
  }
  if (write) {
    mkdirSync(generatedDir, { recursive: true });
    writeGeneratedFiles(generatedDir, routes, config);
    const writeGenerated = (name: string, text: string) =>
      writeIfChanged(join(generatedDir, name), text);
    writeGenerated(
      MARKDOWN_INPUTS_FILE,
      markdownInputsJson(markdownInputs({ siteDir, config, docs, versions, pages })),
    );
    writeGenerated('prism.css', prismCss());
    // The site's stylesheets, imported by the app shell after the theme's.
    writeGenerated(
      'custom-css.js',
      config.theme.customCss
        .map((css) => `import ${JSON.stringify(resolve(siteDir, css))};\n`)
        .join(''),
    );
  }
  return { siteDir, config, docs, versions, pages, sidebars, routes, generatedDir };
}
