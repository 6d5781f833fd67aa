// Sass, as Docusaurus sites have it with docusaurus-plugin-sass: `.scss` / `.sass` files and their
// `.module.` forms compile with the site's own `sass` package (the plugin's peer dependency) through
// sass-loader. A site that imports Sass without that package gets one clear error per file.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ownModule } from '../own-module';

/** The `sass` package the site installed (else one beside this generator), or undefined. */
export function resolveSass(siteDir: string): string | undefined {
  for (const from of [join(siteDir, 'package.json'), import.meta.url]) {
    try {
      return createRequire(from).resolve('sass');
    } catch {
      // not installed there
    }
  }
  return undefined;
}

/** The loader that compiles a Sass file to CSS, for the end of a CSS rule's `use` list. */
export function sassLoader(siteDir: string) {
  const sass = resolveSass(siteDir);
  const require = createRequire(import.meta.url);
  if (!sass) return { loader: ownModule(require.resolve('./missing-sass-loader.ts')) };
  return {
    loader: require.resolve('sass-loader'),
    // The site's copy of Sass rather than whichever sass-loader would find; by path, so a site with
    // no Sass file never loads it.
    options: { api: 'modern', implementation: sass },
  };
}
