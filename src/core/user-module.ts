// Imports a file the site's author wrote (site.config.ts, a sidebars file)
// and turns whatever went wrong in it into one located line: a syntax error
// where the compiler found it, a missing import with the name it asked for,
// an exception thrown while it ran at the line that threw. Never a stack trace.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SourceError } from './errors';

interface Located {
  line?: number;
  column?: number;
}

/** A syntax error as esbuild (under tsx) reports it: `<file>:<line>:<column>: ERROR: <text>`, column from 0. */
function syntaxPlace(error: unknown, file: string): (Located & { text: string }) | undefined {
  const message = error instanceof Error ? error.message : '';
  if (!message.startsWith('Transform failed')) return undefined;
  for (const line of message.split('\n')) {
    const m = /:(\d+):(\d+): ERROR: (.*)$/.exec(line);
    if (m && line.startsWith(file))
      return { text: m[3], line: Number(m[1]), column: Number(m[2]) + 1 };
  }
  return { text: message.split('\n').slice(1).join(' ') };
}

/** The first stack frame inside `file`: where an exception thrown by the file's own code was raised. */
function framePlace(stack: string | undefined, file: string): Located {
  for (const line of (stack ?? '').split('\n')) {
    const at = line.lastIndexOf(file);
    if (at < 0) continue;
    const m = /^(?:\?[^:]*)?:(\d+):(\d+)/.exec(line.slice(at + file.length));
    if (m) return { line: Number(m[1]), column: Number(m[2]) };
  }
  return {};
}

/** The reason, with its place, an import of `file` failed; `what` names the file for the reader. */
function describeImportFailure(error: unknown, file: string, what: string): SourceError {
  const syntax = syntaxPlace(error, file);
  if (syntax)
    return new SourceError(
      file,
      `${what} has a syntax error: ${syntax.text}`,
      syntax.line,
      syntax.column,
    );
  const e = error as NodeJS.ErrnoException;
  if (e?.code === 'MODULE_NOT_FOUND' || e?.code === 'ERR_MODULE_NOT_FOUND') {
    const name = /Cannot find (?:module|package) '([^']+)'/.exec(e.message)?.[1] ?? e.message;
    // The import that failed may be in a file the config imports: name that file too.
    const by = /imported from (\S+)|Require stack:\n- (.+)/.exec(e.message);
    const importer = by?.[1] ?? by?.[2];
    const via = importer && !importer.endsWith(file) ? ` (by ${importer})` : '';
    return new SourceError(file, `${what} imports "${name}"${via}, which cannot be found`);
  }
  const place = framePlace(e?.stack, file);
  const message = e instanceof Error ? e.message : String(error);
  return new SourceError(file, `${what} threw while loading: ${message}`, place.line, place.column);
}

/** `import()` of a user's file, fresh each time (the dev server reloads it after edits). */
export async function importUserModule(
  file: string,
  what: string,
): Promise<Record<string, unknown>> {
  try {
    // A query string defeats the module cache so the dev server sees edits.
    return (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as Record<string, unknown>;
  } catch (error) {
    throw describeImportFailure(error, file, what);
  }
}

/**
 * A user's module's value: its default export, or `module.exports`, also from a `.js` file written
 * as CommonJS in a folder whose package.json says `"type": "module"` (read as CommonJS, as
 * Docusaurus reads its config and sidebars).
 */
export async function importUserModuleValue(file: string, what: string): Promise<unknown> {
  let mod: Record<string, unknown>;
  // A CommonJS file is cached by its path, whatever the query: drop it, so an edit is seen.
  delete createRequire(file).cache[file];
  try {
    mod = await importUserModule(file, what);
  } catch (error) {
    if (!/module is not defined|exports is not defined|require is not defined/.test(String(error)))
      throw error;
    const module = { exports: {} as unknown };
    try {
      const source = readFileSync(file, 'utf8');
      new Function('module', 'exports', 'require', '__filename', '__dirname', source)(
        module,
        module.exports,
        createRequire(file),
        file,
        dirname(file),
      );
    } catch (cjsError) {
      throw describeImportFailure(cjsError, file, what);
    }
    return module.exports;
  }
  let value: unknown = 'default' in mod ? mod.default : mod;
  // An ES module compiled to CommonJS: its default export under `default` once more.
  if (value && typeof value === 'object' && '__esModule' in value && 'default' in value)
    value = (value as { default: unknown }).default;
  return value;
}
