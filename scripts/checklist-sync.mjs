// `pnpm checklist:sync <checklist.md>`: copies what the repository's tools read of the acceptance
// checklist (each item's ID, tags, title, section, and whether it is retired) into
// docs/spec/checklist-ids.json. `pnpm traceability` and its tests read that copy, so a clone with
// nothing beside it runs them.
//
// The checklist itself is kept with the specification, outside the repository, so its place is
// given, never assumed: the argument, or the CHECKLIST_MD environment variable. Without either this
// script stops and the copy stays as committed. scripts/checklist-sync.test.ts fails when the copy
// differs from the checklist CHECKLIST_MD names, and checks the copy alone when none is named.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The checklist named by CHECKLIST_MD (relative to the working folder), or null. */
export const sourceFromEnv = () => (process.env.CHECKLIST_MD ? resolve(process.env.CHECKLIST_MD) : null);
export const COPY = join(ROOT, 'docs/spec/checklist-ids.json');

const ABOUT =
  'The items of the acceptance checklist, as scripts/traceability.mjs reads them. Written by `pnpm checklist:sync` ' +
  '(scripts/checklist-sync.mjs) from the checklist kept with the specification; do not edit by hand.';

/** Checklist items in order: id, tags, title (the item text without its source), section, retired. */
export function parseChecklist(text) {
  const items = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^##\s+(\d+\..*)$/.exec(line);
    if (heading) section = heading[1].trim();
    const m = /^\s*\d+\.\s+(~~)?\*\*([AG]-\d{3})\*\*((?:\s*\[[A-Z0-9]+\])+)\s*(.*)$/.exec(line);
    if (!m) continue;
    const tags = [...m[3].matchAll(/\[([A-Z0-9]+)\]/g)].map((t) => t[1]);
    const title = m[4]
      .replace(/\s*—\s*\*Src:.*$/, '')
      .replace(/~~/g, '')
      .trim();
    items.push({ id: m[2], tags, title, section, retired: Boolean(m[1]) });
  }
  return items;
}

/** The copy's text: one item per line, so a changed item is one changed line in a diff. */
export function copyText(items) {
  const lines = items.map((item, i) => `    ${JSON.stringify(item)}${i < items.length - 1 ? ',' : ''}`);
  return `{\n  "about": ${JSON.stringify(ABOUT)},\n  "items": [\n${lines.join('\n')}\n  ]\n}\n`;
}

/** The items of the committed copy. */
export function readCopy(file = COPY) {
  return JSON.parse(readFileSync(file, 'utf8')).items;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const SOURCE = process.argv[2] ? resolve(process.argv[2]) : sourceFromEnv();
  if (!SOURCE || !existsSync(SOURCE)) {
    console.error(
      `checklist:sync: ${SOURCE ? `no checklist at ${SOURCE}` : 'name the checklist: pnpm checklist:sync <checklist.md> (or CHECKLIST_MD)'}; docs/spec/checklist-ids.json is left as committed`,
    );
    process.exit(1);
  }
  const items = parseChecklist(readFileSync(SOURCE, 'utf8'));
  if (!items.length) throw new Error(`checklist:sync: no item found in ${SOURCE}`);
  writeFileSync(COPY, copyText(items));
  console.info(`docs/spec/checklist-ids.json: ${items.length} items from ${SOURCE}`);
}
