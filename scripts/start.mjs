// `npm start [-- --sim-port N --site-port M]`: install what is missing, then run the simulator and
// the site together (`pnpm dev`, same flags).
import { ensureDependencies, ensureNode, ensurePnpm, run } from './ensure.mjs';

ensureNode();
ensurePnpm();
ensureDependencies();
process.exit(run('pnpm', ['run', 'dev', ...process.argv.slice(2)]));
