import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SmsPurpose } from '@m/contracts';
import type { SimEngine } from '../engine/engine';
import { nextDrawAt, dayOfWeek } from '../engine/lottery/schedule';
import { exportWorld, importWorld } from '../engine/replay';
import type { ControlRequest, ControlResponse } from './types';

/**
 * Control actions of the QA kit (issue 12), registered by router.ts as one block: export and
 * import (replay), a preset SMS code, the captcha answer of the next failed login, a lottery's
 * next draw "N s from now". Documented in docs/control-api.md, examples in docs/qa-guide.md.
 */

type Route = (engine: SimEngine, req: ControlRequest, id: string) => ControlResponse;

const json = (body: unknown, status = 200): ControlResponse => ({ status, body });
const refuse = (status: number, error: string): ControlResponse => json({ error }, status);

function invalid(schema: Parameters<typeof Value.Check>[0], body: unknown, what: string): ControlResponse | null {
  const first = Value.Errors(schema, body ?? {}).First();
  return first ? refuse(400, `${what}${first.path}: ${first.message}`) : null;
}

export const SmsPresetSchema = Type.Object(
  {
    mobileNum: Type.String({ pattern: '^\\d{1,20}$' }),
    /** Default: the register settings' country dialing code. */
    countryDialingCode: Type.Optional(Type.String({ maxLength: 8 })),
    code: Type.String({ pattern: '^\\d{4,8}$' }),
    /** Absent: valid for any purpose (login, register, forget). */
    purpose: Type.Optional(SmsPurpose),
    /** Default: the world's auth.rules.smsTtlMs. */
    ttlMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 86_400_000 })),
  },
  { additionalProperties: false },
);

export const CaptchaPresetSchema = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), onNextFailure: Type.Boolean() },
  { additionalProperties: false },
);

export const DrawPresetSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 64 }), inSec: Type.Integer({ minimum: 1, maximum: 86_399 }) },
  { additionalProperties: false },
);

export const ImportQuerySchema = Type.Object({ id: Type.Optional(Type.String()) });

const DAY_MS = 86_400_000;

/** World routes (`METHOD /sub-path`), spread into router.ts's table. */
export const qaWorldRoutes: Record<string, Route> = {
  'GET /export': (engine, _req, id) => json(exportWorld(engine.world(id))),
  'POST /sms': (engine, req, id) => {
    const bad = invalid(SmsPresetSchema, req.body, 'sms');
    if (bad) return bad;
    const body = req.body as { mobileNum: string; countryDialingCode?: string; code: string; purpose?: SmsPurpose; ttlMs?: number };
    const world = engine.world(id);
    const { state } = world;
    const countryDialingCode = body.countryDialingCode ?? state.settings.info.register.countryDialingCode;
    const entry = {
      mobileNum: body.mobileNum,
      countryDialingCode,
      code: body.code,
      expiresAt: world.clock.now() + (body.ttlMs ?? state.auth.rules.smsTtlMs),
      ...(body.purpose ? { purpose: body.purpose } : {}),
    };
    // The preset replaces any code of that number (and purpose), like a fresh send.
    state.sms = state.sms.filter(
      (s) => !(s.mobileNum === entry.mobileNum && s.countryDialingCode === countryDialingCode && (!body.purpose || !s.purpose || s.purpose === body.purpose)),
    );
    state.sms.push(entry);
    return json(entry);
  },
  'POST /captcha': (engine, req, id) => {
    const bad = invalid(CaptchaPresetSchema, req.body, 'captcha');
    if (bad) return bad;
    const { username, onNextFailure } = req.body as { username: string; onNextFailure: boolean };
    const { state } = engine.world(id);
    if (!Object.hasOwn(state.users, username)) return refuse(404, `no user ${username} in world ${id}`);
    const next = { ...state.auth.nextFailureCaptcha, [username]: onNextFailure };
    state.auth.nextFailureCaptcha = next;
    return json({ username, onNextFailure });
  },
  'POST /draw': (engine, req, id) => {
    const bad = invalid(DrawPresetSchema, req.body, 'draw');
    if (bad) return bad;
    const { code, inSec } = req.body as { code: string; inSec: number };
    const world = engine.world(id);
    const lotteries = world.state.lottery.lotteries;
    if (!Object.hasOwn(lotteries, code)) return refuse(404, `no lottery ${code} in world ${id}`);
    const def = lotteries[code]!;
    const now = world.clock.now();
    const at = Math.ceil((now + inSec * 1000) / 1000) * 1000;
    if (def.status === 'closed') def.status = 'open';
    if (def.intervalSec > 0) {
      def.intervalSec = Math.max(def.intervalSec, inSec);
      const iv = def.intervalSec * 1000;
      def.offsetSec = ((at % iv) + iv) % iv / 1000;
    } else {
      def.drawAtSec = Math.floor((at % DAY_MS) / 1000);
      const day = String(dayOfWeek(at));
      if (!def.drawDayOfWeek.split(',').map((d) => d.trim()).includes(day)) def.drawDayOfWeek = `${def.drawDayOfWeek},${day}`;
    }
    const nextDraw = nextDrawAt(def, now);
    return json({ code, nextDrawAt: nextDraw, remainTime: nextDraw === null ? 0 : Math.ceil((nextDraw - now) / 1000), lottery: def });
  },
};

/** `GET /draws`: every lottery's next draw on the world clock, soonest first (the dev panel's "to the next draw"). */
qaWorldRoutes['GET /draws'] = (engine, _req, id) => {
  const world = engine.world(id);
  const now = world.clock.now();
  const draws = Object.values(world.state.lottery.lotteries)
    .map((def) => ({ code: def.code, name: def.remark, nextDrawAt: def.status === 'closed' ? null : nextDrawAt(def, now) }))
    .filter((d): d is { code: string; name: string; nextDrawAt: number } => d.nextDrawAt !== null)
    .sort((a, b) => a.nextDrawAt - b.nextDrawAt || a.code.localeCompare(b.code));
  return json(draws);
};

/** `POST /__sim/import[?id=...]` with an export as body: 201 `{ id }`. */
export function importRoute(engine: SimEngine, req: ControlRequest): ControlResponse {
  return json({ id: importWorld(engine, req.body, { id: req.query.id || undefined }) }, 201);
}
