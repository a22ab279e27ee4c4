// docs/spec/checklist-ids.json is the repository's copy of the acceptance checklist's items
// (scripts/checklist-sync.mjs): what `pnpm traceability` and its tests read, so that a clone with
// nothing beside it runs them. The checklist itself is kept with the specification; where
// CHECKLIST_MD names it, the copy must say what it says.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COPY, copyText, parseChecklist, readCopy, sourceFromEnv, type ChecklistItem } from './checklist-sync.mjs';

const copy = readCopy();

/** 'A-001 added', 'A-002 removed', 'A-003 changed' for every item that differs, in checklist order. */
function differences(now: ChecklistItem[], kept: ChecklistItem[]): string[] {
  const keptById = new Map(kept.map((i) => [i.id, i]));
  const nowIds = new Set(now.map((i) => i.id));
  const out: string[] = [];
  for (const item of now) {
    const old = keptById.get(item.id);
    if (!old) out.push(`${item.id} added`);
    else if (JSON.stringify(old) !== JSON.stringify(item)) out.push(`${item.id} changed`);
  }
  for (const item of kept) if (!nowIds.has(item.id)) out.push(`${item.id} removed`);
  if (!out.length && now.map((i) => i.id).join() !== kept.map((i) => i.id).join()) out.push('items in another order');
  return out;
}

describe('docs/spec/checklist-ids.json', () => {
  it('holds the items, each ID once, each with a tag and a title', () => {
    expect(copy.length).toBeGreaterThan(200);
    expect(new Set(copy.map((i) => i.id)).size).toBe(copy.length);
    const incomplete = copy.filter((i) => !/^[AG]-\d{3}$/.test(i.id) || !i.tags.length || !i.title || !i.section).map((i) => i.id);
    expect(incomplete).toEqual([]);
  });

  it('is written by `pnpm checklist:sync` (not edited by hand)', () => {
    expect(readFileSync(COPY, 'utf8')).toBe(copyText(copy));
  });

  it('says what the checklist says, where CHECKLIST_MD names it (else the copy stands alone)', () => {
    const SOURCE = sourceFromEnv();
    if (!SOURCE) {
      // A clone on its own: nothing to compare with; the copy is what the tools read.
      expect(copy.length).toBeGreaterThan(0);
      return;
    }
    expect(existsSync(SOURCE), `CHECKLIST_MD names ${SOURCE}, which does not exist`).toBe(true);
    const stale = differences(parseChecklist(readFileSync(SOURCE, 'utf8')), copy);
    expect(
      stale,
      `docs/spec/checklist-ids.json is stale against ${SOURCE}: run pnpm checklist:sync $CHECKLIST_MD, then pnpm traceability`,
    ).toEqual([]);
  });
});

describe('parseChecklist', () => {
  it('reads ID, tags, title without its source, section, and a struck-through item as retired', () => {
    const [one, two] = parseChecklist(
      [
        '## 1. Routing & frame',
        '',
        '1. **A-001** [APP][E2E] Every route lives under /m. — *Src: A§intro*',
        '2. ~~**G-002** [SIM][DECIDE] A retired item.~~ — *Src: G§2*',
        '- **A-003** is named in prose, not listed',
      ].join('\n'),
    ) as [ChecklistItem, ChecklistItem];
    expect(one).toEqual({
      id: 'A-001',
      tags: ['APP', 'E2E'],
      title: 'Every route lives under /m.',
      section: '1. Routing & frame',
      retired: false,
    });
    expect(two).toMatchObject({ id: 'G-002', tags: ['SIM', 'DECIDE'], title: 'A retired item.', retired: true });
    expect(parseChecklist('- **A-003** is named in prose')).toEqual([]);
  });
});
