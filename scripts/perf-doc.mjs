// docs/performance.md is written section by section: each benchmark owns one `## <heading>`
// section and replaces it whole; the hand-kept sections are left as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './ensure.mjs';

export const PERFORMANCE_DOC = join(root, 'docs/performance.md');

/**
 * Replaces the section that `section` starts (its first line, `## <heading>`) up to the next
 * `## `; a new section goes before the hand-kept notes ("Reading these numbers"), after the
 * generated ones.
 */
export function writeSection(section, file = PERFORMANCE_DOC) {
  const heading = section.split('\n', 1)[0];
  if (!/^## \S/.test(heading)) throw new Error(`a section starts with its '## ' heading, not '${heading}'`);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^${escaped}\\n[\\s\\S]*?(?=\\n## |$(?![\\s\\S]))`, 'm');
  let next;
  if (re.test(current)) next = current.replace(re, section.trimEnd() + '\n');
  else {
    const notes = current.indexOf('\n## Reading these numbers');
    next =
      notes >= 0
        ? `${current.slice(0, notes + 1)}${section.trimEnd()}\n\n${current.slice(notes + 1)}`
        : `${current.trimEnd()}\n\n${section}`;
  }
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}
