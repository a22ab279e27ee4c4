import type { Api, ErrorCode, RegisterBody } from '@m/contracts';
import type { RouteBody, RouteId, RouteParams, StatePatch } from '../control/contract';
import { WELL_KNOWN_PASSWORD } from '../engine/seed';
import { registration } from '../testing/account-world';

/**
 * How QA makes the simulator answer each domain error of the contract by its own rules (a world
 * state and a request), never by an injected fault: one recipe per (endpoint, code) pair that
 * docs/openapi.json lists, apart from the generic classes every endpoint of a kind answers
 * (contracts' GENERIC_ERROR_CODES). A
 * recipe is data, so the same table is run by error-recipes.test.ts against a fresh world and
 * written into docs/qa-guide.md (`pnpm --filter @m/mock-server qa:errors`).
 *
 * A recipe is a list of steps on a fresh `default` world: at most three control calls (the
 * setup a tester scripts or clicks) and site requests, the last of which answers the code. The
 * site requests are what the screen sends; strings starting with `$` stand for what the screen
 * or peek provides (see PLACEHOLDERS).
 */

/** An endpoint id, `area.name`, as the endpoint table spells it. */
export type EndpointId = { [A in keyof Api & string]: `${A}.${keyof Api[A] & string}` }[keyof Api & string];

/** The control routes a recipe may use: each changes the world, as a tester's setup does. */
type SetupRoute = Extract<RouteId, 'applyScenario' | 'patchState' | 'clock' | 'presetSms' | 'openSession' | 'deleteGame'>;

export type ControlStep = {
  [K in SetupRoute]: { control: K } & (RouteBody<K> extends undefined ? { body?: undefined } : { body: RouteBody<K> }) &
    (Omit<RouteParams<K>, 'id'> extends Record<string, never> ? { params?: undefined } : { params: Omit<RouteParams<K>, 'id'> });
}[SetupRoute];

/** A call the site makes; with a session opened by an earlier `openSession` step it carries that token. */
export interface SiteRequest {
  send: EndpointId;
  query?: Record<string, unknown>;
  body?: unknown;
  /** The body is the whole registration form with `body`'s fields over it (the doc shows only those). */
  form?: 'registration';
}

export type RecipeStep = ControlStep | SiteRequest;

export interface ErrorRecipe {
  endpoint: EndpointId;
  code: ErrorCode;
  /** What a tester does, in words. */
  how: string;
  /** The site's route that shows the answer (a popup route for the popups). */
  screen: string;
  /**
   * How this screen says it where that is not the error table's reaction, starting with its place:
   * `form alert`, `the page says it`, `field`, `toast`, or `none` (a quiet call). The app's
   * error-table tests run each row on its screen and count the messages it shows.
   */
  reaction?: string;
  steps: readonly RecipeStep[];
  /**
   * Why the screen never sends this request itself (its own check stops it first, an earlier call
   * refuses the input, or only another tab or a script sends it). The app's error-table tests give
   * the screen this answer by a one-shot fault, to see where it says it.
   */
  notFromScreen?: string;
}

export const isControlStep = (step: RecipeStep): step is ControlStep => 'control' in step;

/** The placeholders a site request may carry, resolved when the step runs (error-recipes-run.ts). */
export const PLACEHOLDERS = {
  $humanToken: "a fresh slider proof: the screen's humanCheck.challenge and humanCheck.verify",
  $captcha: 'the captcha the screen shows (auth.captcha; its text is in peek)',
  '$mobile:<user>': "that account's mobile number (peek)",
  '$sms:<user>': "the SMS code last texted to that account's number (peek)",
  '$answer.<field>': "that field of the previous site request's answer",
} as const;

const MINUTE_PLUS = 61_000;
/** No seeded account has it: seeded numbers have a 9 after the two-digit area code. */
export const FREE_MOBILE = '11800000000';
const DIAL = '+55';
const PW = WELL_KNOWN_PASSWORD;
const SMS = '246810';

