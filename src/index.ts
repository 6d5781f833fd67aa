// The generator's public face for a site's own files: `defineConfig` for
// site.config.ts and the config types. Node side only (the config is read at
// build time); browser code reads the validated config from the client API.
export { defineConfig } from './core/config/define';
export type { SiteConfig, SiteConfigInput, NavbarItem, LinkRule } from './core/config/schema';
export type { SidebarsConfig } from './core/sidebars/types';
