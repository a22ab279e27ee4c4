import { defineEndpoint } from '@m/contracts';
import { Type } from '@sinclair/typebox';
import { defineHandler, type HandlerRegistry } from '../engine/handler';

/**
 * Endpoints that exist only in tests: they exercise the generic rules of dispatch (query
 * validation, token, white-label module, encrypted and form bodies) before the real areas that
 * need them (auth, feedback...) are in the contracts table.
 */
export const testEndpoints = {
  search: defineEndpoint({
    id: 'test.search',
    area: 'test',
    summary: 'query validation',
    method: 'GET',
    path: '/api/test/search',
    auth: false,
    quiet: false,
    encrypted: false,
    query: Type.Object({ page: Type.Integer({ minimum: 1 }), q: Type.Optional(Type.String()) }, { additionalProperties: false }),
    response: Type.Object({ page: Type.Integer(), q: Type.String() }, { additionalProperties: false }),
  }),
  inbox: defineEndpoint({
    id: 'test.inbox',
    area: 'test',
    summary: 'token and module',
    method: 'GET',
    path: '/api/test/inbox',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'MAILCEN',
    response: Type.Object({ username: Type.String() }, { additionalProperties: false }),
  }),
  login: defineEndpoint({
    id: 'test.login',
    area: 'test',
    summary: 'encrypted body',
    method: 'POST',
    path: '/api/test/login',
    auth: false,
    quiet: false,
    encrypted: true,
    body: Type.Object({ username: Type.String({ minLength: 1 }), password: Type.String() }, { additionalProperties: false }),
    response: Type.Object({ token: Type.String() }, { additionalProperties: false }),
  }),
  feedback: defineEndpoint({
    id: 'test.feedback',
    area: 'test',
    summary: 'form body',
    method: 'POST',
    path: '/api/test/feedback',
    auth: false,
    quiet: false,
    encrypted: false,
    bodyType: 'form',
    body: Type.Object({ content: Type.String({ minLength: 10 }) }, { additionalProperties: false }),
    response: Type.Object({ length: Type.Integer() }, { additionalProperties: false }),
  }),
};

export const testEndpointList = Object.values(testEndpoints);

export const testHandlers: HandlerRegistry = {
  ...defineHandler(testEndpoints.search, ({ query }) => ({ page: query.page, q: query.q ?? '' })),
  ...defineHandler(testEndpoints.inbox, ({ session }) => ({ username: session?.user.username ?? '' })),
  ...defineHandler(testEndpoints.login, ({ world, body }) => ({ token: world.openSession(body.username) })),
  ...defineHandler(testEndpoints.feedback, ({ body }) => ({ length: body.content.length })),
};
