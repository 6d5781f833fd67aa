// The generator's command line: `docgen <command> [options]` (see src/core/cli/main.ts).
import { main } from '../src/core/cli/main';

process.exitCode = await main(process.argv.slice(2));
