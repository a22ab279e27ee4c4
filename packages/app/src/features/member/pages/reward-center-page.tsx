import type { Reward } from '@m/contracts';
import { Button, List, ListRow, NoData } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { claimReward, getRewards } from '../api/member-api';
import { LoadView } from '../../../shared/api/load-view';
import { FeatureOff, useFeatureOff } from '../components/feature-off';
import { formatDateTime, formatMoney } from '../money';
import { useLoad } from '../../../shared/api/query-cache';
import { setBalance } from '../wallet-store';

/** /m/rewardCenter (A-018, decided; REWCEN3): rewards to claim, claimed and expired; a claim credits the wallet. */
export function RewardCenterPage() {
  const off = useFeatureOff('REWCEN3');
  return off ? <FeatureOff /> : <Rewards />;
}

function Rewards() {
  const state = useLoad(['member.rewards', useUiStore((s) => s.language)], getRewards);
  const [busy, setBusy] = useState<string | null>(null);
  const claim = async (r: Reward) => {
    setBusy(r.id);
    try {
      const res = await claimReward(r.id);
      setBalance(res.sumBalance);
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'member.rewards.claimed' });
      state.set((state.data ?? []).map((x) => (x.id === r.id ? res.reward : x)));
    } catch {
      state.reload();
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="mem-page">
      <LoadView state={state} spinnerSize="lg">
        {(list) => <RewardList rewards={list} busyId={busy} onClaim={(r) => void claim(r)} />}
      </LoadView>
    </div>
  );
}

export function RewardList({ rewards, busyId, onClaim }: { rewards: Reward[]; busyId: string | null; onClaim: (r: Reward) => void }) {
  const { t } = useTranslation();
  if (rewards.length === 0) return <NoData text={t('member.rewards.empty')} />;
  return (
    <List variant="inset" aria-label={t('titles.rewardCenter')}>
      {rewards.map((r) => (
        <li key={r.id}>
          <ListRow
            title={r.title}
            description={t('member.rewards.until', { date: formatDateTime(r.expiresAt) })}
            trailing={
              <span className="mem-reward-end">
                <strong>{formatMoney(r.amount)}</strong>
                {r.status === 'CLAIMABLE' ? (
                  <Button
                    size="sm"
                    loading={busyId === r.id}
                    disabled={busyId !== null}
                    onClick={() => onClaim(r)}
                    aria-label={t('member.rewards.claimNamed', { title: r.title })}
                  >
                    {t('member.rewards.claim')}
                  </Button>
                ) : (
                  <span className="mem-muted">{t(`member.rewards.${r.status}`)}</span>
                )}
              </span>
            }
          />
        </li>
      ))}
    </List>
  );
}
