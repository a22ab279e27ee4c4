/**
 * The generic error classes per kind of screen (docs/decisions/front-end.md "Form errors"), each
 * with the test that asserts what a user sees. The merged coverage report checks that each named
 * test is still there (its file holds the title) and prints the matrix; a class a kind cannot meet
 * says why instead.
 */
export type ScreenKind = 'form' | 'list' | 'launch';
export type ErrorClass = 'network' | '5xx' | 'timeout' | 'session expired' | 'not logged in' | 'trial account';

export type ClassCell = { kind: ScreenKind; errorClass: ErrorClass } & ({ file: string; title: string } | { notApplicable: string });

const APP = 'packages/app/src';
const READS_WAIT = 'reads have no client timeout: a slow list or launch keeps its spinner until the answer or a failure';

export const GENERIC_CLASS_TESTS: readonly ClassCell[] = [
  {
    kind: 'form',
    errorClass: 'network',
    file: `${APP}/features/member/withdraw-errors.test.tsx`,
    // The withdraw-errors stories' Network case.
    title: 'Network failure: the form alert (aria-live, focused), amount kept',
  },
  {
    kind: 'form',
    errorClass: '5xx',
    file: `${APP}/features/member/withdraw-errors.test.tsx`,
    title: '5xx: the server-error text, not "Unknown error"',
  },
  {
    kind: 'form',
    errorClass: 'timeout',
    file: `${APP}/features/register/register-errors.test.tsx`,
    title: 'register.byUsername timeout: "no answer yet" in the form alert',
  },
  {
    kind: 'form',
    errorClass: 'session expired',
    file: `${APP}/features/member/withdraw-errors.test.tsx`,
    title: 'session expired mid-form (logged.out)',
  },
  {
    kind: 'form',
    errorClass: 'not logged in',
    file: `${APP}/shared/forms/react-to-error.test.ts`,
    title: 'session ended mid-form (logged.out, not.logged.in): log in again',
  },
  {
    kind: 'form',
    errorClass: 'trial account',
    file: `${APP}/features/member/withdraw-errors.test.tsx`,
    title: 'wallet.withdraw trial.forbidden: says a trial account cannot',
  },
  { kind: 'list', errorClass: 'network', file: `${APP}/app/load-failures.test.tsx`, title: "kind: 'a dropped connection'" },
  { kind: 'list', errorClass: '5xx', file: `${APP}/app/load-failures.test.tsx`, title: "kind: 'a 500'" },
  { kind: 'list', errorClass: 'timeout', notApplicable: READS_WAIT },
  {
    kind: 'list',
    errorClass: 'session expired',
    file: `${APP}/app/frame.test.tsx`,
    title: "'logged out' clears the session, shows its message and opens login",
  },
  {
    kind: 'list',
    errorClass: 'not logged in',
    file: `${APP}/app/account-support-checklist.test.tsx`,
    title: 'A-102: a guest gets the login popup on the message list',
  },
  {
    kind: 'list',
    errorClass: 'trial account',
    file: `${APP}/features/trial/trial-guard.test.tsx`,
    title: 'are sent home from deposit with the trial text',
  },
  {
    kind: 'launch',
    errorClass: 'network',
    file: `${APP}/features/lottery/lottery-errors.test.tsx`,
    title: 'lottery.launch network failure: the launch page says the network is down',
  },
  {
    kind: 'launch',
    errorClass: '5xx',
    file: `${APP}/features/lottery/lottery-errors.test.tsx`,
    title: 'lottery.launch 5xx: the launch page offers the retry',
  },
  { kind: 'launch', errorClass: 'timeout', notApplicable: READS_WAIT },
  {
    kind: 'launch',
    errorClass: 'session expired',
    file: `${APP}/features/lottery/lottery-errors.test.tsx`,
    title: 'lottery.launch logged.out: the session ended before the launch',
  },
  {
    kind: 'launch',
    errorClass: 'not logged in',
    file: `${APP}/features/lottery/components/lottery-lobby.test.tsx`,
    title: 'a guest tapping play gets the login popup over the lobby',
  },
  {
    kind: 'launch',
    errorClass: 'trial account',
    notApplicable: 'no launch answers trial.forbidden (the contract lists it for none): a trial account plays',
  },
];

/** Each cell with whether its test is still there: its file holds the title. */
export function classMatrix(sources: ReadonlyArray<{ file: string; text: string }>): Array<ClassCell & { found: boolean }> {
  return GENERIC_CLASS_TESTS.map((cell) => ({
    ...cell,
    found: 'notApplicable' in cell || sources.some((s) => s.file === cell.file && s.text.includes(cell.title)),
  }));
}
