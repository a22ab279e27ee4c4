import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every CSS animation of the site and its components moves only what the compositor can play on
 * its own (transform, opacity), so a looping animation costs the main thread nothing while a page
 * loads. A skeleton shine that animated `background-position` repainted every skeleton on every
 * frame: about 100 ms of main-thread CPU on /m/lott's load (docs/performance.md).
 */
const ROOT = join(import.meta.dirname, '..');
const COMPOSITED = new Set(['transform', 'opacity']);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? cssFiles(path) : e.name.endsWith('.css') ? [path] : [];
  });
}

/** Each `@keyframes` block of a stylesheet, with the properties its frames set. */
export function keyframeProperties(css: string): { name: string; properties: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: { name: string; properties: string[] }[] = [];
  const start = /@keyframes\s+([-\w]+)\s*\{/g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    // The block ends where its braces balance.
    let depth = 1;
    let i = start.lastIndex;
    for (; i < text.length && depth > 0; i++) depth += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
    const body = text.slice(start.lastIndex, i - 1);
    const properties = [...body.matchAll(/([-\w]+)\s*:[^;{}]*(?:;|\})/g)].map((d) => d[1]!);
    found.push({ name: m[1]!, properties: [...new Set(properties)] });
  }
  return found;
}

describe('CSS animations run on the compositor', () => {
  const files = ['packages/ui/src', 'packages/app/src'].flatMap((d) => cssFiles(join(ROOT, d)));

  it('reads the keyframes of a stylesheet', () => {
    expect(keyframeProperties('@keyframes a { from { transform: x; } 50% { opacity: 0 } to { background-position: 0 0; } }')).toEqual([
      { name: 'a', properties: ['transform', 'opacity', 'background-position'] },
    ]);
  });

  it('finds the site’s animations (the skeleton shine, the spinner, the popups, the marquee)', () => {
    const names = files.flatMap((f) => keyframeProperties(readFileSync(f, 'utf8')).map((k) => k.name));
    expect(names).toEqual(expect.arrayContaining(['ui-skeleton-shine', 'ui-spin', 'ui-modal-slide-in', 'm-marquee']));
  });

  it('no keyframes animate a property the main thread must repaint or lay out', () => {
    const offenders = files.flatMap((f) =>
      keyframeProperties(readFileSync(f, 'utf8'))
        .filter((k) => k.properties.some((p) => !COMPOSITED.has(p)))
        .map((k) => `${relative(ROOT, f)} @keyframes ${k.name}: ${k.properties.join(', ')}`),
    );
    expect(offenders).toEqual([]);
  });
});
