import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISIONS, ROOT, slugger } from './traceability.mjs';
import { repoFiles } from './repo-files.mjs';
import { WORK_ITEM } from './work-items.mjs';

/**
 * The design record (docs/decisions/, one file per area) and the documents beside it: no section
 * names a work item, every link between documents lands on a file and a heading that exist, and
 * every reference to the record from code, tests or READMEs names a file (and, when it quotes a
 * heading or gives an ID right after the file, a section) that exists.
 */

const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|md|mdx|html|ya?ml)$/;

const textFiles = (): string[] => repoFiles(ROOT, (name) => TEXT_FILE.test(name));

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const headings = (text: string) => [...text.matchAll(/^(#{1,6})\s+(.*)$/gm)].map((m) => ({ level: m[1]!.length, text: m[2]!.trim() }));
const anchors = (text: string) => {
  const slug = slugger();
  return new Set(headings(text).map((h) => slug(h.text)));
};

// Simulator rule files that still name the old log: Stryker keeps each mutated file's source in
// the committed mutation report, so their comments change together with a refresh of that report.
// Shrinks only: the test fails when a listed file no longer names the old log.
const OLD_LOG_PENDING: string[] = [];

const areaFiles = readdirSync(DECISIONS)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .sort();
const docs = textFiles().filter((f) => f.startsWith('docs/') && f.endsWith('.md'));

describe('the design record', () => {
  it('is one file per area, with an index, and the old single log is gone', () => {
    expect(areaFiles.length).toBeGreaterThan(5);
    expect(existsSync(join(DECISIONS, 'README.md'))).toBe(true);
    expect(existsSync(join(ROOT, 'docs', ['decisions', 'md'].join('.')))).toBe(false);
  });

  it('names no work item, in headings or text (history is in git)', () => {
    const found = ['README.md', ...areaFiles].flatMap((f) =>
      read(`docs/decisions/${f}`)
        .split('\n')
        .flatMap((line, i) => (WORK_ITEM.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('lists every section of every area file in its index', () => {
    const index = read('docs/decisions/README.md');
    const missing = areaFiles.flatMap((f) => {
      const slug = slugger();
      return headings(read(`docs/decisions/${f}`))
        .map((h) => ({ ...h, anchor: slug(h.text) }))
        .filter((h) => h.level === 2 && !index.includes(`(${f}#${h.anchor})`))
        .map((h) => `${f}#${h.anchor}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('links and references', () => {
  it('every relative link of docs/ lands on a file and, for a .md file, on a heading that exist', () => {
    const broken: string[] = [];
    for (const file of docs) {
      for (const m of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const abs = path ? resolve(ROOT, dirname(file), path) : join(ROOT, file);
        if (!existsSync(abs)) {
          broken.push(`${file}: ${target} (no such file)`);
        } else if (anchor && abs.endsWith('.md') && !anchors(readFileSync(abs, 'utf8')).has(anchor)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every reference to the record in the repository names an area file and a section that exist', () => {
    const oldLog = new RegExp(`\\b${['decisions', 'md'].join('\\.')}\\b`);
    const ref = /docs\/decisions\/([\w-]+\.md)(?:[,:]?\s+(?:"([^"\n]+)"|((?:[AG]-\d{3}|ENG-[A-Z]+)\b)))?/g;
    const sections = new Map(
      ['README.md', ...areaFiles].map((f) => [
        f,
        headings(read(`docs/decisions/${f}`))
          .filter((h) => h.level === 2)
          .map((h) => h.text.toLowerCase()),
      ]),
    );
    const wrong: string[] = [];
    for (const file of textFiles()) {
      if (file.startsWith('docs/decisions/') || file === 'scripts/design-record.test.ts') continue;
      const text = read(file);
      if (oldLog.test(text) !== OLD_LOG_PENDING.includes(file)) {
        wrong.push(
          OLD_LOG_PENDING.includes(file)
            ? `${file}: no longer names the old log; drop it from OLD_LOG_PENDING`
            : `${file}: names the old single decisions log`,
        );
      }
      for (const m of text.matchAll(ref)) {
        const heads = sections.get(m[1]!);
        const section = (m[2] ?? m[3])?.toLowerCase();
        if (!heads) wrong.push(`${file}: docs/decisions/${m[1]} does not exist`);
        else if (section && !heads.some((h) => h.includes(section)))
          wrong.push(`${file}: no section "${m[2] ?? m[3]}" in docs/decisions/${m[1]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
