import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Type } from '@sinclair/typebox';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpointList } from '../api';
import { defineEndpoint, type BodyOf, type QueryOf, type ValueOf } from '../endpoint';
import { routesSourceText } from '../routes-source';
import { routeList } from '.';

describe('route table (generated from the endpoint table; the site imports it; no schema library at run time)', () => {
  it('src/routes/generated.ts is up to date with the endpoint table (run `pnpm --filter @m/contracts routes`)', () => {
    const file = fileURLToPath(new URL('./generated.ts', import.meta.url));
    expect(readFileSync(file, 'utf8')).toBe(routesSourceText());
  });

  it('pairs every route with exactly one endpoint of the same id, path and flags', () => {
    expect(routeList.map((r) => r.id).sort()).toEqual(endpointList.map((e) => e.id).sort());
    for (const e of endpointList) {
      const r = routeList.find((x) => x.id === e.id);
      expect({ ...r }).toEqual({
        id: e.id,
        method: e.method,
        path: e.path,
        auth: e.auth,
        quiet: e.quiet,
        encrypted: e.encrypted,
        ...(e.bodyType ? { bodyType: e.bodyType } : {}),
        ...(e.module ? { module: e.module } : {}),
        ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
      });
    }
  });

  it('imports schemas only as types, so the site bundle carries no TypeBox', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const src = readFileSync(`${dir}/${file}`, 'utf8');
      const valueImports = [...src.matchAll(/^import\s+(?!type\b)[^;]*from\s+'([^']+)'/gm)].map((m) => m[1]);
      for (const from of valueImports)
        expect(from, `${file} imports ${from} at run time`).toMatch(
          /^\.\.\/(endpoint|constants|register-fields|promotion-limits|agent-agreements)$|^\.\/generated$/,
        );
      expect(src).not.toMatch(/from '@sinclair\/typebox'/);
    }
  });

  it("derives an endpoint's types from its schemas (written once)", () => {
    const e = defineEndpoint({
      id: 't.x',
      method: 'POST',
      path: '/api/t',
      auth: false,
      quiet: false,
      encrypted: false,
      summary: 's',
      body: Type.Object({ name: Type.String() }),
      response: Type.Object({ n: Type.Number() }),
    });
    expect(e.area).toBe('t');
    expectTypeOf<ValueOf<typeof e>>().toEqualTypeOf<{ n: number }>();
    expectTypeOf<BodyOf<typeof e>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<QueryOf<typeof e>>().toEqualTypeOf<undefined>();
  });
});
