// The site chrome of the built AirLyft site: navbar targets and new-tab links,
// language switcher, colour mode (switch disabled), footer, skip link,
// announcement bar, the mobile drawer, keyboard order and focus ring, and the
// screenshots kept as test artefacts (test-results/).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { REPO, gotoHydrated, newPage } from '../../e2e/helpers';
import { servedSite } from '../../e2e/suite';

const DOC = '/campaign/quests/quiz';
const REPOSITORY = 'https://github.com/kyte-one/airlyftone-docs';
const SHOTS = join(REPO, 'test-results');

const suite = servedSite(REPO);

async function open(path: string, width = 1280, height = 900) {
  const opened = await newPage(suite.browser, { viewport: { width, height } });
  await gotoHydrated(opened.page, suite.url + path);
  return opened;
}

/** Attributes of every link matching the selector, in document order. */
const links = (page: Page, selector: string) =>
  page.$$eval(selector, (els) =>
    els.map((a) => ({
      text: (a.textContent ?? '').trim(),
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
      icon: !!a.querySelector('svg[aria-label="(opens in new tab)"]'),
    })),
  );

describe('navbar (1280 px)', () => {
  it('links the brand, Documentation and Templates in the app, and the app and repository in a new tab', async () => {
    const { page, context } = await open(DOC);
    const brand = page.locator('nav.navbar a.navbar__brand');
    assert.equal(await brand.getAttribute('href'), '/');
    assert.equal((await brand.textContent())?.trim(), 'AirLyft Docs');
    assert.equal(await page.getAttribute('nav.navbar', 'aria-label'), 'Main');

    const items = await links(page, 'nav.navbar .navbar__inner a.navbar__link');
    const byText = Object.fromEntries(items.map((l) => [l.text, l]));
    assert.deepEqual(
      items.map((l) => l.text),
      ['Documentation', 'Templates', 'English', 'Go App', 'GitHub'],
    );
    assert.equal(byText.Documentation.href, '/community');
    assert.equal(byText.Templates.href, '/templates/');
    for (const [label, href] of [
      ['Go App', 'https://app.airlyft.one'],
      ['GitHub', REPOSITORY],
    ]) {
      assert.deepEqual(
        byText[label],
        { text: label, href, target: '_blank', rel: 'noopener noreferrer', icon: true },
        label,
      );
    }
    assert.equal(byText.Documentation.icon, false, 'internal links have no external icon');
    // Left items and right items sit in their containers; search is on the right.
    assert.equal(await page.locator('.navbar__items--right >> text=GitHub').count(), 1);
    assert.equal(await page.locator('.navbar__items--right .DocSearch-Button').count(), 1);

    // An in-app click: no reload, the item becomes active.
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.click('nav.navbar .navbar__inner >> text=Templates');
    await page.waitForURL('**/templates/');
    assert.ok(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same));
    const active = page.locator('nav.navbar a.navbar__link--active');
    assert.equal((await active.textContent())?.trim(), 'Templates');
    assert.equal(await active.getAttribute('aria-current'), 'page');
    await context.close();
  });

  it('has a language switcher listing English only', async () => {
    const { page, context } = await open('/');
    const dropdown = page.locator('nav.navbar .dropdown');
    assert.equal(await dropdown.count(), 1);
    const trigger = dropdown.locator('a.navbar__link');
    assert.equal((await trigger.textContent())?.trim(), 'English');
    assert.equal(await trigger.getAttribute('aria-haspopup'), 'true');
    const options = await links(page, 'nav.navbar .dropdown__menu a');
    assert.deepEqual(
      options.map((o) => [o.text, o.href]),
      [['English', '/']],
    );
    // Hover opens the menu (CSS); the keyboard toggles it with Enter.
    assert.equal(await page.isVisible('.dropdown__menu >> text=English'), false);
    await trigger.hover();
    await page.waitForSelector('.dropdown__menu >> text=English', { state: 'visible' });
    await page.mouse.move(10, 500);
    await trigger.focus();
    await page.keyboard.press('Enter');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
    assert.match((await dropdown.getAttribute('class')) ?? '', /dropdown--show/);
    // A press outside closes it.
    await page.mouse.click(10, 500);
    await page.waitForFunction(() => !document.querySelector('nav.navbar .dropdown--show'));
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    await context.close();
  });

  it('renders no colour toggle and stays light whatever storage or the query say', async () => {
    const { page, context } = await open('/');
    assert.equal(
      await page.locator('[aria-label^="Switch between dark and light mode"]').count(),
      0,
    );
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    assert.equal(await page.getAttribute('html', 'data-theme-choice'), 'light');
    // A stored choice from earlier is ignored and removed (switch disabled).
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, suite.url + DOC + '?docusaurus-theme=dark');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.waitForFunction(() => localStorage.getItem('theme') === null);
    await context.close();
  });
});

