// npm run build — the CLI's `build` command (flags as `npm run build -- --help` lists).
import { main } from '../src/core/cli/main';

process.exitCode = await main(['build', ...process.argv.slice(2)]);
