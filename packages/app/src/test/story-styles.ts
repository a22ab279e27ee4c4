import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';

/**
 * A story opened alone, in a fresh page, is styled by the stylesheets its stories file reaches
 * and by what Storybook's preview loads for every story (`@m/ui/styles.css`), nothing else: a
 * stylesheet that only a route or another screen imports is missing there. The story tests check
 * that, without a browser: after a story has rendered and played, every class of every element of
 * the page (portals included) must be named by a rule of those stylesheets.
 *
 * What a stories file reaches: its imports, followed recursively through relative paths, the
 * workspace packages' exports (`@m/ui`, its index and so every component of the library) and CSS
 * `@import`s. Type-only imports load nothing. An `import()` is a chunk of its own: it counts only
 * when the story rendered the lazy part it holds (a route's screen, a popup), as a browser loads
 * that chunk and its stylesheets only then; the story providers' import of the route table
 * alone does not style a component's story with every route's stylesheets.
 */
const repo = resolve(import.meta.dirname, '../../../..');
const packagesDir = join(repo, 'packages');
// What Storybook loads for every story.
const preview = join(repo, 'packages/app/.storybook/preview.tsx');

/**
 * Classes that need no rule of their own: a name that says what an element is (for a test, an
 * e2e check or a reader of the DOM) on an element another class or its parent's rule styles.
 * Each with its reason; any other class without a rule fails.
 */
export const CLASSES_WITHOUT_RULE: readonly (readonly [RegExp, string])[] = [
  [/^ui-button--md$/, 'the default size: `.ui-button` itself is md, only `--sm` changes it'],
  [/^ui-footer-menu__count--\w+$/, 'which count a badge is (inbox, chat); every count looks alike (`.ui-footer-menu__count`)'],
  [/^promo-status--\w+$/, "the claim status in the DOM; every status has `.promo-status`'s look"],
  [/^m-popup(--[\w-]+)?$/, "which popup a dialog is; its look is the ui Modal's"],
  [/^m-side-menu$/, "the side menu's drawer; its look is the ui Modal's slide-in, its parts have their rules"],
  [/^promo-apply-input$/, "the apply form's file input, shown as the browser draws it"],
  [/^m-footer$/, "the frame's footer; its look is the ui Footer's"],
  [/^ui-brand-(mark|wordmark)$/, "the logo's two SVGs, found by the first-screen checks; an SVG draws itself"],
  [/^ui-no-data__art$/, "the empty state's picture, found by its test; an SVG draws itself"],
  [/^ui-theme-toggle$/, "which icon button it is; its look is `.ui-icon-button`'s"],
  [/^ui-toast--info$/, "the plain tone: `.ui-toast`'s own look, the other tones change it"],
  [/^ui-skeleton-frame$/, "a skeleton's wrapper (its role and label); each layout's class places the bones"],
  [/^ui-skeleton-banner$/, "the banner's placeholder, found by the first screen's early-banner slot; its bones are styled"],
  [
    /^(gm-jackpot__label|mem-bar-balance|promo-content|lott-day-item|gm-launch__refused)$/,
    "a part named for tests and readers, laid out by its parent's rules",
  ],
];
const needsNoRule = (name: string) => CLASSES_WITHOUT_RULE.some(([pattern]) => pattern.test(name));

/**
 * `@m/<name>` and its subpaths -> files, from each workspace package's `exports`. A package with
 * no stylesheet (the simulator, the contracts) brings none: its modules are not walked.
 */
const workspaceExports = new Map<string, string>();
for (const dir of readdirSync(packagesDir)) {
  const manifest = join(packagesDir, dir, 'package.json');
  const sources = join(packagesDir, dir, 'src');
  if (!existsSync(manifest) || !existsSync(sources)) continue;
  if (!(readdirSync(sources, { recursive: true }) as string[]).some((f) => f.endsWith('.css'))) continue;
  const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exports?: Record<string, unknown> };
  for (const [subpath, target] of Object.entries(exports ?? {}))
    if (typeof target === 'string')
      workspaceExports.set(subpath === '.' ? name : `${name}${subpath.slice(1)}`, join(packagesDir, dir, target));
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, specifier: string): string | undefined {
  const bare = specifier.split('?')[0]!;
  // `?raw`, `?url` and the like load text or an address, not a stylesheet or a module to follow.
  if (bare !== specifier) return undefined;
  if (bare.startsWith('.')) {
    const base = resolve(dirname(from), bare);
    return SOURCE_EXTENSIONS.map((ext) => base + ext).find(isFile);
  }
  return workspaceExports.get(bare);
}

