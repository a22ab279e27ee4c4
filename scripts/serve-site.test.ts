// The production server of the built site (issue 21, scripts/serve-site.mjs): caching headers,
// precompressed bodies, the SPA fallback and what it forwards to the simulator.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, createSiteServer } from './serve-site.mjs';

const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>';
const BIG = JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `game ${i}` })) });
const ENTRY = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let dist: string;
let sim: Server;
const simSeen: string[] = [];
const servers: Server[] = [];

const listen = async (server: Server): Promise<string> => {
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

let site: string;
let siteWithControl: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'serve-site-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js'), ENTRY);
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(ENTRY));
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(ENTRY));
  writeFileSync(join(dist, 'assets/logo-Zz99Yy88.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');
  const simUrl = await listen(
    (sim = createServer((req: IncomingMessage, res) => {
      simSeen.push(`${req.method} ${req.url} host=${req.headers.host}`);
      if (req.url === '/api/big') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(BIG.length) });
        return res.end(BIG);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ from: 'sim', url: req.url }));
    })),
  );
  site = await listen(createSiteServer({ dist, simUrl }));
  siteWithControl = await listen(createSiteServer({ dist, simUrl, control: true }));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((ok) => s.close(ok))));
  rmSync(dist, { recursive: true, force: true });
});

/** fetch() would decode the body and hide Content-Encoding choices: ask with explicit headers. */
const get = (url: string, acceptEncoding = 'identity', method = 'GET') => fetch(url, { method, headers: { 'accept-encoding': acceptEncoding } });

describe('serve-site (issue 21): caching', () => {
  it('hashed assets are cached for a year and immutable', async () => {
    for (const path of ['/assets/index-Ab12Cd34.js', '/assets/logo-Zz99Yy88.png']) {
      const res = await get(`${site}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(`${site}/assets/index-Ab12Cd34.js`)).headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('index.html is revalidated on every load (no-cache) and answers 304 to its ETag', async () => {
    const res = await get(`${site}/index.html`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(INDEX);
    const again = await fetch(`${site}/index.html`, { headers: { 'accept-encoding': 'identity', 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('serve-site (issue 21): precompressed bodies', () => {
  it('sends the brotli file when brotli is accepted, with Content-Encoding and Vary', async () => {
    const res = await get(`${site}/assets/index-Ab12Cd34.js`, 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(res.headers.get('content-length'))).toBe(brotliCompressSync(ENTRY).length);
  });

  it('sends gzip when brotli is not accepted (or refused with q=0), the plain file when neither is', async () => {
    expect((await get(`${site}/assets/index-Ab12Cd34.js`, 'gzip, deflate')).headers.get('content-encoding')).toBe('gzip');
    expect((await get(`${site}/assets/index-Ab12Cd34.js`, 'br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await get(`${site}/assets/index-Ab12Cd34.js`, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(ENTRY);
  });

  it('reads Accept-Encoding by q-value', () => {
    expect(acceptedEncodings('gzip, br')).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings('br;q=0, *')).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings('*;q=0.5')).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });
});

describe('serve-site (issue 21): SPA fallback and files', () => {
  it('any /m/ route that is not a file gets index.html, not cached', async () => {
    for (const path of ['/m/home', '/m/member/home', '/m/anything/at/all?x=1', '/m', '/']) {
      const res = await get(`${site}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toBe(INDEX);
    }
  });

  it('a missing asset is a 404, not index.html; nothing outside dist or in .vite is served', async () => {
    expect((await get(`${site}/assets/missing-00000000.js`)).status).toBe(404);
    expect((await get(`${site}/.vite/manifest.json`)).status).toBe(404);
    expect((await get(`${site}/assets/index-Ab12Cd34.js.br`)).status).toBe(404);
    expect((await get(`${site}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
  });
});

describe('serve-site (issue 21): the simulator behind it', () => {
  it('forwards /api, /pages, /cdn and /docs to SIM_URL with the Host header kept', async () => {
    for (const path of ['/api/system/settings?x=1', '/pages/help', '/cdn/games/pg/a.svg', '/docs/json']) {
      const res = await get(`${site}${path}`);
      expect(await res.json(), path).toEqual({ from: 'sim', url: path });
    }
    expect(simSeen.at(-1)).toBe(`GET /docs/json host=${new URL(site).host}`);
  });

  it('compresses the simulator\'s JSON on the fly (brotli, else gzip), as a production proxy does', async () => {
    const br = await get(`${site}/api/big`, 'gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    // fetch decodes the body by its Content-Encoding: equal text proves a valid stream.
    expect(await br.text()).toBe(BIG);
    const gz = await get(`${site}/api/big`, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(BIG);
    const plain = await get(`${site}/api/big`, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG);
  });

  it('refuses the control API /__sim by default, forwards it with SIM_PREVIEW_CONTROL', async () => {
    const before = simSeen.length;
    const refused = await fetch(`${site}/__sim/worlds`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(405);
    expect((await get(`${site}/__sim/worlds`)).status).toBe(404);
    expect(simSeen.length).toBe(before);
    expect(await (await fetch(`${siteWithControl}/__sim/worlds`, { method: 'POST', body: '{}' })).json()).toEqual({ from: 'sim', url: '/__sim/worlds' });
    expect(sim.listening).toBe(true);
  });
});
