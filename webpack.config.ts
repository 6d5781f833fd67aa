// Client (browser) and server (prerender) bundles from one factory.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Chunk, type Configuration } from 'webpack';
import { CompileHintsPlugin } from './src/core/bundle/compile-hints';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { disableValidation, enableValidation, needValidate } from 'schema-utils';
import { isLazyContent, type LazyContent } from './src/core/dev-lazy';
import { toolchainVersion } from './src/core/toolchain';
import type { SharedWork } from './src/core/bundle/shared-work';
import { sassLoader } from './src/core/bundle/sass';
import { postCssLoader } from './src/core/bundle/postcss';
import type { PostCssSetup } from './src/core/postcss/setup';
import {
  ASSET_FILES,
  FONT_FILES,
  IMAGE_FILES,
  MEDIA_FILES,
  OTHER_FILES,
} from './src/core/bundle/asset-files';
import { mermaidAlias } from './src/core/bundle/mermaid';
import { officialPackageAliases } from './src/core/bundle/official-packages';
import { MissingThemeExportsPlugin } from './src/core/bundle/missing-theme-exports';
import type { MdxLoaderOptions } from './src/core/mdx/loader';
import { MARKDOWN_INPUTS_FILE } from './src/core/mdx/options';
import type { LinkResolver } from './src/core/mdx/remark-links';
import { PRERENDER_ENTRY, PRERENDER_GLOBAL } from './src/core/bundle/prerender-names';
import { ownModule } from './src/core/own-module';
import { applyConfigureWebpack, type PluginsWebpack } from './src/core/plugins/webpack';
import type { ConfigureWebpackUtils } from './src/core/plugins/types';
import { PLUGINS_GENERATED_DIR } from './src/core/plugins/context';

const require = createRequire(import.meta.url);
const repoDir = dirname(fileURLToPath(import.meta.url));
const hashText = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

export interface BundleOptions {
  siteDir: string;
  /** Where the client assets go (the build's temporary folder). */
  outDir: string;
  /** Where the dev server's records bundle goes (createServerConfig). */
  serverOutDir?: string;
  generatedDir: string;
  cacheDir: string;
  mode: 'production' | 'development';
  resolver: LinkResolver;
  /** The site's base URL: scripts, chunks and assets load from under it (`/docs/assets/js/…`). */
  baseUrl?: string;
  /** Dev server: hot updates. */
  hot?: boolean;
  /** Dev server: page content compiled on demand. */
  lazyContent?: Pick<LazyContent, 'backend'>;
  /** Given to both compilers of a build, so each MDX file and image is processed once for the two. */
  shared?: SharedWork;
  /** Production only: false leaves the client code unminified (`build --no-minify`). */
  minify?: boolean;
  /** The site's plugins' theme folders and configureWebpack hooks (src/core/plugins). */
  plugins?: PluginsWebpack;
  /** The site's PostCSS (its config file, its plugins' configurePostCss), when it has any. */
  postCss?: PostCssSetup;
}

/** SVGR as the reference configures it: optimised, keeping the title and viewBox, `title` as a prop. */
const SVGR_OPTIONS = {
  prettier: false,
  svgo: true,
  svgoConfig: {
    plugins: [
      {
        name: 'preset-default',
        params: { overrides: { removeTitle: false, removeViewBox: false } },
      },
    ],
  },
  titleProp: true,
};

/** Packages the server bundle requires at run time (all ship CommonJS). */
const SERVER_EXTERNALS =
  /^(react|react-dom|react-router|react-router-dom|scheduler|@docsearch\/react|algoliasearch|@algolia\/[^/]+)(\/|$)/;

/** Chunks made mostly of third-party code. */
const LIBRARY_CHUNKS = /(vendors|docsearch-modal)\.[0-9a-f]+\.js$/;
/** The prerendering entry's chunk: never sent to a reader, so never minified. */
const PRERENDER_CHUNK = new RegExp(`${PRERENDER_ENTRY}\\.[0-9a-f]+\\.js$`);
/** An entry's chunk that pages load (the prerendering entry's is not one). */
const initialPageChunk = (chunk: Chunk) => chunk.canBeInitial() && chunk.name !== PRERENDER_ENTRY;

/**
 * Our own plugins' options, as constants so a unit test can check them against each plugin's schema
 * (tests/unit/webpack-plugin-options.test.ts); the builds skip that check (see `unchecked`).
 */
