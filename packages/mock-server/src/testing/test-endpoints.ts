import { defineRoute, withSchemas } from '@m/contracts';
import { Type, type Static } from '@sinclair/typebox';
import { defineHandler, type HandlerRegistry } from '../engine/handler';

/**
 * Endpoints that exist only in tests: they exercise the generic rules of dispatch (query
 * validation, token, white-label module, encrypted and form bodies) before the real areas that
 * need them (auth, feedback...) are in the contracts table.
 */
const SearchQuery = Type.Object({ page: Type.Integer({ minimum: 1 }), q: Type.Optional(Type.String()) }, { additionalProperties: false });
const SearchValue = Type.Object({ page: Type.Integer(), q: Type.String() }, { additionalProperties: false });
const InboxValue = Type.Object({ username: Type.String() }, { additionalProperties: false });
const LoginBody = Type.Object({ username: Type.String({ minLength: 1 }), password: Type.String() }, { additionalProperties: false });
const LoginValue = Type.Object({ token: Type.String() }, { additionalProperties: false });
const FeedbackBody = Type.Object({ content: Type.String({ minLength: 10 }) }, { additionalProperties: false });
const FeedbackValue = Type.Object({ length: Type.Integer() }, { additionalProperties: false });
const ItemParams = Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]+$' }) }, { additionalProperties: false });
const ItemValue = Type.Object({ id: Type.String() }, { additionalProperties: false });

const meta = { auth: false, quiet: false, encrypted: false } as const;

export const testEndpoints = {
  search: withSchemas(
    defineRoute<{ query: Static<typeof SearchQuery>; value: Static<typeof SearchValue> }>({
      ...meta,
      id: 'test.search',
      method: 'GET',
      path: '/api/test/search',
    }),
    { summary: 'query validation', query: SearchQuery, response: SearchValue },
  ),
  inbox: withSchemas(
    defineRoute<{ value: Static<typeof InboxValue> }>({
      ...meta,
      id: 'test.inbox',
      method: 'GET',
      path: '/api/test/inbox',
      auth: true,
      module: 'MAILCEN',
    }),
    { summary: 'token and module', response: InboxValue },
  ),
  login: withSchemas(
    defineRoute<{ body: Static<typeof LoginBody>; value: Static<typeof LoginValue> }>({
      ...meta,
      id: 'test.login',
      method: 'POST',
      path: '/api/test/login',
      encrypted: true,
    }),
    { summary: 'encrypted body', body: LoginBody, response: LoginValue },
  ),
  feedback: withSchemas(
    defineRoute<{ body: Static<typeof FeedbackBody>; value: Static<typeof FeedbackValue> }>({
      ...meta,
      id: 'test.feedback',
      method: 'POST',
      path: '/api/test/feedback',
      bodyType: 'form',
    }),
    { summary: 'form body', body: FeedbackBody, response: FeedbackValue },
  ),
  item: withSchemas(
    defineRoute<{ params: Static<typeof ItemParams>; value: Static<typeof ItemValue> }>({
      ...meta,
      id: 'test.item',
      method: 'GET',
      path: '/api/test/items/:id',
    }),
    { summary: 'path parameter', params: ItemParams, response: ItemValue },
  ),
};

export const testEndpointList = Object.values(testEndpoints);

export const testHandlers: HandlerRegistry = {
  ...defineHandler(testEndpoints.search, ({ query }) => ({ page: query.page, q: query.q ?? '' })),
  ...defineHandler(testEndpoints.inbox, ({ session }) => ({ username: session?.user.username ?? '' })),
  ...defineHandler(testEndpoints.login, ({ world, body }) => ({ token: world.openSession(body.username) })),
  ...defineHandler(testEndpoints.feedback, ({ body }) => ({ length: body.content.length })),
  ...defineHandler(testEndpoints.item, ({ params }) => ({ id: params.id })),
};
