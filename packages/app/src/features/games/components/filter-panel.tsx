import type { VendorInfo } from '@m/contracts';
import { Button } from '@m/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CLASSIFIES, MIN_BET_OPTIONS } from '../game-rules';
import '../games.css';

export interface GameFilters {
  vassalage: string;
  gameClassify: string;
  minBet: string;
}

export interface FilterPanelProps {
  vendors: VendorInfo[];
  value: GameFilters;
  /** G-036: game type and minimum bet only for RNG. */
  showRngFilters: boolean;
  onChange: (value: GameFilters) => void;
  onClose: () => void;
}

/** G-036: manufacturer, game type (All, JP, SC, VP, TG, AC) and minimum bet (all, 0.01..0.75). */
export function FilterPanel({ vendors, value, showRngFilters, onChange, onClose }: FilterPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="gm-filter" role="region" aria-label={t('games.filters')}>
      <label htmlFor={`${id}-v`}>{t('games.manufacturer')}</label>
      <select id={`${id}-v`} value={value.vassalage} onChange={(e) => onChange({ ...value, vassalage: e.target.value })}>
        <option value="">{t('games.all')}</option>
        {vendors.map((v) => (
          <option key={v.vassalage} value={v.vassalage}>
            {v.displayName}
          </option>
        ))}
      </select>
      {showRngFilters ? (
        <>
          <label htmlFor={`${id}-c`}>{t('games.gameType')}</label>
          <select id={`${id}-c`} value={value.gameClassify} onChange={(e) => onChange({ ...value, gameClassify: e.target.value })}>
            <option value="">{t('games.all')}</option>
            {GAME_CLASSIFIES.map((c) => (
              <option key={c} value={c}>
                {t(`games.classify.${c}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-b`}>{t('games.minBet')}</label>
          <select id={`${id}-b`} value={value.minBet} onChange={(e) => onChange({ ...value, minBet: e.target.value })}>
            <option value="">{t('games.all')}</option>
            {MIN_BET_OPTIONS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <Button size="sm" variant="secondary" onClick={onClose}>
        {t('games.done')}
      </Button>
    </div>
  );
}
