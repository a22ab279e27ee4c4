import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routesSourceText } from '../src/routes-source';

/** Writes src/routes/generated.ts from the endpoint table; a test fails when the file is stale. */
const target = fileURLToPath(new URL('../src/routes/generated.ts', import.meta.url));
writeFileSync(target, routesSourceText());
console.info(`wrote ${target}`);
