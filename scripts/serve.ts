// npm run serve — the CLI's `serve` command (flags as `npm run serve -- --help` lists).
import { main } from '../src/core/cli/main';

process.exitCode = await main(['serve', ...process.argv.slice(2)]);
