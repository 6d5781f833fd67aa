// Hydrating a code-heavy page (/developers/webhook): the prerendered code lines stay the very same
// DOM (no re-render per token, no mismatch or console error), each block gets its copy button, copy
// puts the block's code on the clipboard, and the token colours follow the colour mode.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REPO, newPage } from '../../e2e/helpers';
import { servedSite } from '../../e2e/suite';

const suite = servedSite(REPO);

describe('code blocks on a long doc page', () => {
  it('hydrate without re-creating their lines, then copy the code', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.url });
    // Before any script runs: keep the prerendered <code> elements and their markup.
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
      window.__prerendered = [...document.querySelectorAll('.theme-code-block code')].map((el) => ({
        el, html: el.innerHTML, text: el.textContent,
      }));
    });`);
    await page.goto(`${suite.url}/developers/webhook`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForSelector('.theme-code-block button[aria-label="Copy code to clipboard"]');
    const state = await page.evaluate(`(() => {
      const before = window.__prerendered;
      const now = [...document.querySelectorAll('.theme-code-block code')];
      return {
        blocks: before.length,
        tokens: document.querySelectorAll('.theme-code-block .token').length,
        same: before.every((b, i) => b.el === now[i] && b.el.isConnected && b.el.innerHTML === b.html),
        buttons: document.querySelectorAll('.theme-code-block .copyButton').length,
        firstText: before[0].text,
      };
    })()`);
    const s = state as {
      blocks: number;
      tokens: number;
      same: boolean;
      buttons: number;
      firstText: string;
    };
    assert.ok(s.blocks >= 3, `code blocks on the page: ${s.blocks}`);
    assert.ok(s.tokens > 100, `highlighted tokens: ${s.tokens}`);
    assert.ok(s.same, 'the prerendered code lines are kept as they are by hydration');
    assert.equal(s.buttons, s.blocks);

    await page.locator('.theme-code-block .copyButton').first().click();
    await page.waitForSelector('.theme-code-block .copyButtonCopied');
    // Its icon turns from the copy icon into the tick (SVGs, not a font's glyph).
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.copyButtonCopied .copyButtonSuccessIcon')!)
          .opacity === '1' &&
        getComputedStyle(document.querySelector('.copyButtonCopied .copyButtonIcon')!).opacity ===
          '0',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied.replace(/\n$/, ''), s.firstText.replace(/\n$/, ''));
    assert.deepEqual(errors, []);
  });

  it('colour their tokens by the colour mode', async () => {
    const { page, errors } = await newPage(suite.browser);
    const colour = () =>
      page.$eval('.theme-code-block .token.string', (el) => getComputedStyle(el).color);
    await page.goto(`${suite.url}/developers/webhook`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    const light = await colour();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await colour();
    assert.notEqual(light, dark);
    assert.deepEqual(errors, []);
  });
});

describe('diagrams on a long doc page', () => {
  it("are lazy files, not data URLs carried by the page's HTML and script", async () => {
    const { page, context, errors } = await newPage(suite.browser, {
      viewport: { width: 412, height: 823 },
    });
    const images: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
    });
    await page.goto(`${suite.url}/campaign/quests/rest-api`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const diagram = page.locator('article img[alt^="Diagram"]');
    const src = (await diagram.getAttribute('src')) ?? '';
    assert.match(src, /^\/assets\/images\/rest-api-flow-[0-9a-f]{8}\.svg$/);
    assert.equal(await diagram.getAttribute('loading'), 'lazy');
    await diagram.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        (document.querySelector('article img[alt^="Diagram"]') as HTMLImageElement).naturalWidth,
    );
    assert.ok(images.includes(src));
    // Nor does the page carry it inline.
    assert.ok(!(await page.content()).includes('data:image/svg+xml'));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