export const TERSER_OPTIONS = {
  test: LIBRARY_CHUNKS,
  extractComments: false,
  minify: TerserPlugin.swcMinify,
  // swc minifies on libuv's threads already: a worker process would only add its start-up.
  parallel: false,
  terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
};

export const cssExtractOptions = (dev: boolean) =>
  ({
    filename: dev ? 'assets/css/[name].css' : 'assets/css/[name].[contenthash:8].css',
    chunkFilename: dev ? 'assets/css/[name].css' : 'assets/css/[name].[contenthash:8].css',
    ignoreOrder: true,
  }) satisfies ConstructorParameters<typeof MiniCssExtractPlugin>[0];

/**
 * Makes plugins without their options' schema check: schema-utils compiles its validator (ajv) on
 * first use, about 0.25 s of every dev server start and build, for options that are constants
 * here. Validation stays on for everything else (the site's own plugins and loaders).
 */
function unchecked<T>(make: () => T): T {
  if (!needValidate()) return make();
  disableValidation();
  try {
    return make();
  } finally {
    enableValidation();
  }
}

/**
 * `!!./file.ts?raw` (no loaders, the file's text), as typescript-eslint's docs import: webpack
 * drops a rule's module type along with its loaders after `!!`, so the `?raw` rule would not
 * apply; without loaders named after it the `!!` changes nothing else and is dropped.
 */
const rawWithoutLoaders = () =>
  new webpack.NormalModuleReplacementPlugin(/^!![^!]+\?raw$/, (resource) => {
    resource.request = resource.request.slice(2);
  });

/**
 * A stylesheet inside the reference's theme package (a swizzled component importing its original's
 * `styles.module.css`): this package is not installed, so its class names map to our theme's own.
 */
const themeClassicStyles = () =>
  new webpack.NormalModuleReplacementPlugin(
    /^@docusaurus\/theme-classic\/(?:src|lib)\/theme\/.+\.module\.css$/,
    join(repoDir, 'src/client/docusaurus/theme-classic-styles.ts'),
  );

/**
 * `require(\`prismjs/components/prism-${lang}\`)` in a site's prism-include-languages (the
 * reference's own default reads so) makes webpack bundle every file the folder holds: each language
 * is there twice, as its source and minified, and only the source is ever asked for.
 */
const prismComponentsOnce = () =>
  new webpack.ContextReplacementPlugin(
    /[\\/]prismjs[\\/]components$/,
    /^\.\/prism-[\w-]+(?:\.js)?$/,
  );

/** Packages the page must hold exactly one copy of (React state and contexts live in them). */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', '@mdx-js/react'];
/** A package's folder (not every package exports its package.json, so walk up from its entry). */
function packageDir(name: string): string {
  const entry = require.resolve(name);
  const at = entry.lastIndexOf(join('node_modules', name) + sep);
  return at >= 0 ? entry.slice(0, at + join('node_modules', name).length) : dirname(entry);
}

const TS_LOADER = {
  loader: require.resolve('esbuild-loader'),
  options: {
    loader: 'tsx',
    target: 'es2020',
    jsx: 'automatic',
    // Ours, never the site's: a Docusaurus site's tsconfig.json extends `@docusaurus/tsconfig`,
    // which is not installed here (the reference compiles without reading it), and esbuild-loader
    // failed every site file on it ("Error parsing tsconfig.json").
    tsconfig: join(repoDir, 'tsconfig.json'),
  },
};

/** `utils`, given to a plugin's configureWebpack: our loaders, for rules of its own. */
function configureUtils(postCss: PostCssSetup | undefined): ConfigureWebpackUtils {
  return {
    getJSLoader: () => TS_LOADER,
    getStyleLoaders: (isServer, cssOptions = {}) => {
      const modules = cssOptions.modules;
      const css = {
        loader: require.resolve('css-loader'),
        options:
          isServer && modules
            ? {
                ...cssOptions,
                modules: { ...(modules === true ? {} : modules), exportOnlyLocals: true },
              }
            : cssOptions,
      };
      if (isServer) return [css];
      return [MiniCssExtractPlugin.loader, css, ...(postCss ? [postCssLoader(postCss)] : [])];
    },
    currentBundler: { name: 'webpack', instance: webpack },
  };
}

/** Singletons a plugin's alias pointed elsewhere, already said (each build makes two configs). */
const singletonsSaid = new Set<string>();

/**
 * React and the router stay the generator's, whatever a plugin aliases them to (a site's own
 * `react` beside ours would be a second copy, and every hook it renders breaks).
 */
