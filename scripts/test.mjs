// `npm test`: install what is missing, then lint, typecheck, unit + story + contract tests, e2e.
import { ensureChromium, ensureDependencies, ensurePnpm, run } from './ensure.mjs';

ensurePnpm();
ensureDependencies();
ensureChromium();
process.exit(run('pnpm', ['run', 'ci']));
