// The home page and the /templates/ gallery of the built AirLyft site: entry
// cards, the tag (AND/OR) and name filters with their URL state, the demo
// links, and the responsive preview images. Screenshots go to test-results/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { REPO, gotoHydrated, newPage, readBuildFile } from '../../e2e/helpers';
import { servedSite } from '../../e2e/suite';

const SHOTS = join(REPO, 'test-results');
const APP = 'https://app.airlyft.one';

const suite = servedSite(REPO);
before(() => mkdirSync(SHOTS, { recursive: true }));

const cards = (page: Page) => page.locator('.templatesGrid > li');
const chip = (page: Page, label: string) =>
  page.locator('.templateFilters__chips button', { hasText: new RegExp(`^${label}$`) });
const countText = (page: Page) => page.locator('.templateFilters [role="status"]').innerText();
const query = (page: Page) => new URL(page.url()).search;

/** Scrolls to the bottom in steps so lazy images load, then back to the top. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('img')].every((i) => i.complete),
  );
}

test('home page: title, description, hero, and cards that link where they should', async () => {
  const { page, context, errors } = await newPage(suite.browser);
  await gotoHydrated(page, suite.url + '/');
  assert.equal(await page.title(), 'Welcome | AirLyft Documentation');
  // From the prerendered page (the head manager adds its own copy after hydration).
  const description = /<meta name="description" content="([^"]*)"/.exec(
    readBuildFile(REPO, 'index.html'),
  )?.[1];
  assert.match(description ?? '', /campaigns, giveaways/);
  assert.match(description ?? '', /AirLyft/);
  assert.equal(await page.locator('.hero h1').innerText(), 'AirLyft Documentation');
  assert.match(await page.locator('.hero .hero__subtitle').innerText(), /Projects .* Community/);

  const entry = async (title: string) =>
    page
      .locator('.homeCard--entry', { has: page.locator('h3', { hasText: title }) })
      .getAttribute('href');
  assert.equal(await entry('Project Guide'), '/community');
  assert.equal(await entry('Campaign'), '/campaign/');
  assert.equal(await entry('Templates'), '/templates/');
  assert.equal(await entry('User Guide'), '/users/');

  const sections = await page
    .locator('.homeCard--section')
    .evaluateAll((links) =>
      links.map((a) => [a.querySelector('h3')?.textContent, a.getAttribute('href')]),
    );
  assert.deepEqual(sections, [
    ['Quests', '/campaign/quests/'],
    ['Rewards', '/campaign/rewards/'],
    ['AirPool', '/air-pool/'],
    ['AirToken', '/air-token/'],
    ['Integrations', '/integrations/'],
    ['Widget', '/widget/'],
    ['Developers', '/developers/'],
  ]);

  const features = await page.locator('.homeFeature h3').allInnerTexts();
  assert.deepEqual(features, ['For Projects', 'For the Community', 'Direct Support']);
  const support = page.locator('.homeFeature', { hasText: 'Direct Support' }).locator('a');
  assert.deepEqual(
    await support.evaluateAll((links) =>
      links.map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('target'),
        a.getAttribute('rel'),
      ]),
    ),
    [
      ['Telegram', 'https://t.me/kyteone', '_blank', 'noopener noreferrer'],
      ['Discord', 'https://discord.gg/5F3R45FMca', '_blank', 'noopener noreferrer'],
    ],
  );

  // The cards navigate inside the app.
  await page.locator('.homeCard--entry', { hasText: 'Templates' }).click();
  await page.waitForURL(/\/templates\/$/);
  await page.locator('.templatesGrid').waitFor();
  assert.equal(await page.title(), 'AirLyft Event Templates | AirLyft Documentation');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the gallery lists the 16 templates with demo links opening in a new tab', async () => {
  const { page, context, errors } = await newPage(suite.browser);
  await gotoHydrated(page, suite.url + '/templates/');
  assert.equal(await page.locator('h1').innerText(), 'AirLyft Event Templates');
  assert.equal(await cards(page).count(), 16);
  assert.equal(await countText(page), '16 templates');
  const links = await page
    .locator('.templatesGrid a', { hasText: 'Open in app' })
    .evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    );
  assert.equal(links.length, 16);
  for (const link of links) {
    assert.match(link.href ?? '', new RegExp(`^${APP}/airlyft-docs/[\\w-]+$`));
    assert.equal(link.target, '_blank');
    assert.deepEqual((link.rel ?? '').split(' ').sort(), ['noopener', 'noreferrer']);
  }
  const twitter = cards(page).filter({
    has: page.locator('h2', { hasText: /^Twitter Giveaway$/ }),
  });
  assert.equal(
    await twitter.locator('a', { hasText: 'Open in app' }).getAttribute('href'),
    `${APP}/airlyft-docs/twitter-giveaway`,
  );
  assert.deepEqual(await twitter.locator('.templateTag').allInnerTexts(), ['twitter']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('tag filters: OR matches any tag, AND every tag; the URL keeps the selection', async () => {
  const { page, context, errors } = await newPage(suite.browser);
  await gotoHydrated(page, suite.url + '/templates/');
  const evm = chip(page, 'EVM');
  assert.equal(await evm.getAttribute('aria-pressed'), 'false');
  await evm.click();
  assert.equal(await evm.getAttribute('aria-pressed'), 'true');
  // Focus stays on the chip that was pressed.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'EVM');
  assert.equal(await cards(page).count(), 9);
  assert.equal(await countText(page), '9 templates');
  await chip(page, 'Twitter').click();
  assert.equal(await cards(page).count(), 11, 'OR: EVM or Twitter');
  await page.waitForFunction(() => location.search === '?tags=evm&tags=twitter');

  const operator = page.getByRole('switch', { name: 'Match all selected tags (AND)' });
  assert.equal(await operator.getAttribute('aria-checked'), 'false');
  const historyLength = await page.evaluate(() => history.length);
  await operator.click();
  assert.equal(await operator.getAttribute('aria-checked'), 'true');
  assert.equal(await cards(page).count(), 4, 'AND: EVM and Twitter');
  await page.waitForFunction(() => location.search === '?tags=evm&tags=twitter&operator=AND');
  // history.replace: filtering adds no history entries.
  assert.equal(await page.evaluate(() => history.length), historyLength);
  const titles = await page.locator('.templateCard__title').allInnerTexts();
  assert.deepEqual(titles, [
    'Proof of Love V-Day',
    'Viral Share Campaigns',
    'Metamask connect with twitter tasks',
    'Social Media Contest',
  ]);

  // A reload restores the filtered view.
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForFunction(() => document.querySelectorAll('.templatesGrid > li').length === 4);
  assert.equal(await chip(page, 'EVM').getAttribute('aria-pressed'), 'true');
  assert.equal(await chip(page, 'Twitter').getAttribute('aria-pressed'), 'true');
  assert.equal(await chip(page, 'Telegram').getAttribute('aria-pressed'), 'false');
  assert.equal(await operator.getAttribute('aria-checked'), 'true');
  assert.equal(await countText(page), '4 templates');

  // Clear: everything back, query gone.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  assert.equal(await cards(page).count(), 16);
  await page.waitForFunction(() => location.search === '');
  assert.equal(await operator.getAttribute('aria-checked'), 'false');
  assert.equal(await page.getByRole('button', { name: 'Clear filters' }).isDisabled(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('name filter, combined with tags, shared through the URL', async () => {
  const { page, context, errors } = await newPage(suite.browser);
  await gotoHydrated(page, suite.url + '/templates/');
  const search = page.getByLabel('Search by name');
  assert.equal(await search.getAttribute('placeholder'), 'Search for template...');
  await search.fill('nft');
  assert.deepEqual(await page.locator('.templateCard__title').allInnerTexts(), [
    'Collect email addresses of NFT Holders',
    'NFT Giveaway',
  ]);
  await page.waitForFunction(() => location.search === '?name=nft');
  await chip(page, 'Dotsama').click();
  assert.deepEqual(await page.locator('.templateCard__title').allInnerTexts(), [
    'Collect email addresses of NFT Holders',
  ]);
  assert.equal(await countText(page), '1 template');
  await page.waitForFunction(() => location.search === '?tags=dotsama&name=nft');
  await search.fill('no such template');
  assert.equal(await cards(page).count(), 0);
  assert.equal(await page.locator('.templatesEmpty h2').innerText(), 'No result');
  await page.locator('.templatesEmpty button').click();
  assert.equal(await cards(page).count(), 16);
  await page.waitForFunction(() => location.search === '');

  // A shared link opens filtered; unknown tags are ignored.
  await gotoHydrated(page, suite.url + '/templates/?tags=telegram&tags=bogus&name=Giveaway');
  await page.waitForFunction(() => document.querySelectorAll('.templatesGrid > li').length === 1);
  assert.deepEqual(await page.locator('.templateCard__title').allInnerTexts(), ['NFT Giveaway']);
  assert.equal(await page.getByLabel('Search by name').inputValue(), 'Giveaway');
  assert.ok(query(page).includes('tags=telegram'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('preview images: srcset at 640w and 1030w, explicit size, lazy, placeholder until loaded', async () => {
  // The prerendered HTML already carries the responsive markup and the placeholder.
  const html = readBuildFile(REPO, 'templates/index.html');
  assert.match(
    html,
    /class="idealImage[^"]*" style="aspect-ratio:1030 \/ 579;[^"]*background-image:url\(&quot;data:image\/jpeg;base64,/,
  );

  // A phone-sized window, so the last cards are far below the fold.
  const { page, context, errors } = await newPage(suite.browser, {
    viewport: { width: 375, height: 700 },
  });
  await gotoHydrated(page, suite.url + '/templates/');
  const images = await page.locator('.templateCard img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      srcset: img.getAttribute('srcset') ?? '',
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      decoding: img.getAttribute('decoding'),
      sizes: img.getAttribute('sizes'),
      alt: img.getAttribute('alt'),
    })),
  );
  assert.equal(images.length, 16);
  for (const img of images) {
    const entries = img.srcset.split(',').map((s) => s.trim().split(' '));
    assert.deepEqual(
      entries.map(([, w]) => w),
      ['640w', '1030w'],
    );
    for (const [url] of entries)
      assert.match(url, /^\/assets\/ideal-img\/[\w-]+\.[0-9a-f]{7}\.\d+\.png$/);
    assert.equal(img.src, entries[1][0]);
    assert.equal(img.width, '1030');
    assert.equal(img.height, '579');
    assert.equal(img.loading, 'lazy');
    assert.equal(img.decoding, 'async');
    assert.ok(img.sizes);
    assert.match(img.alt ?? '', /^Preview of the .+ template$/);
  }
  // The resized files are served and really have those widths.
  const sizes = await page.evaluate(
    async (urls) => {
      return Promise.all(
        urls.map(async (url) => {
          const bitmap = await createImageBitmap(await (await fetch(url)).blob());
          return [bitmap.width, bitmap.height];
        }),
      );
    },
    images[0].srcset.split(',').map((s) => s.trim().split(' ')[0]),
  );
  assert.deepEqual(sizes, [
    [640, 360],
    [1030, 579],
  ]);

  // Below the fold the last image has not loaded yet and shows the blurred placeholder.
  const last = page.locator('.templateCard .idealImage').last();
  assert.equal(await last.evaluate((el) => el.classList.contains('idealImage--loaded')), false);
  assert.match(
    await last.evaluate((el) => getComputedStyle(el).backgroundImage),
    /^url\("data:image/,
  );
  // Once loaded, the placeholder goes away.
  await last.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const el = [...document.querySelectorAll('.templateCard .idealImage')].pop();
    return el?.classList.contains('idealImage--loaded');
  });
  assert.equal(await last.evaluate((el) => getComputedStyle(el).backgroundImage), 'none');
  // No layout shift: the box had its final height before the image arrived.
  const box = await last.boundingBox();
  assert.ok(box && Math.abs(box.height - (box.width * 579) / 1030) < 1.5);
  assert.deepEqual(errors, []);
  await context.close();
});

test('screenshots of home and templates at 375 and 1280 px', async () => {
  for (const width of [375, 1280]) {
    const { page, context, errors } = await newPage(suite.browser, {
      viewport: { width, height: 900 },
    });
    for (const [name, path] of [
      ['home', '/'],
      ['templates', '/templates/'],
    ] as const) {
      await gotoHydrated(page, suite.url + path);
      await loadLazyImages(page);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
      // Nothing sticks out sideways at this width.
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${path} overflows horizontally at ${width}px`,
      );
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});
