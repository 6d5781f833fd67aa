// For scripts/try-docusaurus-tree.ts: the tree's own docusaurus.config as the try site's config, so
// a real tree is built with its own navbar, footer, prism and docs options. The try site gets a
// docusaurus.config.cjs that loads the tree's config where it is (its own imports resolve there)
// and changes only what the try needs: the docs at the tree's docs folder, paths made absolute,
// broken links warned about, and the local search instead of the site's Algolia. Its own baseUrl is
// kept (`--base-url` replaces it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCUSAURUS_CONFIG_FILES } from '../../src/core/config/load';
import { REPO_DIR } from '../../webpack.config';

/** The tree's docusaurus.config.*, in the first of `dirs` that has one. */
export function findTreeConfig(dirs: string[]): string | undefined {
  for (const dir of dirs)
    for (const name of DOCUSAURUS_CONFIG_FILES)
      if (existsSync(join(dir, name))) return join(dir, name);
  return undefined;
}

export const WRAPPER_FILE = 'docusaurus.config.cjs';

/** The try site's config module: the tree's config, loaded and adjusted at load time. */
function wrapperSource(options: {
  siteDir: string;
  treeConfig: string;
  websiteDir: string;
  docsDir: string;
  routeBase?: string;
  baseUrl?: string;
}): string {
  const json = (v: unknown) => JSON.stringify(v);
  // A package the tree's config imports that the tree has not installed (its node_modules are
  // rarely there) is looked up in other node_modules: prism-react-renderer's themes, clsx…
  // (the try site's own, which --install-deps fills, then the generator's).
  const fallbacks = [options.siteDir, REPO_DIR].map((dir) => join(dir, 'package.json'));
  const hook = `const parents = ${json(fallbacks.map((f) => pathToFileURL(f).href))};
export async function resolve(specifier, context, next) {
  try { return await next(specifier, context); } catch (error) {
    if (error.code !== 'ERR_MODULE_NOT_FOUND' || /^(\\.|\\/|node:|file:)/.test(specifier)) throw error;
    for (const parentURL of parents) {
      try { return await next(specifier, { ...context, parentURL }); } catch {}
    }
    throw error;
  }
}`;
  return `// Made by scripts/try-docusaurus-tree.ts: ${options.treeConfig}, loaded where it is.
const Module = require('node:module');
const { isAbsolute, resolve } = require('node:path');
if (!globalThis.__tryTreeConfigHooks) {
  globalThis.__tryTreeConfigHooks = true;
  Module.register('data:text/javascript,' + encodeURIComponent(${json(hook)}));
  const fallbacks = ${json(fallbacks)}.map((file) => Module.createRequire(file));
  const resolveFilename = Module._resolveFilename;
  let retrying = false;
  Module._resolveFilename = function (request, ...rest) {
    try {
      return resolveFilename.call(this, request, ...rest);
    } catch (error) {
      if (error.code !== 'MODULE_NOT_FOUND' || /^[./]/.test(request) || retrying) throw error;
      retrying = true;
      try {
        for (const fallback of fallbacks) {
          try {
            return fallback.resolve(request);
          } catch {}
        }
        throw error;
      } finally {
        retrying = false;
      }
    }
  };
}
const website = ${json(options.websiteDir)};
const docsDir = ${json(options.docsDir)};
const routeBase = ${json(options.routeBase ?? null)};
const baseUrl = ${json(options.baseUrl ?? null)};
const abs = (p) => (typeof p === 'string' && !isAbsolute(p) ? resolve(website, p) : p);
const isDocs = (name) => ['@docusaurus/plugin-content-docs', 'content-docs'].includes(name);
// The tree's versions are linked beside this file when it has them; else only its current docs build.
const versioned = require('node:fs').existsSync(resolve(${json(options.siteDir)}, 'versions.json'));
function docs(options) {
  const { versions, lastVersion, onlyIncludeVersions, ...rest } = options;
  const out = versioned ? { ...options, path: docsDir } : { ...rest, path: docsDir };
  if (options.sidebarPath) out.sidebarPath = abs(options.sidebarPath);
  if (routeBase !== null) out.routeBasePath = routeBase;
  return out;
}
module.exports = async () => {
  // Bundled with this file each time it loads (the generator bundles a config with what it imports),
  // so a load that failed on a missing package is tried again once it is installed.
  // In the tree's website folder, where \`docusaurus build\` runs: configs resolve paths from it.
  const cwd = process.cwd();
  process.chdir(website);
  let config;
  try {
    const mod = require(${json(options.treeConfig)});
    config = mod && mod.__esModule ? mod.default : mod;
    if (typeof config === 'function') config = await config();
    config = await config;
  } finally {
    process.chdir(cwd);
  }
  let docsTaken = false;
  const presets = (config.presets || []).map((entry) => {
    if (!Array.isArray(entry) || !entry[1] || typeof entry[1] !== 'object') return entry;
    const [name, o] = entry;
    const out = { ...o };
    if (o.docs !== false) {
      out.docs = docs(o.docs || {});
      docsTaken = true;
    }
    if (o.theme && o.theme.customCss)
      out.theme = {
        ...o.theme,
        customCss: Array.isArray(o.theme.customCss) ? o.theme.customCss.map(abs) : abs(o.theme.customCss),
      };
    return [name, out];
  });
  const plugins = (config.plugins || []).map((entry) => {
    if (docsTaken || !Array.isArray(entry) || !isDocs(entry[0])) return entry;
    if (entry[1] && entry[1].id && entry[1].id !== 'default') return entry;
    docsTaken = true;
    return [entry[0], docs(entry[1] || {})];
  });
  const { algolia, ...themeConfig } = config.themeConfig || {};
  // Its client modules are paths relative to the tree's website folder, as the reference resolves them.
  const clientModules = (config.clientModules || []).map(abs);
  return {
    ...config,
    ...(baseUrl !== null ? { baseUrl } : {}),
    onBrokenLinks: 'warn',
    presets,
    plugins,
    themeConfig,
    clientModules,
  };
};
`;
}

