// Builds a real Docusaurus docs tree with this generator, unchanged, to see what
// still stops it. For a developer's machine, not CI:
//
//   npx tsx scripts/try-docusaurus-tree.ts <repo dir> [--docs docs] [--sidebars website/sidebars.js]
//                                          [--out /tmp/try-<name>] [--route-base /] [--install-deps] [--docs-only]
//                                          [--our-config] [--base-url /]
//
// It makes a site folder outside this repository: the tree's own docusaurus.config (its navbar, footer, prism
// and docs options; scripts/lib/tree-config.ts) when it loads here, else (or with --our-config) a config of a
// few lines; either way the docs path points at the tree's docs folder where it is (so imports out of it still
// resolve). The sidebars file, the site files the docs
// import through `@site/` and the site's own theme (`src/theme`, unless --docs-only) copied as they are, with
// what those import. It builds it in a child process, then counts the doc files
// against the HTML pages written for them and groups the failures and warnings by kind.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { classifyLines } from '../src/core/mdx/preprocess';
import { siteConfigSchema } from '../src/core/config/schema';
import { REPO_DIR } from '../webpack.config';
import { builtPages } from './lib/harness';
import { findTreeConfig, treeDependencies, useTreeConfig, WRAPPER_FILE } from './lib/tree-config';

const USAGE = `usage: tsx scripts/try-docusaurus-tree.ts <repo dir> [--docs dir] [--sidebars file] [--out dir]
       [--route-base path] [--base-url path] [--install-deps] [--docs-only] [--our-config]`;

