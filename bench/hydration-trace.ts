// Where a page's first load blocks the main thread: loads each page in headless Chromium, records a
// performance trace, and prints the long tasks after first paint (> 50 ms), their blocking time
// (TBT: the sum of each one's part over 50 ms), what kind of work they did (script, compile, style,
// layout, paint, GC) and, with --profile, the script files and functions that took the time. A
// task's cost is its CPU time × 4, as Lighthouse's mobile simulation counts it; CPU time rather than
// wall time, so other processes on a shared machine move the numbers less. --throttled instead
// slows the CPU 4× in Chromium and counts wall time. Compare the medians before and after a change.
//
//   npx tsx bench/hydration-trace.ts http://localhost:3000 /developers/webhook /campaign/quests/quiz
//   flags: --runs N (3), --json, --profile, --throttled, --top N (functions listed, 12),
//   --tasks (each long task's pieces: script evaluation per file, function calls, style, layout),
//   --from-start (count every task from the navigation, not from first paint: when first paint lands
//   moves the default figure a lot from run to run; this one is the steadier upper bound),
//   --lighthouse-categories (trace with the categories Lighthouse 12 records: JS stacks on every
//   event, screenshots, script sources; what that tracing itself adds to the page's main thread)
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: unaffected by other processes competing for the CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { frame?: string; url?: string; functionName?: string; type?: string };
    name?: string;
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface PageTrace {
  longTasks: number[];
  /** Per long task: when it starts (ms after first paint, unscaled) and its biggest pieces of work. */
  taskDetails: Array<{ at: number; cost: number; parts: Array<[string, number]> }>;
  blockingMs: number;
  busyMs: number;
  byKind: Record<string, number>;
  byScript: Record<string, number>;
  topFunctions: Array<[string, number]>;
  domNodes: number;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
].join(',');

/** What Lighthouse 12's trace gatherer records (its getDefaultTraceCategories). */
const LIGHTHOUSE_CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.screenshot',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
].join(',');

/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;

/** The kind of work a trace event is, by Chromium's event names; undefined: its parent's kind. */
function kindOf(name: string): string | undefined {
  if (/compile|produceCache/i.test(name)) return 'compile';
  if (
    /^(EvaluateScript|FunctionCall|v8\.run|v8\.callFunction|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|v8\.evaluateModule)$/.test(
      name,
    )
  )
    return 'script';
  if (/GC|garbage/i.test(name)) return 'gc';
  if (
    /^(UpdateLayoutTree|ParseAuthorStyleSheet)$|Style\.UpdateTime|updateStyle|recalcStyle/.test(
      name,
    )
  )
    return 'style';
  if (/^Layout$|Layout\.UpdateTime|performLayout/.test(name)) return 'layout';
  if (/Paint|Layerize|Composit|^Commit$/.test(name)) return 'paint';
  if (/ParseHTML|HTMLDocumentParser|TextResourceDecoder|DocumentLoader/.test(name)) return 'html';
  if (/SVGImage|ImageResource|DecodeFont/.test(name)) return 'image/font';
  return undefined;
}

/** How each page is traced and counted (the command's flags). */
interface TraceOptions {
  top: number;
  profiling: boolean;
  throttled: boolean;
  fromStart: boolean;
  categories: string;
}

async function traceOnce(
  url: string,
  { top, profiling, throttled, fromStart, categories }: TraceOptions,
): Promise<PageTrace> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    if (throttled) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    }
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e: { value: TraceEvent[] }) => events.push(...e.value));
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
    if (profiling) await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Idle-time and effect work after hydration counts too: wait until the page is quiet.
    // (A string, not a function: tsx would wrap the function's inner helpers in its own __name.)
    await page.evaluate(`new Promise((resolve) => {
      let quietSince = performance.now();
      new PerformanceObserver((list) => {
        if (list.getEntries().length) quietSince = performance.now();
      }).observe({ type: 'longtask', buffered: true });
      const check = () => (performance.now() - quietSince > 1500 ? resolve() : setTimeout(check, 250));
      check();
    })`);
    const profile = profiling
      ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile
      : undefined;
    await cdp.send('Tracing.end');
    await done;
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    return {
      ...summarise(events, url, { throttled, fromStart }),
      ...(profile ? profileTotals(profile, top) : { byScript: {}, topFunctions: [] }),
      domNodes,
    };
  } finally {
    await browser.close();
  }
}

