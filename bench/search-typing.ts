// Typing → hits in the browser (issue 18.3): the built site under `serve`, the DocSearch modal
// open on a doc page, and for each query the time from the input event that completes it to the
// first result hit on screen, measured in the page (a MutationObserver, not Playwright's polling).
import { launchBrowser, startServeProcess } from '../scripts/lib/harness';
import { median, REPO } from './util';

/** Readers' queries of several lengths and kinds; each is put in the box whole, as a last keystroke would. */
const QUERIES = [
  'quiz',
  'twitter follow',
  'discord role',
  'airpool',
  'erc20 reward',
  'webhook',
  'silent login',
  'export csv',
  'winner selection',
  'telegram bot',
  'referral',
  'check in',
  'bot protection',
  'widget installation',
  'secret code',
  'youtube',
  'account merge',
  'rest api',
  'leaderboard',
  'whitelist',
];

export interface TypingResult {
  samples: number[];
  median: number;
  /** Queries whose hits never showed (should be none). */
  missing: string[];
}

export async function typingToHits(buildDir: string, rounds = 3): Promise<TypingResult> {
  const server = startServeProcess(REPO, buildDir);
  const browser = await launchBrowser();
  try {
    const url = await server.ready;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let requests = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && decodeURIComponent(r.url()).includes('/1/indexes/*/queries'))
        requests++;
    });
    const samples: number[] = [];
    const missing: string[] = [];
    for (let round = 0; round < rounds; round++) {
      // A fresh page each round: the search client caches answers in memory, and a query answered
      // from that cache would measure nothing but rendering.
      await page.goto(`${url}/campaign/quests/quiz`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.DocSearch-Modal #docsearch-input');
      // One query not measured: the connection and the modal's code paths warm up.
      await page.fill('#docsearch-input', 'getting started');
      await page.waitForSelector('.DocSearch-Dropdown .DocSearch-Hits .DocSearch-Hit');
      for (const query of QUERIES) {
        await page.fill('#docsearch-input', '');
        await page.waitForSelector('.DocSearch-StartScreen');
        const sent = requests;
        const ms = await page.evaluate(
          (q) =>
            new Promise<number>((resolve) => {
              const input = document.querySelector<HTMLInputElement>('#docsearch-input')!;
              const start = performance.now();
              // No named helper functions in here: the bundler's name-keeping wrapper is not in the page.
              const observer = new MutationObserver(() => {
                if (
                  !document.querySelector('.DocSearch-Dropdown .DocSearch-Hits .DocSearch-Hit') ||
                  document.querySelector('.DocSearch-StartScreen')
                )
                  return;
                observer.disconnect();
                clearTimeout(timer);
                resolve(performance.now() - start);
              });
              const timer = setTimeout(() => {
                observer.disconnect();
                resolve(-1);
              }, 10_000);
              observer.observe(document.body, { subtree: true, childList: true });
              // The whole query in one input event: the keystroke that completes it. The prototype's
              // setter, as typing sets it: React ignores a value set through the element's own.
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
                input,
                q,
              );
              input.dispatchEvent(new Event('input', { bubbles: true }));
            }),
          query,
        );
        if (ms < 0) missing.push(query);
        else if (requests > sent) samples.push(ms);
      }
    }
    return { samples, median: median(samples), missing: [...new Set(missing)] };
  } finally {
    await browser.close();
    server.child.kill();
  }
}
