// Reads a sidebars file in any form a Docusaurus site has one: .ts/.js/.cjs/
// .mjs (ES module or CommonJS, bundled as it loads: src/core/user-module/)
// or .json. The value is validated later, by generateSidebars.
import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { SourceError } from '../errors';
import { importUserModuleValue } from '../user-module';

export const SIDEBAR_EXTENSIONS = ['.ts', '.js', '.cjs', '.mjs', '.mts', '.cts', '.json'];

/** The file itself, or, when the configured name is missing, the same name with another extension. */
export function findSidebarsFile(file: string): string | undefined {
  if (existsSync(file)) return file;
  const base = file.slice(0, file.length - extname(file).length);
  return SIDEBAR_EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f));
}

function parseJson(file: string): unknown {
  const raw = readFileSync(file, 'utf8');
  try {
    return JSON.parse(raw);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const before = at ? raw.slice(0, Number(at[1])).split('\n') : undefined;
    throw new SourceError(
      file,
      `invalid JSON: ${message}`,
      before?.length,
      before ? before[before.length - 1].length + 1 : undefined,
    );
  }
}

/** The sidebars file's default export (or `module.exports`); undefined when there is no file. */
export async function loadSidebarsFile(file: string): Promise<unknown> {
  if (!existsSync(file)) return undefined;
  if (file.endsWith('.json')) return parseJson(file);
  const value = await importUserModuleValue(file, 'the sidebars file');
  if (!value || typeof value !== 'object') {
    throw new SourceError(file, 'must export the sidebars as its default export');
  }
  return value;
}
