import { WHITELABEL_KEYS } from '@m/contracts';
import type { Faker } from '@faker-js/faker';
import { trialUser } from './auth-state';
import { offeredContracts } from './agent-state';
import type { WorldState } from './state';
import type { Fault } from './faults';
import { popupAnnouncement } from './support-state';
import { applyHostileContent } from './hostile-content';

/**
 * Named presets of a world (docs/control-api.md "Scenarios"). A scenario is a documented function that
 * changes the freshly seeded happy-path state. Happy path by default; every failure is a named
 * scenario layered on top. Adding one = adding one entry to `scenarioList` below (later domains
 * add `captcha-required`, `sms-short-expiry`, `lottery-draw-imminent`, `agent-with-contracts`...).
 */
export interface ScenarioContext {
  /** The world's seeded faker, for scenarios that need more seeded data. */
  faker: Faker;
  seed: number;
  /** The world clock's instant when the scenario is applied (e.g. "locked for 5 minutes from now"). */
  now: number;
}

export interface Scenario {
  name: string;
  description: string;
  /** Changes the state in place. Runs after seeding, before the world's overrides. */
  apply: (state: WorldState, ctx: ScenarioContext) => void;
  /** Faults the world starts with (network scenarios); reset() puts them back. Deterministic only: latency, `every`, `times`. */
  faults?: readonly Fault[];
}

