/** The simulator behind the `npm start` mode of the dev-modes run (apart from npm start's and the main suite's ports). */
export const DEV_SIM_PORT = Number(process.env.E2E_DEV_SIM_PORT ?? 4120);

export interface DevMode {
  name: 'npm-start' | 'dev-msw';
  port: number;
  url: string;
  /** What `pnpm dev` / `pnpm dev:msw` start Vite with. */
  viteArgs: string;
}

const mode = (name: DevMode['name'], port: number, viteArgs: string): DevMode => ({
  name,
  port,
  url: `http://localhost:${port}`,
  viteArgs,
});

export const DEV_MODES: readonly [DevMode, DevMode] = [
  mode('npm-start', Number(process.env.E2E_DEV_SITE_PORT ?? 5283), ''),
  mode('dev-msw', Number(process.env.E2E_DEV_MSW_PORT ?? 5284), '--mode msw'),
];
