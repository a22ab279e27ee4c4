import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The stylesheets as written (the test project loads no CSS).
const cssUnder = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.css')).map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));
const site = cssUnder(join(import.meta.dirname, '..'));
const ui = cssUnder(join(import.meta.dirname, '../../../ui/src'));
const definedIn = (sheets: { text: string }[]) => new Set(sheets.flatMap((s) => [...s.text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])));

describe("the site's stylesheets", () => {
  it('read only custom properties that exist: the design tokens of @m/ui or their own', () => {
    // A name nothing defines falls back to the value written after it: the status pages' buttons
    // were blue (--color-primary, #1f6feb) instead of the brand's colour.
    const defined = new Set([...definedIn(ui), ...definedIn(site)]);
    const unknown = site.flatMap(({ file, text }) => [...text.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!).filter((name) => !defined.has(name)).map((name) => `${file}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it('colour the status pages\' contact button with the brand tokens (A-152..A-155)', () => {
    const status = site.find((s) => s.file.endsWith('status.css'))!.text;
    const contact = /\.m-status__contact \{([^}]*)\}/.exec(status)?.[1] ?? '';
    expect(contact).toMatch(/background: var\(--ui-color-primary\);/);
    expect(contact).toMatch(/color: var\(--ui-color-on-primary\);/);
  });
});
