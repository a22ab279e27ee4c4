import type { Reward } from '@m/contracts';
import { Button, List, ListRow, NoData } from '@m/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reactToError, type ErrorPlan } from '../../../shared/forms/react-to-error';
import { useUiStore } from '../../../shared/stores/ui-store';
import { claimReward, getRewards } from '../api/member-api';
import { LoadView } from '../../../shared/api/load-view';
import { FeatureOff, useFeatureOff } from '../components/feature-off';
import { formatDateTime, formatMoney } from '../money';
import { useLoad } from '../../../shared/api/query-cache';
import { setBalance } from '../wallet-store';
import '../member.css';

/**
 * member.claimReward's codes (docs/decisions/front-end.md "Form errors"): reward.unavailable is
 * the table's toast with the reward centre's text; the list is read again and focus goes to the
 * reward's new state (claimed or expired), so the player is not left on a button that is gone.
 */
const PLAN: ErrorPlan = { fields: [], messages: { 'reward.unavailable': 'member.rewards.unavailable' } };

const statusId = (id: string) => `reward-status-${id}`;

/** /m/rewardCenter (A-018, decided; REWCEN3): rewards to claim, claimed and expired; a claim credits the wallet. */
export function RewardCenterPage() {
  const off = useFeatureOff('REWCEN3');
  return off ? <FeatureOff /> : <Rewards />;
}

function Rewards() {
  const state = useLoad(['member.rewards', useUiStore((s) => s.language)], getRewards);
  const [busy, setBusy] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const claim = async (r: Reward) => {
    setBusy(r.id);
    try {
      const res = await claimReward(r.id, { quiet: true });
      setBalance(res.sumBalance);
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'member.rewards.claimed' });
      state.set((state.data ?? []).map((x) => (x.id === r.id ? res.reward : x)));
    } catch (err) {
      const problem = reactToError(err, PLAN);
      useUiStore.getState().showToast({ kind: 'error', messageKey: problem.messageKey, params: problem.params });
      // Refused by the server: its list says what the reward is now. A failure with no answer keeps
      // the Claim button, to press again.
      if (!problem.retry) {
        setRefused(r.id);
        state.reload();
      }
    } finally {
      setBusy(null);
    }
  };
  const status = state.data?.find((x) => x.id === refused)?.status;
  useEffect(() => {
    if (refused && status && status !== 'CLAIMABLE') document.getElementById(statusId(refused))?.focus();
  }, [refused, status]);
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
                  <span id={statusId(r.id)} className="mem-muted" tabIndex={-1}>
                    {t(`member.rewards.${r.status}`)}
                  </span>
                )}
              </span>
            }
          />
        </li>
      ))}
    </List>
  );
}
