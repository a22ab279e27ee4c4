import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLASSES_WITHOUT_RULE, classesOf, globbed, storiesFileOf } from './story-styles';

const packagesDir = join(import.meta.dirname, '../../..');
const stylesheets = ['app/src', 'ui/src'].flatMap((dir) =>
  (readdirSync(join(packagesDir, dir), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.css'))
    .map((f) => join(packagesDir, dir, f)),
);

describe('the check that each story is styled by its own imports', () => {
  it('reads the classes of selectors, not of declarations, comments or at-rules', () => {
    const css = `/* .commented {} */
      @media (min-width: 37.5em) { .a .b:hover, .c > .d--e { margin: 0.5em; background: url(x.png); } }
      .f:not(.g) { color: var(--ui-color-text) }`;
    expect(classesOf(css).sort()).toEqual(['a', 'b', 'c', 'd--e', 'f', 'g']);
  });

  it('allows only classes that no stylesheet has a rule for (a class given a rule leaves the list)', () => {
    const ruled = new Set(stylesheets.flatMap((file) => classesOf(readFileSync(file, 'utf8'))));
    const stale = [...ruled].filter((name) => CLASSES_WITHOUT_RULE.some(([pattern]) => pattern.test(name)));
    expect(stale).toEqual([]);
  });

  it("finds a story's file from its id", () => {
    expect(storiesFileOf('member-member-bar--shown')).toMatch(/member-bar-view\.stories\.tsx$/);
    expect(storiesFileOf('ui-badge--count')).toMatch(/badge\.stories\.tsx$/);
    expect(() => storiesFileOf('nowhere--nothing')).toThrow(/No stories file/);
  });

  it("follows an import.meta.glob's files: wildcards, alternatives and negations, relative to the file", () => {
    const areas = globbed(join(packagesDir, 'app/src/app/area-routes.ts'), ['../features/*/*-{route,page,pages}.lazy.ts']);
    expect(areas).toContain('../features/lottery/lott-route.lazy.ts');
    expect(areas).toContain('../features/support/legal-pages.lazy.ts');
    expect(areas).not.toContain('../features/games/home-sections.lazy.ts');
    const texts = globbed(join(packagesDir, 'app/src/shared/i18n/i18n.ts'), [
      '../../features/*/locales/en.json',
      '!../../features/{agent,member}/locales/en.json',
    ]);
    expect(texts).toContain('../../features/games/locales/en.json');
    expect(texts).not.toContain('../../features/agent/locales/en.json');
    expect(texts).not.toContain('../../features/games/locales/pt.json');
    expect(globbed(join(packagesDir, 'app/src/shared/i18n/i18n.ts'), ['./locales/forms/en.json'])).toEqual(['./locales/forms/en.json']);
  });
});