function parseOptions() {
  try {
    return parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (error) {
    // An unknown or malformed option: the usage, not parseArgs's stack.
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const OPTIONS = {
  help: { type: 'boolean', default: false },
  docs: { type: 'string' },
  sidebars: { type: 'string' },
  out: { type: 'string' },
  'install-deps': { type: 'boolean', default: false },
  // Only what the docs import, not the site's own src/theme (swizzled theme components).
  'docs-only': { type: 'boolean', default: false },
  // Default: the tree's config's, else Docusaurus's default, 'docs'.
  'route-base': { type: 'string' },
  // Default: the tree's config's baseUrl ('/' with --our-config).
  'base-url': { type: 'string' },
  // A config of a few lines instead of the tree's own docusaurus.config.
  'our-config': { type: 'boolean', default: false },
} as const;
const { values, positionals } = parseOptions();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const repo = resolve(positionals[0]);
const name = basename(repo);

/** The sidebars file a Docusaurus site usually has, wherever its website folder is. */
function findSidebars(): string | undefined {
  // The docs folder's own parent first: a site folder of any name (kysely's `site/`).
  const parent = dirname(resolve(repo, values.docs ?? 'docs'));
  for (const dir of [parent, 'website', '.', 'packages/website', 'website/sidebars']) {
    for (const ext of ['ts', 'js', 'cjs', 'mjs', 'json']) {
      const file = resolve(repo, dir, `sidebars.${ext}`);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

const docsDir = resolve(repo, values.docs ?? 'docs');
const sidebarsFile = values.sidebars ? resolve(repo, values.sidebars) : findSidebars();
if (!existsSync(docsDir)) {
  console.error(`No docs folder at ${docsDir} (use --docs)`);
  process.exit(2);
}
const siteDir = resolve(values.out ?? join('/tmp', `try-${name}`));
if (siteDir.startsWith(REPO_DIR + sep)) {
  console.error('The site folder must be outside this repository.');
  process.exit(2);
}

// The site folder: their sidebars and the site files the docs import, our config.
// A fresh copy each run (installed packages kept): files an earlier run copied must not linger.
const VERSION_FILES = ['versions.json', 'versioned_docs', 'versioned_sidebars'];
for (const dir of ['build', 'src', 'static', '.generated', '.cache', ...VERSION_FILES])
  rmSync(join(siteDir, dir), { recursive: true, force: true });
mkdirSync(siteDir, { recursive: true });
const websiteDir = sidebarsFile ? dirname(sidebarsFile).replace(/\/sidebars$/, '') : repo;
// The docs and their versions (versioned_docs/, beside the sidebars) import site files alike.
const versionedDocs = join(websiteDir, 'versioned_docs');
const siteFiles = siteImports(
  existsSync(versionedDocs) ? [docsDir, versionedDocs] : [docsDir],
  websiteDir,
);
for (const file of siteFiles) {
  if (file.startsWith(versionedDocs + sep)) continue; // linked below, with the other version files
  mkdirSync(dirname(join(siteDir, relative(websiteDir, file))), { recursive: true });
  cpSync(file, join(siteDir, relative(websiteDir, file)));
}
// The site's static files (images the docs link as `/img/x.png`), as the reference serves them.
if (existsSync(join(websiteDir, 'static')))
  cpSync(join(websiteDir, 'static'), join(siteDir, 'static'), { recursive: true });
// Its versions, where the reference reads them (beside the config): linked, as they can be large.
for (const file of VERSION_FILES)
  if (existsSync(join(websiteDir, file))) symlinkSync(join(websiteDir, file), join(siteDir, file));
const sidebarName = sidebarsFile ? `sidebars${extname(sidebarsFile)}` : undefined;
if (sidebarsFile && sidebarName) cpSync(sidebarsFile, join(siteDir, sidebarName));
// The tree's own config, when it loads here; else a config of a few lines.
for (const file of ['site.config.ts', WRAPPER_FILE]) rmSync(join(siteDir, file), { force: true });
const treeConfig = values['our-config']
  ? undefined
  : findTreeConfig([...new Set([websiteDir, dirname(docsDir), join(repo, 'website'), repo])]);
const treeConfigProblem =
  treeConfig &&
  useTreeConfig(siteDir, {
    treeConfig,
    websiteDir: dirname(treeConfig),
    docsDir,
    routeBase: values['route-base'],
    baseUrl: values['base-url'],
    installDeps: values['install-deps'],
  });
if (treeConfig && !treeConfigProblem) console.log(`Config: ${treeConfig} (its own)`);
else if (treeConfig) console.log(`Config: ${treeConfig} does not load here (${treeConfigProblem})`);
const config: Record<string, unknown> = {
  title: name,
  url: 'https://example.com',
  onBrokenLinks: 'warn',
  docs: {
    path: relative(siteDir, docsDir),
    routeBasePath: values['route-base'] ?? 'docs', // Docusaurus's default
    sidebarPath: sidebarName ?? 'no-sidebars.js',
  },
};
// Keys the schema still requires of every site (until the minimal config lands).
for (const [key, value] of Object.entries(legacyRequiredKeys())) {
  if (!siteConfigSchema.safeParse(config).success) config[key] = value;
}
if (!treeConfig || treeConfigProblem)
  writeFileSync(
    join(siteDir, 'site.config.ts'),
    `// Made by scripts/try-docusaurus-tree.ts\nexport default ${JSON.stringify(config, null, 2)};\n`,
  );

function legacyRequiredKeys(): Record<string, unknown> {
  const link = 'https://example.com';
  return {
    product: {
      name,
      company: name,
      links: Object.fromEntries(
        [
          'app',
          'dashboard',
          'home',
          'repository',
          'organization',
          'telegram',
          'twitter',
          'discord',
        ].map((k) => [k, link]),
      ),
    },
    navbar: { title: name, logo: { alt: name, src: '/img/logo.svg' }, items: [] },
    footer: { links: [], copyright: name },
    search: { appId: 'LOCAL', apiKey: 'local', indexName: name },
  };
}

/** A JS string literal's text: `'@site/docs/\\_x.mdx'` (Markdown habits in an import) names `_x.mdx`. */
function unescapeJs(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/** Files of the website folder the docs import as `@site/…`, with the files they import in turn. */
function siteImports(dirs: string[], website: string): string[] {
  const found = new Set<string>();
  const resolveFile = (base: string) =>
    ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.js']
      .map((ext) => base + ext)
      .find((f) => existsSync(f) && !statSync(f).isDirectory());
  // A package of the site folder linked into the website folder (a stand-in for a module alias,
  // such as docusaurus-plugin-module-alias's `@components`): its files are site files too.
  const linkedIntoWebsite = (spec: string) => {
    const file = resolveFile(join(siteDir, 'node_modules', spec));
    return file && realpathSync(file);
  };
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    // Code, and Markdown a doc imports (ionic-docs' examples in static/ import their component).
    if (!/\.([jt]sx?|mdx?)$/.test(file)) return;
    // `import x from '…'`, side-effect imports (`import './styles.scss'`) and `import('./x.js')`.
    for (const m of readFileSync(file, 'utf8').matchAll(
      /(?:from\s*|import\s*\(?\s*)['"]((\.{1,2}|@site)\/[^'"]+|[^'"./][^'"]*)['"]/g,
    )) {
      const spec = unescapeJs(m[1]);
      const next = !m[2]
        ? linkedIntoWebsite(spec)
        : resolveFile(
            m[2] === '@site' ? join(website, spec.slice(6)) : resolve(dirname(file), spec),
          );
      if (next?.startsWith(website + sep)) visit(next);
    }
  };
  // The site's own theme components (swizzled, e.g. an MDXComponents that adds components every doc
  // uses without importing them), with what they import.
  const theme = join(website, 'src/theme');
  if (!values['docs-only'] && existsSync(theme))
    for (const file of readdirSync(theme, { recursive: true, encoding: 'utf8' }))
      if (/\.[jt]sx?$/.test(file)) visit(join(theme, file));
  for (const file of dirs.flatMap((dir) => docFiles(dir, true).map((f) => join(dir, f)))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/['"]@site\/([^'"]+)['"]/g)) {
      const target = resolveFile(join(website, unescapeJs(m[1])));
      if (target) visit(target);
    }
    // `../../src/components/X` from a versioned doc: a site file the copied docs reach alike.
    for (const m of readFileSync(file, 'utf8').matchAll(
      /^import\s[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/gm,
    )) {
      const target = resolveFile(resolve(dirname(file), unescapeJs(m[1])));
      if (target?.startsWith(website + sep)) visit(target);
    }
    for (const m of readFileSync(file, 'utf8').matchAll(
      /^import\s[^'"]*?['"]([^'"./][^'"]*)['"]/gm,
    )) {
      const target = linkedIntoWebsite(m[1]);
      if (target?.startsWith(website + sep)) visit(target);
    }
  }
  return [...found];
}

/**
 * Packages the docs and the copied site files import that the generator does not provide (the
 * site's own dependencies).
 */
function importedPackages(dir: string, siteFiles: string[]): string[] {
  const found = new Set<string>();
  const sources = [
    ...docFiles(dir, true).map((file) => {
      const lines = readFileSync(join(dir, file), 'utf8').split('\n');
      const kinds = classifyLines(lines);
      return lines.filter((_l, i) => kinds[i] === 'text').join('\n');
    }),
    ...siteFiles.filter((f) => /\.[jt]sx?$/.test(f)).map((f) => readFileSync(f, 'utf8')),
  ];
  for (const text of sources) {
    // An import statement (its names may span lines), not a line of prose that starts with "import".
    const imports = /^import\s+(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"./][^'"]*)['"]/gm;
    for (const m of text.matchAll(imports)) {
      if (m[1].startsWith('!')) continue; // a loader query on a local file
      const spec = m[1];
      if (/^(@theme|@theme-original|@docusaurus|@site|@generated)\//.test(spec)) continue;
      const name = spec.startsWith('@')
        ? spec.split('/').slice(0, 2).join('/')
        : spec.split('/')[0];
      if (!existsSync(join(REPO_DIR, 'node_modules', name))) found.add(name);
    }
  }
  return [...found];
}

function docFiles(dir: string, withPartials = false): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .filter(
      (rel) => withPartials || !rel.split(sep).some((s) => s.startsWith('_') || s.startsWith('.')),
    );
}
const htmlPages = (dir: string): number => (existsSync(dir) ? builtPages(dir).length : 0);

// The site's own packages its docs import (a YouTube embed…), installed in the site folder on request.
const packages = importedPackages(docsDir, siteFiles);
if (packages.length) {
  if (values['install-deps']) {
    console.log(`Installing the site's own packages in ${siteDir}: ${packages.join(', ')}`);
    if (!existsSync(join(siteDir, 'package.json')))
      writeFileSync(join(siteDir, 'package.json'), '{}\n');
    // At the versions the tree declares: a later major can break its code (tRPC pins TypeScript 5).
    const ranges = treeDependencies(websiteDir);
    const install = (names: string[]) =>
      spawnSync(
        'npm',
        [
          'install',
          '--no-audit',
          '--no-fund',
          '--no-save',
          ...names.map((name) => (ranges[name] ? `${name}@${ranges[name]}` : name)),
        ],
        {
          cwd: siteDir,
          stdio: 'inherit',
        },
      ).status === 0;
    // One package missing from npm (a monorepo's own) fails the whole install: then each alone.
    // Each `--no-save` install removes what the one before it added: the ones found go in together.
    if (!install(packages)) {
      const failed = packages.filter((name) => !install([name]));
      install(packages.filter((name) => !failed.includes(name)));
      console.error(`npm install failed for ${failed.join(', ')}; building anyway`);
    }
  } else {
    console.log(
      `The docs import packages of their own (--install-deps installs them): ${packages.join(', ')}`,
    );
  }
}
console.log(`Site folder: ${siteDir}\nDocs: ${docsDir}\nSidebars: ${sidebarsFile ?? '(none)'}`);
const started = performance.now();
const run = spawnSync(process.execPath, [join(REPO_DIR, 'scripts/docgen.mjs'), 'build', siteDir], {
  cwd: REPO_DIR,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const seconds = (performance.now() - started) / 1000;
const output = `${run.stdout}\n${run.stderr}`;
writeFileSync(join(siteDir, 'build-output.txt'), output);

/** Message kinds: paths, quotes and numbers taken out so the same problem on many pages counts once. */
function kindOf(message: string): string {
  return message
    .replace(/^.*?\.mdx?(:\d+(:\d+)?)?:\s*/, '')
    .replace(/source page path = \S+/, 'source page path = …')
    .replace(/`[^`]*`|"[^"]*"|'[^']*'/g, '…')
    .replace(/\d+/g, 'N')
    .slice(0, 140);
}
function group(lines: string[]): [string, { count: number; files: Set<string> }][] {
  const groups = new Map<string, { count: number; files: Set<string> }>();
  for (const line of lines) {
    const kind = kindOf(line);
    const g = groups.get(kind) ?? { count: 0, files: new Set<string>() };
    g.count++;
    const file =
      /([^\s:]+\.mdx?)/.exec(line)?.[1] ?? /source page path = (\S+?):?$/.exec(line)?.[1];
    if (file) g.files.add(file);
    groups.set(kind, g);
  }
  return [...groups].sort((a, b) => b[1].files.size - a[1].files.size || b[1].count - a[1].count);
}

const lines = output.split('\n');
// "[ERROR] build failed:" is followed by the lines that say why: those are the kinds.
const errors = lines.filter(
  (l, i) =>
    /\.mdx?:\d+.*(failed|Error|error)|Module not found|\[ERROR\]/.test(l) ||
    (/^\[ERROR\] .*failed:$/.test(lines[i - 1] ?? '') && l.trim() !== ''),
);
// Broken links and anchors are listed per page after their [WARNING] line: one entry per page.
const warnings = lines.filter((l) =>
  /^\[WARNING\]|^\s*-\s.*\.mdx?:\d+|^- Broken (link|anchor) on source page path/.test(l),
);
const docs = docFiles(docsDir).length;
const pages = htmlPages(join(siteDir, 'build'));
console.log(`\n${name}: ${run.status === 0 ? 'built' : 'FAILED'} in ${seconds.toFixed(1)} s`);
console.log(
  `doc files: ${docs}, HTML pages: ${pages} (index.html files: the docs, the search page and any home)`,
);
for (const [title, list] of [
  ['errors', errors],
  ['warnings', warnings],
] as const) {
  if (!list.length) continue;
  console.log(`\n${title} by kind (pages, occurrences):`);
  for (const [kind, g] of group(list).slice(0, 25))
    console.log(`  ${g.files.size}\t${g.count}\t${kind}`);
}
console.log(`\nFull output: ${join(siteDir, 'build-output.txt')}`);
process.exitCode = run.status === 0 ? 0 : 1;
