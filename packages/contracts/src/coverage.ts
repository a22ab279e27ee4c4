import { endpointList } from './api';
import { domainErrorPairs, endpointErrorCodes } from './endpoint-errors';
import { ERROR_CODES } from './errors';

/**
 * The contract coverage report: which endpoints, error codes and scenarios a run (an e2e
 * run, a QA session) exercised, read from its worlds' journals. Per endpoint: calls, successes,
 * each error code the contract lists for it, seen or never seen, codes seen that it does not list
 * (injected faults), and the scenarios of the worlds that called it. A QA lead then sees which
 * edge cases no test touches. Pure: the e2e suite and the dev panel both build it from journals.
 */

/** What the report reads of a journal entry (the simulator's JournalEntry has more). */
export interface CoverageJournalEntry {
  endpoint: string | null;
  status: number;
  code: string | null;
}

/** One world's journal, with the scenario it ran under. */
export interface CoverageWorld {
  scenario: string;
  entries: readonly CoverageJournalEntry[];
}

export interface CodeCoverage {
  code: string;
  status: number;
  /** Answers with this code. */
  seen: number;
}

export interface EndpointCoverage {
  endpoint: string;
  method: string;
  path: string;
  calls: number;
  /** 2xx answers. */
  ok: number;
  /** Every error code the contract lists for the endpoint, seen or not. */
  codes: CodeCoverage[];
  /** Codes answered that the endpoint's list lacks (a fault injected by a test, a drop: `dropped`). */
  other: Array<{ code: string; seen: number }>;
  /** Scenarios of the worlds that called it, sorted. */
  scenarios: string[];
}

export interface ContractCoverage {
  worlds: number;
  endpoints: EndpointCoverage[];
  totals: { endpoints: number; called: number; codes: number; codesSeen: number; calls: number };
}

export function contractCoverage(worlds: readonly CoverageWorld[]): ContractCoverage {
  const rows = new Map<string, EndpointCoverage & { scenarioSet: Set<string>; otherMap: Map<string, number> }>();
  for (const e of endpointList) {
    rows.set(e.id, {
      endpoint: e.id,
      method: e.method,
      path: e.path,
      calls: 0,
      ok: 0,
      codes: endpointErrorCodes(e).map((code) => ({ code, status: ERROR_CODES[code].status, seen: 0 })),
      other: [],
      scenarios: [],
      scenarioSet: new Set(),
      otherMap: new Map(),
    });
  }
  let calls = 0;
  for (const world of worlds) {
    for (const entry of world.entries) {
      const row = entry.endpoint ? rows.get(entry.endpoint) : undefined;
      if (!row) continue;
      calls++;
      row.calls++;
      row.scenarioSet.add(world.scenario);
      if (entry.status >= 200 && entry.status < 300) {
        row.ok++;
        continue;
      }
      const code = entry.code ?? (entry.status === 0 ? 'dropped' : `status ${entry.status}`);
      const listed = row.codes.find((c) => c.code === code);
      if (listed) listed.seen++;
      else row.otherMap.set(code, (row.otherMap.get(code) ?? 0) + 1);
    }
  }
  const endpoints = [...rows.values()].map(({ scenarioSet, otherMap, ...row }) => ({
    ...row,
    scenarios: [...scenarioSet].sort(),
    other: [...otherMap.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([code, seen]) => ({ code, seen })),
  }));
  const codes = endpoints.flatMap((e) => e.codes);
  return {
    worlds: worlds.length,
    endpoints,
    totals: {
      endpoints: endpoints.length,
      called: endpoints.filter((e) => e.calls > 0).length,
      codes: codes.length,
      codesSeen: codes.filter((c) => c.seen > 0).length,
      calls,
    },
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`);

/** One line for a terminal. */
export function coverageSummary(report: ContractCoverage): string {
  const t = report.totals;
  return (
    `contract coverage: ${t.called}/${t.endpoints} endpoints called (${percent(t.called, t.endpoints)}), ` +
    `${t.codesSeen}/${t.codes} listed error codes seen (${percent(t.codesSeen, t.codes)}), ${t.calls} calls in ${report.worlds} worlds`
  );
}

/** The report as Markdown: the summary, then one row per endpoint (never-called and least-covered first). */
export function coverageMarkdown(report: ContractCoverage): string {
  const rows = [...report.endpoints].sort((a, b) => {
    const unseen = (e: EndpointCoverage) => e.codes.filter((c) => c.seen === 0).length;
    return Number(a.calls > 0) - Number(b.calls > 0) || unseen(b) - unseen(a) || a.endpoint.localeCompare(b.endpoint);
  });
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = [
    '# Contract coverage',
    '',
    coverageSummary(report),
    '',
    'Per endpoint of the contract: calls, 2xx answers, each error code the contract lists for it (seen ✔ with its count, or never seen ✘), other codes answered (injected faults) and the scenarios of the worlds that called it.',
    '',
    '| endpoint | calls | 2xx | codes seen | codes never seen | other codes | scenarios |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((e) =>
      [
        `\`${e.endpoint}\` ${e.method} ${e.path}`,
        String(e.calls),
        String(e.ok),
        e.codes
          .filter((c) => c.seen > 0)
          .map((c) => `✔ ${c.status} ${c.code} (${c.seen})`)
          .join('<br>') || '–',
        e.codes
          .filter((c) => c.seen === 0)
          .map((c) => `✘ ${c.status} ${c.code}`)
          .join('<br>') || '–',
        e.other.map((o) => `${o.code} (${o.seen})`).join('<br>') || '–',
        e.scenarios.join(', ') || '–',
      ]
        .map(cell)
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
    '',
  ];
  return lines.join('\n');
}

