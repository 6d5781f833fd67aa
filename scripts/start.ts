// npm run start — the CLI's `start` command (flags as `npm run start -- --help` lists).
import { main } from '../src/core/cli/main';

process.exitCode = await main(['start', ...process.argv.slice(2)]);
