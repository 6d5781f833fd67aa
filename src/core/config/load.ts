// Loads <siteDir>/site.config.ts (TypeScript, through the tsx loader the
// scripts run under), applies environment overrides and validates it.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importUserModule } from '../user-module';
import { ConfigError, validateSiteConfig, type SiteConfig } from './schema';

export const CONFIG_FILE = 'site.config.ts';

/** Environment variables a deployment can use instead of editing site.config.ts. */
function applyEnvOverrides(raw: Record<string, unknown>, env: NodeJS.ProcessEnv): void {
  const search = { ...((raw.search as Record<string, unknown> | undefined) ?? {}) };
  if (env.ALGOLIA_APP_ID) search.appId = env.ALGOLIA_APP_ID;
  if (env.ALGOLIA_API_KEY) search.apiKey = env.ALGOLIA_API_KEY;
  if (env.ALGOLIA_INDEX_NAME) search.indexName = env.ALGOLIA_INDEX_NAME;
  raw.search = search;
}

/** `configFile`: another file than <siteDir>/site.config.ts (the CLI's `--config`). */
export async function loadSiteConfig(
  siteDir: string,
  env = process.env,
  configFile?: string,
): Promise<SiteConfig> {
  const file = configFile ? resolve(siteDir, configFile) : join(siteDir, CONFIG_FILE);
  if (!existsSync(file))
    throw new ConfigError(
      configFile ? `No config file at ${file}` : `No ${CONFIG_FILE} found in ${siteDir}`,
    );
  const mod = await importUserModule(file, 'the site config');
  if (!mod.default || typeof mod.default !== 'object') {
    throw new ConfigError(`${file} must export the site config as its default export`);
  }
  const raw = { ...(mod.default as Record<string, unknown>) };
  applyEnvOverrides(raw, env);
  const config = validateSiteConfig(raw, file);
  for (const css of config.theme.customCss)
    if (!existsSync(resolve(siteDir, css)))
      throw new ConfigError(
        `Invalid site config in ${file}:\n- theme.customCss: no file at ${css}`,
      );
  return config;
}
