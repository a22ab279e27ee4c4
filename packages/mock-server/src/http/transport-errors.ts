import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { CONTROL_PREFIX } from '../control/types';
import { SimError } from '../engine/errors';
import { NOSNIFF } from './security-headers';

/**
 * The answers Node and Fastify give themselves, before any route or error handler runs, in the
 * contract's error envelope like every other answer (the control API's in its `{ error }` shape).
 * Fastify's own would be `{ error, message, statusCode }`, a body the site cannot read.
 */

/** The request part a parser error of Node's (llhttp `HPE_*`) is about, for `value.field`. */
function partOf(code: string): string | null {
  if (/HEADER|CONTENT_LENGTH|TRANSFER_ENCODING|CHUNK_EXTENSIONS/.test(code)) return 'headers';
  if (code.includes('URL')) return 'url';
  if (code.includes('METHOD')) return 'method';
  return null;
}

/** The envelope of a request Node refused while reading it. */
function clientError(err: Error & { code?: string }): SimError {
  const code = err.code ?? '';
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new SimError('bad.request', `request headers are larger than ${maxHeaderSize} bytes`, { field: 'headers' }, 431);
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new SimError('bad.request', 'the request did not arrive whole in time', null, 408);
  const part = partOf(code);
  return new SimError('bad.request', `the request is not valid HTTP${code ? ` (${code})` : ''}`, part ? { field: part } : null);
}

/**
 * An answer written straight to the socket (no response object exists), JSON, then the connection
 * closed: the bytes after it cannot be trusted to start the next request.
 */
export function writeRawAnswer(socket: Duplex, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  const text = JSON.stringify(body);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Connection: close',
    ...Object.entries({ ...headers, ...NOSNIFF }).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${text}`, () => socket.destroy());
}

/**
 * Fastify's `clientErrorHandler`: Node's `clientError` event comes with a socket and no response
 * object, so the answer is written as raw HTTP.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already under way on this socket (a timeout while it is sent) must not be cut by another.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy(err);
    return;
  }
  const error = clientError(err);
  writeRawAnswer(socket, error.status, error.envelope);
}

/**
 * Fastify's `frameworkErrors`: a path that does not percent-decode (FST_ERR_BAD_URL), a path
 * parameter over the router's length limit (FST_ERR_MAX_PARAM_LENGTH), found before any route.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  // No hook runs before the router's refusals.
  void reply.headers(NOSNIFF);
  const status = error.statusCode ?? 500;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'the url does not percent-decode'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'a part of the url is too long'
        : 'internal error';
  if (req.url.startsWith(`${CONTROL_PREFIX}/`)) {
    void reply.code(status).send({ error: message });
    return;
  }
  const refusal = status < 500 ? new SimError('bad.request', message, { field: 'url' }, status) : new SimError('unknown', message);
  void reply.code(refusal.status).send(refusal.envelope);
}
