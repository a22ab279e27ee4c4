// `pnpm traceability`: writes docs/traceability.md, every checklist item with the tests, e2e specs
// and stories that cite it and, for a [DECIDE] item, the section of the design record
// (docs/decisions/<area>.md) that decides it. scripts/traceability.test.ts fails when the file is
// stale or an item is not traced.
//
// The checklist's items come from the repository's copy, docs/spec/checklist-ids.json (`pnpm
// checklist:sync` refreshes it from the checklist). Paths resolve from the repository root, so the
// result does not depend on the working directory.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { COPY, readCopy } from './checklist-sync.mjs';
import { repoFiles } from './repo-files.mjs';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The checklist's items, as the repository keeps them. */
export const CHECKLIST = COPY;
/** The design record: one file per area; its README.md is the index and decides nothing. */
export const DECISIONS = join(ROOT, 'docs/decisions');
export const OUTPUT = join(ROOT, 'docs/traceability.md');

const ID = /\b[AG]-\d{3}\b/g;
// A range ('A-083..A-085') names its two ends only: it summarises an area and does not say which
// assertion checks the items between them. Decision headings are the exception (see decisionIndex).
const RANGE = /\b([AG])-(\d{3})\s*(?:\.\.|–)\s*(?:\1-)?(\d{3})\b/g;

const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|js|mjs)$/;
const STORY_FILE = /\.stories\.(ts|tsx)$/;

/** @param {string} text */
export const idsIn = (text) => [...new Set(text.match(ID) ?? [])];

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function slugger() {
  const seen = new Map();
  return (heading) => {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n ? `${base}-${n}` : base;
  };
}

/**
 * Which `##` section of a design-record file decides an item: one whose heading names its ID. A
 * range in a heading ('A-023..A-025') counts for every ID in it, since a heading says what the
 * section decides. `file` is the file's name in docs/decisions, carried into each entry.
 */
export function decisionIndex(text, file) {
  const index = new Map();
  const slug = slugger();
  for (const line of text.split('\n')) {
    const m = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!m) continue;
    const heading = m[2].trim();
    const anchor = slug(heading);
    if (m[1] !== '##') continue;
    const ids = new Set(idsIn(heading));
    for (const r of heading.matchAll(RANGE)) {
      for (let n = Number(r[2]); n <= Number(r[3]); n++) ids.add(`${r[1]}-${String(n).padStart(3, '0')}`);
    }
    for (const id of ids) index.set(id, [...(index.get(id) ?? []), { file, heading, anchor }]);
  }
  return index;
}

/** Every area file of the design record (README.md, the index, aside), by file name. */
export function decisionFiles(dir = DECISIONS) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => ({ file: name, text: readFileSync(join(dir, name), 'utf8') }));
}

/** The decisions of every area file, merged: an ID decided in two files lists both sections. */
export function decisionsIn(files) {
  const index = new Map();
  for (const { file, text } of files) {
    for (const [id, found] of decisionIndex(text, file)) index.set(id, [...(index.get(id) ?? []), ...found]);
  }
  return index;
}

/** Test, spec and story files under the repository, sorted, as paths relative to it. */
export function findSources(root = ROOT) {
  return repoFiles(
    root,
    (name) => TEST_FILE.test(name) || STORY_FILE.test(name),
    // Fixtures of the repo's own tooling are not tests of the site.
    (rel) => rel === 'scripts/fixtures',
  );
}

const BLOCK_MODIFIERS = new Set(['only', 'skip', 'fail', 'fixme', 'concurrent', 'sequential', 'serial', 'parallel', 'each', 'todo']);

/** 'test' | 'describe' | 'step' | undefined for a call's callee. */
function blockKind(call) {
  let callee = call.expression;
  // it.each(table)('title', fn)
  if (ts.isCallExpression(callee)) callee = callee.expression;
  const names = [];
  while (ts.isPropertyAccessExpression(callee)) {
    names.unshift(callee.name.text);
    callee = callee.expression;
  }
  if (!ts.isIdentifier(callee)) return undefined;
  const base = callee.text;
  if (base === 'describe' && names.every((n) => BLOCK_MODIFIERS.has(n))) return 'describe';
  if (base !== 'it' && base !== 'test') return undefined;
  if (names[0] === 'describe' && names.slice(1).every((n) => BLOCK_MODIFIERS.has(n))) return 'describe';
  if (names.length === 1 && names[0] === 'step') return 'step';
  if (names.every((n) => BLOCK_MODIFIERS.has(n))) return 'test';
  return undefined;
}

