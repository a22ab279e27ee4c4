import type { AgentInfoValue, TeamKpiValue } from '@m/contracts';
import { Modal } from '@m/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useServerNow } from '../../../shared/time/server-clock';
import { localDay } from '../agent-logic';
import { getAgentInfo, getAgentWallet, getTeamKpi } from '../api/agent-api';
import { AgentHomeView } from './agent-home-view';
import { ContractPrompts } from './contract-prompts';

/** /m/agent: loads the wallet and today's team KPI (G-089); shows the contract prompts. The agent footer (G-091, G-094) is the frame's. */
export function AgentHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = useSessionStore((s) => s.session?.userName ?? '');
  const whitelabel = useSettingsStore((s) => s.settings?.info.whitelabel ?? {});
  // The server's time, re-read every minute: the greeting (G-088) follows its local hour, the KPI its day (G-089).
  const now = new Date(useServerNow(60_000));
  const hour = now.getHours();
  const today = localDay(now);
  const [balance, setBalance] = useState<number | null>(null);
  const [kpi, setKpi] = useState<TeamKpiValue | null>(null);
  const [kpiFailed, setKpiFailed] = useState(false);
  const [info, setInfo] = useState<AgentInfoValue | null>(null);
  const [inviteOpen, setInviteOpen] = useState(false);

  // A failed KPI shows 'Loading failed, click to retry', never made-up zeros.
  // Only the latest call's answer is shown: the day can turn (or first be learned) while one runs.
  const kpiCall = useRef(0);
  const loadKpi = useCallback(() => {
    const call = ++kpiCall.current;
    setKpiFailed(false);
    getTeamKpi(today, today, 0).then(
      (v) => call === kpiCall.current && setKpi(v),
      () => call === kpiCall.current && setKpiFailed(true),
    );
  }, [today]);

  useEffect(() => {
    getAgentWallet().then((w) => setBalance(w.sumBalance), () => {});
  }, []);
  useEffect(loadKpi, [loadKpi]);

  const openInvite = () => {
    setInviteOpen(true);
    getAgentInfo().then(setInfo, () => setInviteOpen(false));
  };

  return (
    <>
      <AgentHomeView
        name={userName}
        hour={hour}
        balance={balance}
        kpi={kpi?.footer ?? null}
        kpiFailed={kpiFailed}
        onRetryKpi={loadKpi}
        teamSize={kpi?.teamSize ?? null}
        whitelabel={whitelabel}
        onNavigate={(to) => void navigate(to)}
        onInvite={openInvite}
      />
      <Modal open={inviteOpen} onClose={() => setInviteOpen(false)} title={t('agent.inviteTitle')} closeLabel={t('agent.quickMenu.close')}>
        {info && (
          <dl className="agent-invite">
            <dt>{t('agent.inviteCode')}</dt>
            <dd>{info.affiliateCode || '—'}</dd>
            <dt>{t('agent.inviteLink')}</dt>
            <dd>{info.inviteUrl || '—'}</dd>
          </dl>
        )}
      </Modal>
      <ContractPrompts />
    </>
  );
}
