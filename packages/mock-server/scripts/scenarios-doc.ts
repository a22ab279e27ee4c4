// Writes docs/scenarios.md from the scenario catalogue (`pnpm scenarios:doc`); qa-kit.test.ts fails when it is stale.
import { writeFileSync } from 'node:fs';
import { renderScenariosMarkdown } from '../src/engine/scenario-catalogue';

const target = new URL('../../../docs/scenarios.md', import.meta.url);
writeFileSync(target, renderScenariosMarkdown());
console.info(`wrote ${target.pathname}`);