function literalText(node, sf) {
  if (!node) return '';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return node.getText(sf).replace(/^`|`$/g, '');
}

/**
 * Every citation in one source file: { id, name, kind, via }.
 * - test/describe: an ID in the title of `it`/`test`/`describe` (or of a `test.step` inside it),
 *   or in a comment inside its block or in the comment lines directly above it (no blank line
 *   between), goes to the innermost such block.
 * - story: an ID in an exported story's `name`, in a comment inside it, or directly above it.
 * Comments elsewhere (file headers, helpers) cite nothing.
 */
export function citationsIn(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const blocks = [];
  const isStoryFile = STORY_FILE.test(file);
  let storyTitle = '';

  const leadStart = (statement) => {
    // The comment lines just above the statement: walk back while only one line break separates them.
    const ranges = ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? [];
    let start = statement.getStart(sf);
    for (let i = ranges.length - 1; i >= 0; i--) {
      const gap = text.slice(ranges[i].end, start);
      if ((gap.match(/\n/g) ?? []).length > 1) break;
      start = ranges[i].pos;
    }
    return start;
  };

  const visit = (node, parent) => {
    let current = parent;
    if (ts.isCallExpression(node)) {
      const kind = blockKind(node);
      if (kind === 'step' && parent) {
        parent.titles.push(literalText(node.arguments[0], sf));
      } else if (kind === 'test' || kind === 'describe') {
        const statement = ts.isExpressionStatement(node.parent) ? node.parent : node;
        const title = literalText(node.arguments[0], sf);
        current = {
          kind,
          title,
          titles: [title],
          lead: leadStart(statement),
          start: statement.getStart(sf),
          end: node.end,
          parent,
          comments: [],
        };
        blocks.push(current);
      }
    } else if (isStoryFile && ts.isExportAssignment(node)) {
      const title = /\btitle\s*:\s*['"`]([^'"`]+)['"`]/.exec(node.getText(sf));
      if (title) storyTitle = title[1];
    } else if (isStoryFile && ts.isVariableStatement(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      const decl = node.declarationList.declarations[0];
      if (decl && ts.isIdentifier(decl.name) && decl.initializer && ts.isObjectLiteralExpression(decl.initializer)) {
        const nameProp = decl.initializer.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'name');
        const name = nameProp ? literalText(nameProp.initializer, sf) : decl.name.text;
        current = {
          kind: 'story',
          title: name,
          titles: [name],
          lead: leadStart(node),
          start: node.getStart(sf),
          end: node.end,
          parent,
          comments: [],
        };
        blocks.push(current);
      }
    }
    ts.forEachChild(node, (child) => visit(child, current));
  };
  visit(sf, undefined);
  for (const b of blocks) if (b.kind === 'story' && storyTitle) b.title = `${storyTitle} › ${b.title}`;

  // Every comment of the file, found as the leading trivia of each token (JSX text is not trivia).
  const comments = new Map();
  const collect = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    for (const r of ts.getLeadingCommentRanges(text, node.pos) ?? []) comments.set(r.pos, text.slice(r.pos, r.end));
    // A comment at the end of a line is trailing trivia: ts leaves it out of the next token's leading one.
    for (const r of ts.getTrailingCommentRanges(text, node.end) ?? []) comments.set(r.pos, text.slice(r.pos, r.end));
    for (const child of node.getChildren(sf)) collect(child);
  };
  collect(sf);

  for (const [pos, comment] of comments) {
    if (!ID.test(comment)) continue;
    ID.lastIndex = 0;
    // The innermost block holding the comment, or the one it stands directly above.
    let owner;
    for (const b of blocks) {
      const inside = (pos >= b.start && pos < b.end) || (pos >= b.lead && pos < b.start);
      if (inside && (!owner || b.lead >= owner.lead)) owner = b;
    }
    owner?.comments.push(comment);
  }

  const fullName = (b) => {
    const names = [];
    for (let x = b; x; x = x.parent) names.unshift(x.title);
    return names.join(' › ');
  };
  const out = [];
  for (const b of blocks) {
    const fromTitle = new Set(b.titles.flatMap(idsIn));
    const fromComment = new Set(b.comments.flatMap(idsIn));
    for (const id of new Set([...fromTitle, ...fromComment])) {
      out.push({ id, file, name: b.kind === 'story' ? b.title : fullName(b), kind: b.kind, via: fromTitle.has(id) ? 'title' : 'comment' });
    }
  }
  return out;
}

/** All citations of the repository, by ID. */
export function collectCitations(root = ROOT) {
  const byId = new Map();
  for (const file of findSources(root)) {
    for (const c of citationsIn(file, readFileSync(join(root, file), 'utf8'))) {
      byId.set(c.id, [...(byId.get(c.id) ?? []), c]);
    }
  }
  return byId;
}

/** Items with neither a citing test nor, for a [DECIDE] item, a decision. Retired items need neither. */
export function untraced(items, citations, decisions) {
  return items
    .filter((i) => !i.retired)
    .filter((i) => !citations.get(i.id)?.length && !(i.tags.includes('DECIDE') && decisions.get(i.id)?.length))
    .map((i) => i.id);
}

const md = (s) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function render({ items, citations, decisions }) {
  const gaps = untraced(items, citations, decisions);
  const live = items.filter((i) => !i.retired);
  const cited = live.filter((i) => citations.get(i.id)?.length).length;
  const decide = live.filter((i) => i.tags.includes('DECIDE'));
  const decided = decide.filter((i) => decisions.get(i.id)?.length).length;
  const lines = [
    '# Traceability: every checklist item and what checks it',
    '',
    '<!-- Generated by `pnpm traceability` (scripts/traceability.mjs). Do not edit: scripts/traceability.test.ts fails when this file is stale. -->',
    '',
    'Every item of the acceptance checklist ([its items](spec/checklist-ids.json), copied by `pnpm checklist:sync`) with',
    'the tests, e2e specs and stories that cite it and, for a [DECIDE] item, the section of',
    '[the design record](decisions/README.md) that decides it.',
    '',
    'How a citation is found (scripts/traceability.mjs):',
    '',
    '- Files: every `*.test.ts(x)`, `*.spec.ts` and `*.stories.tsx` of the repository.',
    '- A test (`it`, `test`) or group (`describe`, `test.describe`) cites an ID written in its title, in the',
    '  title of a `test.step` inside it, in a comment inside its block, or in the comment lines directly',
    "  above it (no blank line between). A comment goes to the innermost block holding it. A group's",
    "  citation is listed with the group's name; it says every test in the group checks the item.",
    '- A story cites an ID written in its `name`, in a comment inside it or directly above it.',
    "- A file's header comment and comments in helpers cite nothing. A range (`A-083..A-085`) names",
    '  its two ends only: it summarises an area and does not say which assertion checks the items',
    '  between them.',
    '- A decision: a `##` heading of an area file of docs/decisions/ naming the ID (a range in a',
    '  heading counts for every ID in it).',
    "- Cite an ID only where the test asserts that item's behaviour.",
    '',
    `${live.length} items; ${cited} cited by a test; ${decided} of ${decide.length} [DECIDE] items decided; ${gaps.length} traced by neither.`,
    '',
  ];
  if (gaps.length) lines.push(`Not traced yet: ${gaps.join(', ')}.`, '');
  let section;
  for (const item of items) {
    if (item.section !== section) {
      section = item.section;
      lines.push(`## ${section}`, '');
    }
    const tags = item.tags.map((t) => `[${t}]`).join('');
    lines.push(`### ${item.id} ${tags}${item.retired ? ' (retired)' : ''}`, '', md(item.title), '');
    for (const d of decisions.get(item.id) ?? []) {
      if (item.tags.includes('DECIDE')) lines.push(`- decision: [${md(d.heading)}](decisions/${d.file}#${d.anchor})`);
    }
    for (const c of citations.get(item.id) ?? []) {
      const kind = c.kind === 'describe' ? 'group' : c.kind;
      lines.push(`- ${kind}: ${md(c.name)} — \`${c.file}\`${c.via === 'comment' ? ' (comment)' : ''}`);
    }
    if (!citations.get(item.id)?.length) lines.push('- no citing test');
    lines.push('');
  }
  return lines.join('\n');
}

export function build(root = ROOT) {
  const items = readCopy(CHECKLIST);
  const decisions = decisionsIn(decisionFiles());
  const citations = collectCitations(root);
  return { items, decisions, citations, text: render({ items, citations, decisions }) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { text, items, citations, decisions } = build();
  writeFileSync(OUTPUT, text);
  const gaps = untraced(items, citations, decisions);
  console.info(`docs/traceability.md: ${items.length} items, ${gaps.length} not traced${gaps.length ? `: ${gaps.join(', ')}` : ''}`);
}
