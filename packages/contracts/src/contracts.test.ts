import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointList } from './api';
import { systemStatusOf, WHITELABEL_DEFAULTS, WHITELABEL_KEYS } from './constants';
import { ERROR_CODES, errorRow } from './errors';
import { openApiText } from './openapi';
import { buildPath } from './endpoint';

describe('endpoint table', () => {
  it('has unique ids and unique method+path pairs, all under /api', () => {
    const ids = endpointList.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const e of endpointList) expect(e.path.startsWith('/api/')).toBe(true);
  });

  it('fills path parameters', () => {
    expect(buildPath('/api/x/:id/y', { id: 'a b' })).toBe('/api/x/a%20b/y');
    expect(() => buildPath('/api/x/:id')).toThrow(/missing path parameter id/);
  });
});

describe('constants', () => {
  it('seeds a default for every white-label key (A-175, A-176)', () => {
    expect(Object.keys(WHITELABEL_DEFAULTS).sort()).toEqual([...WHITELABEL_KEYS].sort());
  });

  it('gives maintenance precedence over region restriction (A-153)', () => {
    expect(systemStatusOf({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(systemStatusOf({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(systemStatusOf({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemStatusOf({ maintenance: false, regionRestriction: true })).toBe(2);
  });
});

describe('error table (A-159)', () => {
  it('maps every code to an i18n key under errors.', () => {
    for (const row of Object.values(ERROR_CODES)) expect(row.i18nKey).toMatch(/^errors\.[a-z_]+$/);
  });
  it('falls back to unknown for codes it does not know', () => {
    expect(errorRow('something.new')).toBe(ERROR_CODES.unknown);
  });
});

describe('OpenAPI', () => {
  it('docs/openapi.json is up to date with the endpoint table (run `pnpm openapi`)', () => {
    const file = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
    expect(readFileSync(file, 'utf8')).toBe(openApiText());
  });

  it('is OpenAPI 3.1 with one operation per endpoint', () => {
    const doc = JSON.parse(openApiText()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(ops.sort()).toEqual(endpointList.map((e) => e.id).sort());
  });
});