function keepSingletons(config: Configuration) {
  const alias = config.resolve?.alias;
  if (!alias || Array.isArray(alias)) return;
  for (const name of SINGLETONS) {
    const ours = packageDir(name);
    const theirs = (alias as Record<string, unknown>)[name];
    if (theirs === undefined || theirs === ours) continue;
    (alias as Record<string, unknown>)[name] = ours;
    if (singletonsSaid.has(name)) continue;
    singletonsSaid.add(name);
    console.warn(
      `[WARNING] a plugin's configureWebpack aliases "${name}" to ${String(theirs)}: not used, the pages' ${name} is the generator's`,
    );
  }
}

/** The config with the site's plugins' configureWebpack parts merged in. */
function withPlugins(config: Configuration, opts: BundleOptions, isServer: boolean): Configuration {
  const hooks = opts.plugins?.hooks ?? [];
  if (!hooks.length) return config;
  const merged = applyConfigureWebpack(config, isServer, hooks, configureUtils(opts.postCss));
  keepSingletons(merged.config);
  const cache = merged.config.cache;
  // A plugin's alias or rule changes what is bundled: cached modules built before it are not reused.
  if (cache && typeof cache === 'object' && cache.type === 'filesystem')
    merged.config.cache = { ...cache, version: `${cache.version}-${merged.key}` };
  return merged.config;
}