/** A test file, by path and text: a test names the (endpoint, code) pair it produces, e.g. `wallet.withdraw balance.insufficient`. */
export interface TestSource {
  file: string;
  text: string;
}

/** One listed (endpoint, error code) pair across runs: seen in which, named by which tests. */
export interface ErrorPairCoverage {
  endpoint: string;
  code: string;
  status: number;
  /** A domain error (`domainErrorPairs`), else a generic class of the endpoint's kind. */
  domain: boolean;
  /** Answers with this code, per run (unit, e2e...). */
  seen: Record<string, number>;
  /** Test files that name the pair (title or comment). */
  namedBy: string[];
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every (endpoint, code) pair the contract lists, with the answers each run's worlds got and the
 * test files that name it: a pair is covered when some run produced it and a test names it, so a
 * reader (and this report) finds the test that asserts what the user sees.
 */
export function errorPairCoverage(runs: Record<string, readonly CoverageWorld[]>, sources: readonly TestSource[]): ErrorPairCoverage[] {
  const reports = Object.entries(runs).map(([run, worlds]) => [run, contractCoverage(worlds)] as const);
  const domain = new Set(domainErrorPairs().map((p) => `${p.endpoint} ${p.code}`));
  return endpointList.flatMap((e) =>
    endpointErrorCodes(e).map((code) => {
      const named = new RegExp(`(?<![\\w.])${escapeRe(`${e.id} ${code}`)}(?![\\w.])`);
      return {
        endpoint: e.id,
        code,
        status: ERROR_CODES[code].status,
        domain: domain.has(`${e.id} ${code}`),
        seen: Object.fromEntries(
          reports.map(([run, report]) => [
            run,
            report.endpoints.find((x) => x.endpoint === e.id)!.codes.find((c) => c.code === code)!.seen,
          ]),
        ),
        namedBy: sources.filter((s) => named.test(s.text)).map((s) => s.file),
      };
    }),
  );
}

/** Seen in some run and named by some test. */
export const pairCovered = (p: ErrorPairCoverage) => p.namedBy.length > 0 && Object.values(p.seen).some((n) => n > 0);

/** The figures for a terminal: domain pairs and generic classes, covered of listed, and the domain pairs left, by name. */
export function errorPairSummary(pairs: readonly ErrorPairCoverage[]): string {
  const line = (label: string, list: readonly ErrorPairCoverage[]) => {
    const runs = Object.keys(list[0]?.seen ?? {});
    const perRun = runs.map((run) => `${run} ${list.filter((p) => p.seen[run]! > 0).length}`).join(', ');
    return `${label}: ${list.filter(pairCovered).length}/${list.length} produced and named by a test (seen: ${perRun}; named: ${list.filter((p) => p.namedBy.length > 0).length})`;
  };
  const domain = pairs.filter((p) => p.domain);
  const left = domain.filter((p) => !pairCovered(p)).map((p) => `${p.endpoint} ${p.code}`);
  return [
    `error pairs, ${line('domain', domain)}`,
    `error pairs, ${line(
      'generic classes',
      pairs.filter((p) => !p.domain),
    )}`,
    ...(left.length ? [`domain pairs without a test: ${left.join(', ')}`] : []),
  ].join('\n');
}

/** The pairs as Markdown: the summary, then one row per pair (domain first, uncovered first). */
export function errorPairMarkdown(pairs: readonly ErrorPairCoverage[]): string {
  const rows = [...pairs].sort(
    (a, b) =>
      Number(b.domain) - Number(a.domain) || Number(pairCovered(a)) - Number(pairCovered(b)) || a.endpoint.localeCompare(b.endpoint),
  );
  const runs = Object.keys(pairs[0]?.seen ?? {});
  return [
    '# Error pairs',
    '',
    ...errorPairSummary(pairs).split('\n'),
    '',
    'Every (endpoint, code) pair the contract lists: domain error or generic class, the answers each run got, and the test files that name the pair.',
    '',
    `| endpoint | code | status | kind | ${runs.join(' | ')} | named by |`,
    `|---|---|---|---|${runs.map(() => '---|').join('')}---|`,
    ...rows.map(
      (p) =>
        `| \`${p.endpoint}\` | ${p.code} | ${p.status} | ${p.domain ? 'domain' : 'generic'} | ${runs.map((r) => String(p.seen[r])).join(' | ')} | ${p.namedBy.join('<br>') || '–'} |`,
    ),
    '',
  ].join('\n');
}
