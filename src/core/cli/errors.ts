// Errors a command reports as one clear message (no stack trace): wrong
// arguments, and the user errors the pipelines raise for content and config.
export class UsageError extends Error {
  override name = 'UsageError';
}

const USER_ERRORS = ['SourceError', 'ConfigError', 'BundleError', 'UsageError', 'PluginError'];

/** The text to print for an error a command ended with. */
export function describeError(command: string, error: unknown): string {
  const e = error as Error;
  const userError = USER_ERRORS.includes(e.name);
  return `[ERROR] ${command} failed:\n${userError ? e.message : (e.stack ?? e.message)}`;
}
