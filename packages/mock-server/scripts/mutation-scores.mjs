// Prints the per-file table of docs/reliability.md "Mutation testing" from Stryker's incremental
// report (reports/stryker-incremental.json, written by `pnpm test:mutation`):
//   node packages/mock-server/scripts/mutation-scores.mjs
// Score = (killed + timeout) / (killed + timeout + survived + no coverage); ignored (static)
// mutants are left out, as Stryker counts them.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(new URL('../reports/stryker-incremental.json', import.meta.url), 'utf8'));
const rows = [];
const total = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0 };
for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const n = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0 };
  for (const m of mutants) if (m.status in n) n[m.status] += 1;
  for (const k of Object.keys(n)) total[k] += n[k];
  rows.push([file.replace(/^src\/engine\//, ''), n]);
}
const score = (n) => {
  const valid = n.Killed + n.Timeout + n.Survived + n.NoCoverage;
  return valid === 0 ? '-' : `${((100 * (n.Killed + n.Timeout)) / valid).toFixed(1)}%`;
};
console.info('| file | killed | timeout | survived | no coverage | ignored (static) | score |');
console.info('|---|---|---|---|---|---|---|');
for (const [file, n] of [...rows, ['**all**', total]]) {
  console.info(`| ${file} | ${n.Killed} | ${n.Timeout} | ${n.Survived} | ${n.NoCoverage} | ${n.Ignored} | ${score(n)} |`);
}
