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
  await dev.ready;
  console.log(
    `Dev server ready at ${dev.url} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
});
