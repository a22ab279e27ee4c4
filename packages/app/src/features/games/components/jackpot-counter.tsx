import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../shared/format';
import { whenIdle } from '../../../shared/idle';
import { JACKPOT_CURRENCY, jackpotDelayMs, jackpotStep } from '../game-rules';
import { growJackpot, jackpotValue, useJackpotStore } from '../jackpot-store';
import '../games.css';

export interface JackpotCounterProps {
  /** Random source in [0, 1); stories pass a fixed one. */
  rand?: () => number;
  /** A fixed starting value for a story: the counter then runs on its own, outside the visit's. */
  start?: number;
}

/**
 * G-041, G-042: a decorative counter with the merchant's currency symbol. It shows the visit's
 * jackpot (jackpot-store.ts): one value that keeps growing by 100..500 every 3, 4 or 5 s across
 * pages, never a new random amount per page.
 */
export function JackpotCounter({ rand = Math.random, start }: JackpotCounterProps) {
  const { t, i18n } = useTranslation();
  const own = start !== undefined;
  const [local, setLocal] = useState(() => start ?? 0);
  const [initial] = useState(() => (own ? 0 : jackpotValue(rand)));
  const shared = useJackpotStore((s) => s.value) ?? initial;
  // The ticking starts once the browser is idle after the boot: a re-render every few seconds is
  // nothing the first screen needs, and the value shown meanwhile is the same.
  useEffect(() => {
    let id: ReturnType<typeof setTimeout>;
    const tick = () => {
      id = setTimeout(() => {
        const step = jackpotStep(rand);
        if (own) setLocal((v) => v + step);
        else growJackpot(step);
        tick();
      }, jackpotDelayMs(rand));
    };
    const cancelIdle = whenIdle(tick);
    return () => {
      cancelIdle();
      clearTimeout(id);
    };
  }, [rand, own]);
  const text = formatCurrency(own ? local : shared, JACKPOT_CURRENCY, i18n.language);
  return (
    <section className="gm-jackpot" aria-label={t('games.jackpot')}>
      <span className="gm-jackpot__label">{t('games.jackpot')}</span>
      <span className="gm-jackpot__value">{text}</span>
    </section>
  );
}
