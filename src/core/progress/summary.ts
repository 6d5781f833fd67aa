// The last lines of a build: what it made, where, how big, how long it took.

import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BuildResult } from '../build';
import { listFiles } from '../incremental';

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

export function outputBytes(dir: string): number {
  return listFiles(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
}

/** " Rendered 3 of 101 pages: 1 changed, 2 neighbours; the rest kept from the last build." */
function rendering({ rendering: text }: BuildResult): string {
  if (!text) return '';
  const sentence = text[0].toUpperCase() + text.slice(1);
  return text.startsWith('rendered all')
    ? ` ${sentence}.`
    : ` ${sentence}; the rest kept from the last build.`;
}

/** " Webpack did not run: only the text of 2 Markdown files changed, each compiled alone." */
function compiledAlone({ compiledAlone: files }: BuildResult): string {
  if (!files?.length) return '';
  const what = files.length === 1 ? '1 Markdown file' : `${files.length} Markdown files`;
  return ` Webpack did not run: only the text of ${what} changed, ${files.length === 1 ? 'compiled' : 'each compiled'} alone.`;
}

export function buildSummary(result: BuildResult, ms: number, cwd: string): string {
  const where = relative(cwd, result.outDir) || '.';
  const seconds = (ms / 1000).toFixed(1);
  const warnings =
    result.warnings.length === 1 ? '1 warning' : `${result.warnings.length} warnings`;
  const made = `${result.pages} pages, ${warnings}, ${size(outputBytes(result.outDir))}`;
  return result.reused
    ? `Nothing changed since the last build: kept its ${made} in "${where}" (${seconds} s).`
    : `Generated ${made} in "${where}" in ${seconds} s.${rendering(result)}${compiledAlone(result)}`;
}
