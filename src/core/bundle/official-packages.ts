// Docusaurus's own packages that run here as site plugins (theme-live-codeblock) import their own
// modules by name (`@docusaurus/theme-live-codeblock/client`), which the `@docusaurus` alias sends
// to our client API: each export of such a package, installed in the site, is aliased to its file.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { RUN_AS_SITE_PLUGINS } from '../config/from-docusaurus';

export function officialPackageAliases(siteDir: string): Record<string, string> {
  const require = createRequire(join(siteDir, 'package.json'));
  const aliases: Record<string, string> = {};
  for (const name of RUN_AS_SITE_PLUGINS) {
    // Its package.json, looked up where Node would look (it need not export it).
    const file = (require.resolve.paths(name) ?? [])
      .map((dir) => join(dir, name, 'package.json'))
      .find((f) => existsSync(f));
    if (!file) continue; // not installed: nothing of it is imported
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exports?: unknown };
    const subpaths =
      manifest.exports && typeof manifest.exports === 'object'
        ? Object.keys(manifest.exports).filter((k) => k.startsWith('.') && !k.includes('*'))
        : ['.'];
    for (const sub of subpaths) {
      const request = name + sub.slice(1);
      try {
        aliases[`${request}$`] = require.resolve(request);
      } catch {
        /* an export for another condition only (types) */
      }
    }
  }
  return aliases;
}
