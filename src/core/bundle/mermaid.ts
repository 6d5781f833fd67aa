// `@theme/Mermaid` draws diagrams with the site's own `mermaid` package, as
// the reference's Mermaid theme does; the generator does not ship it. The theme
// imports it under one name, which points at the package when the site has it
// and at an empty module when not (the component then shows the source).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_MERMAID_MODULE = 'docgen-site-mermaid';

export function mermaidAlias(siteDir: string): Record<string, string | false> {
  const installed = existsSync(join(siteDir, 'node_modules/mermaid/package.json'));
  return { [`${SITE_MERMAID_MODULE}$`]: installed ? 'mermaid' : false };
}
