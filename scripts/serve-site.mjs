// The production server of the built site, Node's http and fs only. It serves
// packages/app/dist as a production CDN or nginx would (docs/serving.md has the nginx equivalent):
//   - hashed assets (/assets/*) with `Cache-Control: public, max-age=31536000, immutable`;
//   - index.html, and every other file without a content hash, with `no-cache` (revalidated by ETag);
//   - the .br / .gz files written next to each file at build time (vite.config.ts, `precompress`),
//     brotli when the browser accepts it, else gzip, with `Content-Encoding` and `Vary: Accept-Encoding`;
//   - the SPA fallback: /, /m and /m/* that are not files get their route's own HTML when the build
//     wrote one (dist/m/lott/index.html: that route's first screen), else index.html;
//   - /api, /pages, /cdn and /docs forwarded to the simulator (SIM_URL), the Host header kept as
//     `vite preview` does (changeOrigin false); the control API /__sim only with SIM_PREVIEW_CONTROL=1;
//   - security headers: a Content-Security-Policy on the site's HTML (its inline scripts allowed by
//     hash, computed from the built index.html; frame-ancestors 'none'), and
//     `X-Content-Type-Options: nosniff` and a `Referrer-Policy` on everything it serves itself.
//
//   SIM_URL=http://127.0.0.1:4010 node scripts/serve-site.mjs [--port 4173] [--host 127.0.0.1] [--dist packages/app/dist]
//   SITE_CSP_ORIGINS="https://img.example.com https://games.example.com" adds the backend's image and game origins to the CSP.
//   node scripts/serve-site.mjs --print-csp [--dist DIR]   prints the policy of a build, every HTML file's inline scripts (for nginx, docs/serving.md), and exits.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { dropDownstream, isUpstreamDrop } from './upstream-drop.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Answers of the simulator compressed on the fly (JSON, HTML pages, SVG art), as nginx's `gzip_proxied any`. */
const COMPRESSIBLE = /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Sent with everything the server answers itself. `nosniff`: a file is only ever what its
 * Content-Type says (a stale chunk answered as HTML is never run as script). The referrer policy
 * sends other origins the site's origin only, never a path or query (the `token` URL parameter).
 */
export const COMMON_SECURITY_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

const sha256Source = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const ENTITIES = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decodeEntities = (text) => text.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (e) => ENTITIES[e]);

/**
 * The inline code of a built index.html, as CSP hash sources: the text of every `<script>`
 * without `src` (the saved-theme script, the shell's boot, the loader), and the value of every
 * event-handler attribute, which CSP allows by hash only with 'unsafe-hashes' (the site's build
 * writes none, so its policy allows no inline handler at all).
 */
export function inlineCodeHashes(html) {
  const scripts = new Set();
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
    if (!/\ssrc\s*=/i.test(attrs)) scripts.add(sha256Source(body));
  const handlers = new Set();
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  for (const [tag] of markup.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, , dq, sq] of tag.matchAll(/\son([a-z]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))
      handlers.add(sha256Source(decodeEntities(dq ?? sq ?? '')));
  }
  return { scripts: [...scripts], handlers: [...handlers] };
}

/**
 * The Content-Security-Policy of the site's HTML. Scripts: the site's own files and the built
 * index.html's inline code by hash, nothing else (no 'unsafe-inline', no eval). Styles keep
 * 'unsafe-inline': the prerendered shell and React set style attributes, and a style cannot run
 * code. `backendOrigins`: where the backend's images (settings imageCDNs) and game launch pages
 * (the lottery launch's iframe) live, when not on the site's origin. The site is never framed.
 */
