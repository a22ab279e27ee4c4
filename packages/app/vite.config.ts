import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

// The simulator (pnpm sim) answers /api, the control API /__sim, OpenAPI /docs and its fake pages /pages.
// changeOrigin stays false so the sim-world cookie and the control API's loopback rule keep working.
const target = process.env.SIM_URL ?? 'http://localhost:4010';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/__sim', '/docs', '/pages'].map((prefix) => [prefix, { target, changeOrigin: false }]),
);

/**
 * @m/ui and @m/contracts modules have no side effects beyond their CSS imports (ui) and pure
 * schema construction (contracts); saying so lets the bundler drop unused components and
 * schemas from the home chunk (budget: 130 KB gzip of initial JS).
 */
const pureWorkspaceModules = (): Plugin => ({
  name: 'm-pure-workspace-modules',
  enforce: 'pre',
  transform(code, id) {
    if (/\/packages\/(ui|contracts)\/src\/.*\.tsx?$/.test(id)) return { code, moduleSideEffects: false, map: null };
    return null;
  },
});

export default defineConfig(({ mode }) => ({
  plugins: [react(), pureWorkspaceModules()],
  // The MSW worker file is served only in `vite --mode msw`; never copied into the production build.
  publicDir: mode === 'msw' ? 'msw-public' : false,
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Report sizes with gzip: the /m/home budget is 130 KB gzip of initial JS.
    reportCompressedSize: true,
  },
}));