const session = (username: string): ControlStep => ({ control: 'openSession', body: { username } });
const scenario = (name: string): ControlStep => ({ control: 'applyScenario', body: { name } });
const patch = (body: StatePatch): ControlStep => ({ control: 'patchState', body });
const advance = (advanceMs: number): ControlStep => ({ control: 'clock', body: { advanceMs } });
const preset = (mobileNum: string, purpose?: 'login' | 'register' | 'forget'): ControlStep => ({
  control: 'presetSms',
  body: { mobileNum, code: SMS, ...(purpose ? { purpose } : {}) },
});
const deleteGame = (node: string): ControlStep => ({ control: 'deleteGame', params: { node } });
const send = (endpoint: EndpointId, body?: unknown, query?: Record<string, unknown>): SiteRequest => ({
  send: endpoint,
  ...(body === undefined ? {} : { body }),
  ...(query === undefined ? {} : { query }),
});
const register = (endpoint: 'register.byUsername' | 'register.byMobile', fields: Partial<RegisterBody>): SiteRequest => ({
  send: endpoint,
  form: 'registration',
  body: fields,
});

/** The registration form as the site fills it: every field, optional ones empty. */
export const REGISTRATION_FORM: RegisterBody = registration({
  countryDialingCode: DIAL,
  username: '',
  password: PW,
  confirmPassword: PW,
  captcha: '$captcha',
});

const login = (body: Record<string, unknown>) => send('auth.login', { type: 'username', username: 'player01', password: PW, ...body });
const smsLogin = (code: string) => login({ type: 'sms', username: '$mobile:player01', password: code });
const byUsername = (fields: Partial<RegisterBody>) => register('register.byUsername', { username: 'qauser01', ...fields });
const byMobile = (fields: Partial<RegisterBody>) =>
  register('register.byMobile', { mobileNum: FREE_MOBILE, verificationCode: SMS, ...fields });
const smsSend = (mobileNum: string, purpose: 'login' | 'register' | 'forget', humanToken = '$humanToken') =>
  send('sms.send', { mobileNum, countryDialingCode: DIAL, purpose, humanToken });
const identitySend = (humanToken = '$humanToken') =>
  send('identity.sendCode', { mobileNum: '$mobile:player01', countryDialingCode: DIAL, humanToken });
const setByPhone = (fields: Record<string, unknown>) =>
  send('password.setByPhone', {
    newPassword: 'Newpass99',
    mobileNum: '$mobile:player01',
    verificationCode: SMS,
    firebaseIdToken: '',
    ...fields,
  });
/** Samba Riches, the catalogue's first game (a BGS slot): removed while the list still shows it. */
const SLOT = { nodeId: 'N10001', vendor: 'BGS' };
/** Neon Reels, the catalogue's second game: not among player01's seeded favourites (Samba Riches is). */
const SLOT_2 = { nodeId: 'N10002', vendor: 'BGS' };
const FAST1 = { vendor: 'LOTT', gameCode: 'FAST1', prizeMode: 'Lott' };

