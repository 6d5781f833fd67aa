// A plugin's hook that threw or returned what cannot be used: one line naming the plugin and the
// hook, as the command line prints user errors (no stack trace).
export class PluginError extends Error {
  override name = 'PluginError';
  constructor(
    readonly plugin: string,
    readonly hook: string,
    reason: string,
  ) {
    super(`plugin "${plugin}" failed in ${hook}: ${reason}`);
  }
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** Runs one hook of a plugin: whatever it throws becomes a PluginError naming both. */
export async function runHook<T>(plugin: string, hook: string, run: () => T): Promise<Awaited<T>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PluginError) throw error;
    throw new PluginError(plugin, hook, messageOf(error));
  }
}

/** The same for a hook that must run synchronously (webpack's config factory). */
export function runHookSync<T>(plugin: string, hook: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof PluginError) throw error;
    throw new PluginError(plugin, hook, messageOf(error));
  }
}
