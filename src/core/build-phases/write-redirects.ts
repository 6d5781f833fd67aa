// The client redirects' pages, written into the new build beside the site's pages: each `from`
// path gets a page sending the reader on to its `to` (src/core/redirects). Problems name the
// option as the config file writes it; a redirect never replaces a file the build already holds.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { configKeyError, configKeyName } from '../config/load';
import { collectRedirects } from '../redirects/collect';
import { redirectPage } from '../redirects/page';
import type { LoadedSite } from '../site';
import { stripBaseUrl } from '../../shared/baseUrl';
import { htmlPathFor } from './prerender';
import type { BuildLog } from './phases';

/** Writes the redirect pages into `outDir`; returns the warnings to count in the summary. */
export function writeRedirects(
  { config, routes }: LoadedSite,
  outDir: string,
  log: BuildLog,
): string[] {
  const options = config.clientRedirects;
  if (!options) return [];
  // Rules are written without the baseUrl, as the reference's are: routes are compared without it.
  const { redirects, warnings, errors } = collectRedirects(
    options,
    routes.routes.map((r) => stripBaseUrl(config.baseUrl, r.path)),
    config.trailingSlash,
  );
  const key = (origin: Array<string | number>) => ['clientRedirects', ...origin];
  if (errors.length) {
    const [first, ...rest] = errors;
    throw configKeyError(
      config,
      key(first.origin),
      first.message,
      ...rest.map((e): [Array<string | number>, string] => [key(e.origin), e.message]),
    );
  }
  const lines = warnings.map((w) => `${configKeyName(config, key(w.origin))}: ${w.message}`);
  for (const line of lines) log.warn(line);

  for (const { from, to, origin } of redirects) {
    const file = htmlPathFor(outDir, from, config.trailingSlash);
    if (existsSync(file))
      throw configKeyError(
        config,
        key(origin),
        `${from} would replace ${relative(outDir, file)}, which the build already holds (a static file?)`,
      );
    const toUrl = to.startsWith('/') ? config.baseUrl + to.slice(1) : to;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, redirectPage(toUrl));
  }
  return lines;
}
