import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiText } from '../src/openapi';

/** Writes docs/openapi.json from the endpoint table; a test fails when the file is stale. */
const target = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
writeFileSync(target, openApiText());
console.info(`wrote ${target}`);