/** The renderer main thread's tasks after first paint and the kinds of work inside the long ones. */
function summarise(
  events: TraceEvent[],
  url: string,
  { throttled, fromStart }: Pick<TraceOptions, 'throttled' | 'fromStart'>,
) {
  // The page's renderer main thread: the one that committed the navigation to `url`.
  const commit = events.find((e) => e.name === 'CommitLoad' && e.args?.data?.url === url);
  const main = events.filter((e) => commit && e.pid === commit.pid && e.tid === commit.tid);
  // TBT counts from first contentful paint; a task that straddles it counts from there.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === commit?.pid);
  const from = (fromStart ? undefined : fcp?.ts) ?? commit?.ts ?? 0;
  // The harness's own evaluations (waiting for hydration and quiet; Runtime.evaluate runs script
  // with no URL, where the page's inline scripts carry the page's) are not the page's work.
  const harness = main.filter((e) => e.name === 'EvaluateScript' && !e.args?.data?.url);
  const tasks = main.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.dur !== undefined &&
      e.ts + e.dur > from &&
      !harness.some((h) => h.ts >= e.ts && h.ts <= e.ts + e.dur!),
  );
  // A task's cost: wall time under emulated throttling; otherwise, as Lighthouse's simulation does,
  // its CPU time times the slowdown (on a shared machine CPU time is the steadier measure).
  const cost = (e: TraceEvent) => (throttled ? e.dur! : (e.tdur ?? e.dur!) * SLOWDOWN);
  // The part of a task before first paint does not count.
  const counted = (t: TraceEvent) => cost(t) * ((t.ts + t.dur! - Math.max(t.ts, from)) / t.dur!);
  const long = tasks.filter((t) => counted(t) > 50_000);
  const byKind: Record<string, number> = {};
  const taskDetails: PageTrace['taskDetails'] = [];
  for (const t of long) {
    const end = t.ts + t.dur!;
    const inside = main
      .filter((e) => e.ph === 'X' && e.dur && e.ts >= t.ts && e.ts + e.dur <= end && e !== t)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    // Each event's self cost (its cost less its children's) goes to the innermost known kind.
    const stack: Array<{ end: number; kind: string; self: number }> = [
      { end, kind: 'other', self: cost(t) },
    ];
    const close = (frame: { kind: string; self: number }) =>
      (byKind[frame.kind] = (byKind[frame.kind] ?? 0) + Math.max(0, frame.self));
    for (const e of inside) {
      while (stack[stack.length - 1].end <= e.ts) close(stack.pop()!);
      const parent = stack[stack.length - 1];
      parent.self -= cost(e);
      stack.push({ end: e.ts + e.dur!, kind: kindOf(e.name) ?? parent.kind, self: cost(e) });
    }
    while (stack.length) close(stack.pop()!);
    taskDetails.push({
      at: Math.round((t.ts - from) / 1000),
      cost: Math.round(counted(t) / 1000),
      parts: taskParts(t, inside, cost),
    });
  }
  for (const k of Object.keys(byKind)) byKind[k] = Math.round(byKind[k] / 1000);
  const longTasks = long.map((t) => Math.round(counted(t) / 1000));
  return {
    longTasks,
    blockingMs: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    busyMs: Math.round(tasks.reduce((sum, t) => sum + counted(t), 0) / 1000),
    byKind,
    taskDetails,
  };
}

