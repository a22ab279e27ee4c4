import { api, contractHeaders, endpointList, MODULE_HEADER } from '@m/contracts';
import { buildOpenApi } from '@m/contracts/openapi';
import { encryptBody, ENCRYPTION_HEADER } from '@m/contracts/codec';
import { Type } from '@sinclair/typebox';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import type { SimError } from '../engine/errors';
import { checkQuery, codePointLength, validatePart } from '../engine/validate';
import { createSimHandlers } from '../msw';
import { buildApp } from './server';

/**
 * The simulator accepts exactly what its contract accepts, on both transports (Fastify
 * and MSW share the engine's validator): required headers, unknown body fields, and lengths in code
 * points, as JSON Schema counts them.
 */

const WORLD = 'strict';

function setup() {
  const engine = createEngine({ delay: async () => {} });
  engine.createWorld({ id: WORLD });
  const token = engine.world(WORLD).openSession('player01');
  const app = buildApp({ engine });
  const handlers = createSimHandlers({ engine, baseUrl: 'http://sim.test' });
  /** The same request through Fastify (inject) and MSW (getResponse): both answers, parsed. */
  const both = async (method: string, url: string, headers: Record<string, string> = {}, body?: unknown) => {
    const h = { 'x-sim-world': WORLD, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const viaFastify = await app.inject({ method: method as 'GET', url, headers: h, payload });
    const res = await getResponse(handlers, new Request(`http://sim.test${url}`, { method, headers: h, body: payload }));
    if (!res) throw new Error(`MSW did not answer ${method} ${url}`);
    return [
      {
        via: 'fastify',
        status: viaFastify.statusCode,
        allow: viaFastify.headers.allow,
        body: viaFastify.json() as { code: string; value: unknown; message: string },
      },
      {
        via: 'msw',
        status: res.status,
        allow: res.headers.get('allow') ?? undefined,
        body: (await res.json()) as { code: string; value: unknown; message: string },
      },
    ];
  };
  return { engine, app, token, both };
}

describe('required headers are enforced', () => {
  it('refuses a wrong or missing x-module-id with 400 naming the header; the const passes', async () => {
    const { both } = setup();
    for (const headers of [{ [MODULE_HEADER]: 'NOPE' }, {}] as Array<Record<string, string>>) {
      for (const answer of await both('GET', api.auth.captcha.path, headers)) {
        expect(answer, answer.via).toMatchObject({ status: 400, body: { code: 'bad.request', value: { field: MODULE_HEADER } } });
        expect(answer.body.message).toContain("'CAPTCHA'");
      }
    }
    for (const answer of await both('GET', api.auth.captcha.path, { [MODULE_HEADER]: 'CAPTCHA' }))
      expect(answer.status, answer.via).toBe(200);
  });

  it('checks the module header on auth endpoints too (member.chatUnread: CBS3)', async () => {
    const { both, token } = setup();
    for (const answer of await both('GET', api.member.chatUnread.path, { token, [MODULE_HEADER]: 'MAILCEN' })) {
      expect(answer.body.value, answer.via).toEqual({ field: MODULE_HEADER });
    }
    for (const answer of await both('GET', api.member.chatUnread.path, { token, [MODULE_HEADER]: 'CBS3' }))
      expect(answer.status, answer.via).toBe(200);
  });

  it('refuses an encrypted body without x-encrypted: aes, naming the header; with it the login succeeds', async () => {
    const { both } = setup();
    const login = encryptBody({ type: 'username', username: 'player01', password: 'Test1234' });
    for (const headers of [{}, { [ENCRYPTION_HEADER]: 'none' }] as Array<Record<string, string>>) {
      for (const answer of await both('POST', api.auth.login.path, headers, login)) {
        expect(answer, answer.via).toMatchObject({ status: 400, body: { code: 'bad.request', value: { field: ENCRYPTION_HEADER } } });
      }
    }
    for (const answer of await both('POST', api.auth.login.path, { [ENCRYPTION_HEADER]: 'aes' }, login)) {
      expect(answer, answer.via).toMatchObject({ status: 200, body: { code: 'OK' } });
    }
  });
});

describe('a query parameter the rule needs is one the contract requires', () => {
  type Parameter = { in: string; name: string; required: boolean };
  const doc = buildOpenApi() as { paths: Record<string, { get?: { parameters?: Parameter[] } }> };
  const requiredIn = (path: string, name: string) =>
    doc.paths[path]?.get?.parameters?.find((p) => p.in === 'query' && p.name === name)?.required;

  it('refuses lottery.history and register.checkAffiliate without a code with 400 naming it, as the OpenAPI says', async () => {
    const { both } = setup();
    for (const path of [api.lottery.history.path, api.register.checkAffiliate.path]) {
      expect(requiredIn(path, 'code'), path).toBe(true);
      for (const url of [path, `${path}?code=`]) {
        for (const answer of await both('GET', url)) {
          expect(answer, `${answer.via} ${url}`).toMatchObject({ status: 400, body: { code: 'bad.request', value: { field: 'code' } } });
        }
      }
    }
  });

  it("still takes the URL's code (domain) for a blank affiliate code, and refuses a blank one alone", async () => {
    const { both } = setup();
    for (const answer of await both('GET', `${api.register.checkAffiliate.path}?code=%20&domain=AG0002`)) {
      expect(answer, answer.via).toMatchObject({ status: 200, body: { code: 'OK', value: { code: 'AG0002' } } });
    }
    for (const answer of await both('GET', `${api.register.checkAffiliate.path}?code=%20`)) {
      expect(answer, answer.via).toMatchObject({ status: 400, body: { code: 'invitation.code.invalid' } });
    }
  });
});

describe('the session is checked before the body is parsed', () => {
  /** One request through Fastify and MSW with the body as raw text. */
  const rawBoth = async (setupOf: ReturnType<typeof setup>, method: string, url: string, headers: Record<string, string>, text: string) => {
    const h = { 'x-sim-world': WORLD, 'content-type': 'application/json', ...headers };
    const viaFastify = await setupOf.app.inject({ method: method as 'GET', url, headers: h, payload: text });
    const handlers = createSimHandlers({ engine: setupOf.engine, baseUrl: 'http://sim.test' });
    const res = await getResponse(handlers, new Request(`http://sim.test${url}`, { method, headers: h, body: text }));
    if (!res) throw new Error(`MSW did not answer ${method} ${url}`);
    return [
      { via: 'fastify', status: viaFastify.statusCode, body: viaFastify.json() as { code: string; value: unknown } },
      { via: 'msw', status: res.status, body: (await res.json()) as { code: string; value: unknown } },
    ];
  };

  it('answers a body that is not JSON with 401 without a live token, 400 naming the body with one', async () => {
    const s = setup();
    for (const e of [api.member.setNickname, api.wallet.withdraw, api.games.addFavourite, api.games.removeFavourite]) {
      for (const text of ['{not json', '']) {
        const what = `${e.id} ${JSON.stringify(text)}`;
        for (const answer of await rawBoth(s, e.method, e.path, {}, text)) {
          expect(answer, `${answer.via} ${what}`).toMatchObject({ status: 401, body: { code: 'not.logged.in' } });
        }
        for (const answer of await rawBoth(s, e.method, e.path, { token: 'dead0000' }, text)) {
          expect(answer, `${answer.via} ${what}`).toMatchObject({ status: 401, body: { code: 'logged.out' } });
        }
        for (const answer of await rawBoth(s, e.method, e.path, { token: s.token, ...contractHeaders(e) }, text)) {
          expect(answer, `${answer.via} ${what}`).toMatchObject({ status: 400, body: { code: 'bad.request', value: { field: 'body' } } });
        }
      }
    }
  });

  it('keeps the order on every endpoint with a session and a body, and journals the refusal', async () => {
    const s = setup();
    const withBody = endpointList.filter((e) => e.auth && e.body);
    expect(withBody.length).toBeGreaterThan(10);
    for (const e of withBody) {
      for (const answer of await rawBoth(s, e.method, e.path.replace(/:(\w+)/g, 'x'), {}, '{"a":')) {
        expect([answer.via, e.id, answer.status, answer.body.code]).toEqual([answer.via, e.id, 401, 'not.logged.in']);
      }
    }
    const last = s.engine.world(WORLD).journal.list().at(-1);
    expect(last).toMatchObject({ status: 401, code: 'not.logged.in' });
  });
});

describe('unknown body fields are refused where the schema is closed', () => {
  it('answers 400 naming the misspelled field of promotions.read, and journals it', async () => {
    const { both, token, engine } = setup();
    for (const answer of await both('POST', api.promotions.markRead.path, { token }, { promotionId: 1, zzz: 2 })) {
      expect(answer, answer.via).toMatchObject({ status: 400, body: { code: 'bad.request', value: { field: 'zzz' } } });
    }
    expect(
      engine
        .world(WORLD)
        .journal.list()
        .map((e) => [e.endpoint, e.status]),
    ).toEqual([
      ['promotions.markRead', 400],
      ['promotions.markRead', 400],
    ]);
  });

  it('refuses an unknown field inside an encrypted body too (the plaintext schema is closed)', async () => {
    const { both } = setup();
    const login = encryptBody({ type: 'username', username: 'player01', password: 'Test1234', pasword: 'typo' });
    for (const answer of await both('POST', api.auth.login.path, { [ENCRYPTION_HEADER]: 'aes' }, login)) {
      expect(answer, answer.via).toMatchObject({ status: 400, body: { value: { field: 'pasword' } } });
    }
  });
});

describe('string lengths are counted in code points', () => {
  it('accepts 20 astral characters as a nickname of at most 20 and refuses 21', async () => {
    const { both, token } = setup();
    const twenty = '😀'.repeat(20);
    for (const answer of await both('POST', api.member.setNickname.path, { token }, { nickname: twenty })) {
      expect(answer, answer.via).toMatchObject({ status: 200, body: { value: { nickname: twenty } } });
    }
    for (const answer of await both('POST', api.member.setNickname.path, { token }, { nickname: `${twenty}😀` })) {
      expect(answer, answer.via).toMatchObject({ status: 400, body: { value: { field: 'nickname' } } });
      expect(answer.body.message).toContain('less or equal to 20');
    }
  });

  it('counts minLength in code points too, and leaves pattern and UTF-16 surrogates alone (validatePart)', () => {
    const schema = Type.Object({ name: Type.String({ minLength: 5, maxLength: 8, pattern: '^[^x]*$' }) }, { additionalProperties: false });
    const field = (name: string) => {
      try {
        validatePart(schema, 'body', { name });
        return 'ok';
      } catch (e) {
        return (e as SimError).message;
      }
    };
    expect(field('😀😀😀')).toBe('body/name Expected string length greater or equal to 5');
    expect(field('😀😀😀😀😀')).toBe('ok');
    expect(field('😀😀😀😀😀😀😀😀')).toBe('ok');
    expect(field('😀😀😀😀😀😀😀😀😀')).toBe('body/name Expected string length less or equal to 8');
    expect(field('abcxe')).toBe("body/name Expected string to match '^[^x]*$'");
    // A lone surrogate is one code point.
    expect(codePointLength('\ud800a😀')).toBe(3);
  });
});

describe('the contract edges, on both transports', () => {
  it('answers a wrong method on a known path 405 with Allow and the error envelope, not 404', async () => {
    const { both, engine } = setup();
    for (const method of ['PUT', 'DELETE', 'POST']) {
      for (const answer of await both(method, api.system.settings.path)) {
        expect(answer, `${answer.via} ${method}`).toMatchObject({
          status: 405,
          allow: 'GET',
          body: { success: false, code: 'url.empty', value: null },
        });
      }
    }
    // A path with two methods names both; a path outside the contract is still 404 without Allow.
    for (const answer of await both('PUT', api.games.favourites.path))
      expect(answer, answer.via).toMatchObject({ status: 405, allow: 'GET, POST, DELETE' });
    for (const answer of await both('PUT', '/api/system/nope'))
      expect(answer, answer.via).toMatchObject({ status: 404, allow: undefined, body: { code: 'url.empty' } });
    expect(
      engine
        .world(WORLD)
        .journal.list()
        .filter((e) => e.status === 405),
    ).toHaveLength(8);
  });

  it('refuses an unknown query parameter with 400 naming it, with or without a query schema', async () => {
    const { both } = setup();
    for (const url of [
      `${api.system.settings.path}?zzz=1`,
      `${api.games.hot.path}?gameType=RNG&zzz=1`,
      `${api.promotions.list.path}?zzz=`,
    ]) {
      for (const answer of await both('GET', url)) {
        expect(answer, `${answer.via} ${url}`).toMatchObject({ status: 400, body: { code: 'bad.request', value: { field: 'zzz' } } });
        expect(answer.body.message).toContain('zzz');
      }
    }
    // The contract's own parameters still pass.
    for (const answer of await both('GET', `${api.games.hot.path}?gameType=RNG`)) expect(answer.status, answer.via).toBe(200);
    for (const answer of await both('GET', api.system.settings.path)) expect(answer.status, answer.via).toBe(200);
  });

  it('checks the session before the other request checks: a bad token without x-module-id is 401, not 400', async () => {
    const { both } = setup();
    for (const answer of await both('GET', `${api.inbox.list.path}?zzz=1`, { token: 'not-a-token' })) {
      expect(answer, answer.via).toMatchObject({ status: 401, body: { code: 'logged.out' } });
    }
    for (const answer of await both('GET', api.inbox.list.path))
      expect(answer, answer.via).toMatchObject({ status: 401, body: { code: 'not.logged.in' } });
    // With a live session the other checks follow: the module header, then the query.
    const { both: live, token } = setup();
    for (const answer of await live('GET', `${api.inbox.list.path}?zzz=1`, { token }))
      expect(answer.body.value, answer.via).toEqual({ field: MODULE_HEADER });
    for (const answer of await live('GET', `${api.inbox.list.path}?zzz=1`, { token, [MODULE_HEADER]: 'MAILCEN' }))
      expect(answer.body.value, answer.via).toEqual({ field: 'zzz' });
  });
});

describe('the query checked once per endpoint and query string (throughput)', () => {
  const refusal = (f: () => unknown) => {
    try {
      f();
      return null;
    } catch (e) {
      return (e as SimError).value;
    }
  };

  it('answers a query string seen before with a fresh copy of the same value, and stays as strict', () => {
    const e = api.games.list;
    const raw = 'gameType=RNG&pageNo=2';
    const first = checkQuery(e, { gameType: 'RNG', pageNo: '2' }, raw) as Record<string, unknown>;
    expect(first).toMatchObject({ gameType: 'RNG', pageNo: 2, pageSize: 25 });
    first.pageNo = 99;
    const again = checkQuery(e, { gameType: 'RNG', pageNo: '2' }, raw) as Record<string, unknown>;
    expect(again).toMatchObject({ pageNo: 2 });
    // A handler may change what it gets: the kept value never changes with it.
    again.pageNo = 98;
    expect(checkQuery(e, { gameType: 'RNG', pageNo: '2' }, raw)).toMatchObject({ pageNo: 2 });
    // Failures are never kept: the same bad string is refused every time, each check in its turn.
    for (let i = 0; i < 2; i++) {
      expect(refusal(() => checkQuery(e, { gameType: 'RNG', zzz: '1' }, 'gameType=RNG&zzz=1'))).toEqual({ field: 'zzz' });
      expect(refusal(() => checkQuery(e, { pageNo: '0' }, 'pageNo=0'))).toEqual({ field: 'pageNo' });
      expect(refusal(() => checkQuery(e, { gameName: 'x'.repeat(3000) }, `gameName=${'x'.repeat(3000)}`))).toEqual({ field: 'gameName' });
    }
  });

  it('refuses the same on both transports the second time as the first', async () => {
    const { both } = setup();
    for (let i = 0; i < 2; i++) {
      for (const answer of await both('GET', `${api.games.hot.path}?gameType=RNG&zzz=1`))
        expect(answer.body.value, `${answer.via} ${i}`).toEqual({ field: 'zzz' });
      for (const answer of await both('GET', `${api.games.hot.path}?gameType=RNG`)) expect(answer.status, `${answer.via} ${i}`).toBe(200);
    }
  });
});
