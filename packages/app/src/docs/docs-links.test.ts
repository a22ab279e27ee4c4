import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sanitize } from 'storybook/internal/csf';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

/**
 * The docs pages link to stories by id (`?path=/story/<id>`, `?path=/docs/<id>`) and may embed
 * them with `of={Module.Export}`. Storybook turns a broken link into a blank page without a word,
 * so a renamed or removed story must fail here. Story ids come from Storybook's own CSF indexer
 * over the same stories files the Storybook build reads (.storybook/main.ts).
 */
const docsDir = dirname(fileURLToPath(import.meta.url));
const storyRoots = [resolve(docsDir, '..'), resolve(docsDir, '../../../ui/src')];

function filesUnder(root: string, suffix: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix) && !f.split(/[\\/]/).includes('node_modules'))
    .map((f) => join(root, f));
}

/** Every stories file: its story ids by export name. */
const storiesFiles = new Map(
  storyRoots
    .flatMap((root) => filesUnder(root, '.stories.tsx'))
    .map((file) => {
      const csf = loadCsf(readFileSync(file, 'utf8'), { fileName: file, makeTitle: (title) => title }).parse();
      return [file, new Map(Object.entries(csf._stories).map(([exportName, story]) => [exportName, story.id]))] as const;
    }),
);
const storyIds = new Set([...storiesFiles.values()].flatMap((byExport) => [...byExport.values()]));

const mdxFiles = filesUnder(docsDir, '.mdx').map((file) => ({
  file,
  name: file.slice(docsDir.length + 1),
  text: readFileSync(file, 'utf8'),
}));
/** A docs page's id is its title's, with `--docs` (how Storybook indexes an MDX page). */
const docsIds = new Set(
  mdxFiles.map(({ name, text }) => {
    const title = /<Meta\s+title="([^"]+)"/.exec(text)?.[1];
    if (!title) throw new Error(`${name} has no <Meta title="..." />`);
    return `${sanitize(title)}--docs`;
  }),
);

function linksOf(text: string) {
  return [...text.matchAll(/\?path=\/(story|docs)\/([^)\s"'&#]+)/g)].map((m) => ({ kind: m[1], id: m[2] }));
}

/** `of={Name.Export}` with `import * as Name from './x.stories'`: the story id it names, or why not. */
function ofReferences(file: string, text: string) {
  const imports = new Map([...text.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g)].map((m) => [m[1], m[2]]));
  return [...text.matchAll(/\bof=\{(\w+)\.(\w+)\}/g)].map(([ref, name, exportName]) => {
    const specifier = imports.get(name);
    const byExport = specifier
      ? storiesFiles.get(resolve(dirname(file), specifier.endsWith('.tsx') ? specifier : `${specifier}.tsx`))
      : undefined;
    return { ref, id: byExport?.get(exportName) };
  });
}

describe('docs pages', () => {
  it('find the stories and the pages they link to', () => {
    expect(storyIds.size).toBeGreaterThan(100);
    expect(storyIds).toContain('games-game-list--game-list');
    expect(docsIds).toContain('account-overview--docs');
    expect(mdxFiles.map((f) => f.name)).toContain('introduction.mdx');
  });

  it.each(mdxFiles)('$name links only to stories and pages that exist', ({ text }) => {
    const links = linksOf(text);
    expect(links.length).toBeGreaterThan(0);
    const missing = links.filter(({ kind, id }) => !(kind === 'story' ? storyIds : docsIds).has(id));
    expect(missing).toEqual([]);
  });

  it.each(mdxFiles)('$name embeds only stories that exist', ({ file, text }) => {
    expect(ofReferences(file, text).filter((r) => r.id === undefined || !storyIds.has(r.id))).toEqual([]);
  });

  it('catches a renamed story', () => {
    expect(linksOf('[x](?path=/story/games-game-list--no-such-screen)').filter(({ id }) => !storyIds.has(id))).toHaveLength(1);
    expect(
      ofReferences(join(docsDir, 'x.mdx'), "import * as S from '../app/screens/games-game-list.stories';\n<Canvas of={S.NoSuchScreen} />"),
    ).toEqual([{ ref: 'of={S.NoSuchScreen}', id: undefined }]);
    expect(
      ofReferences(join(docsDir, 'x.mdx'), "import * as S from '../app/screens/games-game-list.stories';\n<Canvas of={S.GameList} />"),
    ).toEqual([{ ref: 'of={S.GameList}', id: 'games-game-list--game-list' }]);
  });
});
