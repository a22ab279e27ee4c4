// docs/traceability.md is generated (scripts/traceability.mjs): it must match what the tests cite
// today, and every checklist item must be cited by a test or, for a [DECIDE] item, be decided.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChecklist } from './checklist-sync.mjs';
import { build, citationsIn, decisionIndex, decisionsIn, OUTPUT, untraced } from './traceability.mjs';

// Items not traced yet. Shrinks only: the test fails when one of them gets traced and is still
// listed, so the list always says what is left.
const NOT_TRACED_YET: string[] = [];

const { items, citations, decisions, text } = build();

describe('docs/traceability.md', () => {
  it('is what `pnpm traceability` writes today (run it after citing an item in a test)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(text);
  });

  it('lists every item of the checklist', () => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(text).toContain(`### ${item.id} `);
  });

  it('every item is cited by a test, or for a [DECIDE] item decided, except the ones still listed here', () => {
    expect(untraced(items, citations, decisions).sort()).toEqual([...NOT_TRACED_YET].sort());
  });

  it('every [DECIDE] item is decided by exactly one section of the design record, cited by a test or not', () => {
    const count = (id: string) => decisions.get(id)?.length ?? 0;
    const wrong = items.filter((i) => !i.retired && i.tags.includes('DECIDE') && count(i.id) !== 1).map((i) => `${i.id}: ${count(i.id)}`);
    expect(wrong).toEqual([]);
  });
});

// The rules documented at the top of the generated file.
const A1 = ['A', '001'].join('-');
const A2 = ['A', '002'].join('-');
const A3 = ['A', '003'].join('-');
const A5 = ['A', '005'].join('-');
const G1 = ['G', '001'].join('-');
const ids = (source: string, file = 'x.test.ts') => citationsIn(file, source).map((c) => `${c.id} ${c.kind} ${c.name} ${c.via}`);

describe('how a citation is found', () => {
  it('an ID in a test title, or in a comment inside the test or directly above it, cites it', () => {
    const source = [
      `// header ${A5}`,
      `import { it } from 'vitest';`,
      ``,
      `it('checks ${A1}', () => {});`,
      `// ${A2}: the comment right above`,
      `it('second', () => {`,
      `  // ${A3}: inside`,
      `  expect(1).toBe(1); // ${A5} at the end of a line`,
      `});`,
    ].join('\n');
    expect(ids(source).sort()).toEqual([
      `${A1} test checks ${A1} title`,
      `${A2} test second comment`,
      `${A3} test second comment`,
      `${A5} test second comment`,
    ]);
  });

  it('a comment separated by a blank line, a file header or a helper cites nothing', () => {
    const source = [`// ${A1}`, ``, `it('t', () => {});`, `const helper = () => { /* ${A2} */ };`].join('\n');
    expect(ids(source)).toEqual([]);
  });

  it('a group cites with its name; a test inside it is named with the group; a comment goes to the innermost block', () => {
    const source = [`describe('group ${G1}', () => {`, `  it('inner', () => {`, `    // ${A1}`, `  });`, `});`].join('\n');
    expect(ids(source).sort()).toEqual([`${A1} test group ${G1} › inner comment`, `${G1} describe group ${G1} title`]);
  });

  it('a range names its two ends only', () => {
    expect(ids(`it('x (${A1}..${A3})', () => {});`).map((s) => s.split(' ')[0])).toEqual([A1, A3]);
  });

  it('a story cites by its name or a comment above it, named with the title of its meta', () => {
    const source = [
      `export default { title: 'App/Home' };`,
      `/** Shows ${A1}. */`,
      `export const Loaded: Story = { args: {} };`,
      `export const Other: Story = { name: 'other ${A2}' };`,
    ].join('\n');
    expect(ids(source, 'x.stories.tsx').sort()).toEqual([
      `${A1} story App/Home › Loaded comment`,
      `${A2} story App/Home › other ${A2} title`,
    ]);
  });

  it('a [DECIDE] item is decided by a ## heading naming it, a range in a heading naming every ID in it', () => {
    const index = decisionIndex(
      `# Account\n\n## ${A1}..${A3} Login\n\ntext ${A5}\n\n### ${A5} not a section\n\n## ${G1} Merchant code\n`,
      'account.md',
    );
    expect([...index.keys()].sort()).toEqual([A1, A2, A3, G1]);
    expect(index.get(G1)).toEqual([{ file: 'account.md', heading: `${G1} Merchant code`, anchor: 'g-001-merchant-code' }]);
  });

  it('the decisions of every area file are merged, each entry naming its file', () => {
    const index = decisionsIn([
      { file: 'account.md', text: `# Account\n\n## ${A1} Login\n` },
      { file: 'games.md', text: `# Games\n\n## ${A1}, ${G1} Launch\n` },
    ]);
    expect(index.get(A1)?.map((d) => `${d.file}#${d.anchor}`)).toEqual(['account.md#a-001-login', `games.md#a-001-g-001-launch`]);
    expect(index.get(G1)?.map((d) => d.file)).toEqual(['games.md']);
  });

  it('an item is traced by a citing test, or when [DECIDE] by a decision alone', () => {
    const list = parseChecklist(
      [`1. **${A1}** [APP] One. — *Src: A§1*`, `2. **${A2}** [SIM][DECIDE] Two. — *Src: A§1*`, `3. **${A3}** [APP][DECIDE] Three.`].join(
        '\n',
      ),
    );
    const decided = new Map([[A2, [{ heading: 'h', anchor: 'h' }]]]);
    expect(untraced(list, new Map(), decided)).toEqual([A1, A3]);
    expect(list[0]).toMatchObject({ id: A1, tags: ['APP'], title: 'One.' });
  });
});
