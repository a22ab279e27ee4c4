import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A load's state is drawn by `LoadView` (docs/decisions/front-end.md "One loader"): its loading,
 * failed (network and server worded apart, A-157, A-158), empty and content slots. This finds the
 * components (`.tsx` outside `shared/api/`, tests and stories) that draw one by hand: a read of a
 * load's `status` against 'error' or 'loading', `LoadFailed` (the failure half of `LoadView`) placed
 * by the screen, or a `<Spinner` in a component that holds a load (calls a loader hook or takes a
 * `LoadState`).
 */
const SRC = join(import.meta.dirname, '..', '..');

/**
 * The places that may still do it, each with its reason: `file: the text found`. A place not named
 * here may not; an entry that no longer matches fails too (so the list stays short and true).
 */
const HAND_DRAWN_EXCEPTIONS: Record<string, string> = {
  'features/member/pages/member-home-page.tsx: <LoadFailed':
    'the balance keeps its last value on a failed refresh (keepLast, status ok) and shows its retry beside it (A-157)',
  "features/register/register-form.tsx: affCheck.status === 'error'":
    "the URL's affiliate code check decides whether the field shows (valid, invalid, checking): a field's state, nothing drawn",
  "features/agent/components/agent-home.tsx: invite.status === 'error'":
    "a failed invite load closes its modal (toast: true: the client's toast says why); nothing is drawn",
  "features/promotions/components/invite-friends.tsx: agent.status !== 'error'":
    "a failed get-agent load keeps its modal closed (toast: true: the client's toast says why); nothing is drawn",
  "shared/sms/slider-check.tsx: load.status === 'error'": 'a failed challenge cancels the check (toast: true); LoadView draws the rest',
  "features/promotions/components/activity-page.tsx: promotions.status === 'error'":
    'the invite panel waits below the list until the list has answered or failed, so its arrival moves nothing (CLS)',
  'features/support/components/app-page.tsx: <Spinner':
    'the QR code is drawn in the page from the loaded download link (a computation, not server data): its spinner waits for the drawing',
};

const isComponent = (f: string) =>
  f.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(f) && !f.startsWith('test/') && !f.startsWith('shared/api/');

/** A component that holds a load: calls a loader hook or is given a load's state. */
const holdsLoad = (text: string) => /\buse(?:Paged|Timed)?Load\(|\bLoadState\b|\bPagedResult\b|\bLoadResult\b/.test(text);

/** Each hand-drawn load state of a file, as `file: the text found`. */
function handDrawn({ file, text }: { file: string; text: string }): string[] {
  const found = [...text.matchAll(/[\w.]*\.status\s*[!=]==\s*'(?:error|loading)'/g)].map((m) => m[0]);
  found.push(...[...text.matchAll(/<LoadFailed\b/g)].map((m) => m[0]));
  if (holdsLoad(text)) found.push(...[...text.matchAll(/<Spinner\b/g)].map((m) => m[0]));
  return [...new Set(found)].map((f) => `${file}: ${f}`);
}

const components = () =>
  (readdirSync(SRC, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter(isComponent)
    .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

describe('load states', () => {
  it('no component draws a load state by hand, but the named exceptions', () => {
    const found = components().flatMap(handDrawn);
    expect(found.filter((f) => !(f in HAND_DRAWN_EXCEPTIONS))).toEqual([]);
    // An exception that no longer matches is gone from the code: drop it from the list.
    expect(Object.keys(HAND_DRAWN_EXCEPTIONS).filter((e) => !found.includes(e))).toEqual([]);
    expect(Object.keys(HAND_DRAWN_EXCEPTIONS).length).toBeLessThanOrEqual(7);
  });

  it('finds a failed branch, a loading branch, a placed LoadFailed and a spinner for a load', () => {
    const text = [
      "const load = useLoad('x', getX);",
      "const failed = load.status === 'error';",
      "if (state.status !== 'loading') return null;",
      '{failed ? <LoadFailed failure={load.failure} onRetry={load.reload} /> : <Spinner label="wait" />}',
    ].join('\n');
    expect(handDrawn({ file: 'features/x/x.tsx', text })).toEqual([
      "features/x/x.tsx: load.status === 'error'",
      "features/x/x.tsx: state.status !== 'loading'",
      'features/x/x.tsx: <LoadFailed',
      'features/x/x.tsx: <Spinner',
    ]);
    // A spinner for something that is no load (a route's code, a QR code drawn in the page) is not one.
    expect(handDrawn({ file: 'features/x/x.tsx', text: '<Spinner label="wait" />' })).toEqual([]);
    expect(handDrawn({ file: 'features/x/x.tsx', text: "if (status === 'ok') return null;" })).toEqual([]);
  });
});
