import type { ContractKind, ContractValue } from '@m/contracts';
import { Button, NoData } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { useLoad } from '../../../shared/api/query-cache';
import { SUCCESS_TOAST_MS } from '../../../shared/constants';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { getContract, signContract } from '../api/agent-api';
import { Table } from '../components/agent-page-kit';
import { LoadView } from '../../../shared/api/load-view';

/** /m/member/agent/getSalaryContract, getDevidendContract, getHourContract: the terms and the signature. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation();
  // The tiers come in the display language: switching language loads them again (a signed contract then loads as signed).
  const state = useLoad<ContractValue>(['agent.contract', kind, useUiStore((s) => s.language)], () => getContract(kind));
  const [sending, setSending] = useState(false);
  // A plan code is never shown; an unknown one reads as the contract's own name.
  const planLabel = (code: string) =>
    i18n.exists(`agent.contract.plan.${code}`) ? t(`agent.contract.plan.${code}`) : t(`agent.contract.${kind}`);
  const sign = async () => {
    setSending(true);
    try {
      // The signature answers the signed contract, in the display language: it replaces the offer on screen.
      state.set(await withLoading(signContract(kind)));
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'agent.contract.signed', durationMs: SUCCESS_TOAST_MS });
    } catch {
      // Shown by the app's error handler.
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="agent-page">
      <h2 className="agent-subtitle">{t(`agent.contract.${kind}`)}</h2>
      <LoadView state={state}>
        {(v) => {
          if (v.status === 'NONE') return <NoData text={t('agent.contract.none')} />;
          return (
            <>
              <p>
                {v.status === 'OFFERED'
                  ? t('agent.contract.offered', { label: planLabel(v.label) })
                  : t('agent.contract.signedOn', { date: formatDate(v.signedAt, i18n.language), label: planLabel(v.label) })}
              </p>
              <Table
                head={[t('agent.contract.tier'), t('agent.contract.requirement'), t('agent.contract.reward')]}
                rows={v.tiers.map((r) => [r.tier, r.requirement, r.reward])}
              />
              {v.status === 'OFFERED' && (
                <Button block loading={sending} onClick={() => void sign()}>
                  {t('agent.contract.sign')}
                </Button>
              )}
            </>
          );
        }}
      </LoadView>
    </div>
  );
}
