// The boundary with a site's own Docusaurus plugins: what a plugin function receives (its load
// context and options), what it returns (its lifecycle hooks) and what its hooks hand back. Every
// value a plugin returns is the user's, so the shapes here are what is checked, not trusted.
import type { Configuration } from 'webpack';

/** The Docusaurus config as the plugin reads it (`context.siteConfig`): the user's keys, unchecked. */
export type PluginSiteConfig = Record<string, unknown> & { baseUrl: string; url: string };

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
  translate: boolean;
  url: string;
  baseUrl: string;
}

/** `context`, the first argument of every plugin function (Docusaurus's LoadContext). */
export interface LoadContext {
  siteDir: string;
  siteConfig: PluginSiteConfig;
  siteConfigPath: string;
  /** Where plugins write generated files (ours: `.generated`, importable as `@generated/…`). */
  generatedFilesDir: string;
  outDir: string;
  baseUrl: string;
  localizationDir: string;
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    path: string;
    localeConfigs: Record<string, LocaleConfig>;
  };
  codeTranslations: Record<string, string>;
}

/** A route a plugin adds (`actions.addRoute`). */
export interface PluginRouteConfig {
  path: string;
  /** A module path, `@theme/Name` or `@site/…`. */
  component: string;
  /** Prop name → a module whose default export the component receives as that prop. */
  modules?: Record<string, unknown>;
  exact?: boolean;
  routes?: PluginRouteConfig[];
  customData?: unknown;
  [key: string]: unknown;
}

export interface PluginActions {
  setGlobalData(data: unknown): void;
  /** Writes `data` to `<generatedFilesDir>/<plugin name>/<plugin id>/<name>`; resolves to its path. */
  createData(name: string, data: unknown): Promise<string>;
  addRoute(route: PluginRouteConfig): void;
}

/** A tag `injectHtmlTags` returns: raw HTML, or a tag described. */
export type HtmlTagObject = {
  tagName: string;
  attributes?: Record<string, string | boolean | undefined>;
  innerHTML?: string;
};
export type HtmlTag = string | HtmlTagObject;

export interface InjectedHtmlTags {
  headTags?: HtmlTag | HtmlTag[];
  preBodyTags?: HtmlTag | HtmlTag[];
  postBodyTags?: HtmlTag | HtmlTag[];
}

/** `utils`, the third argument of `configureWebpack`. */
export interface ConfigureWebpackUtils {
  getStyleLoaders(isServer: boolean, cssOptions?: Record<string, unknown>): unknown[];
  getJSLoader(options: { isServer: boolean; babelOptions?: unknown }): unknown;
  currentBundler: { name: 'webpack'; instance: unknown };
}

/** What `configureWebpack` may return: a partial config, with `mergeStrategy` for webpack-merge. */
export type WebpackPart = Configuration & {
  mergeStrategy?: Record<string, 'match' | 'merge' | 'append' | 'prepend' | 'replace'>;
};

export interface PostBuildProps {
  outDir: string;
  routesPaths: string[];
  siteConfig: PluginSiteConfig;
  siteDir: string;
  baseUrl: string;
  generatedFilesDir: string;
  content: unknown;
  plugins: Array<{ name: string; options: Record<string, unknown> }>;
  head: Record<string, unknown>;
}

/** A plugin instance: what a plugin function returns. Every hook is optional. */
export interface Plugin {
  name: string;
  loadContent?(): unknown;
  contentLoaded?(args: {
    content: unknown;
    actions: PluginActions;
    allContent: AllContent;
  }): unknown;
  allContentLoaded?(args: { actions: PluginActions; allContent: AllContent }): unknown;
  injectHtmlTags?(args: { content: unknown }): InjectedHtmlTags | undefined;
  getClientModules?(): string[];
  configureWebpack?(
    config: Configuration,
    isServer: boolean,
    utils: ConfigureWebpackUtils,
    content: unknown,
  ): WebpackPart | undefined | void;
  /** Run at the site's loading (src/core/postcss): the PostCSS options in, the options to use out. */
  configurePostCss?(options: { plugins: unknown[]; [key: string]: unknown }): unknown;
  getThemePath?(): string;
  getTypeScriptThemePath?(): string;
  getPathsToWatch?(): string[];
  postBuild?(props: PostBuildProps): unknown;
  [hook: string]: unknown;
}

/** Every plugin's loaded content, by plugin name and instance id. */
export type AllContent = Record<string, Record<string, unknown>>;

export type PluginFunction = (context: LoadContext, options: Record<string, unknown>) => unknown;
