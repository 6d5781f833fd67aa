// What went wrong loading a user's file, as one located line: a syntax error where
// esbuild found it, a missing import with its name, an exception at the line that
// threw (found through the bundle's source map). Never a stack trace.
import { fileURLToPath } from 'node:url';
import type { BuildFailure, Message } from 'esbuild';
import { SourceError } from '../errors';
import { authorColumn, reportedPath, type Bundled } from './bundle';

/** The first of esbuild's messages, located in the file it names (relative to the working folder). */
export function compileError(failure: BuildFailure, file: string, what: string): SourceError {
  const message = failure.errors[0] as Message | undefined;
  const at = message?.location;
  const inFile = at ? reportedPath(at.file) : file;
  const text = message?.text ?? failure.message;
  const missing = /^Could not resolve "([^"]+)"/.exec(text);
  if (missing) {
    const via = inFile !== file ? ` (by ${inFile})` : '';
    return new SourceError(file, `${what} imports "${missing[1]}"${via}, which cannot be found`);
  }
  if (inFile !== file)
    return new SourceError(
      file,
      `${what} imports ${inFile}, which has a syntax error at ${at?.line}:${at ? authorColumn(inFile, at.line, at.column) : 1}: ${text}`,
    );
  return new SourceError(
    file,
    `${what} has a syntax error: ${text}`,
    at?.line,
    at ? authorColumn(file, at.line, at.column) : undefined,
  );
}

/** The first stack frame in the bundle that maps back into `file`: where its own code threw. */
function framePlace(stack: string | undefined, bundleFile: string, { map }: Bundled, file: string) {
  for (const frame of (stack ?? '').split('\n')) {
    const at = frame.lastIndexOf(bundleFile);
    if (at < 0) continue;
    const m = /^(?:\?[^:]*)?:(\d+):(\d+)/.exec(frame.slice(at + bundleFile.length));
    if (!m) continue;
    const entry = map.findEntry(Number(m[1]) - 1, Number(m[2]) - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (!entry.originalSource) continue;
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : reportedPath(entry.originalSource);
    if (source !== file) continue;
    const line = (entry.originalLine ?? 0) + 1;
    return { line, column: authorColumn(file, line, entry.originalColumn ?? 0) };
  }
  return {};
}

/** The reason, with its place, running the bundled `file` failed; `what` names the file for the reader. */
export function runError(
  error: unknown,
  file: string,
  what: string,
  bundleFile: string,
  bundled: Bundled,
): SourceError {
  const e = error as NodeJS.ErrnoException;
  if (e?.code === 'MODULE_NOT_FOUND' || e?.code === 'ERR_MODULE_NOT_FOUND') {
    const name = /Cannot find (?:module|package) '([^']+)'/.exec(e.message)?.[1] ?? e.message;
    return new SourceError(file, `${what} imports "${name}", which cannot be found`);
  }
  const place = framePlace(e?.stack, bundleFile, bundled, file);
  const message = e instanceof Error ? e.message : String(error);
  return new SourceError(file, `${what} threw while loading: ${message}`, place.line, place.column);
}
