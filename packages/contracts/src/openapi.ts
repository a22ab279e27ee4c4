import type { TSchema } from '@sinclair/typebox';
import { endpointList } from './api';
import {
  ENCRYPTION_HEADER,
  ENCRYPTION_HEADER_VALUE,
  MODULE_HEADER,
  SERVER_TIME_HEADER,
  SERVER_TIME_MS_HEADER,
  SIM_WORLD_HEADER,
} from './constants';
import type { Endpoint } from './endpoint';
import { endpointErrorsByStatus } from './endpoint-errors';
import { Envelope, ErrorEnvelope } from './envelope';
import { ERROR_CODES } from './errors';

type Json = Record<string, unknown>;

/** Where a hoisted schema lives in the document. */
const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not logged in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  423: 'Locked',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'Unavailable',
};

/**
 * The schemas of the document, each once: a TypeBox schema with an `$id` (Game,
 * WalletRecord...) goes to `components.schemas` under that name and is `$ref`erenced wherever it
 * appears, so strict JSON Schema 2020-12 tools (ajv) never meet the same `$id` twice.
 */
class Components {
  readonly schemas: Record<string, Json> = {};

  /** A JSON copy of a TypeBox schema (symbol keys and its own `$id` dropped) with every `$id`'d sub-schema hoisted. */
  plain(schema: TSchema): Json {
    const { $id: _id, ...rest } = JSON.parse(JSON.stringify(schema)) as Json;
    return this.hoist(rest) as Json;
  }

  /** Puts a schema under `name` (its own `$id` dropped) and answers its `$ref`. */
  add(name: string, schema: Json): Json {
    const { $id: _id, ...rest } = schema;
    const body = this.hoist(rest) as Json;
    const known = this.schemas[name];
    if (known && JSON.stringify(known) !== JSON.stringify(body)) throw new Error(`two different schemas are named ${name}`);
    this.schemas[name] = body;
    return ref(name);
  }

