// Browser tests drive Debian's Chromium. On a fresh machine this installs it
// (apt); it never downloads a browser of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log(`[e2e] ${CHROMIUM} not found: installing Debian's chromium…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}
if (!existsSync(CHROMIUM)) {
  console.error(`[e2e] Chromium is still missing at ${CHROMIUM}.`);
  process.exit(1);
}