function common(opts: BundleOptions, isServer: boolean): Configuration {
  const dev = opts.mode === 'development';
  const themePaths = opts.plugins?.themePaths ?? [];
  // The site's PostCSS runs on the client's stylesheets only: the server's CSS modules give class
  // names alone, as Docusaurus's do.
  const postCss = !isServer && opts.postCss ? [postCssLoader(opts.postCss)] : [];
  const mdxLoader = {
    loader: ownModule(join(repoDir, 'src/core/mdx/loader.ts')),
    options: {
      resolver: opts.resolver,
      inputsFile: join(opts.generatedDir, MARKDOWN_INPUTS_FILE),
      development: dev,
      shared: opts.shared,
    } satisfies MdxLoaderOptions,
  };
  return {
    mode: opts.mode,
    context: opts.siteDir,
    bail: false, // report every error, through stats, as one line each
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // A site path (`url(/img/x.svg)` in a stylesheet) is the site's static/img/x.svg, else a file
      // of the site folder, bundled like any url() (hashed, small ones inlined): the reference's
      // resolve.roots. An absolute file path not found there resolves as before.
      roots: [join(opts.siteDir, 'static'), opts.siteDir],
      alias: {
        // Theme components reach each other by name: a site's src/theme/<Name> wins over ours, and
        // `@theme-original/<Name>` is always ours, so a site's component can wrap the original.
        // The site's plugins' theme folders come between the two (src/core/plugins).
        '@theme': [join(opts.siteDir, 'src/theme'), ...themePaths, join(repoDir, 'src/theme')],
        '@theme-original': [join(repoDir, 'src/theme'), ...themePaths],
        // The component as the first theme gave it (the classic theme's: ours), which a plugin's
        // theme wraps (theme-live-codeblock's CodeBlock).
        '@theme-init': [join(repoDir, 'src/theme'), ...themePaths],
        // The generator's own modules by a name that works from any site folder (theme code, swizzled copies).
        '@docgen': join(repoDir, 'src'),
        // Ours, then what the site's plugins write (Docusaurus's folder, where `@generated` points there).
        '@generated': [opts.generatedDir, join(opts.siteDir, PLUGINS_GENERATED_DIR)],
        '@site': opts.siteDir,
        // The reference's client API, under its names (src/client/docusaurus).
        ...officialPackageAliases(opts.siteDir),
        '@docusaurus': join(repoDir, 'src/client/docusaurus'),
        ...mermaidAlias(opts.siteDir),
        // One copy of each, whatever a site's own packages installed beside them: a second React
        // (a peer dependency npm put in the site's node_modules) breaks every hook it renders.
        ...Object.fromEntries(SINGLETONS.map((name) => [name, packageDir(name)])),
      },
      // Content imports the site's packages even from docs kept outside the site folder (a
      // monorepo's docs/ beside website/), and theme code imports this repository's.
      modules: ['node_modules', join(opts.siteDir, 'node_modules'), join(repoDir, 'node_modules')],
    },
    resolveLoader: {
      modules: ['node_modules', join(repoDir, 'node_modules')],
      // `!!raw-loader!./file`, as content written for the reference imports a file's text.
      alias: { 'raw-loader': ownModule(join(repoDir, 'src/core/bundle/raw-loader.ts')) },
    },
    module: {
      rules: [
        {
          // The first rule that matches a file decides how it loads.
          oneOf: [
            {
              // `import text from './file.ts?raw'`: the file's text, whatever its type.
              resourceQuery: /^\?raw$/,
              type: 'asset/source',
            },
            {
              // Docusaurus plugins publish untranspiled JSX (a theme component's source), and the
              // reference compiles packages named *docusaurus*: so do we, as JavaScript.
              test: /docusaurus(?:(?!node_modules).)*\.jsx?$/,
              include: /node_modules/,
              use: [{ ...TS_LOADER, options: { ...TS_LOADER.options, loader: 'jsx' } }],
            },
            {
              // A page's metadata is imported whole: webpack tracking every nested key of it as an
              // export (its default for JSON) costs memory per page and shakes nothing.
              test: /\.json$/,
              include: opts.generatedDir,
              type: 'json',
              parser: { exportsDepth: 1 },
            },
            { test: /\.[jt]sx?$/, exclude: /node_modules/, use: [TS_LOADER] },
            // A plugin's theme components, compiled wherever its package is installed.
            ...(themePaths.length
              ? [{ test: /\.[jt]sx?$/, include: themePaths, use: [TS_LOADER] }]
              : []),
            { test: /\.mdx?$/, use: [mdxLoader] },
            ...[
              { test: /\.css$/, module: /\.module\.css$/, sass: [] },
              // Sass (a site using docusaurus-plugin-sass): the same two rules, compiled first.
              {
                test: /\.s[ac]ss$/,
                module: /\.module\.s[ac]ss$/,
                sass: [sassLoader(opts.siteDir)],
              },
            ].flatMap(({ test, module, sass }) => [
              {
                test,
                exclude: module,
                use: isServer
                  ? [ownModule(join(repoDir, 'src/core/bundle/ignore-loader.ts'))]
                  : [
                      MiniCssExtractPlugin.loader,
                      {
                        loader: require.resolve('css-loader'),
                        options: { importLoaders: postCss.length + sass.length },
                      },
                      ...postCss,
                      ...sass,
                    ],
              },
              {
                // CSS modules, imported as the reference's sites do (`import styles from
                // './styles.module.css'`): the server bundle gets the same class names, no CSS.
                test: module,
                use: [
                  ...(isServer ? [] : [MiniCssExtractPlugin.loader]),
                  {
                    loader: require.resolve('css-loader'),
                    options: {
                      importLoaders: postCss.length + sass.length,
                      modules: {
                        namedExport: false,
                        exportLocalsConvention: 'as-is',
                        localIdentName: '[local]_[hash:base64:5]',
                        exportOnlyLocals: isServer,
                      },
                    },
                  },
                  ...postCss,
                  ...sass,
                ],
              },
            ]),
            {
              // `import img from './x.png?responsive'`: resized at build (src/core/images/loader.ts).
              test: /\.(png|jpe?g|webp|avif)$/i,
              resourceQuery: /responsive/,
              type: 'javascript/auto',
              use: [
                {
                  loader: ownModule(join(repoDir, 'src/core/images/loader.ts')),
                  options: {
                    configFile: join(opts.generatedDir, 'site-config.json'),
                    emit: !isServer,
                    shared: opts.shared,
                  },
                },
              ],
            },
            {
              // An SVG imported by code or MDX is a React component, as the reference makes it
              // (`import Logo from './logo.svg'; <Logo />`, its classic template's features); a
              // Markdown image (`?asset`, below) or one a stylesheet uses is a URL.
              test: /\.svg$/i,
              issuer: /\.(?:tsx?|jsx?|mdx?)$/i,
              resourceQuery: { not: [/asset|responsive/] },
              use: [{ loader: require.resolve('@svgr/webpack'), options: SVGR_OPTIONS }],
            },
            {
              // `require('./x.png').default`: a require() of a file gets a module whose default export
              // is its URL, as the reference's file loaders give (an asset module's require is the bare URL).
              test: ASSET_FILES,
              dependency: 'commonjs',
              resourceQuery: { not: [/responsive/] },
              type: 'javascript/auto',
              use: [ownModule(join(repoDir, 'src/core/bundle/esm-asset-loader.ts'))],
            },
            {
              // A Markdown image (`?asset`) is a file: a data URL is sent twice (in the HTML and in
              // the page's script: 2.2 KB gzip of first-load script for one diagram), and an inlined
              // SVG is parsed with the HTML, where `loading="lazy"` defers a file far down the page.
              test: IMAGE_FILES,
              resourceQuery: /^\?asset$/,
              dependency: { not: ['commonjs'] },
              type: 'asset/resource',
              generator: { filename: 'assets/images/[name]-[contenthash:8][ext]', emit: !isServer },
            },
            {
              test: IMAGE_FILES,
              resourceQuery: { not: [/responsive/] },
              dependency: { not: ['commonjs'] },
              type: 'asset',
              parser: { dataUrlCondition: { maxSize: 10000 } },
              generator: { filename: 'assets/images/[name]-[contenthash:8][ext]', emit: !isServer },
            },
            {
              test: FONT_FILES,
              dependency: { not: ['commonjs'] },
              type: 'asset/resource',
              generator: { filename: 'assets/fonts/[name]-[contenthash:8][ext]', emit: !isServer },
            },
            {
              test: MEDIA_FILES,
              dependency: { not: ['commonjs'] },
              type: 'asset/resource',
              generator: { filename: 'assets/medias/[name]-[contenthash:8][ext]', emit: !isServer },
            },
            {
              test: OTHER_FILES,
              dependency: { not: ['commonjs'] },
              type: 'asset/resource',
              generator: { filename: 'assets/files/[name]-[contenthash:8][ext]', emit: !isServer },
            },
          ],
        },
      ],
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: join(opts.cacheDir, 'webpack'),
      name: `${isServer ? 'server' : 'client'}-${opts.mode}`,
      // Resolutions are cached by the importing file and the request, not by where an alias
      // points: a copy of a site folder, built while the original exists, would bundle the
      // original's generated modules. The site's own folders are part of what the cache holds.
      // The PostCSS options too: a stylesheet's cached output was made with them.
      version: `${toolchainVersion()}-${hashText([opts.siteDir, opts.generatedDir, ...themePaths].join('\0'))}${opts.postCss ? `-${opts.postCss.key}` : ''}`,
      buildDependencies: { defaultWebpack: [] },
    },
    // Timestamps only: production's default also hashes every module and resolved file when the cache
    // is stored, time a cold build spends for nothing here (an up-to-date build hashes its own inputs).
    snapshot: { module: { timestamp: true }, resolve: { timestamp: true } },
    infrastructureLogging: { level: 'error' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export function createClientConfig(opts: BundleOptions): Configuration {
  const dev = opts.mode === 'development';
  const minimize = !dev && opts.minify !== false;
  const base = common(opts, false);
  return withPlugins(clientConfig(opts, base, dev, minimize), opts, false);
}

function clientConfig(
  opts: BundleOptions,
  base: Configuration,
  dev: boolean,
  minimize: boolean,
): Configuration {
  return {
    ...base,
    name: 'client',
    target: 'web',
    devtool: false, // dev source maps: the plugin below, without the libraries
    entry: {
      main: [
        ...(opts.hot
          ? [
              `${require.resolve('webpack-hot-middleware/client')}?reload=true&overlay=true&path=/__hmr`,
              // Always in the first chunk, so a save that moves it between chunks (a broken MDX file
              // stops importing it) never hot-replaces it: a second copy has its own context, and
              // every page component would vanish ("Expected component Admonition to be defined").
              '@mdx-js/react',
              join(repoDir, 'src/client/devRecovery.ts'),
              join(repoDir, 'src/client/devContentUpdates.ts'),
            ]
          : []),
        join(repoDir, 'src/entry/client.tsx'),
      ],
      // Builds prerender from this bundle (src/core/bundle/prerender.ts): an entry sharing the
      // page's modules, which no page loads; its exports are left on the chunk loader's global.
      ...(dev
        ? {}
        : {
            [PRERENDER_ENTRY]: {
              import: join(repoDir, 'src/entry/prerender.tsx'),
              dependOn: 'main',
              library: { type: 'self', name: PRERENDER_GLOBAL },
            },
          }),
    },
    output: {
      path: opts.outDir,
      publicPath: opts.baseUrl ?? '/',
      filename: dev ? 'assets/js/[name].js' : 'assets/js/[name].[contenthash:8].js',
      chunkFilename: dev ? 'assets/js/[name].js' : 'assets/js/[name].[contenthash:8].js',
      clean: false,
    },
    optimization: {
      runtimeChunk: 'single',
      moduleIds: dev ? 'named' : 'deterministic',
      chunkIds: dev ? 'named' : 'deterministic',
      minimize,
      // Made only when used: the Terser plugin's options check alone costs the dev server's start
      // about 0.2 s.
      minimizer: minimize
        ? [
            // Library chunks: swc's compressor drops the parts of react-router and DocSearch we never call
            // (esbuild's transform keeps them). Our own chunks: esbuild, as small for them and faster still.
            unchecked(() => new TerserPlugin(TERSER_OPTIONS)),
            // Required here: loading esbuild-loader costs a dev server's start 0.1 s for nothing.
            new (require('esbuild-loader') as typeof import('esbuild-loader')).EsbuildPlugin({
              target: 'es2020',
              css: true,
              legalComments: 'none',
              exclude: [LIBRARY_CHUNKS, PRERENDER_CHUNK],
            }),
          ]
        : [],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          default: false,
          defaultVendors: false,
          // React and the router change rarely: their own long-cached chunk.
          vendors: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@mdx-js)[\\/]/,
            name: 'vendors',
            chunks: initialPageChunk,
            priority: 20,
            enforce: true,
          },
          styles: {
            name: 'styles',
            type: 'css/mini-extract',
            chunks: initialPageChunk,
            enforce: true,
          },
        },
      },
    },
    plugins: [
      unchecked(() => new MiniCssExtractPlugin(cssExtractOptions(dev))),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(opts.mode) }),
      new MissingThemeExportsPlugin(),
      rawWithoutLoaders(),
      themeClassicStyles(),
      prismComponentsOnce(),
      ...(opts.hot ? [new webpack.HotModuleReplacementPlugin()] : []),
      // Dev: source maps for the site's and the theme's code only. Libraries (React DOM's
      // development build alone is over 1 MB) ship as plain code: no source map to parse per module,
      // and V8 can cache their compiled code, where each eval'd module is compiled on every load.
      ...(dev
        ? [
            new webpack.EvalSourceMapDevToolPlugin({
              exclude: /[\\/]node_modules[\\/]/,
              columns: false,
              module: true,
            }),
          ]
        : []),
      // React DOM and the router run almost whole on the first load: compiled off the main thread.
      ...(dev ? [] : [new CompileHintsPlugin(/^assets\/js\/vendors\.[0-9a-f]+\.js$/)]),
    ],
    // Dev: a page's content is compiled when a page first asks for it, so the server starts fast;
    // it then stays compiled for the session (src/core/dev-lazy.ts).
    ...(opts.hot && opts.lazyContent
      ? {
          experiments: {
            lazyCompilation: {
              imports: true,
              entries: false,
              backend: opts.lazyContent.backend,
              test: isLazyContent,
            },
          },
        }
      : {}),
  };
}

