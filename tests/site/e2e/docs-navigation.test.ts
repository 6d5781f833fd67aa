// The docs layout on the AirLyft site (nested categories): sidebar (active
// item, expand/collapse), breadcrumbs with JSON-LD, the paginator in sidebar
// order and "Edit this page". The table of contents is in theme-toc.test.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { REPO, gotoHydrated, newPage } from '../../e2e/helpers';
import { servedSite } from '../../e2e/suite';

const suite = servedSite(REPO);

async function open(url: string, width = 1280, height = 900) {
  const opened = await newPage(suite.browser, { viewport: { width, height } });
  await gotoHydrated(opened.page, url);
  return opened;
}

const sidebar = '.theme-doc-sidebar-container';
const category = (page: Page, label: string) =>
  page.locator(`${sidebar} li.theme-doc-sidebar-item-category`, {
    has: page.locator(`:scope > .menu__list-item-collapsible > a.menu__link`, {
      hasText: new RegExp(`^${label}$`),
    }),
  });
const isCollapsed = async (page: Page, label: string) =>
  /menu__list-item--collapsed/.test((await category(page, label).getAttribute('class')) ?? '');

/** A devtools hook counting function components rendered inside the docs sidebar per commit. */
const SIDEBAR_RENDER_COUNTER = `(() => {
  const FUNCTION_TAGS = new Set([0, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const inSidebar = (fiber) => {
    for (let f = fiber; f; f = f.child)
      if (f.tag === 5) return !!f.stateNode.closest('.theme-doc-sidebar-menu');
    return false;
  };
  window.__sidebarRenders = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(id, root) {
      if (!window.__counting) return;
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        if (FUNCTION_TAGS.has(fiber.tag) && fiber.flags & PERFORMED_WORK && inSidebar(fiber))
          window.__sidebarRenders++;
        if (fiber.alternate && fiber.child === fiber.alternate.child) continue;
        for (let c = fiber.child; c; c = c.sibling) stack.push(c);
      }
    },
  };
})();`;

