// `pnpm contract:check --target URL [--token T] [--world ID] [--query id:key=value ...] [--json]`
// Exit 0: no drift; 1: drift (the report names each offending field); 2: bad arguments.
import { parseArgs } from 'node:util';
import { contractCheck, formatReport } from '../src/contract-check/check';

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    token: { type: 'string' },
    world: { type: 'string' },
    query: { type: 'string', multiple: true },
    json: { type: 'boolean' },
  },
});

if (!values.target) {
  console.error(
    'usage: pnpm contract:check --target http://localhost:4010 [--token T] [--world ID] [--query lottery.history:code=FAST1] [--json]',
  );
  process.exit(2);
}
const queries: Record<string, Record<string, string>> = {};
for (const q of values.query ?? []) {
  const m = /^([^:]+):([^=]+)=(.*)$/.exec(q);
  if (!m) {
    console.error(`--query ${q}: expected <endpoint id>:<key>=<value>`);
    process.exit(2);
  }
  (queries[m[1]!] ??= {})[m[2]!] = m[3]!;
}

const report = await contractCheck({ target: values.target, token: values.token, world: values.world, queries });
if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else console.info(formatReport(report));
process.exit(report.drift ? 1 : 0);