export const ERROR_RECIPES: readonly ErrorRecipe[] = [
  // Sign-in: the login popup.
  {
    endpoint: 'auth.login',
    code: 'account.locked',
    how: 'player01 is locked for 5 minutes after five wrong passwords; log in as player01, even with the right password.',
    screen: '/m/login',
    reaction: 'form alert, with the lock time',
    steps: [scenario('captcha-lockout'), login({})],
  },
  {
    endpoint: 'auth.login',
    code: 'captcha.required',
    how: 'player01 already needs the captcha (wrong passwords on another device) and this page has not shown it yet; log in without one.',
    screen: '/m/login',
    steps: [patch({ auth: { failures: { player01: { count: 1, firstAt: 0, captchaRequired: true, lockedUntil: null } } } }), login({})],
  },
  {
    endpoint: 'auth.login',
    code: 'not.member',
    how: 'player01 becomes an account type the member area does not take (type 3); log in as player01.',
    screen: '/m/login',
    steps: [patch({ users: { player01: { type: 3 } } }), login({})],
  },
  {
    endpoint: 'auth.login',
    code: 'password.wrong',
    how: 'Log in as player01 with a wrong password (the second one within 15 min also asks for the captcha).',
    screen: '/m/login',
    steps: [login({ password: 'Wrong999' })],
  },
  {
    endpoint: 'auth.login',
    code: 'sms.code.expired',
    how: "A login code for player01's number, then the clock 61 s on (a code lives 60 s); sign in by SMS with that code. On the screen: tap Get code on the SMS tab (the code field opens; a code preset first would answer sms.too.frequent), read the code in peek, move the clock 61 s on, then sign in.",
    screen: '/m/login',
    steps: [preset('$mobile:player01', 'login'), advance(MINUTE_PLUS), smsLogin(SMS)],
  },
  {
    endpoint: 'auth.login',
    code: 'user.not.exist',
    how: 'Log in with a username no account has.',
    screen: '/m/login',
    steps: [login({ username: 'nobody01' })],
  },
  {
    endpoint: 'auth.login',
    code: 'verify.code.error',
    how: "Sign in by SMS with player01's number and a code that was never sent.",
    screen: '/m/login',
    steps: [smsLogin('000000')],
  },
  // SMS codes and the slider.
  {
    endpoint: 'sms.send',
    code: 'human.check.failed',
    how: 'Ask for a login code with a slider proof that was already spent (each proof sends one code).',
    screen: '/m/login',
    notFromScreen: 'a proof is spent by the code it sent; only a script or another tab sends it again',
    steps: [smsSend('$mobile:player01', 'login', 'spent-proof')],
  },
  {
    endpoint: 'sms.send',
    code: 'mobile.exists',
    how: "On the mobile registration form, ask for a code for player01's number (it has an account).",
    screen: '/m/register',
    steps: [smsSend('$mobile:player01', 'register')],
  },
  {
    endpoint: 'sms.send',
    code: 'sms.too.frequent',
    how: "A login code for player01's number is still valid; ask for another one before it expires.",
    screen: '/m/login',
    steps: [preset('$mobile:player01', 'login'), smsSend('$mobile:player01', 'login')],
  },
  {
    endpoint: 'sms.send',
    code: 'user.not.exist',
    how: `On the SMS login tab, ask for a code for a number no account has (${FREE_MOBILE}).`,
    screen: '/m/login',
    steps: [smsSend(FREE_MOBILE, 'login')],
  },
  {
    endpoint: 'sms.verify',
    code: 'sms.code.expired',
    how: 'A registration code for a new number, then the clock 61 s on; submit the mobile registration with that code (the site verifies it first).',
    screen: '/m/register',
    steps: [
      preset(FREE_MOBILE, 'register'),
      advance(MINUTE_PLUS),
      send('sms.verify', { mobileNum: FREE_MOBILE, countryDialingCode: DIAL, code: SMS, purpose: 'register' }),
    ],
  },
  {
    endpoint: 'sms.verify',
    code: 'verify.code.error',
    how: 'Submit the mobile registration with a code that was never sent.',
    screen: '/m/register',
    steps: [send('sms.verify', { mobileNum: FREE_MOBILE, countryDialingCode: DIAL, code: '000000', purpose: 'register' })],
  },
  {
    endpoint: 'humanCheck.verify',
    code: 'human.check.failed',
    how: "Drop the slider's piece far from the gap (position 0; the gap is at 20..90, tolerance 5).",
    screen: '/m/login',
    reaction: 'field, under the slider',
    steps: [send('humanCheck.challenge', undefined, {}), send('humanCheck.verify', { challengeId: '$answer.challengeId', position: 0 })],
  },
  // Lottery.
  {
    endpoint: 'lottery.history',
    code: 'game.not.found',
    how: 'The 1-Minute Lotto is removed (PATCH it to null) while the lobby shows it; open its draw history.',
    screen: '/m/lott',
    steps: [
      patch({ lottery: { lotteries: { FAST1: null } } }),
      send('lottery.history', undefined, { code: 'FAST1', pageNo: 1, pageSize: 10 }),
    ],
  },
  {
    endpoint: 'lottery.launch',
    code: 'game.not.found',
    how: 'The 1-Minute Lotto is removed while the lobby shows it; play it.',
    screen: '/m/launchGame',
    reaction: 'the page says it, no toast',
    steps: [patch({ lottery: { lotteries: { FAST1: null } } }), session('player01'), send('lottery.launch', FAST1)],
  },
  {
    endpoint: 'lottery.launch',
    code: 'lottery.closed',
    how: 'Every lottery closes (the lobby was opened before; a closed card disables Play); play the 1-Minute Lotto.',
    screen: '/m/launchGame',
    reaction: 'the page says it, no toast',
    steps: [scenario('lottery-all-closed'), session('player01'), send('lottery.launch', FAST1)],
  },
  // Registration.
  {
    endpoint: 'register.checkAffiliate',
    code: 'invitation.code.invalid',
    how: 'Open the registration with an affiliate code no agent has, /m/register?aff=NOPE99: the Invitation code field appears, empty; type another code no agent has, fill the form and Join now.',
    screen: '/m/register',
    steps: [send('register.checkAffiliate', undefined, { code: 'NOPE99' })],
  },
  {
    endpoint: 'register.byUsername',
    code: 'captcha.required',
    how: 'Submit the username form with the captcha empty.',
    screen: '/m/register',
    notFromScreen: "the form's own check stops an empty captcha; a script or an older client sends it",
    steps: [byUsername({ captcha: '' })],
  },
  {
    endpoint: 'register.byUsername',
    code: 'invitation.code.invalid',
    how: 'Register by username with an affiliate code no agent has.',
    screen: '/m/register',
    steps: [byUsername({ affiliateCode: 'NOPE99' })],
  },
  {
    endpoint: 'register.byUsername',
    code: 'mobile.exists',
    how: "Register by username with player01's mobile number.",
    screen: '/m/register',
    steps: [byUsername({ mobileNum: '$mobile:player01' })],
  },
  {
    endpoint: 'register.byUsername',
    code: 'username.exists',
    how: 'Register the username player01.',
    screen: '/m/register',
    steps: [byUsername({ username: 'player01' })],
  },
  {
    endpoint: 'register.byUsername',
    code: 'verify.code.error',
    how: 'Type a wrong captcha (the image shows digits; type letters).',
    screen: '/m/register',
    steps: [send('auth.captcha'), byUsername({ captcha: 'XXXX' })],
  },
  {
    endpoint: 'register.byMobile',
    code: 'captcha.required',
    how: 'Submit the mobile form with the captcha empty.',
    screen: '/m/register',
    notFromScreen: "the form's own check stops an empty captcha; a script or an older client sends it",
    steps: [byMobile({ captcha: '' })],
  },
  {
    endpoint: 'register.byMobile',
    code: 'invitation.code.invalid',
    how: 'Register by mobile with an affiliate code no agent has.',
    screen: '/m/register',
    steps: [byMobile({ affiliateCode: 'NOPE99' })],
  },
  {
    endpoint: 'register.byMobile',
    code: 'mobile.exists',
    how: "Register by mobile with player01's number.",
    screen: '/m/register',
    notFromScreen: 'the number is refused when its code is asked for (sms.send mobile.exists)',
    steps: [byMobile({ mobileNum: '$mobile:player01' })],
  },
  {
    endpoint: 'register.byMobile',
    code: 'sms.code.expired',
    how: 'A registration code for a new number, then the clock 61 s on; register by mobile with that code.',
    screen: '/m/register',
    notFromScreen: 'the form verifies the code first (sms.verify sms.code.expired)',
    steps: [preset(FREE_MOBILE, 'register'), advance(MINUTE_PLUS), byMobile({})],
  },
  {
    endpoint: 'register.byMobile',
    code: 'verify.code.error',
    how: 'Register by mobile with a code that was never sent.',
    screen: '/m/register',
    notFromScreen: 'the form verifies the code first (sms.verify verify.code.error)',
    steps: [byMobile({ verificationCode: '000000' })],
  },
  // Passwords.
  {
    endpoint: 'password.change',
    code: 'modify.new.old.same',
    how: 'Signed in as player01, change the password to the same one.',
    screen: '/m/changePsw',
    notFromScreen:
      "the form's own check stops the same password (A-076); a script, an older client, or a remembered old password that hid the check sends it",
    steps: [session('player01'), send('password.change', { oldPassword: PW, newPassword: PW, confirmNewPassword: PW })],
  },
  {
    endpoint: 'password.change',
    code: 'password.old.wrong',
    how: 'Signed in as player01, change the password giving a wrong old one.',
    screen: '/m/changePsw',
    steps: [
      session('player01'),
      send('password.change', { oldPassword: 'Wrong999', newPassword: 'Newpass99', confirmNewPassword: 'Newpass99' }),
    ],
  },
  {
    endpoint: 'password.forgotByEmail',
    code: 'email.not.match',
    how: "Forgot password by email: player01 with an address that is not player01's.",
    screen: '/m/forget',
    steps: [send('password.forgotByEmail', { username: 'player01', email: 'someone@example.com' })],
  },
  {
    endpoint: 'password.forgotByEmail',
    code: 'user.not.exist',
    how: 'Forgot password by email: a username no account has.',
    screen: '/m/forget',
    steps: [send('password.forgotByEmail', { username: 'nobody01', email: 'nobody01@example.com' })],
  },
  {
    endpoint: 'password.setByPhone',
    code: 'modify.new.old.same',
    how: "Forgot password by phone: player01's number, a valid code, and the current password as the new one.",
    screen: '/m/forget',
    steps: [preset('$mobile:player01', 'forget'), setByPhone({ newPassword: PW })],
  },
  {
    endpoint: 'password.setByPhone',
    code: 'sms.code.expired',
    how: "A reset code for player01's number, then the clock 61 s on; set the new password with that code.",
    screen: '/m/forget',
    steps: [preset('$mobile:player01', 'forget'), advance(MINUTE_PLUS), setByPhone({})],
  },
  {
    endpoint: 'password.setByPhone',
    code: 'user.not.exist',
    how: 'Forgot password by phone with a number no account has.',
    screen: '/m/forget',
    notFromScreen: 'the number is refused when its code is asked for (sms.send user.not.exist)',
    steps: [setByPhone({ mobileNum: FREE_MOBILE })],
  },
  {
    endpoint: 'password.setByPhone',
    code: 'verify.code.error',
    how: "Forgot password by phone: player01's number and a code that was never sent.",
    screen: '/m/forget',
    steps: [setByPhone({ verificationCode: '000000' })],
  },
  // The simulated phone-identity service (FIREBASE on).
  {
    endpoint: 'identity.sendCode',
    code: 'human.check.failed',
    how: 'With the phone-identity service, ask for a code with a slider proof that was already spent.',
    screen: '/m/login',
    reaction: 'none: the service fails silently, A-040',
    notFromScreen: 'a proof is spent by the code it sent; only a script or another tab sends it again',
    steps: [scenario('firebase-identity'), identitySend('spent-proof')],
  },
  {
    endpoint: 'identity.sendCode',
    code: 'sms.too.frequent',
    how: "With the phone-identity service, ask for a code for player01's number twice within 60 s.",
    screen: '/m/login',
    reaction: 'none: the service fails silently, A-040',
    notFromScreen: 'the page counts the minute down before a second code; another tab sends it',
    steps: [scenario('firebase-identity'), identitySend(), identitySend()],
  },
  {
    endpoint: 'identity.confirm',
    code: 'sms.code.expired',
    how: "With the phone-identity service, send a code to player01's number, move the clock 61 s on, then confirm the right code.",
    screen: '/m/login',
    steps: [
      scenario('firebase-identity'),
      identitySend(),
      advance(MINUTE_PLUS),
      send('identity.confirm', { verificationId: '$answer.verificationId', code: '$sms:player01' }),
    ],
  },
  {
    endpoint: 'identity.confirm',
    code: 'verify.code.error',
    how: "With the phone-identity service, send a code to player01's number and confirm a wrong one.",
    screen: '/m/login',
    steps: [
      scenario('firebase-identity'),
      identitySend(),
      send('identity.confirm', { verificationId: '$answer.verificationId', code: '000000' }),
    ],
  },
  // Member centre and wallet.
  {
    endpoint: 'member.claimReward',
    code: 'reward.unavailable',
    how: 'Claim a reward that is not claimable (claimed on another device, expired, or an unknown id).',
    screen: '/m/rewardCenter',
    steps: [session('player01'), send('member.claimReward', { id: 'R-unknown' })],
  },
  {
    endpoint: 'wallet.deposit',
    code: 'amount.invalid',
    how: 'Deposit 10 by USDT (its minimum is 50).',
    screen: '/m/voucherCenter',
    notFromScreen: "the form checks the method's limits first",
    steps: [session('player01'), send('wallet.deposit', { amount: 10, method: 'USDT' })],
  },
  {
    endpoint: 'wallet.withdraw',
    code: 'amount.invalid',
    how: 'Withdraw 10 (the minimum is 50).',
    screen: '/m/withdraw',
    notFromScreen: 'the form checks the limits first',
    steps: [session('player01'), send('wallet.withdraw', { amount: 10, password: PW })],
  },
  {
    endpoint: 'wallet.withdraw',
    code: 'balance.insufficient',
    how: "player01's balance becomes 100; withdraw 500. On the screen the order matters: open /m/withdraw first, then set the balance, then withdraw 500 (with the low balance already shown, the site's own check refuses the amount before any request).",
    screen: '/m/withdraw',
    steps: [patch({ users: { player01: { balance: 100 } } }), session('player01'), send('wallet.withdraw', { amount: 500, password: PW })],
  },
  {
    endpoint: 'wallet.withdraw',
    code: 'password.wrong',
    how: 'Withdraw 100 with a wrong password.',
    screen: '/m/withdraw',
    steps: [session('player01'), send('wallet.withdraw', { amount: 100, password: 'Wrong999' })],
  },
  // Promotions.
  {
    endpoint: 'promotions.markRead',
    code: 'promotion.not.found',
    how: 'Open a promotion that is no longer in the list (withdrawn while the page was open); the site sends this quietly and ignores the answer.',
    screen: '/m/activity',
    reaction: 'none: sent quietly',
    steps: [session('player01'), send('promotions.markRead', { promotionId: 999 })],
  },
  {
    endpoint: 'promotions.apply',
    code: 'promotion.not.found',
    how: 'Apply for a promotion that is no longer in the list (withdrawn while the page was open).',
    screen: '/m/activityDetail?id=1',
    steps: [session('player01'), send('promotions.apply', { promotionId: 999, comment: '', images: [] })],
  },
  {
    endpoint: 'promotions.apply',
    code: 'promotion.not.available',
    how: 'With the application form of promotion 1 open, player01 applies for it on another device (or by a second tap); then submit the form. (Promotion 2, under review for player01 from the seed, answers the same, but its page offers no form.)',
    screen: '/m/activityDetail?id=1',
    steps: [
      session('player01'),
      send('promotions.apply', { promotionId: 1, comment: '', images: [] }),
      send('promotions.apply', { promotionId: 1, comment: '', images: [] }),
    ],
  },
  // Agent area.
  {
    endpoint: 'agent.register',
    code: 'username.exists',
    how: 'Signed in as agent001, register a team member named player01.',
    screen: '/m/agentRegister',
    steps: [session('agent001'), send('agent.register', { username: 'player01', password: PW })],
  },
  {
    endpoint: 'agent.signContract',
    code: 'contract.not.offered',
    how: 'agent001 is offered its daily-salary contract (scenario agent-with-contracts) and its page shows Sign; it is signed on another device (or by a second tap); then tap Sign.',
    screen: '/m/member/agent/getSalaryContract',
    steps: [
      scenario('agent-with-contracts'),
      session('agent001'),
      send('agent.signContract', { kind: 'salary' }),
      send('agent.signContract', { kind: 'salary' }),
    ],
  },
  // Support.
  {
    endpoint: 'feedback.submit',
    code: 'verify.code.error',
    how: 'Send feedback with a wrong captcha (the image shows digits; type letters).',
    screen: '/m/feedback',
    steps: [
      session('player01'),
      send('auth.captcha'),
      send('feedback.submit', { content: 'The withdrawal page does not load.', sender: 'player01', type: 2, captcha: 'XXXX' }),
    ],
  },
  // Games: Samba Riches leaves the catalogue while a list still shows it.
  {
    endpoint: 'games.addFavourite',
    code: 'game.not.found',
    how: "Neon Reels (N10002), not one of player01's favourites, is removed while the list shows it; tap its heart.",
    screen: '/m/gameList',
    steps: [deleteGame(SLOT_2.nodeId), session('player01'), send('games.addFavourite', SLOT_2)],
  },
  {
    endpoint: 'games.removeFavourite',
    code: 'game.not.found',
    how: "Samba Riches (N10001), one of player01's seeded favourites, is removed while the list shows it; tap its heart.",
    screen: '/m/gameList',
    steps: [deleteGame(SLOT.nodeId), session('player01'), send('games.removeFavourite', SLOT)],
  },
  {
    endpoint: 'games.launch',
    code: 'game.not.found',
    how: 'Samba Riches (N10001) is removed while the list shows it; play it.',
    screen: '/m/gameList',
    steps: [
      deleteGame(SLOT.nodeId),
      session('player01'),
      send('games.launch', { gameType: 'RNG', vendor: SLOT.vendor, gameId: 'BGS_RNG_001', nodeId: SLOT.nodeId, freePlay: false }),
    ],
  },
];
