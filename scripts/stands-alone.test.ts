import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './traceability.mjs';

/**
 * The repository stands alone: a clone with nothing beside it passes `npm test`, so nothing in it
 * may lean on files kept outside it (the specification, design notes and briefs a checkout may
 * have beside it, or a path of one machine). What the code cites lives in the repository: its
 * conventions in docs/conventions.md, the checklist's items in docs/spec/checklist-ids.json.
 */

// The documents, and the folder of the specification, kept beside a checkout.
const OUTSIDE_DOCS = /\b(?:DESIGN|STYLE|TOOLCHAIN)\b/;
const SPEC_FOLDER = 'shared/spec';
const UP_TO_SHARED = /(?:\.\.\/)+shared\b/g;
const MACHINE_PATH = /(?<![\w.~-])\/work\//;
// `../shared/...` as a module specifier is the app's own shared layer (packages/app/src/shared),
// which the compiler resolves; anywhere else it names the folder beside the checkout.
const MODULE_SPECIFIER_BEFORE = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bmock\(\s*|\brequire\(\s*)['"`]$/;

/** This file: its examples below name what it looks for. */
const THIS_FILE = 'scripts/stands-alone.test.ts';

/** What a line points at outside the repository, if anything. */
function outsideReferences(line: string): string[] {
  const found: string[] = [];
  const doc = OUTSIDE_DOCS.exec(line);
  if (doc) found.push(doc[0]);
  if (line.includes(SPEC_FOLDER)) found.push(SPEC_FOLDER);
  for (const m of line.matchAll(UP_TO_SHARED)) {
    if (!MODULE_SPECIFIER_BEFORE.test(line.slice(0, m.index))) found.push(m[0]);
  }
  const machine = MACHINE_PATH.exec(line);
  if (machine) found.push(machine[0].trim());
  return found;
}

/** Tracked files and new ones not ignored, without generated reports, as paths relative to the root. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file && !file.split('/').includes('reports') && existsSync(join(ROOT, file)))
    .sort();
}

const files = repositoryFiles();
const texts = new Map(
  files.flatMap((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return text.includes('\0') ? [] : [[file, text] as const];
  }),
);

describe('the repository stands alone', () => {
  it('no file points outside the repository (name the in-repo document and section instead)', () => {
    expect(texts.size).toBeGreaterThan(500);
    const found: string[] = [];
    for (const [file, text] of texts) {
      if (file === THIS_FILE) continue;
      text.split('\n').forEach((line, i) => {
        for (const ref of outsideReferences(line)) found.push(`${file}:${i + 1}: ${ref}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('every quoted section of a document of the repository names a heading it has', () => {
    // docs/decisions/ has its own check of quoted sections (design-record.test.ts).
    const ref = /\b((?:docs|packages|e2e)\/[\w./-]+\.md|(?<![\w/.-])README\.md) "([^"\n]+)"/g;
    const headingsOf = new Map<string, string[]>();
    const headings = (doc: string) => {
      if (!headingsOf.has(doc)) {
        const text = texts.get(doc) ?? '';
        headingsOf.set(
          doc,
          [...text.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => m[1]!.trim().toLowerCase()),
        );
      }
      return headingsOf.get(doc)!;
    };
    const wrong: string[] = [];
    for (const [file, text] of texts) {
      for (const m of text.matchAll(ref)) {
        const [, doc, section] = m as unknown as [string, string, string];
        if (doc.startsWith('docs/decisions/')) continue;
        if (!texts.has(doc)) wrong.push(`${file}: ${doc} does not exist`);
        else if (!headings(doc).some((h) => h.includes(section.toLowerCase()))) wrong.push(`${file}: no section "${section}" in ${doc}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('what counts as pointing outside', () => {
  it('the documents kept beside the checkout, the spec folder, ../shared in prose and paths of one machine', () => {
    expect(outsideReferences('see DESIGN.md "Budgets"')).toEqual(['DESIGN']);
    expect(outsideReferences('// STYLE habit 14: skeletons')).toEqual(['STYLE']);
    expect(outsideReferences('(STYLE: failures are named scenarios)')).toEqual(['STYLE']);
    expect(outsideReferences('[the checklist](../../shared/spec/checklist.md)')).toEqual(['shared/spec', '../../shared']);
    expect(outsideReferences('reads the spec from ../shared.')).toEqual(['../shared']);
    expect(outsideReferences('Contract: `/work/briefs/ui-api.md`')).toEqual(['/work/']);
  });

  it("the app's own shared layer as a module specifier, and words that only contain the names, are not", () => {
    expect(outsideReferences("import { paths } from '../../shared/paths';")).toEqual([]);
    expect(outsideReferences("import '../shared/account-forms.css';")).toEqual([]);
    expect(outsideReferences("const m = await import('../shared/i18n/i18n');")).toEqual([]);
    expect(outsideReferences("vi.mock('../../../shared/api/client');")).toEqual([]);
    expect(outsideReferences(`"import { x } from '../../shared/paths';\\n",`)).toEqual([]);
    expect(outsideReferences('import { EARLY_BANNER_STYLE } from "./early-answers"; // design tokens')).toEqual([]);
    expect(outsideReferences('https://example.com/work/ and a homework/ folder')).toEqual([]);
  });
});
