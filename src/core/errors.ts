// Errors the user caused (bad content, bad config): reported as one line with
// the file and position, never with a stack trace.
export class SourceError extends Error {
  override name = 'SourceError';
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(`${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${reason}`);
  }
}

export type Severity = 'ignore' | 'log' | 'warn' | 'throw';

/** Reports a problem at the configured severity; returns true if it must stop the build. */
export function report(
  severity: Severity,
  message: string,
  log: Pick<Console, 'info' | 'warn'> = console,
): boolean {
  if (severity === 'ignore') return false;
  if (severity === 'log') log.info(`[INFO] ${message}`);
  else if (severity === 'warn') log.warn(`[WARNING] ${message}`);
  return severity === 'throw';
}
