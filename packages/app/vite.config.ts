import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
