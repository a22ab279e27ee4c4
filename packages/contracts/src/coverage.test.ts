import { describe, expect, it } from 'vitest';
import { endpointList } from './api';
import { contractCoverage, coverageMarkdown, coverageSummary, errorPairCoverage, errorPairMarkdown, errorPairSummary } from './coverage';
import { domainErrorPairs } from './endpoint-errors';

describe('contract coverage report', () => {
  const report = contractCoverage([
    {
      scenario: 'default',
      entries: [
        { endpoint: 'auth.login', status: 200, code: 'OK' },
        { endpoint: 'auth.login', status: 400, code: 'password.wrong' },
        { endpoint: 'auth.login', status: 400, code: 'password.wrong' },
        { endpoint: 'system.status', status: 503, code: 'system.upgrading' },
        { endpoint: 'system.status', status: 0, code: null },
        { endpoint: null, status: 404, code: 'url.empty' },
      ],
    },
    { scenario: 'captcha-lockout', entries: [{ endpoint: 'auth.login', status: 423, code: 'account.locked' }] },
  ]);
  const row = (id: string) => report.endpoints.find((e) => e.endpoint === id)!;

  it('counts calls, successes and each listed code per endpoint, seen or never seen, with the scenarios', () => {
    const login = row('auth.login');
    expect(login).toMatchObject({ calls: 4, ok: 1, scenarios: ['captcha-lockout', 'default'], other: [] });
    expect(login.codes.find((c) => c.code === 'password.wrong')).toEqual({ code: 'password.wrong', status: 400, seen: 2 });
    expect(login.codes.find((c) => c.code === 'account.locked')).toEqual({ code: 'account.locked', status: 423, seen: 1 });
    expect(login.codes.find((c) => c.code === 'captcha.required')).toEqual({ code: 'captcha.required', status: 400, seen: 0 });
  });

  it('reports codes outside the endpoint list (faults, drops) apart, and every endpoint of the table', () => {
    expect(row('system.status').other).toEqual([
      { code: 'dropped', seen: 1 },
      { code: 'system.upgrading', seen: 1 },
    ]);
    expect(report.endpoints).toHaveLength(endpointList.length);
    expect(report.totals).toMatchObject({ endpoints: endpointList.length, called: 2, calls: 6 });
    expect(report.totals.codesSeen).toBe(2);
  });

  it('prints a summary line and a Markdown table, never-called endpoints first', () => {
    expect(coverageSummary(report)).toMatch(/^contract coverage: 2\/\d+ endpoints called \(\d+%\), 2\/\d+ listed error codes seen/);
    const md = coverageMarkdown(report);
    expect(md).toContain('| `auth.login` POST /api/auth/login | 4 | 1 | ✔ 423 account.locked (1)<br>✔ 400 password.wrong (2) |');
    expect(md).toContain('✘ 400 captcha.required');
    const firstRow = md.split('\n').find((l) => l.startsWith('| `'))!;
    expect(firstRow).toMatch(/\| 0 \| 0 \|/);
  });
});

describe('error pairs across runs', () => {
  const pairs = errorPairCoverage(
    {
      unit: [{ scenario: 'default', entries: [{ endpoint: 'wallet.withdraw', status: 400, code: 'balance.insufficient' }] }],
      e2e: [
        {
          scenario: 'default',
          entries: [
            { endpoint: 'wallet.withdraw', status: 400, code: 'balance.insufficient' },
            { endpoint: 'wallet.withdraw', status: 401, code: 'logged.out' },
            { endpoint: 'sms.send', status: 400, code: 'sms.too.frequent' },
          ],
        },
      ],
    },
    [
      { file: 'withdraw.test.tsx', text: "it('wallet.withdraw balance.insufficient: the message under the amount')" },
      {
        file: 'other.test.tsx',
        text: '// wallet.withdraw logged.out, and xwallet.withdraw amount.invalid or wallet.withdraw password.wrongly are other names',
      },
    ],
  );
  const pair = (endpoint: string, code: string) => pairs.find((p) => p.endpoint === endpoint && p.code === code)!;

  it('lists every pair of the contract once, the 54 domain pairs marked as such', () => {
    expect(new Set(pairs.map((p) => `${p.endpoint} ${p.code}`)).size).toBe(pairs.length);
    expect(pairs.filter((p) => p.domain)).toHaveLength(domainErrorPairs().length);
    expect(domainErrorPairs()).toHaveLength(54);
    expect(pair('wallet.withdraw', 'logged.out').domain).toBe(false);
  });

  it('counts the answers per run and finds the test files that name a pair, whole names only', () => {
    expect(pair('wallet.withdraw', 'balance.insufficient')).toMatchObject({
      status: 400,
      domain: true,
      seen: { unit: 1, e2e: 1 },
      namedBy: ['withdraw.test.tsx'],
    });
    expect(pair('wallet.withdraw', 'logged.out')).toMatchObject({ seen: { unit: 0, e2e: 1 }, namedBy: ['other.test.tsx'] });
    expect(pair('wallet.withdraw', 'amount.invalid').namedBy).toEqual([]);
    expect(pair('wallet.withdraw', 'password.wrong').namedBy).toEqual([]);
    // Seen but named by no test: not covered.
    expect(pair('sms.send', 'sms.too.frequent').namedBy).toEqual([]);
  });

  it('prints the figures and names the domain pairs left; the Markdown puts them first', () => {
    const summary = errorPairSummary(pairs);
    expect(summary).toMatch(/^error pairs, domain: 1\/54 produced and named by a test \(seen: unit 1, e2e 2; named: 1\)/);
    expect(summary).toMatch(/error pairs, generic classes: 1\/\d+ produced and named by a test/);
    expect(summary).toContain('sms.send sms.too.frequent');
    expect(summary).not.toMatch(/without a test:.*wallet\.withdraw balance\.insufficient/);
    const firstRow = errorPairMarkdown(pairs)
      .split('\n')
      .find((l) => l.startsWith('| `'))!;
    expect(firstRow).toMatch(/\| domain \| \d+ \| \d+ \| – \|$/);
  });
});