export function createServerConfig(opts: BundleOptions & { serverOutDir: string }): Configuration {
  const base = common(opts, true);
  return withPlugins(serverConfig(opts, base), opts, true);
}

function serverConfig(
  opts: BundleOptions & { serverOutDir: string },
  base: Configuration,
): Configuration {
  return {
    ...base,
    name: 'server',
    target: 'node20',
    entry: { server: join(repoDir, 'src/entry/server.tsx') },
    output: {
      path: opts.serverOutDir,
      filename: 'server.cjs',
      library: { type: 'commonjs2' },
      publicPath: opts.baseUrl ?? '/',
    },
    // The big libraries run from node_modules instead of being parsed into the bundle again (~1 MB of
    // react-dom, react-router and DocSearch): by absolute path, so a site outside this repo works too.
    externals: ({ request }, callback) => {
      if (!request || !SERVER_EXTERNALS.test(request) || request.endsWith('.css'))
        return callback();
      callback(undefined, `commonjs ${require.resolve(request, { paths: [repoDir] })}`);
    },
    // Prerendering only runs this bundle: skip the production passes that just make it smaller.
    optimization: {
      minimize: false,
      splitChunks: false,
      runtimeChunk: false,
      concatenateModules: false,
      usedExports: false,
      mangleExports: false,
      // Keeps the entry in its function wrapper: avoiding it makes webpack re-parse the whole
      // bundle's code to rename clashing names, about a second of every build.
      avoidEntryIife: false,
      moduleIds: 'named',
      chunkIds: 'named',
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(opts.mode) }),
      new MissingThemeExportsPlugin(),
      rawWithoutLoaders(),
      themeClassicStyles(),
      prismComponentsOnce(),
    ],
  };
}

export const REPO_DIR = resolve(repoDir);
