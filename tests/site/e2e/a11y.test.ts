// Accessibility of the built AirLyft site: axe-core on every route (desktop),
// and on the main page types at phone width, failing on serious or critical
// violations.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { REPO, gotoHydrated, newPage } from '../../e2e/helpers';
import { servedSite } from '../../e2e/suite';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  target: string[];
  failureSummary?: string;
  html: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

const suite = servedSite(REPO);
let routes: Array<{ path: string; kind: string }>;
before(() => {
  routes = JSON.parse(readFileSync(join(REPO, '.generated/routes.json'), 'utf8')) as typeof routes;
});

/**
 * Runs axe on the loaded page (or only on its `<main>`); returns the serious and critical
 * violations, described.
 */
async function seriousViolations(page: Page, scope: 'page' | 'main' = 'page'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: object, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(only === 'main' ? { include: [['main']] } : document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, scope);
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}: ${n.html.slice(0, 160)}`)
          .join('\n'),
    );
}

test('every route of the built site has no serious or critical axe violation (1280 px)', async () => {
  assert.ok(routes.length > 50, `expected the whole site, got ${routes.length} routes`);
  const { page, context } = await newPage(suite.browser, {
    viewport: { width: 1280, height: 900 },
  });
  // One page load, then the app's own navigation from route to route: each route shows the same,
  // without loading the app and axe again for every route (most of this test's time otherwise).
  await gotoHydrated(page, suite.url + routes[0].path);
  const failures: string[] = [];
  // The whole page on the first route of each kind and section (whose sidebar opens other
  // categories); elsewhere the chrome is the same, and axe on its <main> alone takes half the time.
  const sections = new Set<string>();
  for (const { path: route, kind } of routes) {
    const section = `${kind} ${route.split('/')[1]}`;
    const scope = sections.has(section) ? 'main' : 'page';
    sections.add(section);
    await page.evaluate((path) => {
      if (location.pathname === path) return;
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    // The route's head is applied in the commit that shows it.
    await page.waitForFunction(
      (path) =>
        new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '/x:')
          .pathname === path,
      route,
    );
    for (const v of await seriousViolations(page, scope)) failures.push(`${route}: ${v}`);
  }
  await context.close();
  assert.deepEqual(failures, [], `axe violations:\n${failures.join('\n')}`);
});

test('the main page types pass axe at 375 px, with the mobile drawer open too', async () => {
  const { page, context } = await newPage(suite.browser, { viewport: { width: 375, height: 812 } });
  const failures: string[] = [];
  for (const route of ['/', '/campaign/quests/quiz', '/templates/', '/campaign/', '/search']) {
    await gotoHydrated(page, suite.url + route);
    for (const v of await seriousViolations(page)) failures.push(`${route}: ${v}`);
  }
  await gotoHydrated(page, suite.url + '/campaign/quests/quiz');
  await page.click('button.navbar__toggle');
  await page.waitForSelector('nav.navbar-sidebar--show .navbar-sidebar');
  for (const v of await seriousViolations(page)) failures.push(`drawer open: ${v}`);
  await context.close();
  assert.deepEqual(failures, [], `axe violations:\n${failures.join('\n')}`);
});
