// `defineConfig` for a site's site.config.ts, in a module of its own that loads nothing at run
// time (the schema's types only): a site whose package is CommonJS (most Docusaurus sites' are)
// requires it, and the schema's module, which loads zod with a top-level await, cannot be required.
import type { SiteConfigInput } from './schema';

/** For site.config.ts: gives the file its type without changing it. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
