/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the backend; default: the site's own origin (the dev server proxies /api). */
  readonly VITE_API_BASE?: string;
  /** '1' in `vite --mode msw`: start the MSW worker with the simulator's handlers. */
  readonly VITE_MSW?: string;
  /** `pnpm dev:msw --scenario NAME --seed N`: the scenario and seed of a tab's first world. */
  readonly VITE_SIM_SCENARIO?: string;
  readonly VITE_SIM_SEED?: string;
  /** Origins of a real image CDN the site's server does not forward (space-separated): preconnected, their URLs used as they are. */
  readonly VITE_CDN_ORIGINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
