// `npm test`: install what is missing, then lint, typecheck, unit + story + contract tests, e2e.
import { ensureChromium, ensureDependencies, ensureNode, ensurePnpm, run } from './ensure.mjs';

ensureNode();
ensurePnpm();
ensureDependencies();
ensureChromium();
process.exit(run('pnpm', ['run', 'ci']));
