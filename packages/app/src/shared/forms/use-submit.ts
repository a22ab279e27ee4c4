import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { useUiStore } from '../stores/ui-store';
import { reactToError, TIMEOUT_CODE, type ErrorPlan, type FormProblem } from './react-to-error';

/**
 * How long a submit waits for its answer before the form says so (decided: 20 s, longer than the
 * client's 10 s loading toast, short enough that a user is still looking at the form).
 */
export const SUBMIT_TIMEOUT_MS = 20_000;

export interface Submit<F extends string> {
  busy: boolean;
  problem: FormProblem | null;
  /** The problem whose message shows under `field` (reaction `field`), or null. */
  fieldProblem: (field: F) => FormProblem | null;
  /** The field is the one the last answer refused (its message under it or in the toast). */
  invalid: (field: F) => boolean;
  /** Ref callback of a field, so focus can move to it when the answer names it. */
  fieldRef: (field: F) => (el: HTMLElement | null) => void;
  /** Ref of the form's aria-live region (FormAlert). */
  alertRef: React.RefObject<HTMLDivElement | null>;
  /**
   * Sends, then `done(answer)`; a failure becomes `problem` (reactToError), the input stays as
   * typed. After a timeout, a late answer still lands: `done` runs and the problem goes away.
   */
  run: <T>(send: () => Promise<T>, done: (answer: T) => void | Promise<void>, failed?: (problem: FormProblem) => void) => Promise<void>;
  /** The last `run` again (the alert's "Try again"). */
  retry: () => void;
  /** A problem the form found itself (its own checks), shown and focused the same way. */
  show: (problem: FormProblem) => void;
  clear: () => void;
}

/**
 * The one submit of every form (docs/decisions/front-end.md "Form errors"): busy state, a timeout,
 * the reaction to a failed answer, and focus on the place the message shows (the field the answer
 * names, else the form's alert). Forms call the api with `quiet: true`: the form shows the message
 * itself, in the place and with the text this screen needs; a refused session still reaches the
 * client's handler (login and the logged-out toast).
 */
export function useSubmit<F extends string>(plan: ErrorPlan<F>, timeoutMs = SUBMIT_TIMEOUT_MS): Submit<F> {
  const [busy, setBusy] = useState(false);
  // `seq` moves focus again when the same problem comes back after another try.
  const [shown, setShown] = useState<{ problem: FormProblem; seq: number } | null>(null);
  const fields = useRef(new Map<string, HTMLElement | null>());
  const alertRef = useRef<HTMLDivElement | null>(null);
  const last = useRef<(() => void) | null>(null);
  const seq = useRef(0);
  const planRef = useRef(plan);
  planRef.current = plan;

  const show = useCallback((problem: FormProblem) => {
    if (problem.shownAs === 'toast')
      useUiStore.getState().showToast({ kind: 'error', messageKey: problem.messageKey, params: problem.params });
    seq.current += 1;
    setShown({ problem, seq: seq.current });
  }, []);

  useEffect(() => {
    if (!shown) return;
    const { problem } = shown;
    if (problem.field) fields.current.get(problem.field)?.focus();
    else if (problem.shownAs === 'alert') alertRef.current?.focus();
  }, [shown]);

  const run = useCallback(
    async <T>(send: () => Promise<T>, done: (answer: T) => void | Promise<void>, failed?: (problem: FormProblem) => void) => {
      last.current = () => void run(send, done, failed);
      setBusy(true);
      setShown(null);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const answer = send();
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ApiError({ code: TIMEOUT_CODE, status: 0, i18nKey: 'form.timeout', reaction: 'toast' })),
          timeoutMs,
        );
      });
      try {
        await done(await Promise.race([answer, timedOut]));
      } catch (err) {
        const problem = reactToError(err, planRef.current);
        show(problem);
        failed?.(problem);
        // A late success after the timeout still counts (a withdrawal may have gone through).
        if (problem.code === TIMEOUT_CODE)
          answer.then(
            async (value) => {
              setShown(null);
              await done(value);
            },
            () => undefined,
          );
      } finally {
        clearTimeout(timer);
        setBusy(false);
      }
    },
    [show, timeoutMs],
  );

  const problem = shown?.problem ?? null;
  return {
    busy,
    problem,
    fieldProblem: (field) => (problem?.shownAs === 'field' && problem.field === field ? problem : null),
    invalid: (field) => problem?.field === field,
    fieldRef: (field) => (el) => {
      fields.current.set(field, el);
    },
    alertRef,
    run,
    retry: () => last.current?.(),
    show,
    clear: () => setShown(null),
  };
}

/**
 * One ref callback from several: a field's element goes to react-hook-form (its own focus on a
 * failed check) and to `useSubmit` (focus on the field an answer names).
 */
export const refsOf =
  <E extends HTMLElement>(...refs: ((el: E | null) => void)[]) =>
  (el: E | null): void => {
    for (const ref of refs) ref(el);
  };
