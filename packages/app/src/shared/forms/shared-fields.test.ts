import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const features = join(import.meta.dirname, '../../features');

/** Each component of a feature (tests and stories left out) that draws a `<form` element. */
const formFiles = (readdirSync(features, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(f))
  .map((f) => ({ file: f.replaceAll('\\', '/'), text: readFileSync(join(features, f), 'utf8') }))
  .filter(({ text }) => /<form[\s>]/.test(text));

/** The opening tag that starts at `from`: up to its `>`, skipping the `>` inside `{...}` (arrow functions). */
function openingTag(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if (c === '>' && depth === 0) return text.slice(from, i + 1);
  }
  return text.slice(from);
}

/** Inputs that are no text to type: a box to tick, a choice, a file. */
const NOT_TEXT = /\btype="(checkbox|radio|file)"/;

/**
 * Raw text inputs a form may keep, by file and type, each with its reason: the game list's name
 * search is a search box inside the game list's own bar (filters as it is typed, beside its
 * Search and Filters buttons), not a field of a form to fill.
 */
const ALLOWED: Record<string, string> = { 'games/components/game-list-view.tsx': 'search' };

/** `file: <tag` for each text-like `<input` or `<textarea` a form writes itself. */
function rawTextFields(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/<(input|textarea)[\s/>]/g)) {
    const tag = openingTag(text, match.index);
    if (match[1] === 'input' && NOT_TEXT.test(tag)) continue;
    const type = /\btype="([a-z]+)"/.exec(tag)?.[1] ?? 'text';
    if (match[1] === 'input' && ALLOWED[file] === type) continue;
    found.push(`${file}: ${tag.replace(/\s+/g, ' ').slice(0, 80)}`);
  }
  return found;
}

describe('forms write their text fields with the shared fields (docs/decisions/front-end.md "Forms on react-hook-form")', () => {
  it('finds the forms of the features and their inputs', () => {
    expect(formFiles.length).toBeGreaterThanOrEqual(12);
    // The scan reads tags: a checkbox of a form is seen and let through, not missed.
    const login = formFiles.find((f) => f.file === 'login/login-form.tsx');
    expect(login?.text).toMatch(/<input type="checkbox"/);
    expect(rawTextFields('x.tsx', '<input type="checkbox" onChange={(e) => go(e)} />')).toEqual([]);
    expect(rawTextFields('x.tsx', '<input onChange={(e) => go(e)} maxLength={4} />')).toHaveLength(1);
  });

  it('no form writes a raw text input or text area: TextField and TextAreaField of @m/ui carry the label, the hint, the messages and their aria', () => {
    const raw = formFiles.flatMap(({ file, text }) => rawTextFields(file, text));
    expect(raw, 'raw text fields in forms (use TextField or TextAreaField of @m/ui)').toEqual([]);
  });

  it('each allowed raw field is still there', () => {
    for (const [file, type] of Object.entries(ALLOWED)) {
      const text = formFiles.find((f) => f.file === file)?.text ?? '';
      expect(text, file).toMatch(new RegExp(`<input\\s[^>]*type="${type}"`));
    }
  });
});
