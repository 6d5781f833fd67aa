// npm start — the dev server with live reload and local search (PORT to change).
import { resolve } from 'node:path';
import { startDevServer } from '../src/core/dev';
import { runCommand } from './cli';

await runCommand('start', async () => {
  const started = performance.now();
  const dev = await startDevServer({
    siteDir: resolve(process.argv[2] ?? '.'),
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? 'localhost',
  });
  // Ctrl+C or a stop signal: close webpack first, so it writes its cache and the next start is warm.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      setTimeout(() => process.exit(0), 5000).unref();
      void dev.close().finally(() => process.exit(0));
    });
  await dev.ready;
  // Ready means search answers too: the first reader's query must not build the index.
  await dev.searchReady;
  console.log(
    `Dev server ready at ${dev.url} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
});
