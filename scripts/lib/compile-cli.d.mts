// Types of compile-cli.mjs (plain JavaScript: it runs before anything can compile TypeScript).
export function compiledCli(): Promise<string>;
export function pruneOld(cache: string, keep: string, now?: number): void;