describe('footer', () => {
  for (const width of [375, 1280]) {
    it(`shows the three columns, their links and the copyright (${width} px)`, async () => {
      const { page, context } = await open('/templates/', width);
      const columns = await page.$$eval('footer.footer .footer__col', (cols) =>
        cols.map((c) => ({
          title: c.querySelector('.footer__title')?.textContent,
          links: Array.from(c.querySelectorAll('a.footer__link-item')).map((a) => [
            a.textContent?.trim(),
            a.getAttribute('href'),
          ]),
        })),
      );
      assert.deepEqual(columns, [
        { title: 'Docs', links: [['Tutorial', '/community']] },
        {
          title: 'Community',
          links: [
            ['Telegram', 'https://t.me/kyteone'],
            ['Twitter', 'https://twitter.com/airlyftone'],
            ['Discord', 'https://discord.gg/5F3R45FMca'],
          ],
        },
        {
          title: 'More',
          links: [
            ['Home Page', 'https://www.airlyft.one'],
            ['AirLyft App', 'https://app.airlyft.one'],
            ['Project Dashboard', 'https://account.airlyft.one'],
            ['GitHub', 'https://github.com/kyte-one'],
          ],
        },
      ]);
      for (const l of await links(page, 'footer a.footer__link-item')) {
        const external = l.href!.startsWith('https://');
        assert.equal(l.icon, external, `${l.text} icon`);
        assert.equal(l.target, external ? '_blank' : null, `${l.text} target`);
        assert.equal(l.rel, external ? 'noopener noreferrer' : null, `${l.text} rel`);
      }
      const copyright = page.locator('footer .footer__copyright');
      assert.equal((await copyright.textContent())?.trim(), 'Copyright © 2025 KyteOne');
      assert.ok(await copyright.isVisible());
      // Each column is visible and the footer does not overflow the viewport.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'no horizontal scroll');
      await context.close();
    });
  }
});

