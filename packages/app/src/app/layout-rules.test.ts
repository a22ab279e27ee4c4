import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Layout rules a narrow screen in PT or VI depends on, read from the stylesheets as written (the
 * unit tests load no CSS and lay nothing out; `pnpm check:storybook` measures the same screens
 * in Chromium at 375 px).
 */
const sheet = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the rule whose selector is exactly `selector`. */
function rule(text: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^{}]*)\\}`).exec(text)?.[1];
  expect(block, `a rule for ${selector}`).toBeDefined();
  return Object.fromEntries(
    block!
      .split(';')
      .map((d) => /^\s*([-\w]+)\s*:\s*([\s\S]*\S)\s*$/.exec(d))
      .filter((m) => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
}

describe('layout rules of narrow screens', () => {
  const modal = sheet('../../../ui/src/components/modal/modal.css');

  it('a popup header never shrinks: a two- or three-line title stays inside it, clear of its edge and divider', () => {
    const header = rule(modal, '.ui-modal__header');
    expect(header['flex-shrink']).toBe('0');
    // Room above and below the title's lines.
    expect(header.padding).toMatch(/^var\(--ui-space-\d\) /);
    // The body is what gives way to a long content: it scrolls.
    expect(rule(modal, '.ui-modal__body')['min-height']).toBe('0');
    expect(rule(modal, '.ui-modal__footer')['flex-shrink']).toBe('0');
  });

  it('a popup title wraps between words, never inside one', () => {
    expect(rule(modal, '.ui-modal__title')['overflow-wrap']).toBe('break-word');
  });

  it("the weekly lottery panel's columns are as wide as their longest word, which never breaks", () => {
    const days = rule(sheet('../features/lottery/components/lottery.css'), '.lott-weekly-days');
    expect(days['grid-template-columns']).toBe('repeat(7, minmax(min-content, 1fr))');
    // The frame's main area wraps with `anywhere` and hyphenates: the week opts out of both.
    expect(days['overflow-wrap']).toBe('normal');
    expect(days.hyphens).toBe('manual');
  });
});
