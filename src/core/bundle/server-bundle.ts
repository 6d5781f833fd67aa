// The server bundle webpack wrote (server.cjs), required afresh: a rebuild or a dev compile in the
// same process replaces the file, and Node's module cache would otherwise keep the first one.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

export const serverBundleFile = (serverOutDir: string) => join(serverOutDir, 'server.cjs');

export function loadServerBundle<T>(file: string): T {
  delete require.cache[file];
  return require(file) as T;
}