describe('skip link and announcement bar', () => {
  it('Tab once shows "Skip to main content"; Enter focuses <main>', async () => {
    for (const [path, expected] of [
      [DOC, 'MAIN'],
      ['/templates/', 'MAIN|__docusaurus_skipToContent_fallback'],
    ]) {
      const { page, context } = await open(path);
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const r = el.getBoundingClientRect();
        return { text: el.textContent, left: r.left, top: r.top, width: r.width };
      });
      assert.equal(focused.text, 'Skip to main content', path);
      assert.ok(focused.left >= 0 && focused.left < 200 && focused.width > 0, 'on screen');
      await page.keyboard.press('Enter');
      const active = await page.evaluate(() =>
        document.activeElement?.tagName === 'MAIN' ? 'MAIN' : document.activeElement?.id,
      );
      assert.match(active ?? '', new RegExp(`^(${expected})$`), path);
      if (expected === 'MAIN')
        assert.ok(
          await page.evaluate(() => document.activeElement === document.querySelector('main')),
          'the first <main>',
        );
      await context.close();
    }
  });

  it('remembers a dismissed announcement across reloads, hidden before first paint', async () => {
    const { page, context } = await open('/');
    const bar = page.locator('.theme-announcement-bar');
    assert.ok(await bar.isVisible());
    assert.equal(await bar.getAttribute('role'), 'banner');
    assert.match((await bar.textContent()) ?? '', /New to AirLyft\?/);
    assert.equal(await bar.locator('a').getAttribute('href'), '/community');
    await bar.locator('button[aria-label="Close"]').click();
    assert.equal(await bar.count(), 0);
    assert.equal(
      await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')),
      'true',
    );
    assert.equal(
      await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')),
      'airlyft-docs-2025',
    );
    // Reload with scripts blocked: the server HTML has the bar, the inline script hides it.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(suite.url + DOC);
    assert.equal(
      await page.getAttribute('html', 'data-announcement-bar-initially-dismissed'),
      'true',
    );
    assert.equal(await page.locator('.theme-announcement-bar').count(), 1, 'in the HTML');
    assert.equal(await page.isVisible('.theme-announcement-bar'), false, 'but not shown');
    await page.unroute('**/assets/js/**');
    await gotoHydrated(page, suite.url + '/');
    assert.equal(await page.isVisible('.theme-announcement-bar'), false, 'still dismissed');
    await context.close();
  });
});

