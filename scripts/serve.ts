// npm run serve — serve build/ on http://localhost:3000 (PORT to change).
import { resolve } from 'node:path';
import { serve } from '../src/core/serve';
import { runCommand } from './cli';

await runCommand('serve', async () => {
  const { url } = await serve({
    siteDir: resolve(process.argv[2] ?? '.'),
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? 'localhost',
  });
  console.log(`Serving build/ at ${url} (search service at ${url}/1/)`);
});
