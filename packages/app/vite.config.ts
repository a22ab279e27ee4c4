import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

// The simulator (pnpm sim) answers /api, the control API /__sim, OpenAPI /docs and its fake pages /pages.
// changeOrigin stays false so the sim-world cookie and the control API's loopback rule keep working.
// `pnpm dev --sim-port N --site-port M` sets SIM_URL and SITE_PORT (scripts/dev-plan.mjs).
const target = process.env.SIM_URL ?? 'http://localhost:4010';
const proxyFor = (prefixes: string[]): Record<string, ProxyOptions> =>
  Object.fromEntries(prefixes.map((prefix) => [prefix, { target, changeOrigin: false }]));
const proxy = proxyFor(['/api', '/__sim', '/docs', '/pages']);
// Issue 7 defect 6: `vite preview` serves a production build, possibly to other machines: it does
// not forward the control API unless asked (SIM_PREVIEW_CONTROL=1).
export const previewProxy = proxyFor(['/api', '/docs', '/pages', ...(process.env.SIM_PREVIEW_CONTROL === '1' ? ['/__sim'] : [])]);

// Issue 21: the build writes name.br and name.gz next to every text file of dist (not the source
// maps), so a production server sends them without compressing per request: scripts/serve-site.mjs
// and the nginx snippet of docs/serving.md (brotli_static / gzip_static). Skipped when no smaller.
const PRECOMPRESS = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const precompress = (): Plugin => ({
  name: 'm-precompress',
  apply: 'build',
  writeBundle: {
    sequential: true,
    order: 'post',
    handler({ dir }) {
      // The site's build only: Storybook's build reuses this config for storybook-static.
      if (!dir || resolve(dir) !== fileURLToPath(new URL('./dist', import.meta.url))) return;
      const walk = (folder: string): string[] =>
        readdirSync(folder, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name.startsWith('.') ? [] : walk(join(folder, e.name))) : [join(folder, e.name)]));
      for (const file of walk(dir).filter((f) => PRECOMPRESS.test(f))) {
        const body = readFileSync(file);
        const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  },
});

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  // The MSW worker file is served only in `vite --mode msw`; never copied into the production build.
  publicDir: mode === 'msw' ? 'msw-public' : false,
  server: { port: Number(process.env.SITE_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy: previewProxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Report sizes with gzip: the /m/home budget is 130 KB gzip of initial JS.
    reportCompressedSize: true,
    // dist/.vite/manifest.json: scripts/bench-site.mjs reads it to measure /m/home's initial JS.
    manifest: true,
  },
}));
