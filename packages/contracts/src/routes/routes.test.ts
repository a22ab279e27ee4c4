import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { endpointList } from '../api';
import { defineRoute, withSchemas } from '../endpoint';
import { routeList } from '.';

describe('route table (the site imports it; no schema library at run time)', () => {
  it('pairs every route with exactly one endpoint of the same id, path and flags', () => {
    expect(routeList.map((r) => r.id).sort()).toEqual(endpointList.map((e) => e.id).sort());
    for (const e of endpointList) {
      const r = routeList.find((x) => x.id === e.id);
      expect({ ...r }).toEqual({ id: e.id, method: e.method, path: e.path, auth: e.auth, quiet: e.quiet, encrypted: e.encrypted, ...(e.bodyType ? { bodyType: e.bodyType } : {}), ...(e.module ? { module: e.module } : {}), ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}) });
    }
  });

  it('imports schemas only as types, so the site bundle carries no TypeBox', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const src = readFileSync(`${dir}/${file}`, 'utf8');
      const valueImports = [...src.matchAll(/^import\s+(?!type\b)[^;]*from\s+'([^']+)'/gm)].map((m) => m[1]);
      for (const from of valueImports) expect(from, `${file} imports ${from} at run time`).toMatch(/^\.\.?\/(endpoint|constants|routes\/|system|index)|^\.\/[a-z-]+$/);
      expect(src).not.toMatch(/from '@sinclair\/typebox'/);
      expect(src).not.toMatch(/^import \{[^}]*\} from '\.\.\/api/m);
    }
  });

  it('refuses, at compile time, schemas that do not match the route types', () => {
    const route = defineRoute<{ value: { n: number } }>({ id: 't.x', method: 'GET', path: '/api/t', auth: false, quiet: false, encrypted: false });
    const good = withSchemas(route, { summary: 's', response: Type.Object({ n: Type.Number() }) });
    expect(good.area).toBe('t');
    // @ts-expect-error the schema's static type is { n: string }, the route says { n: number }
    withSchemas(route, { summary: 's', response: Type.Object({ n: Type.String() }) });
  });
});
