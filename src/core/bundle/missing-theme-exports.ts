// A site component importing something the generator's @docusaurus/* or
// @theme/* modules do not export (a theme-common hook we lack, say) gets only a
// webpack warning, then an undefined that crashes the page when it renders.
// This makes it a build error naming the importing file and the missing name.
import type { Compiler } from 'webpack';

const MISSING_EXPORT =
  /export '([^']+)' \(imported as '[^']+'\) was not found in '((?:@docusaurus|@theme)\/[^']+)'/;

/** The missing name and module of an "export not found" message about our modules, if it is one. */
export function missingThemeExport(message: string): { name: string; module: string } | undefined {
  const m = MISSING_EXPORT.exec(message);
  return m ? { name: m[1], module: m[2] } : undefined;
}

export class MissingThemeExportsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap('MissingThemeExportsPlugin', (compilation) => {
      const missing: Error[] = [];
      compilation.warnings = compilation.warnings.filter((warning) => {
        if (!missingThemeExport(warning.message)) return true;
        missing.push(warning);
        return false;
      });
      compilation.errors.push(...missing);
    });
  }
}
