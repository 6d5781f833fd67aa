// The site context content reads (the reference's useDocusaurusContext,
// useGlobalData, useBaseUrl): built from the generated config and docs data.
import { useMemo } from 'react';
import { addBaseUrl, type BaseUrlOptions } from '../shared/baseUrl';
import { themeConfigOf } from '../shared/theme-config';
import { docsGlobalData, pluginsGlobalData, siteConfig } from './data';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** Global data by plugin name and instance id, in the reference's shape. */
export const globalData: Record<string, Record<string, unknown>> = {
  ...(pluginsGlobalData as Record<string, Record<string, unknown>>),
  [DOCS_PLUGIN]: { default: docsGlobalData },
};

const customFields = (siteConfig as { customFields?: Record<string, unknown> }).customFields ?? {};

const context = {
  siteConfig: { ...siteConfig, customFields, themeConfig: themeConfigOf(siteConfig) },
  siteMetadata: { docusaurusVersion: '3', siteVersion: undefined, pluginVersions: {} },
  globalData,
  i18n: {
    defaultLocale: siteConfig.i18n.defaultLocale,
    locales: siteConfig.i18n.locales,
    currentLocale: siteConfig.i18n.defaultLocale,
    localeConfigs: Object.fromEntries(
      siteConfig.i18n.locales.map((locale) => [
        locale,
        {
          label: siteConfig.i18n.localeLabels[locale] ?? locale,
          direction: 'ltr',
          htmlLang: locale,
          calendar: 'gregory',
          path: locale,
        },
      ]),
    ),
  },
  codeTranslations: {} as Record<string, string>,
};

export type DocusaurusContext = typeof context;

/** The site's config as Docusaurus gives it: `@generated/docusaurus.config` (.generated/docusaurus.config.js). */
export const docusaurusSiteConfig = context.siteConfig;

export function useDocusaurusContext(): DocusaurusContext {
  return context;
}

export function useGlobalData(): typeof globalData {
  return globalData;
}

export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  const data = globalData[pluginName];
  if (!data) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  const data = useAllPluginInstancesData(pluginName)[pluginId];
  if (!data)
    throw new Error(
      `Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`,
    );
  return data;
}

export function useBaseUrlUtils() {
  return useMemo(
    () => ({
      withBaseUrl: (url: string, options?: BaseUrlOptions) =>
        addBaseUrl(siteConfig.url, siteConfig.baseUrl, url, options),
    }),
    [],
  );
}

export function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
