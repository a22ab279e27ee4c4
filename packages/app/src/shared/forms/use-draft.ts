import { useCallback, useState } from 'react';
import { useSessionStore } from '../stores/session-store';

/** Drafts by account and form field, for the page's life (a session's end clears session storage). */
const drafts = new Map<string, string>();

/** A fresh page (tests, stories): no draft left. */
export const resetDrafts = (): void => drafts.clear();

/**
 * A form value that outlives the form (docs/decisions/front-end.md "Form errors"): a session that
 * ends mid-form sends the user to the login and back, and the amount or code they typed is there
 * again. Kept per account in memory, never stored; never for secrets (passwords stay in the
 * form's own state). `clear` after a success.
 */
export function useDraft(name: string): [string, (v: string) => void, () => void] {
  const user = useSessionStore((s) => s.session?.userName ?? '');
  const key = `${user}:${name}`;
  const [value, setValue] = useState(() => drafts.get(key) ?? '');
  const set = useCallback(
    (v: string) => {
      setValue(v);
      if (v === '') drafts.delete(key);
      else drafts.set(key, v);
    },
    [key],
  );
  const clear = useCallback(() => set(''), [set]);
  return [value, set, clear];
}
