import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { buildApp } from './server';
import { clientErrorHandler } from './transport-errors';

/**
 * What Node and Fastify answer themselves, before any route runs (headers too large, bytes that
 * are not HTTP, a path that does not decode), is in the contract's error envelope too. Node refuses
 * the first two while parsing, which inject does not reach: they go through a real socket.
 */

const app = buildApp({ engine: createEngine({ delay: async () => {} }) });
let port = 0;

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as bytes and reads the answer until the server closes the connection. */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    socket.end(request);
  });
}

const envelopeOf = (answer: RawAnswer) => {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['success', 'code', 'message', 'value']);
  return body;
};

describe('transport errors in the envelope', () => {
  it('answers headers over the size limit with 431 bad.request naming the headers', async () => {
    const answer = await raw(`GET /api/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(envelopeOf(answer)).toMatchObject({ success: false, code: 'bad.request', value: { field: 'headers' } });
  });

  it('answers a header name with bytes HTTP does not allow with 400 bad.request', async () => {
    const answer = await raw('GET /api/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer)).toMatchObject({ success: false, code: 'bad.request', value: { field: 'headers' } });
  });

  it('answers a path that does not percent-decode with 400 bad.request naming the url, the control API in its own shape', async () => {
    const api = await app.inject({ url: '/api/%zz' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ success: false, code: 'bad.request', message: expect.any(String), value: { field: 'url' } });
    const page = await app.inject({ url: '/pages/%E0%A4%A' });
    expect([page.statusCode, page.json().code]).toEqual([400, 'bad.request']);
    const control = await app.inject({ url: '/__sim/worlds/%zz' });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toEqual({ error: expect.stringMatching(/url/) });
  });

  it('answers CONNECT, which Node keeps from Fastify, as any method without a route: 405 with Allow on a contract path, 404 elsewhere', async () => {
    const known = await raw('CONNECT /api/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect([known.status, known.headers.allow]).toEqual([405, 'GET']);
    expect(envelopeOf(known)).toMatchObject({ success: false, code: 'url.empty', value: null });
    const tunnel = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect([tunnel.status, tunnel.headers.allow]).toEqual([404, undefined]);
    expect(envelopeOf(tunnel)).toMatchObject({ success: false, code: 'url.empty' });
  });

  it('answers a method token Node does not know with 400 bad.request naming the method', async () => {
    const answer = await raw('BREW /api/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer)).toMatchObject({ success: false, code: 'bad.request', value: { field: 'method' } });
  });

  it("answers Node's request deadline with 408 in the envelope, and leaves an answer already under way alone", () => {
    const written: string[] = [];
    let destroyed = 0;
    const socket = (inFlight: boolean) =>
      ({
        destroyed: false,
        writable: true,
        ...(inFlight ? { _httpMessage: { headersSent: true } } : {}),
        end: (text: string, done: () => void) => {
          written.push(text);
          done();
        },
        destroy: () => void destroyed++,
      }) as unknown as Socket;
    const timeout = Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    clientErrorHandler(timeout, socket(false));
    const [head = '', body = ''] = written[0]?.split('\r\n\r\n') ?? [];
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(body)).toMatchObject({ success: false, code: 'bad.request' });
    clientErrorHandler(timeout, socket(true));
    expect([written.length, destroyed]).toEqual([1, 2]);
  });

  it('still answers a well-formed request on the same server', async () => {
    const answer = await raw('GET /api/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
