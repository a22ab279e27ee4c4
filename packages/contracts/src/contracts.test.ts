import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointList } from './api';
import { systemStatusOf, WHITELABEL_DEFAULTS, WHITELABEL_KEYS } from './constants';
import { ERROR_CODES, errorRow } from './errors';
import { openApiText } from './openapi';
import { buildPath } from './endpoint';
import { endpointErrorCodes, ENDPOINT_ERRORS } from './endpoint-errors';

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

describe('OpenAPI for other tools', () => {
  type Op = {
    operationId: string;
    parameters: Array<{ name: string; in: string; required: boolean; schema: { default?: unknown } }>;
    responses: Record<string, { content?: Record<string, { schema: { allOf?: Array<{ properties?: { code?: { enum: string[] } } }> } }> }>;
    security?: unknown[];
    requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  };
  const doc = JSON.parse(openApiText()) as {
    servers: Array<{ url: string }>;
    paths: Record<string, Record<string, Op>>;
    components: { schemas: Record<string, unknown> };
  };
  const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
  const byId = new Map(ops.map((o) => [o.operationId, o]));

  it('requires no defaulted parameter (the server fills it in)', () => {
    const both = ops.flatMap((o) =>
      o.parameters.filter((p) => p.required && p.schema.default !== undefined).map((p) => `${o.operationId} ${p.name}`),
    );
    expect(both).toEqual([]);
    const list = byId.get('games.list')!;
    expect(list.parameters.find((p) => p.name === 'pageSize')).toMatchObject({ required: false, schema: { default: expect.anything() } });
  });

  it('lists each status and code an operation answers, from the error table', () => {
    for (const e of endpointList) {
      const op = byId.get(e.id)!;
      const listed = Object.entries(op.responses)
        .filter(([status]) => /^[45]\d\d$/.test(status))
        .flatMap(([status, r]) =>
          r.content!['application/json']!.schema.allOf![1]!.properties!.code!.enum.map((code) => `${status} ${code}`),
        );
      expect(listed.sort(), e.id).toEqual(
        endpointErrorCodes(e)
          .map((code) => `${ERROR_CODES[code].status} ${code}`)
          .sort(),
      );
      expect(op.responses['400'], e.id).toBeDefined();
    }
    expect(Object.keys(byId.get('auth.login')!.responses)).toEqual(['200', '400', '403', '404', '423', 'default']);
    expect(Object.keys(byId.get('inbox.list')!.responses)).toEqual(['200', '400', '401', '403', 'default']);
  });

  it('has an error table entry for every endpoint and none for an unknown one', () => {
    expect(Object.keys(ENDPOINT_ERRORS).sort()).toEqual(endpointList.map((e) => e.id).sort());
  });

  it('puts every $id schema once under components and nowhere inline', () => {
    const text = JSON.stringify(doc.paths);
    expect(text).not.toContain('"$id"');
    expect(JSON.stringify(doc.components)).not.toContain('"$id"');
    expect(doc.components.schemas).toHaveProperty('Game');
    expect(doc.components.schemas).toHaveProperty('WalletRecord');
    const refs = new Set([...openApiText().matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    for (const name of refs) expect(doc.components.schemas, name).toHaveProperty(name!);
  });

  it('documents an encrypted body as the envelope sent, with its plaintext schema as a component', () => {
    const body = byId.get('auth.login')!.requestBody!.content['application/json']!.schema;
    expect(body).toMatchObject({
      type: 'object',
      required: ['data'],
      additionalProperties: false,
      'x-plaintext': { $ref: '#/components/schemas/LoginBody' },
    });
    expect(doc.components.schemas.LoginBody).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: expect.arrayContaining(['username', 'type']),
    });
    expect(byId.get('auth.login')!.parameters).toContainEqual(
      expect.objectContaining({ name: 'x-encrypted', in: 'header', required: true }),
    );
  });

  it('says security: [] on public operations and the token on the others; no hard-coded server port', () => {
    for (const e of endpointList) expect(byId.get(e.id)!.security, e.id).toEqual(e.auth ? [{ token: [] }] : []);
    for (const s of doc.servers) expect(s.url).not.toMatch(/:\d+/);
  });

  it('gives resourceType of support.downloads a closed list', () => {
    const param = byId.get('support.downloads')!.parameters.find((p) => p.name === 'resourceType')!;
    const pattern = new RegExp((param.schema as { pattern: string }).pattern);
    expect(pattern.test('Android')).toBe(true);
    expect(pattern.test('Android,IOS,TELEGRAM')).toBe(true);
    expect(pattern.test('Windows')).toBe(false);
    expect(pattern.test('Android,')).toBe(false);
  });
});
