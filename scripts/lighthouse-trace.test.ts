// The measures scripts/bench-lighthouse.mjs reads from each Lighthouse run (scripts/lighthouse-trace.mjs):
// CPU time after FCP, the longest task, a blocking time made from CPU time, benchmarkIndex, the LCP element.
import { describe, expect, it } from 'vitest';
import { benchmarkIndexOf, cpuByKind, cpuMeasures, lcpElementOf, mainThreadOf, mostCommon, tasksAfterFcp } from './lighthouse-trace.mjs';

const MAIN = { pid: 7, tid: 1 };
const FCP_TS = 1_000_000; // µs
const task = (ts: number, tdurMs: number, durMs = tdurMs * 3, where = MAIN) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur: durMs * 1000,
  tdur: tdurMs * 1000,
});
const trace = [
  {
    name: 'TracingStartedInBrowser',
    ph: 'I',
    pid: 1,
    tid: 1,
    ts: 0,
    args: {
      data: {
        frames: [
          { frame: 'F1', url: 'http://x/m/lott' },
          { frame: 'F2', parent: 'F1' },
        ],
      },
    },
  },
  // An iframe's paint, earlier, in another process: not the page's.
  { name: 'firstContentfulPaint', ph: 'R', pid: 9, tid: 1, ts: FCP_TS - 500_000, args: { frame: 'F2' } },
  { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: FCP_TS, args: { frame: 'F1' } },
  task(FCP_TS - 100_000, 80), // before FCP: not counted
  task(FCP_TS, 10), // at FCP: counted, 4 x 10 = 40 ms, not blocking
  task(FCP_TS + 50_000, 30), // 4 x 30 - 50 = 70 ms blocking
  task(FCP_TS + 90_000, 20.5), // 4 x 20.5 - 50 = 32 ms
  task(FCP_TS + 95_000, 500, 500, { pid: 9, tid: 1 }), // another process's thread
  task(FCP_TS + 96_000, 500, 500, { pid: 7, tid: 2 }), // a worker of the page
  { name: 'RunTask', ph: 'B', ...MAIN, ts: FCP_TS + 97_000 }, // not a complete task
];

describe('the main thread after FCP', () => {
  it("finds the page's main thread and FCP from the main frame's paint, not an iframe's", () => {
    expect(mainThreadOf(trace)).toEqual({ pid: 7, tid: 1, fcpTs: FCP_TS });
  });

  it("counts the main thread's tasks from FCP on, by CPU time (tdur), not wall time", () => {
    expect(tasksAfterFcp(trace)).toEqual([10, 30, 20.5]);
  });

  it('sums CPU after FCP, takes the longest task and a TBT of 4 x CPU - 50 ms per task', () => {
    expect(cpuMeasures(trace)).toEqual({ cpuAfterFcpMs: 60.5, longestTaskMs: 30, cpuTbtMs: 102 });
    expect(cpuMeasures(trace, { slowdown: 1 }).cpuTbtMs).toBe(0);
  });

  it('a trace without a thread clock falls back to wall time; one without a paint measures nothing', () => {
    const wall = trace.map((e) => (e.name === 'RunTask' ? { ...e, tdur: undefined } : e));
    expect(cpuMeasures(wall).cpuAfterFcpMs).toBe(181.5);
    expect(cpuMeasures(trace.filter((e) => e.name !== 'firstContentfulPaint'))).toEqual({
      cpuAfterFcpMs: 0,
      longestTaskMs: 0,
      cpuTbtMs: 0,
    });
  });
});

describe('CPU after FCP by kind of work', () => {
  const ev = (name: string, ts: number, tdurMs: number, where = MAIN) => ({
    name,
    ph: 'X',
    ...where,
    ts,
    dur: tdurMs * 2000,
    tdur: tdurMs * 1000,
  });
  const T = FCP_TS + 200_000;
  const kinds = [
    ...trace.filter((e) => e.name !== 'RunTask'),
    // Before FCP, with its script: not counted.
    ev('RunTask', FCP_TS - 300_000, 40),
    ev('FunctionCall', FCP_TS - 300_000, 30),
    // A task: a script (12 ms) that forces a style recalculation (3) and a layout (2), then a paint (4).
    ev('RunTask', T, 25),
    ev('FunctionCall', T + 1_000, 17),
    ev('UpdateLayoutTree', T + 2_000, 3),
    ev('Layout', T + 9_000, 2),
    ev('Paint', T + 40_000, 4),
    // The HTML parser and an SVG image's document (parse), a response handed over (the browser's).
    ev('RunTask', T + 100_000, 9),
    ev('ParseHTML', T + 100_000, 5),
    ev('RunTask', T + 120_000, 6),
    ev('ResourceReceiveResponse', T + 120_000, 1),
    ev('RunTask', T + 140_000, 6),
    ev('DocumentLoader::DocumentLoader', T + 140_000, 6),
    ev('FunctionCall', T + 150_000, 7, { pid: 9, tid: 1 }), // another process
    // A slice that starts in a task and outlasts it is not the task's, nor does it swallow the next task.
    ev('RunTask', T + 300_000, 8),
    ev('FunctionCall', T + 300_000, 5),
    { name: 'v8.run', ph: 'X', ...MAIN, ts: T + 301_000, dur: 900_000, tdur: 500 },
    ev('RunTask', T + 400_000, 3),
    ev('Layout', T + 400_000, 3),
  ];

  it("gives each event its own time (less what is nested in it), a task's remainder to the browser", () => {
    expect(cpuByKind(kinds)).toEqual({ script: 12 + 5, 'style & layout': 5 + 3, paint: 4, parse: 11, browser: 4 + 4 + 6 + 3 });
  });

  it('adds up to CPU after FCP', () => {
    const sum = Object.values(cpuByKind(kinds)).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(cpuMeasures(kinds).cpuAfterFcpMs, 5);
  });

  it('measures nothing without a paint', () => {
    expect(Object.values(cpuByKind(kinds.filter((e) => e.name !== 'firstContentfulPaint')))).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('from the report', () => {
  const element = (selector: string) => ({
    audits: {
      'largest-contentful-paint-element': { details: { type: 'list', items: [{ type: 'table', items: [{ node: { selector } }] }] } },
    },
  });

  it("names the LCP element by its selector's last step (Lighthouse 12's list of tables, and a plain table)", () => {
    expect(lcpElementOf(element('div.lott-banner > div.lott-banner__text > p.lott-banner-title'))).toBe('p.lott-banner-title');
    expect(lcpElementOf(element('img'))).toBe('img');
    expect(
      lcpElementOf({
        audits: { 'largest-contentful-paint-element': { details: { items: [{ node: { selector: 'main > h1.ui-back-header__title' } }] } } },
      }),
    ).toBe('h1.ui-back-header__title');
    expect(lcpElementOf({ audits: {} })).toBeNull();
  });

  it("reads Lighthouse's benchmarkIndex", () => {
    expect(benchmarkIndexOf({ environment: { benchmarkIndex: 1234.5 } })).toBe(1234.5);
    expect(benchmarkIndexOf({})).toBeNull();
  });

  it("names a route's LCP element by what most runs say", () => {
    expect(mostCommon(['h1', 'p.x', 'p.x', null])).toBe('p.x');
    expect(mostCommon(['h1', 'p.x'])).toBe('h1');
    expect(mostCommon([])).toBeNull();
  });
});