/** The modules a source file loads at once (static imports and re-exports, not type-only; side-effect imports) and through `import()`. */
function importsOf(file: string): { now: string[]; later: string[] } {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.css')) return { now: [...text.matchAll(/@import\s+(?:url\()?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!), later: [] };
  const source = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const now: string[] = [];
  for (const m of source.matchAll(/\b(import|export)(\s+type\b)?[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g)) if (!m[2]) now.push(m[3]!);
  for (const m of source.matchAll(/\bimport\s*['"]([^'"]+)['"]/g)) now.push(m[1]!);
  const later = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
  // `import.meta.glob`: its files are static imports when eager, `import()`s otherwise (a `query` loads text, not modules).
  for (const m of source.matchAll(/\bimport\.meta\.glob\s*(?:<[^(]*>)?\(\s*(\[[^\]]*\]|'[^']*')\s*(?:,\s*(\{[^)]*\}))?\s*\)/g)) {
    const options = m[2] ?? '';
    if (/\bquery\s*:/.test(options)) continue;
    (/\beager\s*:\s*true/.test(options) ? now : later).push(
      ...globbed(
        file,
        [...m[1]!.matchAll(/'([^']*)'/g)].map((p) => p[1]!),
      ),
    );
  }
  return { now, later };
}

/** The files a glob of `import.meta.glob` names (`*`, `**`, `{a,b}` and `!` negations), as specifiers relative to `file`. */
export function globbed(file: string, patterns: string[]): string[] {
  const dir = dirname(file);
  const toRegExp = (pattern: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+^$()|[\]\\]/g, '\\$&')
        .replace(/\{([^}]*)\}/g, (_, alternatives: string) => `(?:${alternatives.split(',').join('|')})`)
        .replace(/\*\*\/|\*/g, (wild) => (wild === '*' ? '[^/]*' : '(?:.*/)?'))}$`,
    );
  const specifiers = new Set<string>();
  for (const pattern of patterns.filter((p) => !p.startsWith('!'))) {
    // Walked from the folder of its leading fixed parts (all but the file name when nothing is wild).
    const parts = pattern.split('/');
    const base = resolve(
      dir,
      parts
        .slice(
          0,
          parts.findIndex((part) => /[*{]/.test(part)),
        )
        .join('/'),
    );
    const matches = toRegExp(pattern);
    for (const found of readdirSync(base, { recursive: true }) as string[]) {
      const path = relative(dir, join(base, found)).split('\\').join('/');
      const specifier = pattern.startsWith('./') ? `./${path}` : path;
      if (matches.test(specifier)) specifiers.add(specifier);
    }
  }
  for (const negation of patterns.filter((p) => p.startsWith('!')).map((p) => toRegExp(p.slice(1))))
    for (const specifier of specifiers) if (negation.test(specifier)) specifiers.delete(specifier);
  return [...specifiers];
}

/** The classes a stylesheet's selectors name (comments and declarations left out). */
export function classesOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]+)\{/g)].flatMap((m) => [...m[1]!.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((c) => c[1]!));
}

const resolvedImports = new Map<string, { now: string[]; later: string[] }>();
const resolvedImportsOf = (file: string) => {
  let targets = resolvedImports.get(file);
  if (!targets) {
    const { now, later } = importsOf(file);
    const resolveAll = (specifiers: string[]) => specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
    targets = { now: resolveAll(now), later: resolveAll(later) };
    resolvedImports.set(file, targets);
  }
  return targets;
};

interface Reach {
  /** The stylesheets loaded with the module. */
  sheets: Set<string>;
  /** The modules it may load later, through `import()`: a chunk of their own in the browser. */
  chunks: Set<string>;
}
const reachedFrom = new Map<string, Reach>();
/** What a module loads with it (memoised: the same modules are walked for many stories). */
function reachOf(entry: string): Reach {
  const known = reachedFrom.get(entry);
  if (known) return known;
  const seen = new Set<string>([entry]);
  const chunks = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const { now, later } = resolvedImportsOf(file);
    for (const target of later) chunks.add(target);
    for (const target of now)
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
  }
  const reach = { sheets: new Set([...seen].filter((f) => f.endsWith('.css'))), chunks };
  reachedFrom.set(entry, reach);
  return reach;
}

const chunkExports = new Map<string, unknown[]>();
/** Whether a chunk's module is one of the parts rendered (a part is a chunk's export, or its default). */
async function rendered(chunk: string, parts: readonly unknown[]): Promise<boolean> {
  if (!chunkExports.has(chunk)) chunkExports.set(chunk, Object.values((await import(/* @vite-ignore */ chunk)) as object));
  return chunkExports.get(chunk)!.some((value) => parts.includes(value));
}

const classesIn = new Map<string, string[]>();
const sheetClasses = (sheet: string) => {
  if (!classesIn.has(sheet)) classesIn.set(sheet, classesOf(readFileSync(sheet, 'utf8')));
  return classesIn.get(sheet)!;
};

/**
 * The classes a story opened alone has rules for: the stylesheets its stories file loads, those of
 * the preview, and those of each chunk (`import()`) whose lazy part the story rendered (`parts`,
 * test/preloaded-lazy.ts), as a browser loads a route's chunk when it shows the route.
 */
export async function classesStyledFor(storiesFile: string, parts: readonly unknown[]): Promise<Set<string>> {
  const loaded = [preview, storiesFile];
  const looked = new Set<string>();
  for (let i = 0; i < loaded.length; i += 1)
    for (const chunk of reachOf(loaded[i]!).chunks)
      if (!looked.has(chunk)) {
        looked.add(chunk);
        if (await rendered(chunk, parts)) loaded.push(chunk);
      }
  // Many stories load the same modules: their classes are gathered once.
  const key = loaded.join('\n');
  let classes = styledBy.get(key);
  if (!classes) {
    classes = new Set(loaded.flatMap((entry) => [...reachOf(entry).sheets]).flatMap(sheetClasses));
    styledBy.set(key, classes);
  }
  return classes;
}
const styledBy = new Map<string, Set<string>>();

let storyFiles: Map<string, string> | undefined;
/** Story id -> its stories file, from the sources of the app's and the library's stories files. */
export function storiesFileOf(storyId: string): string {
  if (!storyFiles) {
    storyFiles = new Map();
    for (const dir of ['app/src', 'ui/src']) {
      const root = join(packagesDir, dir);
      for (const path of readdirSync(root, { recursive: true }) as string[]) {
        if (!path.endsWith('.stories.tsx')) continue;
        const file = join(root, path);
        const text = readFileSync(file, 'utf8');
        const title = /^\s*title:\s*'([^']+)'/m.exec(text)?.[1];
        if (!title) continue;
        for (const [, name] of text.matchAll(/^export const (\w+)/gm)) storyFiles.set(toId(title, storyNameFromExport(name!)), file);
      }
    }
  }
  const file = storyFiles.get(storyId);
  if (!file) throw new Error(`No stories file found for the story ${storyId}`);
  return file;
}

/**
 * The classes shown on the page (document.body and what portals put there) that no rule of the
 * story's stylesheets names, each with the element that carries it: `.name on <tag>`. `parts`: the
 * lazy parts the story rendered (none for the ui library's stories).
 */
export async function classesWithoutRule(
  storyId: string,
  parts: readonly unknown[] = [],
  root: Element = document.body,
): Promise<string[]> {
  const styled = await classesStyledFor(storiesFileOf(storyId), parts);
  const missing = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('[class]')])
    for (const name of element.classList)
      if (!styled.has(name) && !needsNoRule(name)) missing.add(`.${name} on <${element.tagName.toLowerCase()}>`);
  return [...missing];
}

/** For a failure message: where a stories file is, from the repository's root. */
export const fromRepo = (file: string) => relative(repo, file);