describe('mobile drawer', () => {
  it('is not drawn until first opened, and its first opening slides in; hydration leaves the head as prerendered', async () => {
    const opened = await newPage(suite.browser, { viewport: { width: 375, height: 800 } });
    const { page, context } = opened;
    await page.addInitScript(() => {
      const w = window as unknown as { headChanges: number };
      w.headChanges = 0;
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver((records) => (w.headChanges += records.length)).observe(
          document.head,
          { childList: true, subtree: true, attributes: true },
        ),
      );
    });
    await gotoHydrated(page, suite.url + DOC);
    await page.waitForTimeout(300); // effects after hydration
    // Viewport prefetch links may be added; nothing prerendered is removed or rewritten.
    const managed = await page.evaluate(() => document.head.querySelectorAll('[data-rh]').length);
    assert.ok(managed > 5, 'the prerendered head tags are still there');
    const changes = await page.evaluate(() => {
      const tags = [...document.head.querySelectorAll('link[rel="prefetch"]')].length;
      return (window as unknown as { headChanges: number }).headChanges - tags;
    });
    assert.equal(changes, 0, 'no head tag rewritten by hydration');
    assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'drawer not drawn yet');

    // The drawer slides in: its transform transition runs (an event, whatever the machine's speed).
    await page.evaluate(() => {
      const w = window as unknown as { drawerTransitions: string[] };
      w.drawerTransitions = [];
      document.addEventListener('transitionrun', (e) => {
        if ((e.target as Element).classList.contains('navbar-sidebar'))
          w.drawerTransitions.push(e.propertyName);
      });
    });
    await page.click('button.navbar__toggle');
    await page.waitForFunction(() =>
      (window as unknown as { drawerTransitions: string[] }).drawerTransitions.includes(
        'transform',
      ),
    );
    assert.equal(await page.getAttribute('button.navbar__toggle', 'aria-expanded'), 'true');
    await page.locator('.navbar-sidebar .menu__link--active', { hasText: 'Quiz' }).waitFor();
    await context.close();
  });

  it('shows the menu button below 997 px only', async () => {
    for (const [width, visible] of [
      [375, true],
      [768, true],
      [996, true],
      [1280, false],
    ] as const) {
      const { page, context } = await open('/', width);
      assert.equal(await page.isVisible('button.navbar__toggle'), visible, `${width} px`);
      // Desktop items are hidden on mobile and shown on desktop.
      assert.equal(
        await page.isVisible('.navbar__inner >> text=Documentation'),
        !visible,
        `${width} px items`,
      );
      await context.close();
    }
  });

  for (const width of [375, 768]) {
    it(`opens the primary menu and closes on Escape, backdrop and navigation (${width} px)`, async () => {
      const { page, context } = await open('/', width);
      const nav = page.locator('nav.navbar');
      const isOpen = async () =>
        /navbar-sidebar--show/.test((await nav.getAttribute('class')) ?? '');
      const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

      await page.click('button.navbar__toggle');
      assert.ok(await isOpen());
      assert.equal(await overflow(), 'hidden');
      assert.equal(await page.getAttribute('button.navbar__toggle', 'aria-expanded'), 'true');
      const panel = page.locator('.navbar-sidebar .menu').first();
      await panel.locator('text=Documentation').waitFor({ state: 'visible' });
      const items = await links(page, '.navbar-sidebar .menu a.menu__link');
      assert.deepEqual(
        items.map((l) => [l.text, l.href]),
        [
          ['Documentation', '/community'],
          ['Templates', '/templates/'],
          ['Languages', '#'],
          ['English', '/'],
          ['Go App', 'https://app.airlyft.one'],
          ['GitHub', REPOSITORY],
        ],
      );
      assert.ok(items.filter((l) => l.href!.startsWith('https')).every((l) => l.icon));
      // "Languages" is a collapsible group, open at first (it holds the active locale).
      const languages = page.locator('.navbar-sidebar a[role="button"]', { hasText: 'Languages' });
      assert.equal(await languages.getAttribute('aria-expanded'), 'true');
      await languages.click();
      assert.equal(await languages.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.locator('.navbar-sidebar >> text=English').count(), 0);
      await languages.click();
      assert.ok(await page.isVisible('.navbar-sidebar >> text=English'));
      assert.equal(
        await page.locator('.navbar-sidebar__back').count(),
        0,
        'no docs panel off doc pages',
      );

      await page.keyboard.press('Escape');
      assert.equal(await isOpen(), false, 'Escape closes');
      assert.equal(await overflow(), 'visible');

      await page.click('button.navbar__toggle');
      assert.ok(await isOpen());
      // The backdrop covers the page to the right of the drawer (once faded in).
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector('.navbar-sidebar__backdrop')!).opacity === '1',
      );
      await page.mouse.click(width - 10, 400);
      assert.equal(await isOpen(), false, 'backdrop click closes');

      await page.click('button.navbar__toggle');
      await page.click('.navbar-sidebar >> text=Templates');
      await page.waitForURL('**/templates/');
      assert.equal(await isOpen(), false, 'navigation closes');
      assert.equal(await overflow(), 'visible');

      await page.click('button.navbar__toggle');
      await page.click('button[aria-label="Close navigation bar"]');
      assert.equal(await isOpen(), false, 'the close button closes');
      await context.close();
    });
  }

  it('on a doc page shows the docs sidebar first, with a way back to the main menu (375 px)', async () => {
    const { page, context } = await open(DOC, 375, 812);
    await page.click('button.navbar__toggle');
    const items = page.locator('.navbar-sidebar__items');
    assert.match(
      (await items.getAttribute('class')) ?? '',
      /navbar-sidebar__items--show-secondary/,
    );
    const active = page.locator('.navbar-sidebar a.menu__link--active[aria-current="page"]');
    await active.waitFor({ state: 'visible' });
    assert.equal((await active.textContent())?.trim(), 'Quiz');
    // Panels slide: the one shown is on screen, the other off it and inert.
    const panels = page.locator('.navbar-sidebar .navbar-sidebar__item');
    const onScreen = async (i: number) => {
      await page.waitForTimeout(300); // the slide transition
      const drawer = (await page.locator('.navbar-sidebar').boundingBox())!;
      const box = (await panels.nth(i).boundingBox())!;
      return box.x >= drawer.x && box.x < drawer.x + drawer.width;
    };
    assert.equal(await onScreen(0), false, 'primary menu off screen');
    assert.equal(await onScreen(1), true, 'docs sidebar on screen');
    assert.equal(await panels.nth(0).getAttribute('inert'), '');
    for (const category of ['Campaigns', 'Quests'])
      assert.doesNotMatch(
        (await page
          .locator('.navbar-sidebar .theme-doc-sidebar-item-category', { hasText: category })
          .first()
          .getAttribute('class')) ?? '',
        /collapsed/,
        `${category} expanded`,
      );

    await page.click('text=← Back to main menu');
    assert.doesNotMatch((await items.getAttribute('class')) ?? '', /show-secondary/);
    assert.equal(await onScreen(0), true, 'primary menu on screen');
    assert.equal(await onScreen(1), false, 'docs sidebar off screen');
    assert.equal(await panels.nth(1).getAttribute('inert'), '');
    await page.locator('.navbar-sidebar >> text=Documentation').click({ trial: true });
    await page.keyboard.press('Escape');

    // Reopening shows the docs sidebar again; a sidebar link navigates and closes.
    await page.click('button.navbar__toggle');
    await page.locator('.navbar-sidebar >> text=Form').first().waitFor({ state: 'visible' });
    await page.locator('.navbar-sidebar a.menu__link', { hasText: /^Form$/ }).click();
    await page.waitForURL('**/campaign/quests/form');
    assert.doesNotMatch((await page.getAttribute('nav.navbar', 'class')) ?? '', /sidebar--show/);
    // The URL changes at once; the page follows when the next route's chunks have loaded.
    await page.waitForSelector('article h1:text-is("Form quest")');
    await context.close();
  });
});

