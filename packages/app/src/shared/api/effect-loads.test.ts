import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server reads go through the loader family (docs/decisions/front-end.md "One loader"): a
 * `useEffect` that calls the server itself is a second loader. This finds every effect in the
 * app's code that calls `call(`, `query(`, `refreshQuery(`, `fetch(` or a function imported from
 * an API module (a file under an `api/` folder, `*-api.ts`, `api.ts` or a `get-*.ts`), outside the
 * loader's own files.
 */
const SRC = join(import.meta.dirname, '..', '..');
const LOADER_FILES = ['shared/api/query-cache.ts', 'shared/api/paged-load.ts', 'shared/api/timed-load.ts'];

/**
 * The effects that may still read the server, at most four, each with its reason. A file named
 * here may hold effect loads; any other file may not.
 */
const EFFECT_LOAD_EXCEPTIONS: Record<string, string> = {
  'shared/story-session.tsx': 'stories only: a real login on the story world before the story draws (an action, not data a screen shows)',
  'features/member/components/story-member.tsx': 'stories only: signs the story member in (login or trial entry) before the story draws',
};

const isSource = (f: string) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(f) && !f.startsWith('test/');

/** A module that calls the server: a feature's `api/` folder or `api.ts`, a `*-api.ts`, a `get-*.ts`. */
const isApiModule = (path: string) => /^features\/[\w-]+\/api(\/|\.ts$)|-api\.ts$|(^|\/)get-[\w-]+\.ts$/.test(path);

/** The functions a file imports from API modules (its import paths resolved against its folder). */
function apiNames(file: string, text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'(\.[^']+)'/g)) {
    const path = join(dirname(file), m[2]!).split('\\').join('/');
    if (![`${path}.ts`, `${path}.tsx`, `${path}/index.ts`].some(isApiModule)) continue;
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (name && !part.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The text of each `useEffect(...)` (or `useLayoutEffect`) call of a file, its parentheses balanced. */
function effects(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\buse(?:Layout)?Effect\(/g)) {
    let depth = 0;
    let i = m.index + m[0].length - 1;
    for (; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) break;
    }
    out.push(text.slice(m.index, i + 1));
  }
  return out;
}

/** The files holding an effect that reads the server, with the calls it makes. */
function effectLoads(files: { file: string; text: string }[]): { file: string; calls: string[] }[] {
  return files.flatMap(({ file, text }) => {
    if (LOADER_FILES.includes(file)) return [];
    const callee = new RegExp(`\\b(${['call', 'query', 'refreshQuery', 'fetch', ...apiNames(file, text)].join('|')})\\(`, 'g');
    const calls = [...new Set(effects(text).flatMap((e) => [...e.matchAll(callee)].map((c) => c[1]!)))];
    return calls.length ? [{ file, calls }] : [];
  });
}

const sources = () =>
  (readdirSync(SRC, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter(isSource)
    .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

describe('effect loads', () => {
  it('no useEffect reads the server outside the loader, but the named exceptions (at most four)', () => {
    const found = effectLoads(sources());
    expect(Object.keys(EFFECT_LOAD_EXCEPTIONS).length).toBeLessThanOrEqual(4);
    expect(found.filter((f) => !(f.file in EFFECT_LOAD_EXCEPTIONS))).toEqual([]);
  });

  it('finds an effect that calls the server, and one that calls an API function', () => {
    const component = `import { getThing } from './api/thing-api';\nuseEffect(() => { call(routes.x).then(set); }, []);\nuseEffect(() => { void getThing().then(set); });`;
    expect(effectLoads([{ file: 'features/x/x.tsx', text: component }])).toEqual([
      { file: 'features/x/x.tsx', calls: ['call', 'getThing'] },
    ]);
    expect(effectLoads([{ file: 'features/x/x.tsx', text: 'useEffect(() => { setOpen(true); }, []);' }])).toEqual([]);
  });
});
