// npm run docs:version -- <name> [site folder] — freeze the current docs as version <name>.
import { relative, resolve } from 'node:path';
import { cutSiteVersion } from '../src/core/versions/cut';
import { runCommand } from './cli';

await runCommand('docs:version', async () => {
  const name = process.argv[2];
  if (!name)
    throw Object.assign(new Error('usage: npm run docs:version -- <version name> [site folder]'), {
      name: 'ConfigError',
    });
  const siteDir = resolve(process.argv[3] ?? '.');
  const result = await cutSiteVersion(siteDir, name);
  const rel = (p: string) => relative(process.cwd(), p) || '.';
  console.log(
    `[SUCCESS] Version ${name} created: docs in ${rel(result.docsDir)}, sidebars in ${rel(result.sidebarFile)}.`,
  );
  console.log(`Versions (newest first): ${result.versions.join(', ')}`);
});