describe('keyboard', () => {
  it('tabs through skip link, navbar, search and sidebar in order, with a visible focus ring', async () => {
    const { page, context } = await open(DOC);
    const seen: Array<{ label: string; where: string; outline: string }> = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      seen.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const s = getComputedStyle(el);
          const where = el.closest('.theme-announcement-bar')
            ? 'announcement'
            : el.closest('.theme-doc-sidebar-container')
              ? 'sidebar'
              : el.closest('nav.navbar')
                ? 'navbar'
                : el.closest('[role="region"]')
                  ? 'skip'
                  : 'other';
          return {
            label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
            where,
            outline: `${s.outlineStyle} ${s.outlineWidth}`,
          };
        }),
      );
    }
    const order = seen.map((s) => s.label);
    const indexOf = (label: string | RegExp) =>
      order.findIndex((l) => (typeof label === 'string' ? l === label : label.test(l)));
    const expected = [
      'Skip to main content',
      'community guide',
      'Close',
      'AirLyft Docs',
      'Documentation',
      'Templates',
      'English',
      'Go App',
      'GitHub',
      /^Search/,
      'Community',
    ];
    const positions = expected.map(indexOf);
    assert.ok(
      positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1])),
      `order: ${JSON.stringify(order)}`,
    );
    assert.equal(seen[positions.at(-1)!].where, 'sidebar');
    for (const s of seen.slice(0, positions.at(-1)! + 1)) {
      assert.doesNotMatch(s.outline, /^none|\b0px$/, `${s.label} has a focus ring (${s.outline})`);
    }
    await context.close();
  });
});

describe('screenshots', () => {
  it('keeps the home, a doc page and the templates page at 375 and 1280 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      const { page, context } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      for (const [name, path] of [
        ['home', '/'],
        ['doc', DOC],
        ['templates', '/templates/'],
      ]) {
        await gotoHydrated(page, suite.url + path);
        await page.evaluate(() => document.fonts.ready);
        const file = join(SHOTS, `theme-${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: false });
        // Nothing in the chrome overflows horizontally.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0, `${path} at ${width} px scrolls sideways`);
      }
      await context.close();
    }
  });
});
