import { parseCookie } from 'cookie';
import { SIM_WORLD_COOKIE, SIM_WORLD_HEADER } from '@m/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import { selectWorldId } from '../engine/assembly/engine';

/**
 * The world a request names (docs/control-api.md): the `x-sim-world` header, then the `sim-world`
 * cookie, then `default`. Cookies are parsed only when the header is absent and a Cookie header
 * came, with `cookie` (the parser @fastify/cookie wraps): the simulator sets no cookie, and the
 * plugin's hook ran on every answer, which cost throughput.
 */
export function worldIdOf(req: { headers: IncomingHttpHeaders }): string {
  const header = req.headers[SIM_WORLD_HEADER];
  if (typeof header === 'string' && header) return header;
  const cookie = req.headers.cookie;
  return selectWorldId(undefined, cookie ? parseCookie(cookie)[SIM_WORLD_COOKIE] : undefined);
}
