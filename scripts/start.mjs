// `npm start`: install what is missing, then run the simulator and the site together.
import { ensureDependencies, ensurePnpm, run } from './ensure.mjs';

ensurePnpm();
ensureDependencies();
process.exit(run('pnpm', ['run', 'dev']));
