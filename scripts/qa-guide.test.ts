import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createControlClient } from '../packages/mock-server/src/control/client';
import { controlRoutes } from '../packages/mock-server/src/control/contract';
import { scenarios } from '../packages/mock-server/src/engine/scenarios';
import { ROOT } from './traceability.mjs';

/**
 * docs/qa-guide.md's edge-case table is a list of recipes QA copies: each row names the scenarios,
 * control calls and control routes it uses, and an example test that runs it. A row whose scenario,
 * call or route no longer exists, or whose example is gone or missing, fails here (the error table
 * below it is generated from packages/mock-server/src/qa/error-recipes.ts and run screen by screen
 * by the app's error-table tests).
 */

const guide = readFileSync(join(ROOT, 'docs/qa-guide.md'), 'utf8');
const SPECS = join(ROOT, 'e2e/specs');
const GUIDE_SPEC = readFileSync(join(SPECS, 'qa-guide.spec.ts'), 'utf8');

interface Row {
  edge: string;
  how: string;
  example: string;
}

export function edgeRows(doc: string): Row[] {
  const start = doc.indexOf('## Edge cases');
  const end = doc.indexOf('\n## ', start + 1);
  return doc
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| edge case'))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim());
      return { edge: cells[0] ?? '', how: cells[1] ?? '', example: cells[2] ?? '' };
    });
}

/** The code blocks of the recipes under "## Edge cases" (its ### sections), by section title. */
export function recipeBlocks(doc: string): Array<{ title: string; lines: string[] }> {
  const start = doc.indexOf('## Edge cases');
  const end = doc.indexOf('\n## ', start + 1);
  const blocks: Array<{ title: string; lines: string[] }> = [];
  let title = '';
  for (const m of doc.slice(start, end).matchAll(/^### (.+)$|^```ts\n([\s\S]*?)^```$/gm)) {
    if (m[1]) title = m[1];
    else blocks.push({ title, lines: m[2]!.split('\n').filter(Boolean) });
  }
  return blocks;
}

/** Scenario names a cell gives: `scenario \`a\``, `\`a\`, \`b\``, `\`a\` / \`b\``. */
export function scenarioNames(how: string): string[] {
  const names: string[] = [];
  for (const m of how.matchAll(/scenarios?((?:\s*(?:,|\/|or|and)?\s*`[a-z0-9-]+`)+)/g)) {
    for (const n of m[1]!.matchAll(/`([a-z0-9-]+)`/g)) names.push(n[1]!);
  }
  return names;
}

/** Where an example lives: true when the test or file it names exists. */
function exampleFound(example: string): string | null {
  if (example.startsWith('guide: '))
    return GUIDE_SPEC.includes(`'${example}`) ? null : `no test titled '${example}...' in e2e/specs/qa-guide.spec.ts`;
  const m = /^(\S+\.(?:spec|test)\.tsx?)(?:\s+"([^"]+)")?$/.exec(example);
  if (!m) return `not a test: ${example}`;
  const [, file, title] = m;
  const path = [join(ROOT, file!), join(SPECS, file!)].find(existsSync);
  if (!path) return `no file ${file}`;
  if (title && !readFileSync(path, 'utf8').includes(title)) return `no "${title}" in ${file}`;
  return null;
}

describe("docs/qa-guide.md's edge-case recipes", () => {
  const rows = edgeRows(guide);
  const client = createControlClient('http://localhost') as unknown as Record<string, unknown>;
  const routes = Object.values(controlRoutes).map((r) => `${r.method} ${r.path}`);

  it('has its rows', () => expect(rows.length).toBeGreaterThan(15));

  for (const row of rows) {
    it(`${row.edge}: its scenarios, control calls and routes exist, and an example test runs it`, () => {
      for (const name of scenarioNames(row.how)) expect(scenarios.has(name), `scenario ${name}`).toBe(true);
      for (const [, method] of row.how.matchAll(/control\.(\w+)\(/g)) expect(typeof client[method!], `control.${method}`).toBe('function');
      for (const [, method, path] of row.how.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/worlds\/[^`\s]+)`/g))
        expect(routes, `${method} ${path}`).toContain(`${method} ${path}`);
      const examples = row.example.split(';').map((e) => e.trim());
      expect(examples.filter(Boolean), 'an example test').not.toEqual([]);
      expect(examples.map(exampleFound).filter(Boolean)).toEqual([]);
    });
  }

  it('catches a renamed scenario and a missing example', () => {
    expect(scenarioNames('scenario `maintenance`, `region-restricted`')).toEqual(['maintenance', 'region-restricted']);
    expect(scenarios.has('maintenance-2')).toBe(false);
    expect(exampleFound('guide: a test nobody wrote')).not.toBeNull();
    expect(exampleFound('lottery.spec.ts "a title nobody wrote"')).not.toBeNull();
  });

  it("every recipe's code is what e2e/specs/qa-guide.spec.ts runs, line by line", () => {
    const normal = (line: string) =>
      line
        .replace(/\s+\/\/.*$/, '')
        .replace(/\s+/g, ' ')
        .trim();
    const spec = new Set(GUIDE_SPEC.split('\n').map(normal));
    const missing = recipeBlocks(guide)
      .flatMap(({ title, lines }) => lines.map((line) => ({ title, line: normal(line) })))
      .filter(({ line }) => line && !line.startsWith('//') && !spec.has(line));
    expect(missing).toEqual([]);
  });

  it('every spec file it names is in e2e/specs or at its path', () => {
    const specs = new Set(readdirSync(SPECS));
    for (const row of rows)
      for (const [, file] of row.example.matchAll(/(\S+\.spec\.ts)/g))
        expect(specs.has(file!) || existsSync(join(ROOT, file!)), file).toBe(true);
  });
});
