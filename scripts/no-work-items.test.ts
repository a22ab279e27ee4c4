import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoFiles } from './repo-files.mjs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { WORK_ITEM } from './work-items.mjs';

/**
 * Comments, strings and test titles say why the code is as it is, never which work item made it
 * (scripts/work-items.mjs). ESLint checks the files it reads; this test also reads the ones it
 * does not (CSS, READMEs, MDX, HTML, YAML, JSON) and proves the ESLint rule fails.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

const SKIP_PATHS = new Set(['pnpm-lock.yaml']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|md|mdx|html|json|ya?ml)$/;

const textFiles = (): string[] =>
  repoFiles(
    root,
    (name) => TEXT_FILE.test(name),
    (rel) => SKIP_PATHS.has(rel),
  );

/** 'file:line: reference' for every work-item reference of the given text files. */
function references(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        const ref = WORK_ITEM.exec(line)?.[0];
        return ref ? [`${file}:${i + 1}: ${ref}`] : [];
      }),
  );
}

// Built from parts so that this file holds no reference itself.
const ref = (kind: string, n: number) => `${kind} ${n}`;

async function workItemErrors(code: string): Promise<number[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: join(root, 'scripts/work-item-fixture.test.ts') });
  return result!.messages.filter((m) => m.ruleId === 'work-items/no-work-item-numbers' && m.severity === 2).map((m) => m.line);
}

describe('no work-item numbers in the repository', () => {
  it('no source, test, story, stylesheet or README cites one (say why instead; checklist IDs stay)', () => {
    const files = textFiles();
    expect(files.length).toBeGreaterThan(500);
    expect(references(files)).toEqual([]);
  });

  it('the pattern finds the forms the history used, and not checklist IDs or other words', () => {
    for (const text of [
      `(${ref('issue', 7)}, ${ref('defect', 5)})`,
      `${ref('Issue', 20)} item 4:`,
      `${ref('defects', 8)} and 9`,
      ref('round', 3),
      `issue #${12}`,
    ]) {
      expect(text).toMatch(WORK_ITEM);
    }
    for (const text of ['A-018, G-078 (decided)', 'Math.round(3)', 'round2(x)', 'around 3 s', 'no issues found', 'item 4 of the list']) {
      expect(text).not.toMatch(WORK_ITEM);
    }
  });
});

describe('ESLint rule work-items/no-work-item-numbers (eslint.config.js)', () => {
  it('fails a line comment, a block comment, a test title and a template string', async () => {
    const code = [
      `// Refused here (${ref('issue', 7)}).`,
      `/** Bounded (${ref('defect', 9)}). */`,
      `export const title = 'keeps the field clear (${ref('issue', 20)})';`,
      `export const note = \`${ref('round', 3)}\`;`,
      '',
    ].join('\n');
    expect(await workItemErrors(code)).toEqual([1, 2, 3, 4]);
  });

  it('passes checklist IDs and the reason alone', async () => {
    expect(
      await workItemErrors(
        "// A-157: a failed load says so, with its retry (G-078).\nexport const title = 'refuses pageNo=Infinity (A-018)';\n",
      ),
    ).toEqual([]);
  });
});
