import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../shared/format';
import { JACKPOT_CURRENCY, jackpotDelayMs, jackpotStart, jackpotStep } from '../game-rules';

export interface JackpotCounterProps {
  /** Random source in [0, 1); stories pass a fixed one. */
  rand?: () => number;
  /** Starting value (else drawn in 30..40 million). */
  start?: number;
}

/** G-041, G-042: a decorative counter with the merchant's currency symbol. */
export function JackpotCounter({ rand = Math.random, start }: JackpotCounterProps) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(() => start ?? jackpotStart(rand));
  useEffect(() => {
    let id: ReturnType<typeof setTimeout>;
    const tick = () => {
      id = setTimeout(() => {
        setValue((v) => v + jackpotStep(rand));
        tick();
      }, jackpotDelayMs(rand));
    };
    tick();
    return () => clearTimeout(id);
  }, [rand]);
  const text = formatCurrency(value, JACKPOT_CURRENCY, i18n.language);
  return (
    <section className="gm-jackpot" aria-label={t('games.jackpot')}>
      <span className="gm-jackpot__label">{t('games.jackpot')}</span>
      <span className="gm-jackpot__value">{text}</span>
    </section>
  );
}
