import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const features = join(import.meta.dirname, '../../features');

/** Each component of a feature (tests and stories left out) that draws a `<form` element. */
const formFiles = (readdirSync(features, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(f))
  .map((f) => ({ file: f.replaceAll('\\', '/'), text: readFileSync(join(features, f), 'utf8') }))
  .filter(({ text }) => /<form[\s>]/.test(text));

/** The form library, directly or through the shared hook that wraps it (a form with drafts). */
const ON_THE_LIBRARY = [/from 'react-hook-form'/, /from '[./]*shared\/forms\/use-draft'/];

/**
 * Forms that are no form to fill: the game list's name search filters the list as it is typed
 * (debounced), its submit only applies the same text at once.
 */
const NOT_A_FORM_TO_FILL = new Set(['games/components/game-list-view.tsx']);

describe('forms on react-hook-form (docs/decisions/front-end.md "Forms on react-hook-form")', () => {
  it('finds the forms of the features', () => {
    expect(formFiles.length).toBeGreaterThanOrEqual(12);
  });

  it('every form of a feature keeps its values in the form library, not in useState', () => {
    const off = formFiles
      .filter(({ file }) => !NOT_A_FORM_TO_FILL.has(file))
      .filter(({ text }) => !ON_THE_LIBRARY.some((re) => re.test(text)))
      .map(({ file }) => file);
    expect(off, 'forms that import neither react-hook-form nor shared/forms/use-draft').toEqual([]);
  });

  it('the exceptions are still forms', () => {
    for (const file of NOT_A_FORM_TO_FILL) expect(formFiles.map((f) => f.file)).toContain(file);
  });
});