  private hoist(node: unknown): unknown {
    if (Array.isArray(node)) return node.map((n) => this.hoist(n));
    if (typeof node !== 'object' || node === null) return node;
    const obj = node as Json;
    if (typeof obj.$id === 'string') return this.add(obj.$id, obj);
    const out: Json = {};
    for (const [k, v] of Object.entries(obj)) out[k] = this.hoist(v);
    return out;
  }
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pascal = (id: string) => id.replace(/(^|[._-])([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase());

/** Every answer carries the backend's clock (constants.ts): the site's countdowns and "today" read it. */
const SERVER_TIME_HEADERS: Json = {
  [SERVER_TIME_MS_HEADER]: {
    description: "The backend's clock in ms since the epoch, when the answer was written (the site's clock reads it)",
    schema: { type: 'string', pattern: '^[0-9]{1,16}$', example: '1767614400000' },
  },
  [SERVER_TIME_HEADER]: {
    description: 'The same instant to the second (HTTP Date); the fallback when the ms header is missing',
    schema: { type: 'string' },
  },
};

function errorResponses(e: Endpoint): Json {
  const out: Json = {};
  for (const { status, codes } of endpointErrorsByStatus(e)) {
    out[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${codes.join(', ')}`,
      headers: SERVER_TIME_HEADERS,
      content: {
        'application/json': {
          schema: { allOf: [ref('ErrorEnvelope'), { type: 'object', properties: { code: { enum: codes } } }] },
        },
      },
    };
  }
  return out;
}

function operation(e: Endpoint, components: Components): Json {
  const parameters: Json[] = [];
  const pathParams = (e.params ? components.plain(e.params).properties : undefined) as Record<string, Json> | undefined;
  for (const [name, schema] of Object.entries(pathParams ?? {})) {
    parameters.push({ name, in: 'path', required: true, schema });
  }
  if (e.query) {
    const q = components.plain(e.query) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      // A defaulted parameter is filled in by the server: the client may leave it out.
      const required = (q.required ?? []).includes(name) && schema.default === undefined;
      parameters.push({ name, in: 'query', required, schema });
    }
  }
  if (e.module) {
    parameters.push({
      name: MODULE_HEADER,
      in: 'header',
      required: true,
      description: `White-label module of the call (A-016); anything else is refused with 400 bad.request.`,
      schema: { type: 'string', const: e.module },
    });
  }
  if (e.encrypted) {
    parameters.push({
      name: ENCRYPTION_HEADER,
      in: 'header',
      required: true,
      description: 'The body is encrypted (see the request body); anything else is refused with 400 bad.request.',
      schema: { type: 'string', const: ENCRYPTION_HEADER_VALUE },
    });
  }
  const op: Json = {
    operationId: e.id,
    tags: [e.area],
    summary: e.summary,
    parameters,
    responses: {
      '200': {
        description: 'Success envelope',
        headers: SERVER_TIME_HEADERS,
        content: { 'application/json': { schema: components.plain(Envelope(e.response)) } },
      },
      ...errorResponses(e),
      default: {
        description: 'Any code of the error table (x-error-codes), e.g. a fault injected through the control API',
        content: { 'application/json': { schema: ref('ErrorEnvelope') } },
      },
    },
    // Public operations say so: no token.
    security: e.auth ? [{ token: [] }] : [],
    'x-quiet': e.quiet,
  };
  if (e.body) {
    const media = e.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    const bodyJson = JSON.parse(JSON.stringify(e.body)) as Json;
    const plainName = typeof bodyJson.$id === 'string' ? bodyJson.$id : `${pascal(e.id)}Body`;
    const plainRef = components.add(plainName, bodyJson);
    const schema = e.encrypted
      ? {
          type: 'object',
          required: ['data'],
          additionalProperties: false,
          description: `Encrypted body: \`data\` carries the JSON of ${plainName} (x-plaintext), encrypted.`,
          properties: {
            data: {
              type: 'string',
              minLength: 1,
              contentEncoding: 'base64',
              description:
                `AES-256-CBC of the JSON text of ${plainName} in OpenSSL's salted format (crypto-js AES.encrypt with a passphrase), Base64. ` +
                'The passphrase ships in the front end (packages/contracts/src/codec.ts): it hides the body from casual logs, it is not transport security.',
            },
          },
          'x-plaintext': plainRef,
        }
      : plainRef;
    op.requestBody = { required: true, content: { [media]: { schema } } };
  }
  return op;
}

/** The OpenAPI 3.1 document of the whole endpoint table. Deterministic: same table, same bytes. */
export function buildOpenApi(): Json {
  const components = new Components();
  const paths: Record<string, Record<string, Json>> = {};
  for (const e of endpointList) {
    const p = toOpenApiPath(e.path);
    paths[p] ??= {};
    paths[p][e.method.toLowerCase()] = operation(e, components);
  }
  components.add('ErrorEnvelope', JSON.parse(JSON.stringify(ErrorEnvelope)) as Json);
  const schemas = Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mobile site backend (simulated)',
      version: '0.1.0',
      description:
        'Generated from packages/contracts. Every response is the envelope { success, code, message, value }. ' +
        'Each operation lists the error codes it answers per status; `default` stands for any code of the table (x-error-codes), ' +
        'which a fault injected through the control API may answer. ' +
        'An operation takes only the query parameters it lists: any other name is refused with 400 bad.request naming it, as an unknown body field is. ' +
        'A method a path does not list answers 405 with an Allow header naming the methods it has. ' +
        'A call that needs a token is refused with 401 for a missing or dead token before any other check of the request. ' +
        `The simulator also reads the ${SIM_WORLD_HEADER} header (or sim-world cookie) to pick a world.`,
    },
    // Relative first: the simulator serving this document (/docs/openapi.json) is the server.
    servers: [
      { url: '/', description: 'The simulator that serves this document' },
      {
        url: 'http://localhost:{port}',
        description: 'A simulator on this machine (pnpm dev --sim-port N)',
        variables: { port: { default: '4010', description: 'The simulator port' } },
      },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token', description: 'The session token of a login (A-014)' } },
    },
    'x-error-codes': ERROR_CODES,
  };
}

export const openApiText = (): string => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
