// Running webpack and turning its errors into one-line, user-facing reasons
// that name the source file and position.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler, Stats, StatsError } from 'webpack';
import { missingThemeExport } from './missing-theme-exports';

export class BundleError extends Error {
  override name = 'BundleError';
}

/** Finds `request` in a source file, to point an unresolved import at its line. */
function locateInSource(file: string, request: string): string {
  if (!existsSync(file)) return '';
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const col = lines[i].indexOf(request);
    if (col !== -1) return `:${i + 1}:${col + 1}`;
  }
  return '';
}

/** An import that resolves to nothing, at `where` (file:line:column). */
export const cannotFind = (where: string, request: string) =>
  `${where}: cannot find "${request}" (imported here, but no such file or package)`;

/**
 * Sass's own report, pointed at the stylesheet that failed (an import's, not the entry's): its
 * reason, a frame of the line, then `file line:column  member` from the innermost file out.
 */
function sassFailure(message: string, cwd: string): string | undefined {
  const lines = message.split('\n');
  const open = lines.findIndex((line) => /^\s*╷\s*$/.test(line));
  const close = lines.findIndex((line, i) => i > open && /^\s*╵\s*$/.test(line));
  const at = /^\s+(\S.*?) (\d+):(\d+)(?:\s|$)/.exec(lines[close + 1] ?? '');
  if (open < 1 || close < 0 || !at) return undefined;
  const file = at[1].startsWith('file://') ? fileURLToPath(at[1]) : at[1];
  const reason = lines[open - 1].replace(/^Error: /, '').trim();
  const code = lines
    .slice(open + 1, close)
    .map((line) => /^\s*\d+\s*│(.*)$/.exec(line)?.[1].trim())
    .find(Boolean);
  return `${relative(cwd, file)}:${at[2]}:${at[3]}: ${reason}${code ? ` (\`${code}\`)` : ''}`;
}

export function formatWebpackError(error: StatsError, cwd = process.cwd()): string {
  const message = error.message
    // eslint-disable-next-line no-control-regex -- strip terminal colour codes
    .replace(/\u001b\[\d+m/g, '')
    // A stylesheet's error as mini-css-extract-plugin passes it on: the inner error is the one.
    .replace(/^[\s\S]*?Execution of module code from module graph \([\s\S]*?\) failed: /, '');
  const sass = /sass-loader/.test(message.split('\n')[0]) ? sassFailure(message, cwd) : undefined;
  if (sass) return sass;
  // Errors from our MDX loader already read "file:line:col: reason".
  const own = /^(?:Error: )?(\/.+?:\d+(?::\d+)?: .+)$/m.exec(message);
  if (own) return own[1].replace(cwd + '/', '');
  const notFound = /Can't resolve '([^']+)'/.exec(message);
  const file = error.moduleIdentifier?.split('!').pop() ?? error.moduleName ?? '';
  if (notFound) {
    const where =
      file && !file.startsWith('webpack')
        ? relative(cwd, file) + locateInSource(file, notFound[1])
        : error.moduleName;
    return cannotFind(String(where), notFound[1]);
  }
  const missing = missingThemeExport(message);
  if (missing) {
    const loc = error.loc ? `:${error.loc.replace(/-\d+$/, '')}` : '';
    const provided = /\(possible exports: ([^)]*)\)/.exec(message)?.[1];
    return `${file ? relative(cwd, file) : error.moduleName}${loc}: "${missing.module}" has no export "${missing.name}" (this generator does not provide it${provided ? `; it provides: ${provided}` : ''})`;
  }
  const firstLine =
    message.split('\n').find((l) => l.trim() && !/^Module (build|parse) failed/.test(l)) ?? message;
  const loc = error.loc && !/^\d+:\d+-\d+$/.test(error.loc) ? `:${error.loc}` : '';
  return `${file ? relative(cwd, file) : (error.moduleName ?? 'webpack')}${loc}: ${firstLine.replace(/^Error: /, '').trim()}`;
}

/**
 * Runs the compiler once, takes what the caller needs of its stats, then closes it (its persistent
 * cache is written then). Only what `take` returns outlives the run: a caller that needs a few
 * figures does not keep the whole compilation.
 */
export function runWebpack<T>(compiler: Compiler, take: (stats: Stats) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      let outcome: { taken: T } | { failed: unknown };
      if (error) outcome = { failed: error };
      else if (!stats) outcome = { failed: new BundleError('webpack returned no stats') };
      else if (stats.hasErrors()) {
        const errors = stats.toJson({ all: false, errors: true, moduleTrace: false }).errors ?? [];
        const lines = [...new Set(errors.map((e) => formatWebpackError(e)))];
        outcome = { failed: new BundleError(lines.join('\n')) };
      } else {
        try {
          outcome = { taken: take(stats) };
        } catch (failure) {
          outcome = { failed: failure };
        }
      }
      compiler.close(() => ('taken' in outcome ? resolve(outcome.taken) : reject(outcome.failed)));
    });
  });
}

export function webpackWarnings(stats: Stats): string[] {
  const warnings = stats.toJson({ all: false, warnings: true }).warnings ?? [];
  return [...new Set(warnings.map((w) => formatWebpackError(w)))];
}
