// What scripts/bench-lighthouse.mjs reads from each Lighthouse run beside its scores: measures of
// the page's main-thread work that do not depend on how busy the machine is (its CPU time, not the
// wall time other processes stretch), the machine's speed as Lighthouse rated it, and which element
// was the largest paint. Pure functions of the run's trace and report (scripts/lighthouse-trace.test.ts).

/** Lighthouse's mobile default: its simulation runs the page's CPU work 4x slower (`cpuSlowdownMultiplier`). */
export const CPU_SLOWDOWN = 4;
/** A task blocks the main thread for what it takes beyond 50 ms (Lighthouse's TBT rule). */
export const BLOCKING_MS = 50;

/**
 * The page's main thread and its first contentful paint, found from the trace: the main frame
 * (`TracingStartedInBrowser`'s frame without a parent) and its `firstContentfulPaint` event, whose
 * process and thread are the renderer's main thread. Null when the page painted nothing.
 */
export function mainThreadOf(traceEvents) {
  const started = traceEvents.find((e) => e.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((f) => !f.parent)?.frame;
  const fcp = traceEvents
    .filter((e) => e.name === 'firstContentfulPaint' && (!mainFrame || e.args?.frame === mainFrame))
    .sort((a, b) => a.ts - b.ts)[0];
  return fcp ? { pid: fcp.pid, tid: fcp.tid, fcpTs: fcp.ts } : null;
}

/** An event's CPU time in ms: its thread time (`tdur`), the wall `dur` when the trace has no thread clock. */
const cpuMs = (e) => (e.tdur ?? e.dur ?? 0) / 1000;

/**
 * The main thread's tasks that start at or after the first contentful paint: each one's CPU time
 * (`tdur`, the thread's own time; the wall `dur` when the trace has no thread clock), in ms.
 */
export function tasksAfterFcp(traceEvents) {
  const main = mainThreadOf(traceEvents);
  if (!main) return [];
  return traceEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.ts >= main.fcpTs)
    .map(cpuMs);
}

/**
 * From a run's trace: the main thread's CPU time after FCP, its longest task (CPU ms) and a total
 * blocking time made from CPU time, as Lighthouse's simulation would slow it down: the sum over
 * those tasks of max(0, 4 x CPU - 50 ms). Lighthouse's own TBT adds up *wall* times, which the
 * machine's load stretches; these stay put when other processes take the cores.
 */
export function cpuMeasures(traceEvents, { slowdown = CPU_SLOWDOWN, blockingMs = BLOCKING_MS } = {}) {
  const tasks = tasksAfterFcp(traceEvents);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    cpuAfterFcpMs: round(tasks.reduce((sum, ms) => sum + ms, 0)),
    longestTaskMs: round(tasks.reduce((max, ms) => Math.max(max, ms), 0)),
    cpuTbtMs: round(tasks.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - blockingMs), 0)),
  };
}

/**
 * What kind of work each trace event is, by its name: the page's JavaScript (running, compiling,
 * collecting garbage, and the timers, frames, idle callbacks and events that run it), style and
 * layout, paint and compositing, and parsing (the HTML, and each SVG image's own document). Any
 * other event, and a task's time outside its events, is the browser's own handling: network
 * responses, IPC, scheduling.
 */
export const CPU_KINDS = ['script', 'style & layout', 'paint', 'parse', 'browser'];
const KIND_OF = [
  [
    /^(FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch|MinorGC|MajorGC|BlinkGC\.|V8\.|v8\.)/,
    'script',
  ],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|Layout|UpdateLayerTree|ScrollLayer)$/, 'style & layout'],
  [
    /^(Paint|PrePaint|Layerize|Commit|PaintImage|Decode Image|Decode LazyPixelRef|Draw LazyPixelRef|CompositeLayers|UpdateLayer|Rasterize)$/,
    'paint',
  ],
  [/^(ParseHTML|DecodedDataDocumentParser::AppendBytes|DocumentLoader::|IsolatedSVGDocumentHost)/, 'parse'],
];
const kindOf = (name) => KIND_OF.find(([re]) => re.test(name))?.[1] ?? 'browser';

/**
 * The main thread's CPU time after FCP by kind of work (ms per `CPU_KINDS`): each event's own time
 * (its CPU time less its nested events'), so a style recalculation a script forces counts as
 * style and layout, not as script. Tasks as in `tasksAfterFcp`; an event counts inside its task.
 */
export function cpuByKind(traceEvents) {
  const main = mainThreadOf(traceEvents);
  const totals = Object.fromEntries(CPU_KINDS.map((k) => [k, 0]));
  if (!main) return totals;
  const onMain = traceEvents
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const events = onMain.filter((e) => e.name !== 'RunTask');
  let first = 0;
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.ts >= main.fcpTs)) {
    const end = task.ts + task.dur;
    while (first < events.length && events[first].ts < task.ts) first++;
    // The task's events, nested by time; one that outlasts its task (an async slice) is not its.
    const stack = [{ end, cpu: cpuMs(task), nested: 0, kind: 'browser' }];
    const close = (frame) => (totals[frame.kind] += Math.max(0, frame.cpu - frame.nested));
    for (let i = first; i < events.length && events[i].ts < end; i++) {
      const e = events[i];
      if (e.ts + e.dur > end) continue;
      while (stack.length > 1 && stack[stack.length - 1].end <= e.ts) close(stack.pop());
      stack[stack.length - 1].nested += cpuMs(e);
      stack.push({ end: e.ts + e.dur, cpu: cpuMs(e), nested: 0, kind: kindOf(e.name) });
    }
    while (stack.length) close(stack.pop());
  }
  for (const k of CPU_KINDS) totals[k] = Math.round(totals[k] * 10) / 10;
  return totals;
}

/** Lighthouse's rating of the machine's speed for this run (`environment.benchmarkIndex`, higher is faster), or null. */
export const benchmarkIndexOf = (lhr) => lhr?.environment?.benchmarkIndex ?? null;

/**
 * The largest paint's element as the table names it: the last step of its CSS selector
 * (`p.lott-banner-title`, `img`), from the `largest-contentful-paint-element` audit (a list of
 * tables in Lighthouse 12, a table before it). Null when the audit has no element.
 */
export function lcpElementOf(lhr) {
  const details = lhr?.audits?.['largest-contentful-paint-element']?.details;
  const first = details?.items?.[0];
  const node = first?.items ? first.items[0]?.node : first?.node;
  const selector = node?.selector;
  if (typeof selector !== 'string' || !selector.trim()) return null;
  return selector.split('>').pop().trim();
}

/** The value most runs share (the first such in run order), or null for no runs. */
export function mostCommon(values) {
  const counts = new Map();
  for (const v of values) if (v != null) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = null;
  let bestCount = 0;
  for (const [v, n] of counts) if (n > bestCount) [best, bestCount] = [v, n];
  return best;
}