/** The dependencies the tree's website folder declares (name → version range). */
export function treeDependencies(websiteDir: string): Record<string, string> {
  try {
    const pkg = JSON.parse(readFileSync(join(websiteDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    return { ...pkg.devDependencies, ...pkg.dependencies };
  } catch {
    return {};
  }
}

/**
 * Why the site's config does not load, or undefined when it does. In a child process, as the build
 * loads it: Node remembers a package it did not find, also once it is installed.
 */
function loadProblem(siteDir: string): string | undefined {
  const code = `const { loadSiteConfig } = await import(${JSON.stringify(pathToFileURL(join(REPO_DIR, 'src/core/config/load.ts')).href)});
try { await loadSiteConfig(${JSON.stringify(siteDir)}, process.env, undefined, { warn() {} }); }
catch (error) { process.stderr.write(error.message); process.exit(1); }`;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', code],
    { cwd: REPO_DIR, encoding: 'utf8' },
  );
  return run.status === 0 ? undefined : run.stderr || `exit code ${run.status}`;
}

/** The package a failed load misses (`Cannot find package 'yaml'`), when it is one. */
function missingPackage(message: string): string | undefined {
  const found =
    /Cannot find (?:module|package) '([^']+)'|imports "([^"]+)", which cannot be found/.exec(
      message,
    );
  const name = found?.[1] ?? found?.[2];
  if (!name || /^(\.|\/|node:|file:)/.test(name)) return undefined;
  return name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * Writes the try site's docusaurus.config.cjs for the tree's config and checks that it loads;
 * undefined when it does, else why not (the wrapper is removed: the caller writes its own config).
 * With `installDeps`, a package the config imports that is found nowhere is installed in the try
 * site (saved in its package.json, so the docs' own installs keep it) and the load tried again.
 */
export function useTreeConfig(
  siteDir: string,
  options: {
    treeConfig: string;
    websiteDir: string;
    docsDir: string;
    routeBase?: string;
    baseUrl?: string;
    installDeps?: boolean;
  },
): string | undefined {
  const file = join(siteDir, WRAPPER_FILE);
  writeFileSync(file, wrapperSource({ ...options, siteDir }));
  const installed = new Set<string>();
  for (;;) {
    const message = loadProblem(siteDir);
    if (message === undefined) return undefined;
    const name = missingPackage(message);
    if (options.installDeps && name && !installed.has(name)) {
      installed.add(name);
      console.log(`Installing ${name} in ${siteDir}: the tree's config imports it`);
      if (!existsSync(join(siteDir, 'package.json')))
        writeFileSync(join(siteDir, 'package.json'), '{}\n');
      // The version the tree asks for (a major other than the latest breaks its config's imports).
      const range = treeDependencies(options.websiteDir)[name];
      const spec = range ? `${name}@${range}` : name;
      const run = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--save', spec], {
        cwd: siteDir,
        stdio: 'inherit',
      });
      if (run.status === 0) continue;
    }
    rmSync(file, { force: true });
    return message.split('\n').slice(0, 4).join(' ');
  }
}
