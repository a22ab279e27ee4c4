import { isApiError } from '../api/api-error';

/**
 * What a form offers after a failed submit (docs/decisions/front-end.md "Form errors"):
 * - `fix`     correct the field that shows the message (focus is there);
 * - `retry`   send the same input again (network, timeout, 5xx);
 * - `login`   log in again (session ended mid-form, trial account); the typed input is kept;
 * - `contact` open customer service (no permission), with `retry` beside it after a 5xx;
 * - `wait`    nothing to press: a countdown or "try later" (too many attempts, SMS cooldown).
 */
export type NextStep = 'fix' | 'retry' | 'login' | 'contact' | 'wait';

/** Client-made code of a submit that got no answer within SUBMIT_TIMEOUT_MS. */
export const TIMEOUT_CODE = 'timeout';

/**
 * One failed submit, as the form shows it: the message (an i18n key, translated at render so a
 * language switch re-translates it), where it shows, how it is shown and what the user can do next.
 */
export interface FormProblem {
  code: string;
  messageKey: string;
  params?: Record<string, string | number>;
  /**
   * `field`: under `field`, announced by its role=alert, focus on the field. `toast`: the error
   * table's toast with the screen's message (focus on `field` when the answer names one).
   * `alert`: the form's own aria-live region above the submit button, focused, with the next step's button.
   */
  shownAs: 'field' | 'toast' | 'alert';
  field: string | null;
  next: NextStep;
  /** The same input may pass later (network, timeout, 5xx): the alert offers "Try again" beside `next`. */
  retry: boolean;
  /**
   * The server answered (any status, any code). False only when no answer came: the network
   * failed, the submit timed out, or a throw on this side. A form that clears an input on a refusal
   * asks this, never how the problem is shown.
   */
  answered: boolean;
}

/** What one form knows about its codes: its fields, and the messages and next steps its screen needs. */
export interface ErrorPlan<F extends string = string> {
  /** The form's fields in screen order; a code whose answer names one of them shows there. */
  fields: readonly F[];
  /** Codes shown under a field the answer does not name (code -> field). */
  fieldOf?: Partial<Record<string, F>>;
  /** Screen-specific texts where the table's text is wrong or too general on this screen (code -> key). */
  messages?: Partial<Record<string, string>>;
  /** Next step per domain code where it is not `fix` (code -> step). */
  nextOf?: Partial<Record<string, NextStep>>;
  /**
   * Codes the table toasts that this screen says in its form's alert instead, with what only the
   * screen knows (a lock's end time): one message, in the form, no toast.
   */
  inAlert?: readonly string[];
  /** The message's values from the answer's `value` (code -> reader), e.g. an amount's limits. */
  paramsOf?: Partial<Record<string, (value: Record<string, unknown>) => Record<string, string | number>>>;
}

type ErrorLike = { code: string; status: number; i18nKey: string; reaction: string; value: Record<string, unknown> | null };

const asError = (error: unknown): ErrorLike | null => (isApiError(error) ? error : null);

/** The field an answer names (`value.field`, A-028) when the form has it, else the plan's field of the code. */
function namedField<F extends string>(e: ErrorLike, plan: ErrorPlan<F>): F | null {
  const named = e.value?.field;
  if (typeof named === 'string' && (plan.fields as readonly string[]).includes(named)) return named as F;
  return plan.fieldOf?.[e.code] ?? null;
}

/**
 * The reaction of a form to a failed submit. Generic classes first (the same on every form),
 * then the code's own row of the error table with the screen's message.
 */
export function reactToError<F extends string>(error: unknown, plan: ErrorPlan<F>): FormProblem {
  const e = asError(error);
  const alert = (messageKey: string, next: NextStep, code = e?.code ?? 'unknown'): FormProblem => ({
    code,
    messageKey,
    shownAs: 'alert',
    field: null,
    next,
    retry: next === 'retry' || code === 'unknown' || (e?.status ?? 0) >= 500,
    answered: e !== null && e.code !== 'network' && e.code !== TIMEOUT_CODE,
  });
  // A throw that is no answer (a bug on this side): the input stays, the user may try again.
  if (!e) return alert('form.failed', 'retry', 'unknown');
  if (e.code === 'network') return alert('form.network', 'retry');
  if (e.code === TIMEOUT_CODE) return alert('form.timeout', 'retry');
  // Session gone mid-form: the client's handler clears it and opens the login; the input waits here.
  if (e.reaction === 'logout' || e.reaction === 'login') return alert('form.session_ended', 'login');
  if (e.code === 'trial.forbidden') return alert('form.trial', 'login');
  if (e.code === 'too.many.requests') return alert(e.i18nKey, 'wait');
  if (e.code === 'no.permission') return alert(e.i18nKey, 'contact');
  if (e.code === 'system.upgrading') return alert(e.i18nKey, 'retry');
  // 5xx, an answer that is no envelope, or a code this site does not know: retry, and contact if it repeats.
  if (e.status >= 500 || e.code === 'unknown') return alert('form.server_error', 'contact');
  const field = namedField(e, plan);
  const messageKey = plan.messages?.[e.code] ?? e.i18nKey;
  const next = plan.nextOf?.[e.code] ?? 'fix';
  const params = plan.paramsOf?.[e.code]?.(e.value ?? {});
  const own = { code: e.code, messageKey, ...(params ? { params } : {}), field, next, retry: false, answered: true };
  if (e.reaction === 'toast' && !plan.inAlert?.includes(e.code)) return { ...own, shownAs: 'toast' };
  if (field) return { ...own, shownAs: 'field' };
  return { ...own, shownAs: 'alert' };
}
