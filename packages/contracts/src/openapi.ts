import type { TSchema } from '@sinclair/typebox';
import { endpointList } from './api';
import { ENCRYPTION_HEADER } from './codec';
import { MODULE_HEADER, SIM_WORLD_HEADER } from './constants';
import type { Endpoint } from './endpoint';
import { Envelope, ErrorEnvelope } from './envelope';
import { ERROR_CODES } from './errors';

type Json = Record<string, unknown>;

/** TypeBox schemas are JSON Schema; drop TypeBox's symbol keys and `$id`s that would clash. */
const plain = (schema: TSchema): Json => {
  const out = JSON.parse(JSON.stringify(schema)) as Json;
  delete out.$id;
  return out;
};

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operation(e: Endpoint): Json {
  const parameters: Json[] = [];
  const pathParams = (e.params ? plain(e.params).properties : undefined) as Record<string, Json> | undefined;
  for (const [name, schema] of Object.entries(pathParams ?? {})) {
    parameters.push({ name, in: 'path', required: true, schema });
  }
  if (e.query) {
    const q = plain(e.query) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      parameters.push({ name, in: 'query', required: (q.required ?? []).includes(name), schema });
    }
  }
  if (e.module) {
    parameters.push({ name: MODULE_HEADER, in: 'header', required: true, schema: { type: 'string', const: e.module } });
  }
  if (e.encrypted) {
    parameters.push({ name: ENCRYPTION_HEADER, in: 'header', required: true, schema: { type: 'string', const: 'aes' } });
  }
  const op: Json = {
    operationId: e.id,
    tags: [e.area],
    summary: e.summary,
    parameters,
    responses: {
      '200': { description: 'Success envelope', content: { 'application/json': { schema: plain(Envelope(e.response)) } } },
      default: { description: 'Error envelope (see x-error-codes)', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
    },
    'x-quiet': e.quiet,
  };
  if (e.auth) op.security = [{ token: [] }];
  if (e.body) {
    const media = e.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    const schema = e.encrypted
      ? { type: 'object', required: ['data'], properties: { data: { type: 'string', description: 'AES ciphertext of:', 'x-plain': plain(e.body) } } }
      : plain(e.body);
    op.requestBody = { required: true, content: { [media]: { schema } } };
  }
  return op;
}

/** The OpenAPI 3.1 document of the whole endpoint table. Deterministic: same table, same bytes. */
export function buildOpenApi(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const e of endpointList) {
    const p = toOpenApiPath(e.path);
    paths[p] ??= {};
    paths[p][e.method.toLowerCase()] = operation(e);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mobile site backend (simulated)',
      version: '0.1.0',
      description:
        'Generated from packages/contracts. Every response is the envelope { success, code, message, value }. ' +
        `The simulator also reads the ${SIM_WORLD_HEADER} header (or sim-world cookie) to pick a world.`,
    },
    servers: [{ url: 'http://localhost:4010' }],
    paths,
    components: {
      schemas: { ErrorEnvelope: plain(ErrorEnvelope) },
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
    },
    'x-error-codes': ERROR_CODES,
  };
}

export const openApiText = (): string => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
