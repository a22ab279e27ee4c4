import { vipStanding, type VipBenefitsValue } from '@m/contracts';
import { useTranslation } from 'react-i18next';
import { getVipBenefits } from '../api/member-api';
import { LoadView } from '../../../shared/api/load-view';
import { FeatureOff, useFeatureOff } from '../components/feature-off';
import { formatMoney } from '../money';
import { useLoad } from '../../../shared/api/query-cache';
import '../member.css';

/** /m/member/benefits (A-018, decided; VIPBENEFIT): the member's level, progress to the next, every level's benefits. */
export function BenefitsPage() {
  const off = useFeatureOff('VIPBENEFIT');
  return off ? <FeatureOff /> : <Benefits />;
}

function Benefits() {
  const state = useLoad('member.vip', getVipBenefits);
  return (
    <div className="mem-page">
      <LoadView state={state} spinnerSize="lg">
        {(v) => <BenefitsView value={v} />}
      </LoadView>
    </div>
  );
}

/**
 * Level, next threshold, amount still needed and progress all come from `vipStanding` (contracts),
 * the rule the simulator reports the level by: the page never contradicts itself, even
 * if an answer's `current` disagrees with its deposits.
 */
export function BenefitsView({ value }: { value: VipBenefitsValue }) {
  const { t } = useTranslation();
  const standing = vipStanding(value.totalDeposit, value.levels);
  const current = value.levels[standing.current];
  const next = standing.next === null ? undefined : value.levels[standing.next];
  const progress = Math.floor(standing.progress * 100);
  return (
    <>
      <section className="ui-card" aria-labelledby="vip-now">
        <h2 id="vip-now" className="mem-h2">
          {t('member.vipPage.current', { name: current?.name ?? '' })}
        </h2>
        <p>{t('member.vipPage.totalDeposit', { amount: formatMoney(value.totalDeposit) })}</p>
        {next ? (
          <>
            <progress className="mem-progress" max={100} value={progress} aria-label={t('member.vipPage.progress', { name: next.name })} />
            <p className="mem-muted">{t('member.vipPage.next', { name: next.name, amount: formatMoney(standing.remaining) })}</p>
          </>
        ) : (
          <p className="mem-muted">{t('member.vipPage.top')}</p>
        )}
      </section>
      <ul className="mem-levels">
        {value.levels.map((l) => (
          <li key={l.level} className="ui-card" aria-current={l === current ? 'true' : undefined}>
            <h3 className="mem-h3">
              {l.name} {l === current ? <span className="mem-vip">{t('member.vipPage.yours')}</span> : null}
            </h3>
            <p className="mem-muted">{t('member.vipPage.needed', { amount: formatMoney(l.depositNeeded) })}</p>
            <ul>
              {l.benefits.map((b) => (
                <li key={b}>{t(`member.vipBenefits.${b}`)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
