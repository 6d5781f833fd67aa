// Lighthouse mobile scores (its default: an emulated mid-range phone on a throttled network).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export type LighthouseRuns = LighthouseResult & {
  /** Each run's performance score, TBT and LCP. */
  runs: number[];
  tbtRuns: number[];
  lcpRuns: number[];
};

/**
 * Runs each URL `runs` times and keeps the run with the median performance score: Lighthouse's own
 * advice for its run-to-run variance (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md).
 */
export async function runLighthouse(
  urls: Record<string, string>,
  runs = 3,
): Promise<Record<string, LighthouseRuns>> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const out: Record<string, LighthouseRuns> = {};
    for (const [name, url] of Object.entries(urls)) {
      const results: LighthouseResult[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(url, chrome.port));
      const sorted = [...results].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
      out[name] = {
        ...sorted[Math.floor(sorted.length / 2)],
        runs: results.map((r) => r.performance),
        tbtRuns: results.map((r) => Math.round(r.tbt)),
        lcpRuns: results.map((r) => Math.round(r.lcp)),
      };
    }
    return out;
  } finally {
    chrome.kill();
  }
}

async function audit(url: string, port: number, attempt = 1): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  const lhr = result!.lhr;
  // A run Lighthouse itself could not complete (no trace, a protocol time-out) scores 0: run it again.
  if (lhr.runtimeError && attempt < 3) return audit(url, port, attempt + 1);
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}
