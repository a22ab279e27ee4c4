import { contractHeaders, type Endpoint } from '@m/contracts';
import { createEngine } from '../engine/assembly/engine';

/** A world and a typed-enough sender for the domain tests (engine.handle, no transport). */
export function setupWorld(options: { scenario?: string; seed?: number; clock?: { start?: number } } = {}) {
  const engine = createEngine();
  const id = engine.createWorld({ id: 'w', ...options });
  const w = engine.world(id);
  const send = async (endpoint: Endpoint, token?: string, input: { body?: unknown; query?: unknown; params?: unknown } = {}) => {
    const res = await engine.handle({
      endpoint,
      worldId: id,
      method: endpoint.method,
      path: endpoint.path,
      body: input.body,
      query: input.query ?? {},
      params: input.params,
      headers: { ...(token ? { token } : {}), ...contractHeaders(endpoint) },
    });
    if (res.kind !== 'json') throw new Error(res.kind);
    return { status: res.status, code: res.body.code, value: res.body.value as never, message: res.body.message };
  };
  return { engine, w, send };
}
