// How `pnpm dev` / `npm start` place the simulator and the site: both move together.
//   pnpm dev [--sim-port N] [--site-port M] [simulator flags...]
// `--port N` is kept as the simulator's port (it always was); SIM_PORT and SITE_PORT set the
// defaults from the environment. The fixed defaults stay 4010 and 5173.

export const DEFAULT_SIM_PORT = 4010;
export const DEFAULT_SITE_PORT = 5173;

function port(name, text) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be a port from 1 to 65535, got '${text}'`);
  return n;
}

/**
 * Splits the arguments of `pnpm dev`: the two ports, and the rest for the simulator. Answers what
 * each child gets: the simulator its port and the site's origins (CORS, control API, social
 * return, and the site URL its banner prints); the site (Vite) its port and the simulator's URL to
 * proxy /api, /__sim, /docs and /pages to.
 */
export function devPlan(argv, env = {}) {
  let simPort = env.SIM_PORT ?? String(DEFAULT_SIM_PORT);
  let sitePort = env.SITE_PORT ?? String(DEFAULT_SITE_PORT);
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag === '--sim-port' || flag === '--port' || flag === '--site-port') {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`${flag} needs a port`);
      if (flag === '--site-port') sitePort = value;
      else simPort = value;
      continue;
    }
    rest.push(arg);
  }
  const sim = port('--sim-port', simPort);
  const site = port('--site-port', sitePort);
  if (sim === site) throw new Error(`the simulator and the site need two ports, both are ${sim}`);
  const siteOrigins = [`http://localhost:${site}`, `http://127.0.0.1:${site}`];
  // The default ports keep the simulator's default origins (the dev server and `vite preview`).
  const originArgs = site === DEFAULT_SITE_PORT ? [] : siteOrigins.flatMap((o) => ['--site-origin', o]);
  return {
    simPort: sim,
    sitePort: site,
    simUrl: `http://localhost:${sim}`,
    siteUrl: `http://localhost:${site}/m/home`,
    simArgs: ['--port', String(sim), ...originArgs, ...rest],
    siteEnv: { SIM_URL: `http://127.0.0.1:${sim}`, SITE_PORT: String(site) },
  };
}

/**
 * `pnpm dev:msw [--site-port M] [--scenario NAME] [--seed N]`: the site alone, the simulator in the
 * page. The flags of `pnpm dev` that apply take the same names (SITE_PORT too); the simulator's
 * port does not apply and is refused by name, as is any other flag, rather than left to Vite.
 * The scenario and seed make the tab's first world (a kept world wins over them).
 */
export function mswPlan(argv, env = {}) {
  let sitePort = env.SITE_PORT ?? String(DEFAULT_SITE_PORT);
  const siteEnv = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--site-port') sitePort = value();
    else if (flag === '--scenario') siteEnv.VITE_SIM_SCENARIO = value();
    else if (flag === '--seed') {
      const seed = value();
      if (!/^\d{1,9}$/.test(seed)) throw new Error(`--seed must be a whole number, got '${seed}'`);
      siteEnv.VITE_SIM_SEED = seed;
    } else if (flag === '--sim-port' || flag === '--port')
      throw new Error(`${flag} does not apply: the simulator runs in the page (use --site-port for the site)`);
    else throw new Error(`unknown option ${arg} (dev:msw takes --site-port, --scenario and --seed)`);
  }
  const site = port('--site-port', sitePort);
  return { sitePort: site, siteUrl: `http://localhost:${site}/m/home`, siteEnv: { ...siteEnv, SITE_PORT: String(site) } };
}
