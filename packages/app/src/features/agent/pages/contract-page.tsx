import type { ContractKind, ContractValue } from '@m/contracts';
import { Button, NoData } from '@m/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { useLoad } from '../../../shared/api/query-cache';
import { SUCCESS_TOAST_MS } from '../../../shared/constants';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { getContract, signContract } from '../api/agent-api';
import { Table } from '../components/agent-page-kit';
import { LoadView } from '../../../shared/api/load-view';
import { reactToError, type ErrorPlan } from '../../../shared/forms/react-to-error';
import '../components/agent.css';

/**
 * agent.signContract's codes (docs/decisions/front-end.md "Form errors", as the reward claim):
 * contract.not.offered (signed on another device, or withdrawn) is the table's toast with this
 * page's text; the contract is read again and focus goes to its new state.
 */
const PLAN: ErrorPlan = { fields: [], messages: { 'contract.not.offered': 'agent.contract.notOffered' } };

/** /m/member/agent/getSalaryContract, getDevidendContract, getHourContract: the terms and the signature. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation();
  // The tiers come in the display language: switching language loads them again (a signed contract then loads as signed).
  const state = useLoad<ContractValue>(['agent.contract', kind, useUiStore((s) => s.language)], () => getContract(kind));
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState(false);
  const statusText = useRef<HTMLParagraphElement>(null);
  const status = state.data?.status;
  useEffect(() => {
    if (refused && status && status !== 'OFFERED') statusText.current?.focus();
  }, [refused, status]);
  // A plan code is never shown; an unknown one reads as the contract's own name.
  const planLabel = (code: string) =>
    i18n.exists(`agent.contract.plan.${code}`) ? t(`agent.contract.plan.${code}`) : t(`agent.contract.${kind}`);
  const sign = async () => {
    setSending(true);
    try {
      // The signature answers the signed contract, in the display language: it replaces the offer on screen.
      state.set(await withLoading(signContract(kind, { quiet: true })));
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'agent.contract.signed', durationMs: SUCCESS_TOAST_MS });
    } catch (err) {
      const problem = reactToError(err, PLAN);
      useUiStore.getState().showToast({ kind: 'error', messageKey: problem.messageKey, params: problem.params });
      // Refused by the server: its contract says what it is now. A failure with no answer keeps Sign.
      if (!problem.retry) {
        setRefused(true);
        state.reload();
      }
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
              <p ref={statusText} tabIndex={-1}>
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
