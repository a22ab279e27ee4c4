import { Announcement, RegisterSettingsValue, Settings, SmsPurpose } from '@m/contracts';
import { LotteryState } from './lottery/lottery-catalogue';
import { Type, type Static } from '@sinclair/typebox';
import { AuthState } from './auth-state';
import { UnreadState } from './unread-state';
import { PromotionsState } from './promotions-state';
import { AgentState } from './agent-state';
import { WalletState } from './wallet/wallet-state';
import { SupportState } from './support-state';
import { GamesState } from './games/game-catalogue';
import { SimUser } from './users-state';

/**
 * The state of one world as ONE serialisable object, so `PATCH /__sim/worlds/:id/state` can
 * deep-merge into it. Settings reuse the contract schema; the rest is the simulator's own
 * bookkeeping (there is no contract for it yet). After every merge the whole state is checked
 * against `WorldState`, so the simulator can never serve a value that breaks the contract.
 */

// The account record lives in users-state.ts, so area modules that build one (auth-state.ts's
// trial accounts) need not import this file, which imports them (docs/decisions/toolkit.md ENG-CYCLES).
export { SimUser };

export const SimSession = Type.Object({ username: Type.String(), expiresAt: Type.Number() }, { additionalProperties: false });
export type SimSession = Static<typeof SimSession>;

export const SmsCode = Type.Object(
  {
    mobileNum: Type.String(),
    countryDialingCode: Type.String(),
    code: Type.String(),
    expiresAt: Type.Number(),
    /** What the code is for (login, register, forget): a login code does not register. Absent (a QA patch): any purpose. */
    purpose: Type.Optional(SmsPurpose),
    /** Set by the no-login verification (sms.verify, A-057); the code stays usable until used or expired. */
    verified: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SmsCode = Static<typeof SmsCode>;

export const CaptchaState = Type.Object({ text: Type.String(), issuedAt: Type.Number() }, { additionalProperties: false });
export type CaptchaState = Static<typeof CaptchaState>;

export const WorldState = Type.Object(
  {
    settings: Settings,
    merchantCode: Type.String(),
    /** Keyed by username, so a PATCH can change one account: `{ users: { player01: { balance: 0 } } }`. */
    users: Type.Record(Type.String(), SimUser),
    /** Keyed by session token. */
    sessions: Type.Record(Type.String(), SimSession),
    captcha: Type.Union([CaptchaState, Type.Null()]),
    sms: Type.Array(SmsCode),
    /** Lottery catalogue and schedules (G-073); draws are computed from the clock. */
    lottery: LotteryState,
    /** Sign-in: failure rule, lockouts, slider checks, trial counter, field rules, avatars (auth-state.ts). */
    auth: AuthState,
    /** Registration: per-field rules served by register.settings. */
    registerSettings: RegisterSettingsValue,
    /** Valid affiliate (invitation) codes -> the agent that owns each. */
    affiliateCodes: Type.Record(Type.String(), Type.String()),
    /** Announcements of every type and group (A§3, G-005). */
    announcements: Type.Array(Announcement),
    /** Per-member inbox/chat unread counters and announcement read marks (A-101, unread-state.ts). */
    unread: UnreadState,
    /** Promotions: catalogue, per-member claims and read marks, applications (promotions-state.ts). */
    promotions: PromotionsState,
    /** Agents: teams and contracts (agent-state.ts); daily activity is computed from the clock. */
    agent: AgentState,
    /** Per-member wallet records, bets and rewards, seeded on first use (wallet/wallet-state.ts, A-018). */
    wallet: WalletState,
    /** Help items, mail per member, sent feedback, popular announcements (support-state.ts). */
    support: SupportState,
    /** Games (G-028, G-049, G-052): sorting list, banners, favourites and recent games (games/game-catalogue.ts). */
    games: GamesState,
  },
  { additionalProperties: false },
);
export type WorldState = Static<typeof WorldState>;
