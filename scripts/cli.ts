// Shared by the command entry points: user errors (bad content, bad config)
// print as one clear line each, without a stack trace.
export async function runCommand(name: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    const e = error as Error;
    const userError = ['SourceError', 'ConfigError', 'BundleError'].includes(e.name);
    console.error(`[ERROR] ${name} failed:\n${userError ? e.message : (e.stack ?? e.message)}`);
    process.exitCode = 1;
  }
}