describe('docs sidebar (AirLyft site, 1280 px)', () => {
  it('highlights the current page and expands only the categories containing it', async () => {
    const { page, context } = await open(suite.url + '/campaign/quests/quiz');
    const active = page.locator(`${sidebar} a.menu__link--active[aria-current="page"]`);
    assert.equal(await active.count(), 1);
    assert.equal((await active.textContent())?.trim(), 'Quiz');
    assert.equal(await active.getAttribute('href'), '/campaign/quests/quiz');
    assert.equal(await isCollapsed(page, 'Campaigns'), false);
    assert.equal(await isCollapsed(page, 'Quests'), false);
    // Ancestors are marked active too (reference: the category link shows the trail).
    for (const label of ['Campaigns', 'Quests'])
      assert.match(
        (await category(page, label).locator('> div > a').getAttribute('class')) ?? '',
        /menu__link--active/,
      );
    // Categories off the current path start collapsed.
    for (const label of ['AirPool', 'Integrations'])
      assert.equal(await isCollapsed(page, label), true, label);
    // The desktop sidebar cannot be hidden: no collapse button.
    assert.equal(await page.locator('button[title="Collapse sidebar"]').count(), 0);
    await context.close();
  });

  it('re-renders only the sidebar items whose active state changes when navigating', async () => {
    const opened = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
    const { page, context } = opened;
    // React reports every commit to a devtools hook; count the function components that rendered
    // in the sidebar (the same test React's devtools make: a subtree whose children were not
    // re-created bailed out; a component that ran has the "performed work" flag).
    await page.addInitScript(SIDEBAR_RENDER_COUNTER);
    await gotoHydrated(page, suite.url + '/campaign/quests/quiz');
    // Let the post-hydration transition settle before counting (the search key hint is in it).
    await page.waitForSelector('.DocSearch-Button-Keys kbd', { state: 'attached' });
    await page.evaluate('window.__sidebarRenders = 0; window.__counting = true');
    await page.click(`${sidebar} a.menu__link[href="/campaign/quests/twitter"]`);
    await page.waitForSelector(`${sidebar} a.menu__link--active[href="/campaign/quests/twitter"]`);
    await page.waitForFunction(
      `!document.querySelector('${sidebar} a.menu__link--active[href="/campaign/quests/quiz"]')`,
    );
    const renders = (await page.evaluate('window.__sidebarRenders')) as number;
    const items = await page.locator(`${sidebar} li`).count();
    // The two links whose active state changed (each an item and its link), not the 100+ others.
    assert.ok(renders > 0, 'the counter saw the two items that changed');
    assert.ok(renders <= 8, `${renders} sidebar components re-rendered (of ${items} items)`);
    await context.close();
  });

  it('toggles categories with the caret without collapsing siblings, and keeps state across doc navigation', async () => {
    const { page, context } = await open(suite.url + '/campaign/quests/quiz');
    const caret = (label: string) => category(page, label).locator('> div > button.menu__caret');
    // Collapse the active page's own category, then expand it again.
    assert.equal(await caret('Quests').getAttribute('aria-expanded'), 'true');
    await caret('Quests').click();
    assert.equal(await isCollapsed(page, 'Quests'), true);
    assert.equal(await caret('Quests').getAttribute('aria-expanded'), 'false');
    assert.equal(
      await caret('Quests').getAttribute('aria-label'),
      "Expand sidebar category 'Quests'",
    );
    assert.equal(await page.isVisible(`${sidebar} >> text=Lucky Draw`), false);
    await caret('Quests').click();
    assert.equal(await isCollapsed(page, 'Quests'), false);
    assert.ok(await page.isVisible(`${sidebar} >> text=Lucky Draw`));

    // Expanding two other categories leaves every other one as it was.
    await caret('AirPool').click();
    await caret('Integrations').click();
    for (const label of ['AirPool', 'Integrations', 'Campaigns', 'Quests'])
      assert.equal(await isCollapsed(page, label), false, label);
    // A caret click does not navigate.
    assert.match(page.url(), /\/campaign\/quests\/quiz$/);

    // Navigating to a doc in AirPool keeps Integrations open (no auto-collapse).
    await category(page, 'AirPool')
      .locator('a.menu__link', { hasText: /^Deposit/ })
      .click();
    // Wait for the page itself (its active sidebar item), not just the address bar.
    await page.waitForSelector(
      `${sidebar} a.menu__link--active[href="/air-pool/deposit-withdraw-airpool"]`,
    );
    await page.waitForURL('**/air-pool/deposit-withdraw-airpool');
    for (const label of ['AirPool', 'Integrations', 'Campaigns'])
      assert.equal(await isCollapsed(page, label), false, label);
    const active = page.locator(`${sidebar} a.menu__link--active[aria-current="page"]`);
    assert.equal(await active.getAttribute('href'), '/air-pool/deposit-withdraw-airpool');
    await context.close();
  });

  it('a category with its own page navigates on label click and toggles when already there', async () => {
    const { page, context } = await open(suite.url + '/campaign/quests/quiz');
    await caret(page, 'AirToken').waitFor();
    await category(page, 'AirToken').locator('> div > a').click();
    await page.waitForURL('**/air-token/');
    await category(page, 'AirToken').locator('> div > a[aria-current="page"]').waitFor();
    assert.equal(await isCollapsed(page, 'AirToken'), false);
    await category(page, 'AirToken').locator('> div > a').click();
    assert.equal(
      await isCollapsed(page, 'AirToken'),
      true,
      'clicking the current category toggles',
    );
    assert.match(page.url(), /\/air-token\/$/);
    await context.close();
  });
});

function caret(page: Page, label: string) {
  return category(page, label).locator('> div > button.menu__caret');
}

