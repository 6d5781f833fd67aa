// A site's own Docusaurus plugins (src/core/plugins): their entries read as Docusaurus reads
// them, their hooks run in order with their actions, what they return checked and turned into
// routes, HTML tags and webpack config, and a failing hook named with its plugin.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Configuration } from 'webpack';
import { fromDocusaurusConfig } from '../../src/core/config/from-docusaurus';
import { validateSiteConfig } from '../../src/core/config/schema';
import { loadPlugins } from '../../src/core/plugins';
import { loadContext } from '../../src/core/plugins/context';
import {
  normalizePluginEntries,
  packageCandidates,
  PluginEntryError,
} from '../../src/core/plugins/entries';
import { joinInjected, pluginTagsHtml } from '../../src/core/plugins/html-tags';
import { resolvePluginModule } from '../../src/core/plugins/load';
import { pluginRouteEntries } from '../../src/core/plugins/routes';
import type {
  AllContent,
  ConfigureWebpackUtils,
  LoadContext,
  PluginActions,
} from '../../src/core/plugins/types';
import { applyConfigureWebpack, mergeWebpackPart } from '../../src/core/plugins/webpack';
import { officialPackageAliases } from '../../src/core/bundle/official-packages';

const root = mkdtempSync(join(tmpdir(), 'plugins-'));
after(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

function contextFor(siteDir: string): LoadContext {
  const config = validateSiteConfig({ title: 'T', url: 'https://e.com' });
  return loadContext({
    siteDir,
    config,
    configFile: join(siteDir, 'site.config.ts'),
    outDir: join(siteDir, 'build'),
  });
}

/** Runs `plugins` (config entries) in a new site folder; warnings and the key errors name are kept. */
async function run(name: string, plugins: unknown[], files: Record<string, string> = {}) {
  const siteDir = folder(name, files);
  const warnings: string[] = [];
  const result = await loadPlugins(normalizePluginEntries(plugins), {
    context: contextFor(siteDir),
    write: true,
    keyError: (index, message) => new Error(`plugins[${index}]: ${message}`),
    warn: (line) => warnings.push(line),
  });
  return { siteDir, result, warnings };
}

const noUtils = {} as ConfigureWebpackUtils;

describe('plugin entries', () => {
  it('reads each form Docusaurus accepts, skipping false and null, with id "default"', () => {
    const fn = () => ({ name: 'f' });
    assert.deepEqual(
      normalizePluginEntries(['./local', fn, false, null, ['pkg', { id: 'two', a: 1 }]]),
      [
        { index: 0, source: './local', options: { id: 'default' } },
        { index: 1, source: fn, options: { id: 'default' } },
        { index: 4, source: 'pkg', options: { id: 'two', a: 1 } },
      ],
    );
    assert.throws(
      () => normalizePluginEntries([42]),
      (e: unknown) => e instanceof PluginEntryError && e.index === 0,
    );
    assert.throws(() => normalizePluginEntries([['pkg', 'not options']]), PluginEntryError);
  });

  it("expands Docusaurus's shorthand names", () => {
    assert.deepEqual(packageCandidates('sass'), [
      'sass',
      '@docusaurus/plugin-sass',
      'docusaurus-plugin-sass',
      '@docusaurus/theme-sass',
      'docusaurus-theme-sass',
    ]);
    assert.deepEqual(packageCandidates('@my/x').slice(0, 2), ['@my/x', '@my/docusaurus-plugin-x']);
    assert.deepEqual(packageCandidates('@my').slice(0, 2), ['@my', '@my/docusaurus-plugin']);
    assert.deepEqual(packageCandidates('./plugins/x'), ['./plugins/x']);
  });

  it('finds a plugin file without its extension, and an npm package by its shorthand', () => {
    const dir = folder('resolve', {
      'plugins/local.ts': 'export default () => ({ name: "l" });',
      'plugins/folder/index.mjs': 'export default () => ({ name: "f" });',
      'node_modules/docusaurus-plugin-short/package.json':
        '{"name":"docusaurus-plugin-short","main":"main.js"}',
      'node_modules/docusaurus-plugin-short/main.js': 'module.exports = () => ({ name: "s" });',
    });
    assert.equal(resolvePluginModule('./plugins/local', dir), join(dir, 'plugins/local.ts'));
    assert.equal(
      resolvePluginModule('./plugins/folder', dir),
      join(dir, 'plugins/folder/index.mjs'),
    );
    assert.equal(
      resolvePluginModule('short', dir),
      join(dir, 'node_modules/docusaurus-plugin-short/main.js'),
    );
    assert.equal(resolvePluginModule('./plugins/none', dir), undefined);
  });

  it("runs a docusaurus.config's own plugins and themes, not Docusaurus's own that are not built in", () => {
    const local = () => ({ name: 'local' });
    const { config, warnings, keyOf } = fromDocusaurusConfig({
      title: 'T',
      url: 'https://e.com',
      plugins: ['docusaurus-plugin-sass', ['./plugins/a', { x: 1 }], '@docusaurus/plugin-pwa'],
      themes: [local],
    });
    assert.deepEqual(validateSiteConfig(config).plugins, [['./plugins/a', { x: 1 }], local]);
    assert.equal(keyOf(['plugins', 1]), 'themes[0]');
    assert.deepEqual(
      warnings.filter((w) => w.startsWith('plugins')),
      [
        `plugins[2]: "@docusaurus/plugin-pwa" is not run here (Docusaurus's own plugins need Docusaurus itself); what it adds is missing`,
      ],
    );
  });

  it('names the key of an entry of no known form in site.config.ts', () => {
    assert.throws(
      () => validateSiteConfig({ title: 'T', url: 'https://e.com', plugins: [{ name: 'x' }] }),
      /plugins\[0\]: expected a module name, a plugin function, or \[nameOrFunction, options\]/,
    );
  });
});

describe('injected HTML tags', () => {
  it('writes strings as they are and tag objects with their attributes, in the plugins order', () => {
    const first = pluginTagsHtml({
      headTags: [
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://a.example' } },
        '<meta name="raw">',
      ],
      preBodyTags: { tagName: 'div', attributes: { id: 'x', hidden: true, off: false } },
      postBodyTags: [{ tagName: 'script', innerHTML: 'a()' }],
    });
    const second = pluginTagsHtml({ headTags: '<style>b{}</style>' });
    assert.deepEqual(joinInjected([first, second, pluginTagsHtml(undefined)]), {
      head: '<link rel="preconnect" href="https://a.example"><meta name="raw"><style>b{}</style>',
      preBody: '<div id="x" hidden></div>',
      postBody: '<script>a()</script>',
    });
  });

  it('says which tag it cannot write', () => {
    assert.throws(
      () => pluginTagsHtml({ headTags: [{ tagName: 'x y' }] }),
      /^Error: headTags\[0\]:/,
    );
    assert.throws(
      () => pluginTagsHtml({ postBodyTags: { tagName: 'a', attributes: { n: 1 } } }),
      /postBodyTags\.attributes: expected an object of string or boolean values/,
    );
  });
});

describe('configureWebpack', () => {
  const base: Configuration = {
    resolve: { alias: { a: '/a' } },
    module: { rules: [{ test: /\.x$/ }] },
  };

  it('merges parts as webpack-merge does, with mergeStrategy', () => {
    const merged = mergeWebpackPart(base, {
      resolve: { alias: { b: '/b' } },
      module: { rules: [{ test: /\.y$/ }] },
      mergeStrategy: { 'module.rules': 'prepend' },
    });
    assert.deepEqual(merged.resolve?.alias, { a: '/a', b: '/b' });
    assert.deepEqual(
      merged.module?.rules?.map((r) => String((r as { test: RegExp }).test)),
      ['/\\.y$/', '/\\.x$/'],
    );
  });

  it('keeps edits made in place, and names the plugin whose hook throws', () => {
    const { config, key } = applyConfigureWebpack(
      structuredClone(base),
      false,
      [
        {
          plugin: 'edits',
          configure: (config) => void ((config.resolve!.alias as Record<string, string>).c = '/c'),
        },
        {
          plugin: 'returns',
          configure: (_c, isServer) => ({ name: isServer ? 'server' : 'client' }),
        },
      ],
      noUtils,
    );
    assert.deepEqual(config.resolve?.alias, { a: '/a', c: '/c' });
    assert.equal(config.name, 'client');
    assert.match(key, /^[0-9a-f]{12}$/);
    assert.throws(
      () =>
        applyConfigureWebpack(base, true, [{ plugin: 'bad', configure: () => 'text' }], noUtils),
      /plugin "bad" failed in configureWebpack: expected a webpack config object/,
    );
  });
});

describe('plugin routes', () => {
  it('become route entries whose modules are lazy chunks, with customData', () => {
    const warnings: string[] = [];
    const { routes, modules } = pluginRouteEntries(
      [
        {
          plugin: 'p',
          route: {
            path: '/p',
            component: '@theme/P',
            modules: { data: '/gen/p/default/data.json', other: { __import: true, path: '/x.js' } },
            customData: { n: 1 },
          },
        },
        {
          plugin: 'p',
          route: {
            path: '/nested',
            component: '/c.js',
            routes: [{ path: '/nested/a', component: '/a.js' }],
            modules: { bad: { deep: '/y.json' } },
          },
        },
      ],
      { lvl0: 'Site', warn: (w) => warnings.push(w) },
    );
    assert.equal(routes[0].kind, 'plugin');
    assert.deepEqual(Object.keys(routes[0].modules), ['component', 'data', 'other']);
    assert.equal(modules[routes[0].modules.component].request, '@theme/P');
    assert.equal(modules[routes[0].modules.data].request, '/gen/p/default/data.json');
    assert.deepEqual(routes[0].customData, { n: 1 });
    assert.deepEqual(Object.keys(routes[1].modules), ['component']);
    assert.equal(warnings.length, 2);
    assert.match(warnings[0], /nested routes, which are not built here/);
    assert.match(warnings[1], /module "bad" is not a module path/);
  });
});

describe('the plugin lifecycle', () => {
  it('runs loadContent, then contentLoaded with its actions, and the other hooks', async () => {
    const calls: string[] = [];
    const plugin = (context: LoadContext, options: Record<string, unknown>) => ({
      name: 'life',
      loadContent: async () => (calls.push('load'), { n: options.n, siteDir: context.siteDir }),
      async contentLoaded({
        content,
        actions,
        allContent,
      }: {
        content: unknown;
        actions: PluginActions;
        allContent: AllContent;
      }) {
        calls.push('loaded');
        actions.setGlobalData({ content, all: Object.keys(allContent) });
        const file = await actions.createData('d.json', { n: 2 });
        actions.addRoute({ path: '/life', component: '@site/src/Life', modules: { d: file } });
      },
      injectHtmlTags: () => ({ headTags: ['<meta name="life">'] }),
      getClientModules: () => ['./src/client.js'],
      getThemePath: () => './theme',
      getPathsToWatch: () => ['data/**'],
      postBuild: ({ outDir, routesPaths }: Record<string, string[]>) =>
        writeFileSync(join(String(outDir), 'post.txt'), routesPaths.join(',')),
      extendCli: () => {},
    });
    const { siteDir, result, warnings } = await run('life', [[plugin, { n: 1 }]]);
    assert.deepEqual(calls, ['load', 'loaded']);
    assert.deepEqual(result.globalData, {
      life: { default: { content: { n: 1, siteDir }, all: ['life'] } },
    });
    const data = join(siteDir, '.docusaurus/life/default/d.json');
    assert.deepEqual(JSON.parse(readFileSync(data, 'utf8')), { n: 2 });
    assert.deepEqual(result.routes, [
      {
        plugin: 'life',
        route: { path: '/life', component: '@site/src/Life', modules: { d: data } },
      },
    ]);
    assert.equal(result.injected.head, '<meta name="life">');
    assert.deepEqual(result.clientModules, [join(siteDir, 'src/client.js')]);
    assert.deepEqual(result.webpack.themePaths, [join(siteDir, 'theme')]);
    assert.deepEqual(result.pathsToWatch, [join(siteDir, 'data/**')]);
    assert.deepEqual(warnings, [
      'plugin "life": its extendCli hook is not run here; what it does is missing',
    ]);
    await result.postBuild({ outDir: siteDir, routesPaths: ['/a', '/life'] });
    assert.equal(readFileSync(join(siteDir, 'post.txt'), 'utf8'), '/a,/life');
  });

  it('loads a plugin file (TypeScript here) and gives a later theme folder precedence', async () => {
    const { result } = await run('files', ['./plugins/one.ts', ['./plugins/two.js', { id: 'b' }]], {
      'plugins/one.ts':
        'export default function one(): { name: string; getThemePath(): string } { return { name: "one", getThemePath: () => "/one" }; }',
      'plugins/two.js':
        'module.exports = (ctx, opts) => ({ name: "two-" + opts.id, getThemePath: () => "/two" });',
    });
    assert.deepEqual(
      result.plugins.map((p) => [p.name, p.id]),
      [
        ['one', 'default'],
        ['two-b', 'b'],
      ],
    );
    assert.deepEqual(result.webpack.themePaths, ['/two', '/one']);
  });

  it("checks options with the module's validateOptions and its schema, defaults and errors included", async () => {
    // A Joi-like schema, as a plugin builds one from its own dependencies.
    const schema = {
      validate(value: Record<string, unknown>, how: { convert: boolean }) {
        if ('id' in value) throw new Error('id reaches the schema');
        if (how.convert) throw new Error('converted');
        if (typeof value.limit === 'string')
          return { error: { message: '"limit" must be a number' }, value };
        return { value: { limit: 8, hashed: false, ...value } };
      },
    };
    const module = [
      'exports.default = (ctx, opts) => ({ name: "local-" + opts.id + "-" + opts.limit + "-" + opts.hashed });',
      `exports.validateOptions = ({ validate, options }) => validate(${JSON.stringify('SCHEMA')}, options);`,
    ]
      .join('\n')
      .replace('"SCHEMA"', 'globalThis.__schema');
    Object.assign(globalThis, { __schema: schema });
    const files = { 'plugins/local.js': module };
    const { result } = await run('validated', [['./plugins/local.js', { hashed: true }]], files);
    assert.deepEqual(
      result.plugins.map((p) => p.name),
      ['local-default-8-true'],
    );
    await assert.rejects(
      run('invalid', [['./plugins/local.js', { limit: 'many' }]], files),
      /plugin "\.\/plugins\/local\.js" failed in validateOptions: invalid options of .*: "limit" must be a number/,
    );
  });

  it("fills in a theme's themeConfig defaults with its validateThemeConfig, for the pages and later plugins", async () => {
    const seen: unknown[] = [];
    const theme = Object.assign(() => ({ name: 'live-theme' }), {
      validateThemeConfig: ({
        validate,
        themeConfig,
      }: {
        validate: (schema: unknown, value: Record<string, unknown>) => unknown;
        themeConfig: Record<string, unknown>;
      }) =>
        validate(
          {
            validate: (value: Record<string, unknown>, how: Record<string, unknown>) => ({
              value: how.allowUnknown
                ? { ...value, liveCodeBlock: { playgroundPosition: 'bottom' } }
                : undefined,
            }),
          },
          themeConfig,
        ),
    });
    const reader = (context: LoadContext) => {
      seen.push((context.siteConfig.themeConfig as Record<string, unknown>).liveCodeBlock);
      return { name: 'reader' };
    };
    const { result } = await run('theme-config', [theme, reader]);
    assert.deepEqual(result.themeConfig, { liveCodeBlock: { playgroundPosition: 'bottom' } });
    assert.deepEqual(seen, [{ playgroundPosition: 'bottom' }]);
  });

  it("resolves a package's relative theme path from its own module, as Docusaurus does", async () => {
    const { siteDir, result } = await run('theme-dir', ['./plugins/pkg/lib/index.js'], {
      'plugins/pkg/lib/index.js':
        'module.exports = () => ({ name: "pkg", getThemePath: () => "../lib/theme" });',
    });
    assert.deepEqual(result.webpack.themePaths, [join(siteDir, 'plugins/pkg/lib/theme')]);
  });

  it("aliases each export of Docusaurus's own theme packages run here, not our client API", () => {
    const siteDir = folder('official', {
      'package.json': '{}',
      'node_modules/@docusaurus/theme-live-codeblock/package.json': JSON.stringify({
        exports: { '.': './lib/index.js', './client': './lib/client/index.js', './*.css': './x' },
      }),
      'node_modules/@docusaurus/theme-live-codeblock/lib/index.js': '',
      'node_modules/@docusaurus/theme-live-codeblock/lib/client/index.js': '',
    });
    const pkg = join(siteDir, 'node_modules/@docusaurus/theme-live-codeblock');
    assert.deepEqual(officialPackageAliases(siteDir), {
      '@docusaurus/theme-live-codeblock$': join(pkg, 'lib/index.js'),
      '@docusaurus/theme-live-codeblock/client$': join(pkg, 'lib/client/index.js'),
    });
    assert.deepEqual(officialPackageAliases(folder('none', { 'package.json': '{}' })), {});
  });

  it('names translation hooks only for a site with translations of its own', async () => {
    const plugin = () => ({ name: 't', getDefaultCodeTranslationMessages: () => ({}) });
    assert.deepEqual((await run('untranslated', [plugin])).warnings, []);
    assert.deepEqual((await run('translated', [plugin], { 'i18n/en/code.json': '{}' })).warnings, [
      'plugin "t": its getDefaultCodeTranslationMessages hook is not run here; what it does is missing',
    ]);
  });

  it('stops with the config key or the plugin and hook at fault', async () => {
    await assert.rejects(
      run('nameless', [() => ({})]),
      /plugins\[0\]: the plugin function .* returned no "name"/,
    );
    await assert.rejects(run('missing', ['./plugins/none']), /plugins\[0\]: no plugin file at /);
    await assert.rejects(
      run('twice', [() => ({ name: 'a' }), () => ({ name: 'a' })]),
      /plugins\[1\]: the plugin "a" is used twice with the id "default"/,
    );
    await assert.rejects(
      run('throws', [
        () => ({
          name: 'my-plugin',
          contentLoaded() {
            throw new Error('no data\nat line 2');
          },
        }),
      ]),
      { name: 'PluginError', message: 'plugin "my-plugin" failed in contentLoaded: no data' },
    );
    await assert.rejects(
      run('bad-route', [
        () => ({
          name: 'r',
          contentLoaded: ({ actions }: { actions: PluginActions }) =>
            actions.addRoute({ path: 'x' } as never),
        }),
      ]),
      /plugin "r" failed in contentLoaded: addRoute: "path" must be a string starting with "\/"/,
    );
  });
});
