// Writes the error table of docs/qa-guide.md from src/qa/error-recipes.ts (`pnpm --filter @m/mock-server qa:errors`);
// src/qa/error-recipes.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { withErrorTable } from '../src/qa/error-recipes-doc';

const target = new URL('../../../docs/qa-guide.md', import.meta.url);
writeFileSync(target, withErrorTable(readFileSync(target, 'utf8')));
console.info(`wrote ${target.pathname}`);