describe('breadcrumbs, paginator and edit link', () => {
  it('shows the category trail, the last crumb as text, and a BreadcrumbList', async () => {
    const { page, context } = await open(suite.url + '/campaign/quests/quiz');
    const crumbs = page.locator('nav.theme-doc-breadcrumbs[aria-label="Breadcrumbs"] li');
    assert.equal(await crumbs.count(), 4);
    assert.equal(await crumbs.nth(0).locator('a').getAttribute('aria-label'), 'Home page');
    assert.equal(await crumbs.nth(0).locator('a').getAttribute('href'), '/');
    const trail = await crumbs.evaluateAll((lis) =>
      lis.slice(1).map((li) => ({
        text: li.textContent?.trim(),
        href: li.querySelector('a')?.getAttribute('href') ?? null,
        active: li.classList.contains('breadcrumbs__item--active'),
      })),
    );
    assert.deepEqual(trail, [
      { text: 'Campaigns', href: '/campaign/', active: false },
      { text: 'Quests', href: '/campaign/quests/', active: false },
      { text: 'Quiz', href: null, active: true },
    ]);
    const jsonLd = await page.$$eval('script[type="application/ld+json"]', (s) =>
      s.map((x) => JSON.parse(x.textContent ?? '{}') as { '@type': string }),
    );
    const list = jsonLd.find((j) => j['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: Array<{ position: number; name: string; item: string }>;
    };
    assert.ok(list, 'BreadcrumbList JSON-LD');
    assert.deepEqual(
      list.itemListElement.map((i) => [i.position, i.name, i.item]),
      [
        [1, 'Campaigns', 'https://docs.airlyft.one/campaign/'],
        [2, 'Quests', 'https://docs.airlyft.one/campaign/quests/'],
        [3, 'Quiz', 'https://docs.airlyft.one/campaign/quests/quiz'],
      ],
    );
    await context.close();
  });

  it('links Previous/Next in flattened sidebar order on every doc page', async () => {
    const version = JSON.parse(
      readFileSync(join(REPO, '.generated/docs-version-current.json'), 'utf8'),
    ) as { sidebars: Record<string, SidebarItem[]> };
    const order: string[] = [];
    const walk = (items: SidebarItem[]) => {
      for (const item of items) {
        if (item.type === 'link' && item.docId) order.push(item.href!);
        if (item.type === 'category') {
          if (item.href) order.push(item.href);
          walk(item.items ?? []);
        }
      }
    };
    walk(version.sidebars.docs);
    assert.ok(order.length > 80);
    const wrong: string[] = [];
    await Promise.all(
      order.map(async (path, i) => {
        const html = await (await fetch(suite.url + path)).text();
        const nav = /<nav class="pagination-nav[^"]*"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
        const prev = /href="([^"]+)"[^>]*><div class="pagination-nav__sublabel">Previous/.exec(
          nav,
        )?.[1];
        const next = /pagination-nav__link--next" href="([^"]+)"/.exec(nav)?.[1];
        if (prev !== order[i - 1]) wrong.push(`${path}: previous ${prev} != ${order[i - 1]}`);
        if (next !== order[i + 1]) wrong.push(`${path}: next ${next} != ${order[i + 1]}`);
      }),
    );
    assert.deepEqual(wrong, []);
    // And in the browser: clicking Next goes to the next sidebar entry.
    const { page, context } = await open(suite.url + '/campaign/quests/quiz');
    const at = order.indexOf('/campaign/quests/quiz');
    const nextLink = page.locator(
      'nav.pagination-nav[aria-label="Docs pages"] .pagination-nav__link--next',
    );
    assert.equal(await nextLink.locator('.pagination-nav__sublabel').textContent(), 'Next');
    await nextLink.click();
    await page.waitForURL(`**${order[at + 1]}`);
    // The URL changes at once; the page follows when the next route's chunks have loaded.
    await page.waitForSelector('.pagination-nav__link--prev[href="/campaign/quests/quiz"]');
    const prevLink = page.locator('.pagination-nav__link--prev');
    assert.equal(await prevLink.getAttribute('href'), '/campaign/quests/quiz');
    assert.equal(await prevLink.locator('.pagination-nav__label').textContent(), 'Quiz');
    await context.close();
  });

  it('links "Edit this page" to the file in the repository', async () => {
    const { page, context } = await open(suite.url + '/campaign/quests/quiz');
    const edit = page.locator('footer.theme-doc-footer a.theme-edit-this-page');
    assert.match((await edit.textContent()) ?? '', /Edit this page/);
    assert.equal(
      await edit.getAttribute('href'),
      'https://github.com/kyte-one/airlyftone-docs/tree/main/docs/campaign/quests/quiz.md',
    );
    assert.equal(await edit.getAttribute('target'), '_blank');
    assert.equal(await edit.getAttribute('rel'), 'noopener noreferrer');
    await context.close();
  });
});

interface SidebarItem {
  type: string;
  href?: string;
  docId?: string;
  items?: SidebarItem[];
}
