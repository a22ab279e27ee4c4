import { nextDrawAt, dayOfWeek } from '../engine/lottery/schedule';
import { exportWorld, importWorld } from '../engine/assembly/replay';
import type { ControlHandlers } from './handler-types';
import { ControlFailure } from './validator';

/**
 * Control actions of the QA kit, spread by router.ts into its handler table: export and
 * import (replay), a preset SMS code, the captcha answer of the next failed login, a lottery's
 * next draw "N s from now". Their schemas are in contract.ts. Documented in docs/control-api.md, examples in docs/qa-guide.md.
 */

const DAY_MS = 86_400_000;

type QaHandlers = Pick<ControlHandlers, 'exportWorld' | 'importWorld' | 'presetSms' | 'captchaOnNextFailure' | 'drawIn' | 'draws'>;

export const qaHandlers: QaHandlers = {
  exportWorld: ({ engine, params }) => exportWorld(engine.world(params.id)),
  /** `POST /__sim/import[?id=...]` with an export as body: 201 `{ id }`. */
  importWorld: ({ engine, query, body }) => ({ id: importWorld(engine, body, { id: query.id || undefined }) }),
  presetSms: ({ engine, params, body }) => {
    const world = engine.world(params.id);
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
      (s) =>
        !(
          s.mobileNum === entry.mobileNum &&
          s.countryDialingCode === countryDialingCode &&
          (!body.purpose || !s.purpose || s.purpose === body.purpose)
        ),
    );
    state.sms.push(entry);
    return entry;
  },
  captchaOnNextFailure: ({ engine, params, body }) => {
    const { username, onNextFailure } = body;
    const { state } = engine.world(params.id);
    if (!Object.hasOwn(state.users, username)) throw new ControlFailure(404, `no user ${username} in world ${params.id}`);
    state.auth.nextFailureCaptcha = { ...state.auth.nextFailureCaptcha, [username]: onNextFailure };
    return { username, onNextFailure };
  },
  drawIn: ({ engine, params, body }) => {
    const { code, inSec } = body;
    const world = engine.world(params.id);
    const lotteries = world.state.lottery.lotteries;
    if (!Object.hasOwn(lotteries, code)) throw new ControlFailure(404, `no lottery ${code} in world ${params.id}`);
    const def = lotteries[code]!;
    const now = world.clock.now();
    const at = Math.ceil((now + inSec * 1000) / 1000) * 1000;
    if (def.status === 'closed') def.status = 'open';
    if (def.intervalSec > 0) {
      def.intervalSec = Math.max(def.intervalSec, inSec);
      const iv = def.intervalSec * 1000;
      def.offsetSec = (((at % iv) + iv) % iv) / 1000;
    } else {
      def.drawAtSec = Math.floor((at % DAY_MS) / 1000);
      const day = String(dayOfWeek(at));
      if (
        !def.drawDayOfWeek
          .split(',')
          .map((d) => d.trim())
          .includes(day)
      )
        def.drawDayOfWeek = `${def.drawDayOfWeek},${day}`;
    }
    const nextDraw = nextDrawAt(def, now);
    return { code, nextDrawAt: nextDraw, remainTime: nextDraw === null ? 0 : Math.ceil((nextDraw - now) / 1000), lottery: def };
  },
  /** Every lottery's next draw on the world clock, soonest first (the dev panel's "to the next draw"). */
  draws: ({ engine, params }) => {
    const world = engine.world(params.id);
    const now = world.clock.now();
    return Object.values(world.state.lottery.lotteries)
      .map((def) => ({ code: def.code, name: def.remark, nextDrawAt: def.status === 'closed' ? null : nextDrawAt(def, now) }))
      .filter((d): d is { code: string; name: string; nextDrawAt: number } => d.nextDrawAt !== null)
      .sort((a, b) => a.nextDrawAt - b.nextDrawAt || a.code.localeCompare(b.code));
  },
};
