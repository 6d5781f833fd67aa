// The link-check phase: broken links and anchors between prerendered pages,
// reported by the site's onBrokenLinks / onBrokenAnchors rules (throw, warn, ignore…).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { stripBaseUrl } from '../../shared/baseUrl';
import { SourceError, report } from '../errors';
import { checkLinks, formatBrokenAnchors, formatBrokenLinks } from '../links/check';
import type { PageLinks } from '../links/collect';
import type { LoadedSite } from '../site';
import type { BuildLog } from './phases';

/** Throws when a rule says so; returns the warnings to count in the summary. */
export function checkSiteLinks(
  { siteDir, config, routes }: LoadedSite,
  links: Map<string, PageLinks>,
  log: BuildLog,
): string[] {
  const warnings: string[] = [];
  const staticDir = join(siteDir, 'static');
  const { brokenLinks, brokenAnchors } = checkLinks(
    links,
    routes.routes.map((r) => r.path),
    (pathname) =>
      statSync(join(staticDir, stripBaseUrl(config.baseUrl, pathname)), {
        throwIfNoEntry: false,
      })?.isFile() ?? false,
  );
  if (brokenAnchors.size) {
    const message = formatBrokenAnchors(brokenAnchors);
    if (report(config.onBrokenAnchors, message, log)) throw new SourceError(siteDir, message);
    if (config.onBrokenAnchors === 'warn') warnings.push(message);
  }
  if (brokenLinks.size) {
    const message = formatBrokenLinks(brokenLinks);
    if (report(config.onBrokenLinks, message, log)) throw new SourceError(siteDir, message);
    if (config.onBrokenLinks === 'warn') warnings.push(message);
  }
  return warnings;
}
