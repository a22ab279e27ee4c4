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

/**
 * The main thread's tasks that start at or after the first contentful paint: each one's CPU time
 * (`tdur`, the thread's own time; the wall `dur` when the trace has no thread clock), in ms.
 */
export function tasksAfterFcp(traceEvents) {
  const main = mainThreadOf(traceEvents);
  if (!main) return [];
  return traceEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.ts >= main.fcpTs)
    .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
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