/** A task's outermost pieces of work (script by file, style, layout…), biggest first. */
function taskParts(
  task: TraceEvent,
  inside: TraceEvent[],
  cost: (e: TraceEvent) => number,
): Array<[string, number]> {
  const parts: Record<string, number> = {};
  let coveredUntil = task.ts;
  for (const e of inside) {
    if (e.ts < coveredUntil) continue; // nested in one already counted
    const kind = kindOf(e.name);
    if (!kind) continue;
    const data = e.args?.data;
    const file = data?.url ? data.url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
    const what = data?.type ?? data?.functionName ?? '';
    const label = `${e.name}${file ? ' ' + file : ''}${what ? ' ' + what : ''}`;
    parts[label] = (parts[label] ?? 0) + cost(e) / 1000;
    coveredUntil = e.ts + e.dur!;
  }
  return Object.entries(parts)
    .filter(([, ms]) => ms >= 2)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => [k, Math.round(v)] as [string, number]);
}

/** Self time per script file and per function (file:line:col, as minified builds name nothing). */
function profileTotals(profile: CpuProfile, top: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)),
  );
  const byScript: Record<string, number> = {};
  const byFunction: Record<string, number> = {};
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url ? frame.url.replace(/^.*\//, '') : `(${frame.functionName || 'native'})`;
    byScript[file] = (byScript[file] ?? 0) + us / 1000;
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction[name] = (byFunction[name] ?? 0) + us / 1000;
  }
  for (const k of Object.keys(byScript)) byScript[k] = Math.round(byScript[k]);
  const topFunctions = Object.entries(byFunction)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, v]) => [k, Math.round(v)] as [string, number]);
  return { byScript, topFunctions };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const args = process.argv.slice(2);
  const flag = (name: string, fallback: number) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
  };
  const runs = flag('--runs', 3);
  const top = flag('--top', 12);
  const json = args.includes('--json');
  const options: TraceOptions = {
    top,
    profiling: args.includes('--profile'),
    throttled: args.includes('--throttled'),
    fromStart: args.includes('--from-start'),
    categories: args.includes('--lighthouse-categories') ? LIGHTHOUSE_CATEGORIES : CATEGORIES,
  };
  const detailed = args.includes('--tasks');
  const [base, ...paths] = args.filter((a) => !a.startsWith('--'));
  if (!base || !paths.length) {
    console.error('usage: tsx bench/hydration-trace.ts <base-url> <path>... [--runs N] [--json]');
    process.exit(2);
  }
  const results: Record<string, { blockingMs: number; runs: PageTrace[] }> = {};
  for (const path of paths) {
    const traces: PageTrace[] = [];
    for (let i = 0; i < runs; i++) traces.push(await traceOnce(new URL(path, base).href, options));
    results[path] = { blockingMs: median(traces.map((t) => t.blockingMs)), runs: traces };
    if (json) continue;
    const mid = [...traces].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(runs / 2)];
    console.log(
      `\n${path}: blocking ${results[path].blockingMs} ms (runs ${traces.map((t) => t.blockingMs).join(', ')})`,
    );
    console.log(
      `  long tasks ${JSON.stringify(mid.longTasks)} ms, main thread busy ${mid.busyMs} ms, ${mid.domNodes} elements`,
    );
    console.log(`  in long tasks: ${JSON.stringify(mid.byKind)}`);
    if (detailed)
      for (const t of mid.taskDetails)
        console.log(
          `    task at +${t.at} ms, ${t.cost} ms: ${t.parts.map(([k, v]) => `${k} ${v}`).join('; ')}`,
        );
    if (options.profiling) console.log(`  JS self time by file: ${JSON.stringify(mid.byScript)}`);
    for (const [name, ms] of mid.topFunctions)
      console.log(`    ${String(ms).padStart(5)} ms  ${name}`);
  }
  if (json) console.log(JSON.stringify(results, null, 2));
}

await main();