export const scenarioList: readonly Scenario[] = [
  {
    name: 'default',
    description: 'Happy path: site open, every white-label switch at its seeded default, well-known accounts plus seeded members.',
    apply: () => {},
  },
  {
    name: 'maintenance',
    description: 'Site under maintenance: system status 1, the site shows the service-error page (A-152).',
    apply: (s) => {
      s.settings.maintenance = true;
    },
  },
  {
    name: 'region-restricted',
    description: "Visitor's region blocked: system status 2, the site shows the IP-restricted page with settings.location.ip (A-152).",
    apply: (s) => {
      s.settings.regionRestriction = true;
    },
  },
  {
    name: 'maintenance-and-region',
    description: 'Maintenance AND region restriction: status is 1, maintenance wins (A-153).',
    apply: (s) => {
      s.settings.maintenance = true;
      s.settings.regionRestriction = true;
    },
  },
  {
    name: 'empty',
    description: 'No seeded extra data: only the well-known accounts; lists of later domains start empty.',
    apply: (s) => {
      s.users = Object.fromEntries(Object.entries(s.users).filter(([, u]) => u.wellKnown));
      // Promotions and agent teams.
      s.promotions = { ...s.promotions, categories: [], items: [], claims: {}, reads: {} };
      s.agent.teams = {};
    },
  },
  {
    name: 'all-flags-off',
    description: 'Every white-label switch off (A-175, A-176): module calls answer no.permission.',
    apply: (s) => {
      for (const key of WHITELABEL_KEYS) s.settings.info.whitelabel[key] = false;
    },
  },
  // Sign-in (domains/auth.ts, domains/sms.ts; numbers in auth-state.ts).
  {
    name: 'captcha-required',
    description: 'The captcha is required from the FIRST wrong password of an account (default: the second within 15 min) (A-023).',
    apply: (s) => {
      s.auth.rules.captchaAfterFailures = 1;
    },
  },
  {
    name: 'captcha-lockout',
    description:
      'player01 is locked for 5 minutes from the world clock (account.locked { lockedUntil }); afterwards it needs the captcha (A-023).',
    apply: (s, { now }) => {
      s.auth.failures.player01 = { count: 5, firstAt: now, captchaRequired: true, lockedUntil: now + 5 * 60_000 };
    },
  },
  {
    name: 'sms-short-expiry',
    description: 'SMS codes expire after 10 s instead of 60 s, so the countdown end and sms.code.expired are quick to reach (A-037).',
    apply: (s) => {
      s.auth.rules.smsTtlMs = 10_000;
    },
  },
  {
    name: 'firebase-identity',
    description:
      'White-label switch FIREBASE on: SMS login, registration by mobile and set-password-by-phone go through the simulated phone-identity service (identity.sendCode / identity.confirm; A-030, A-041, A-065, A-089).',
    apply: (s) => {
      s.settings.info.whitelabel.FIREBASE = true;
    },
  },
  {
    name: 'trial-user',
    description: 'A trial (type 4) account trial1 exists; loginAs("trial1") or /m/trail makes the next one (A-097..A-101).',
    apply: (s) => {
      s.auth.trialSeq = 1;
      s.users.trial1 = trialUser('trial1', 'Trial1234', s.settings.info.register.countryDialingCode);
    },
  },
  {
    name: 'lottery-draw-imminent',
    description:
      'FAST1 (1-Minute Lotto) draws every 10 s, 5 s after the start instant (12:00:05 on a default world), lock 2 s: a draw is always a few seconds away (G-072).',
    apply: (s) => {
      const fast1 = s.lottery.lotteries.FAST1;
      if (fast1) Object.assign(fast1, { intervalSec: 10, offsetSec: 5, lockSec: 2 });
    },
  },
  {
    name: 'lottery-all-closed',
    description:
      'Every lottery closed: no next draw (remainTime 0, isSale false), countdowns show --:--:--, the lobby refreshes every 7 s (G-063, G-068).',
    apply: (s) => {
      for (const def of Object.values(s.lottery.lotteries)) def.status = 'closed';
    },
  },
  // Registration and passwords (REGISTRATION).
  {
    name: 'register-mobile-only',
    description: 'USERNAMEREG3 off, MOBILENUMREG3 on: registration opens on the mobile form without the method toggle (A-044, A-045).',
    apply: (s) => {
      s.settings.info.whitelabel.USERNAMEREG3 = false;
    },
  },
  {
    name: 'register-username-only',
    description: 'MOBILENUMREG3 off: registration by username only, no method toggle (A-044).',
    apply: (s) => {
      s.settings.info.whitelabel.MOBILENUMREG3 = false;
    },
  },
  {
    name: 'register-birthday',
    description:
      'The birthday field shown and required on the username form: a real date (YYYY-MM-DD), not after today, at least settings.info.register.minAge years ago (A-070).',
    apply: (s) => {
      s.registerSettings.fields.birthday.enabled = true;
      s.registerSettings.fields.birthday.required = true;
    },
  },
  {
    name: 'forget-email-only',
    description: 'FORGETPSWPHONE off: the forgot-password popup has only the email form (A-081, A-082).',
    apply: (s) => {
      s.settings.info.whitelabel.FORGETPSWPHONE = false;
    },
  },
  {
    name: 'password-expired',
    description: "player01's password has expired: /m/changePsw shows the expired-password variant (A-073).",
    apply: (s) => {
      const user = s.users.player01;
      if (user) user.passwordExpired = true;
    },
  },
  // Promotions and agent (domains/promotions.ts, domains/agent.ts).
  {
    name: 'agent-with-contracts',
    description:
      'agent001 is offered the three contracts (dailysalreqtype, divtypecompperiodreq, contracthoursalreq hold values): its home shows the three prompts until each is signed; agent041 and agent042 are offered them too but never prompted (G-096..G-102).',
    apply: (s) => {
      for (const agent of ['agent001', 'agent041', 'agent042']) s.agent.contracts[agent] = offeredContracts();
    },
  },
  {
    name: 'promotions-empty',
    description: 'No promotion categories and no promotions: /m/activity shows its empty state (G-080).',
    apply: (s) => {
      s.promotions.categories = [];
      s.promotions.items = [];
    },
  },
  {
    name: 'games-empty',
    description:
      'No games in the catalogue, no favourites and no recent games: the game lists, hot games and the search show their empty states (G-032).',
    apply: (s) => {
      s.games.catalogue = {};
      s.games.favourites = {};
      s.games.recent = {};
    },
  },
  // Member centre and wallet.
  {
    name: 'member-classic',
    description: 'mem_cen 0 and dep_func 0: the classic member-centre template and the simple deposit form (A-011, A-018).',
    apply: (s) => {
      s.settings.info.mobileTemplate.mem_cen = 0;
      s.settings.info.mobileTemplate.dep_func = 0;
    },
  },
  {
    name: 'wallet-empty',
    description: 'player01 has balance 0 and no account records, bets or rewards: the empty states of the member pages.',
    apply: (s) => {
      const user = s.users.player01;
      if (user) user.balance = 0;
      s.wallet.player01 = { records: [], bets: [], rewards: [], totalDeposit: 0, seq: 1 };
    },
  },
  {
    name: 'agent-notices-empty',
    description: 'No agent notices (type A): /m/member/notice?types=A shows its empty state. The default seed has two (G-103).',
    apply: (s) => {
      s.announcements = s.announcements.filter((a) => a.type !== 'A');
    },
  },
  // QA kit: the remaining edge cases of the spec's flows.
  {
    name: 'all-flags-on',
    description: 'Every white-label switch on: every module, login by SMS, registration toggle, captcha, Firebase identity (A-175, A-176).',
    apply: (s) => {
      for (const key of WHITELABEL_KEYS) s.settings.info.whitelabel[key] = true;
    },
  },
  {
    name: 'slow-network',
    description: 'Every answer of every endpoint takes 1.5 s more (a fault, so loading states stay visible); data as default.',
    apply: () => {},
    faults: [{ endpoint: '*', latencyMs: 1500 }],
  },
  {
    name: 'flaky-network',
    description:
      'Every 3rd call of the world (3rd, 6th, 9th...) waits 300 ms and loses its connection (no answer); deterministic, so a retry succeeds.',
    apply: () => {},
    faults: [{ endpoint: '*', every: 3, drop: true, latencyMs: 300 }],
  },
  // Support (domains/support.ts, support-state.ts).
  {
    name: 'support-empty',
    description: 'No announcements, no help items, no mail: the lists show their empty states (A-133).',
    apply: (s) => {
      s.announcements = [];
      s.support.help = [];
      s.support.inbox = {};
      s.support.popular = [];
      for (const entry of Object.values(s.unread)) entry.inbox = 0;
    },
  },
  {
    name: 'notice-popup',
    description: 'A popup announcement (PU) on home: the notice popup shows once per browser session (G§2).',
    apply: (s) => {
      s.announcements.push(popupAnnouncement());
      s.support.popular.unshift(popupAnnouncement().id);
    },
  },
  {
    name: 'support-flags-off',
    description:
      'MAILCEN and CBS3 off: the support menu hides messages and live chat; inbox and chat calls answer no.permission (A-115, A-116).',
    apply: (s) => {
      s.settings.info.whitelabel.MAILCEN = false;
      s.settings.info.whitelabel.CBS3 = false;
    },
  },
  // Security: hostile-content.ts.
  {
    name: 'hostile-content',
    description:
      "Script-injection payloads (<script>, <img onerror>, javascript: links, <svg onload>) and 400-character unbroken strings in every announcement, help item, mail and promotion (titles and HTML), player01's nickname and the lottery and GPI game names; a payload that runs sets window.__pwned.",
    apply: applyHostileContent,
  },
];

export const scenarios: ReadonlyMap<string, Scenario> = new Map(scenarioList.map((s) => [s.name, s]));

export const DEFAULT_SCENARIO = 'default';
