import { describe, expect, it } from 'vitest';
import { endpointList } from './api';
import { contractCoverage, coverageMarkdown, coverageSummary } from './coverage';

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
