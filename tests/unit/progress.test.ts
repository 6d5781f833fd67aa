import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProgressEvent } from '../../src/core/progress/events';
import { createProgressReporter } from '../../src/core/progress/reporter';

const run = (isTTY: boolean, events: ProgressEvent[]) => {
  let out = '';
  const reporter = createProgressReporter({ isTTY, columns: 60, write: (t) => (out += t) });
  events.forEach(reporter.onProgress);
  reporter.clear();
  return out;
};

const prerender = (total: number): ProgressEvent[] => [
  { phase: 'prerender', kind: 'start', total },
  ...Array.from({ length: total }, (_, done) => ({
    phase: 'prerender' as const,
    kind: 'advance' as const,
    done,
    total,
  })),
  { phase: 'prerender', kind: 'end', ms: 1234 },
];

describe('build progress', () => {
  it('writes plain lines in a log: the phase, each quarter once, the time', () => {
    assert.equal(
      run(false, prerender(40)),
      [
        'Prerendering pages (40)…',
        'Prerendering pages: 25%',
        'Prerendering pages: 50%',
        'Prerendering pages: 75%',
        'Prerendering pages: done in 1.2 s',
        '',
      ].join('\n'),
    );
  });
  it('redraws one line on a terminal, with a bar that fits the width, and clears it', () => {
    const out = run(true, prerender(10));
    const frames = out.split('\r\x1b[2K');
    assert.ok(frames.some((f) => f === '[##########----------] Prerendering pages 5/10'));
    assert.ok(frames.every((f) => f.length <= 60));
    assert.ok(out.includes('Prerendering pages (1.2 s)\n'));
  });
  it('shows webpack’s percentage and step, cut to the terminal width', () => {
    const out = run(true, [
      { phase: 'bundle', kind: 'advance', done: 42, total: 100, detail: 'building '.repeat(20) },
    ]);
    assert.match(out, /^\[########------------\] Bundling 42% building building buil…/);
    assert.ok(out.replace('\r\x1b[2K', '').length <= 59);
  });
});
