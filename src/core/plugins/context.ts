// `context`, what every plugin function receives: the site's folders, its config in Docusaurus's
// shape (a docusaurus.config's own object with the defaults Docusaurus fills in; our
// site.config.ts's keys with the theme's options under themeConfig, as the reference keeps them) and
// its locales.
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema';
import { themeConfigOf } from '../../shared/theme-config';
import type { LoadContext, PluginSiteConfig } from './types';

/**
 * Where plugins write (`context.generatedFilesDir`, `createData`): Docusaurus's own folder name, as
 * plugins that build a path into it by hand expect; `@generated/…` finds files there too.
 */
export const PLUGINS_GENERATED_DIR = '.docusaurus';

/** Top-level keys Docusaurus gives a default when the config leaves them out. */
const DOCUSAURUS_DEFAULTS = {
  baseUrl: '/',
  tagline: '',
  customFields: {},
  plugins: [],
  themes: [],
  presets: [],
  headTags: [],
  stylesheets: [],
  scripts: [],
  clientModules: [],
  staticDirectories: ['static'],
  titleDelimiter: '|',
  noIndex: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  themeConfig: {},
};

/** Our config as a Docusaurus config: the theme's options under themeConfig. */
function docusaurusShape(config: SiteConfig): PluginSiteConfig {
  return { ...DOCUSAURUS_DEFAULTS, ...config, themeConfig: themeConfigOf(config) };
}

export interface ContextInput {
  siteDir: string;
  config: SiteConfig;
  configFile: string;
  /** The Docusaurus config as loaded, when the site has one rather than a site.config.ts. */
  docusaurusConfig?: Record<string, unknown>;
  outDir: string;
}

export function loadContext({
  siteDir,
  config,
  configFile,
  docusaurusConfig,
  outDir,
}: ContextInput): LoadContext {
  const siteConfig: PluginSiteConfig = docusaurusConfig
    ? { ...DOCUSAURUS_DEFAULTS, ...docusaurusConfig, url: config.url, baseUrl: config.baseUrl }
    : docusaurusShape(config);
  const { defaultLocale, locales, localeLabels } = config.i18n;
  // Only the default locale is built here, at the site's root.
  const localeConfigs = Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        label: localeLabels[locale] ?? locale,
        direction: 'ltr' as const,
        htmlLang: locale,
        calendar: 'gregory',
        path: locale,
        translate: false,
        url: config.url,
        baseUrl: config.baseUrl,
      },
    ]),
  );
  if (docusaurusConfig) siteConfig.i18n = { defaultLocale, locales, path: 'i18n', localeConfigs };
  return {
    siteDir,
    siteConfig,
    siteConfigPath: configFile,
    generatedFilesDir: join(siteDir, PLUGINS_GENERATED_DIR),
    outDir,
    baseUrl: config.baseUrl,
    localizationDir: join(siteDir, 'i18n', defaultLocale),
    i18n: { defaultLocale, locales, currentLocale: defaultLocale, path: 'i18n', localeConfigs },
    codeTranslations: {},
  };
}