export function contentSecurityPolicy(indexHtml, { backendOrigins = [] } = {}) {
  const { scripts, handlers } = inlineCodeHashes(indexHtml);
  const extra = backendOrigins.length ? ` ${backendOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scripts, ...(handlers.length ? ["'unsafe-hashes'", ...handlers] : [])].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The simulator's origin, under each loopback name when it is on this machine (it links itself as localhost). */
export function backendOriginsOf(simUrl) {
  const url = new URL(simUrl);
  if (!LOOPBACK.has(url.hostname)) return [url.origin];
  return ['localhost', '127.0.0.1'].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/** Prefixes forwarded to the simulator; /__sim is added only when the control API is asked for. */
export const SIM_PREFIXES = ['/api', '/pages', '/cdn', '/docs'];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The encodings a request accepts, by q-value (RFC 9110 12.5.3): `br;q=0` refuses brotli, `*`
 * stands for every encoding not named.
 */
export function acceptedEncodings(header) {
  const q = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const weight = (enc) => q.get(enc) ?? q.get('*') ?? 0;
  return { br: weight('br') > 0, gzip: weight('gzip') > 0 };
}

const isForwarded = (pathname, prefixes) => prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Which file of dist answers a path, or null (then the SPA fallback or a 404). */
function fileFor(dist, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(dist, `.${decoded}`);
  // Never outside dist, never the build's own metadata (.vite/manifest.json) or dot files.
  if (file !== dist && !file.startsWith(dist + sep)) return null;
  if (
    file
      .slice(dist.length)
      .split(sep)
      .some((seg) => seg.startsWith('.'))
  )
    return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** The route's own HTML (its prerendered first screen), `/m/lott` and `/m/lott/` alike, or null. */
export function routeHtml(dist, pathname) {
  if (pathname === '/' || pathname.endsWith('//')) return null;
  return fileFor(dist, `${pathname.replace(/\/$/, '')}/index.html`);
}

/** Every HTML file of a build, the routes' own beside index.html (not under /assets). */
export function htmlFiles(dist) {
  const out = [];
  const walk = (folder) => {
    for (const e of readdirSync(folder, { withFileTypes: true })) {
      if (e.name.startsWith('.') || (folder === dist && e.name === 'assets')) continue;
      if (e.isDirectory()) walk(join(folder, e.name));
      else if (e.name.endsWith('.html')) out.push(join(folder, e.name));
    }
  };
  walk(dist);
  return out;
}

const isSpaRoute = (pathname) => pathname === '/' || pathname === '/m' || pathname.startsWith('/m/');

/**
 * An http.Server (not yet listening) serving `dist`, forwarding the simulator's prefixes to
 * `simUrl`. `control: true` also forwards /__sim (SIM_PREVIEW_CONTROL=1 on the command line).
 */
export function createSiteServer({ dist, simUrl = 'http://localhost:4010', control = false, cspOrigins = [] } = {}) {
  const root = resolve(dist);
  const sim = new URL(simUrl);
  const prefixes = control ? [...SIM_PREFIXES, '/__sim'] : SIM_PREFIXES;
  const backendOrigins = [...new Set([...backendOriginsOf(simUrl), ...cspOrigins])];

  // Each HTML file's policy follows its own inline scripts: computed on first use, again after a rebuild.
  const policies = new Map();
  function cspOf(file) {
    const { mtimeMs } = statSync(file);
    let policy = policies.get(file);
    if (policy?.mtimeMs !== mtimeMs) {
      policy = { mtimeMs, value: contentSecurityPolicy(readFileSync(file, 'utf8'), { backendOrigins }) };
      policies.set(file, policy);
    }
    return policy.value;
  }

  function forward(req, res) {
    const upstream = httpRequest(
      { protocol: sim.protocol, hostname: sim.hostname, port: sim.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers };
        const length = Number(headers['content-length'] ?? Infinity);
        const accepts = acceptedEncodings(req.headers['accept-encoding']);
        const compress =
          req.method !== 'HEAD' &&
          answer.statusCode !== 204 &&
          answer.statusCode !== 304 &&
          !headers['content-encoding'] &&
          COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
          length >= MIN_COMPRESS_BYTES &&
          (accepts.br || accepts.gzip);
        if (!compress) {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          return;
        }
        // Quality 5 / level 6: per-request compression trades a little size for CPU, as servers do.
        const encoder = accepts.br ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
        delete headers['content-length'];
        headers['content-encoding'] = accepts.br ? 'br' : 'gzip';
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(encoder).pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (isUpstreamDrop(err)) return dropDownstream(res);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('simulator unreachable');
    });
    req.pipe(upstream);
  }

  function sendFile(req, res, file, cacheControl) {
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      ...COMMON_SECURITY_HEADERS,
    };
    if (extname(file) === '.html') headers['content-security-policy'] = cspOf(file);
    const hasBr = existsSync(`${file}.br`);
    const hasGz = existsSync(`${file}.gz`);
    let body = file;
    if (hasBr || hasGz) {
      headers.vary = 'Accept-Encoding';
      const accepts = acceptedEncodings(req.headers['accept-encoding']);
      if (hasBr && accepts.br) {
        body = `${file}.br`;
        headers['content-encoding'] = 'br';
      } else if (hasGz && accepts.gzip) {
        body = `${file}.gz`;
        headers['content-encoding'] = 'gzip';
      }
    }
    const stat = statSync(body);
    // One ETag per representation, so a cache never mixes the brotli and the plain body.
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${headers['content-encoding'] ? `-${headers['content-encoding']}` : ''}"`;
    headers.etag = etag;
    headers['last-modified'] = stat.mtime.toUTCString();
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['content-length'] = String(stat.size);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(body).pipe(res);
  }

  return createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://site').pathname;
    if (isForwarded(pathname, prefixes)) return forward(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', ...COMMON_SECURITY_HEADERS });
      return res.end('method not allowed');
    }
    const file = fileFor(root, pathname);
    if (file && !file.endsWith('.br') && !file.endsWith('.gz')) {
      const hashed = file.startsWith(join(root, 'assets') + sep) && !file.endsWith('.html');
      return sendFile(req, res, file, hashed ? IMMUTABLE : NO_CACHE);
    }
    if (!file && isSpaRoute(pathname)) return sendFile(req, res, routeHtml(root, pathname) ?? join(root, 'index.html'), NO_CACHE);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_CACHE, ...COMMON_SECURITY_HEADERS });
    res.end('not found');
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, dflt) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : dflt;
  };
  const dist = resolve(arg('dist', fileURLToPath(new URL('../packages/app/dist', import.meta.url))));
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist}/index.html not found: build the site first (pnpm build)`);
    process.exit(1);
  }
  const port = Number(arg('port', process.env.PORT ?? 4173));
  const host = arg('host', '127.0.0.1');
  const simUrl = process.env.SIM_URL ?? 'http://localhost:4010';
  const control = process.env.SIM_PREVIEW_CONTROL === '1';
  const cspOrigins = (process.env.SITE_CSP_ORIGINS ?? '').split(/\s+/).filter(Boolean);
  if (process.argv.includes('--print-csp')) {
    const backendOrigins = [...new Set([...backendOriginsOf(simUrl), ...cspOrigins])];
    // One policy for a server that sends the same header on every page: every HTML file's inline scripts.
    const all = htmlFiles(dist)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    console.info(contentSecurityPolicy(all, { backendOrigins }));
    process.exit(0);
  }
  createSiteServer({ dist, simUrl, control, cspOrigins }).listen(port, host, () => {
    console.info(
      `site on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/m/home (dist ${dist}; simulator ${simUrl}${control ? ', /__sim forwarded' : ''})`,
    );
  });
}
