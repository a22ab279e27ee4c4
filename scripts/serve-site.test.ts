// The production server of the built site (scripts/serve-site.mjs): caching headers,
// precompressed bodies, the SPA fallback, what it forwards to the simulator, and its security headers.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedEncodings,
  backendOriginsOf,
  contentSecurityPolicy,
  createSiteServer,
  htmlFiles,
  inlineCodeHashes,
  routeHtml,
} from './serve-site.mjs';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>';
// A main route's own HTML: its first screen prerendered (docs/decisions/serving.md "Every main route's first screen in its HTML").
const LOTT = INDEX.replace('<div id="root"></div>', '<div id="root"><div data-first-screen="/m/lott"><h1>Lottery</h1></div></div>');
const BIG = JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `game ${i}` })) });
const ART = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300">${'<rect width="10" height="10"/>'.repeat(80)}</svg>`;
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
  mkdirSync(join(dist, 'm/lott'), { recursive: true });
  writeFileSync(join(dist, 'm/lott/index.html'), LOTT);
  const simUrl = await listen(
    (sim = createServer((req: IncomingMessage, res) => {
      simSeen.push(`${req.method} ${req.url} host=${req.headers.host}`);
      if (req.url?.startsWith('/cdn/banners/')) {
        res.writeHead(200, {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=3600',
          'content-length': String(ART.length),
        });
        return res.end(ART);
      }
      // A `drop` fault: the simulator closes the connection without an answer.
      if (req.url === '/api/dropped') return req.socket.destroy();
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
const get = (url: string, acceptEncoding = 'identity', method = 'GET') =>
  fetch(url, { method, headers: { 'accept-encoding': acceptEncoding } });

describe('serve-site: caching', () => {
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
    const again = await fetch(`${site}/index.html`, {
      headers: { 'accept-encoding': 'identity', 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

describe('serve-site: precompressed bodies', () => {
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

describe('serve-site: SPA fallback and files', () => {
  it('any /m/ route that is not a file gets index.html, not cached', async () => {
    for (const path of ['/m/home', '/m/member/home', '/m/anything/at/all?x=1', '/m', '/']) {
      const res = await get(`${site}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toBe(INDEX);
    }
  });

  it('a main route with its own HTML gets that file (its first screen), with or without the trailing slash; its sub-paths get index.html', async () => {
    for (const path of ['/m/lott', '/m/lott/', '/m/lott?tab=1']) {
      const res = await get(`${site}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toBe(LOTT);
    }
    for (const path of ['/m/lott/draw/7', '/m/lottery', '/m/lot']) expect(await (await get(`${site}${path}`)).text(), path).toBe(INDEX);
    expect(routeHtml(dist, '/m/lott')).toBe(join(dist, 'm/lott/index.html'));
    expect(routeHtml(dist, '/m/lott/')).toBe(join(dist, 'm/lott/index.html'));
    expect(routeHtml(dist, '/m/home')).toBeNull();
    expect(routeHtml(dist, '/')).toBeNull();
    expect(routeHtml(dist, '/m/../..')).toBeNull();
  });

  it("lists every HTML file of a build, the routes' own beside index.html, none under assets or dot folders", () => {
    writeFileSync(join(dist, 'assets/page.html'), '<p>asset</p>');
    writeFileSync(join(dist, '.vite/x.html'), '<p>dot</p>');
    try {
      expect(htmlFiles(dist).sort()).toEqual([join(dist, 'index.html'), join(dist, 'm/lott/index.html')]);
    } finally {
      rmSync(join(dist, 'assets/page.html'));
      rmSync(join(dist, '.vite/x.html'));
    }
  });

  it('a missing asset is a 404, not index.html; nothing outside dist or in .vite is served', async () => {
    expect((await get(`${site}/assets/missing-00000000.js`)).status).toBe(404);
    expect((await get(`${site}/.vite/manifest.json`)).status).toBe(404);
    expect((await get(`${site}/assets/index-Ab12Cd34.js.br`)).status).toBe(404);
    expect((await get(`${site}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
  });
});

describe('serve-site: the simulator behind it', () => {
  it("passes a dropped connection on as a drop (the site's network message), not a 502 of its own", async () => {
    // Cut in the middle of the answer, so the browser does not send it again by itself.
    const dropped = await get(`${site}/api/dropped`);
    await expect(dropped.text()).rejects.toThrow(TypeError);
    // The next call is answered as usual.
    expect((await get(`${site}/api/system/status`)).status).toBe(200);
  });

  it('forwards /api, /pages, /cdn and /docs to SIM_URL with the Host header kept', async () => {
    for (const path of ['/api/system/settings?x=1', '/pages/help', '/cdn/games/pg/a.svg', '/docs/json']) {
      const res = await get(`${site}${path}`);
      expect(await res.json(), path).toEqual({ from: 'sim', url: path });
    }
    expect(simSeen.at(-1)).toBe(`GET /docs/json host=${new URL(site).host}`);
  });

  it("compresses the simulator's JSON on the fly (brotli, else gzip), as a production proxy does", async () => {
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

  it('serves the simulator art /cdn from the site origin: query kept, SVG compressed, its caching kept', async () => {
    // The site asks for the banner on its own origin (one connection with the HTML and the API).
    const path = '/cdn/banners/m_home-1.svg?lang=pt&title=B%C3%B4nus';
    const res = await get(`${site}${path}`, 'gzip, br');
    expect(simSeen.at(-1)).toBe(`GET ${path} host=${new URL(site).host}`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toBe(ART);
  });

  it('refuses the control API /__sim by default, forwards it with SIM_PREVIEW_CONTROL', async () => {
    const before = simSeen.length;
    const refused = await fetch(`${site}/__sim/worlds`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(405);
    expect((await get(`${site}/__sim/worlds`)).status).toBe(404);
    expect(simSeen.length).toBe(before);
    expect(await (await fetch(`${siteWithControl}/__sim/worlds`, { method: 'POST', body: '{}' })).json()).toEqual({
      from: 'sim',
      url: '/__sim/worlds',
    });
    expect(sim.listening).toBe(true);
  });
});

describe('serve-site: security headers', () => {
  const THEME = "try{if(localStorage.getItem('theme')==='dark')document.documentElement.dataset.theme='dark'}catch(e){}";
  const LOADER =
    "(function(){var s=document.createElement('script');s.type='module';s.src='/assets/index-Ab12Cd34.js';document.head.appendChild(s)})()";
  const shell = (theme: string) =>
    `<!doctype html><html><head><script>${theme}</script><link rel="stylesheet" href="/assets/a.css" media="print" onload="this.media=&#39;all&#39;"></head>` +
    `<body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script><script>${LOADER}</script></body></html>`;
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const directives = (policy: string | null) =>
    Object.fromEntries((policy ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  let shellDist: string;
  let shellSite: string;

  beforeAll(async () => {
    shellDist = mkdtempSync(join(tmpdir(), 'serve-site-csp-'));
    mkdirSync(join(shellDist, 'assets'));
    writeFileSync(join(shellDist, 'index.html'), shell(THEME));
    writeFileSync(join(shellDist, 'assets/index-Ab12Cd34.js'), ENTRY);
    shellSite = await listen(
      createSiteServer({ dist: shellDist, simUrl: 'http://127.0.0.1:4010', cspOrigins: ['https://img.example.com'] }),
    );
  });
  afterAll(() => rmSync(shellDist, { recursive: true, force: true }));

  it('the HTML carries a CSP that allows its inline scripts and handlers by hash, nothing inline else, and no framing', async () => {
    for (const path of ['/m/home', '/', '/index.html']) {
      const d = directives((await get(`${shellSite}${path}`)).headers.get('content-security-policy'));
      expect(d['script-src'], path).toEqual(["'self'", hash(THEME), hash(LOADER), "'unsafe-hashes'", hash("this.media='all'")]);
      expect(d['script-src']).not.toContain("'unsafe-inline'");
      expect(d['frame-ancestors']).toEqual(["'none'"]);
      expect(d['default-src']).toEqual(["'self'"]);
      expect(d['object-src']).toEqual(["'none'"]);
      // The backend's images and game pages: the simulator (under both loopback names) and the configured origins.
      expect(d['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'http://localhost:4010',
        'http://127.0.0.1:4010',
        'https://img.example.com',
      ]);
      expect(d['frame-src']).toContain('http://localhost:4010');
    }
  });

  it("each HTML file gets the hashes of its own inline scripts: a route's first screen script on its page only", async () => {
    const TEXTS = "(function(d){d.documentElement.lang='pt'})(document);";
    mkdirSync(join(shellDist, 'm/activity'), { recursive: true });
    writeFileSync(
      join(shellDist, 'm/activity/index.html'),
      shell(THEME).replace('<div id="root"></div>', `<div id="root"></div><script>${TEXTS}</script>`),
    );
    const route = directives((await get(`${shellSite}/m/activity`)).headers.get('content-security-policy'));
    expect(route['script-src']).toContain(hash(TEXTS));
    expect(route['script-src']).toContain(hash(LOADER));
    const home = directives((await get(`${shellSite}/m/home`)).headers.get('content-security-policy'));
    expect(home['script-src']).not.toContain(hash(TEXTS));
    expect(home['script-src']).toContain(hash(LOADER));
  });

  it('follows a rebuilt index.html (the hashes are read from the file, not fixed)', async () => {
    const before = (await get(`${shellSite}/m/home`)).headers.get('content-security-policy');
    writeFileSync(join(shellDist, 'index.html'), shell(`${THEME};`));
    utimesSync(join(shellDist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    const after = directives((await get(`${shellSite}/m/home`)).headers.get('content-security-policy'));
    expect(after['script-src']).toContain(hash(`${THEME};`));
    expect(after['script-src']).not.toContain(hash(THEME));
    expect(directives(before)['script-src']).toContain(hash(THEME));
  });

  it('sends nosniff and a referrer policy with everything it serves itself; the CSP only with HTML', async () => {
    for (const path of ['/m/home', '/assets/index-Ab12Cd34.js', '/assets/missing-00000000.js']) {
      const res = await get(`${shellSite}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    expect((await get(`${shellSite}/assets/index-Ab12Cd34.js`)).headers.get('content-security-policy')).toBeNull();
    expect((await get(`${shellSite}/m/home`, 'identity', 'POST')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('hashes script text and handler values as the browser reads them (entities decoded, src scripts and script text skipped)', () => {
    const html = `<script src="/a.js"></script><script>x()</script><img onerror='y()'><script>var s='<a onclick="z()">'</script>`;
    expect(inlineCodeHashes(html)).toEqual({ scripts: [hash('x()'), hash(`var s='<a onclick="z()">'`)], handlers: [hash('y()')] });
    expect(contentSecurityPolicy('<p>no inline code</p>')).toContain("script-src 'self';");
    expect(backendOriginsOf('https://api.example.com:8443/x')).toEqual(['https://api.example.com:8443']);
  });
});
