import type { AgentInfoValue, TeamKpiValue } from '@m/contracts';
import { Modal } from '@m/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { localDay } from '../agent-logic';
import { getAgentInfo, getAgentWallet, getTeamKpi } from '../api/agent-api';
import { AgentHomeView } from './agent-home-view';
import { ContractPrompts } from './contract-prompts';

/** The local hour, re-read every minute (the greeting follows it, G-088). */
function useLocalHour(): number {
  const [hour, setHour] = useState(() => new Date().getHours());
  useEffect(() => {
    const id = window.setInterval(() => setHour(new Date().getHours()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return hour;
}

/** /m/agent: loads the wallet and today's team KPI (G-089); shows the contract prompts. The agent footer (G-091, G-094) is the frame's. */
export function AgentHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = useSessionStore((s) => s.session?.userName ?? '');
  const whitelabel = useSettingsStore((s) => s.settings?.info.whitelabel ?? {});
  const hour = useLocalHour();
  const [balance, setBalance] = useState<number | null>(null);
  const [kpi, setKpi] = useState<TeamKpiValue | null>(null);
  const [kpiFailed, setKpiFailed] = useState(false);
  const [info, setInfo] = useState<AgentInfoValue | null>(null);
  const [inviteOpen, setInviteOpen] = useState(false);

  // Issue 14: a failed KPI shows 'Loading failed, click to retry', never made-up zeros.
  const loadKpi = useCallback(() => {
    setKpiFailed(false);
    const today = localDay();
    getTeamKpi(today, today, 0).then(setKpi, () => setKpiFailed(true));
  }, []);

  useEffect(() => {
    getAgentWallet().then((w) => setBalance(w.sumBalance), () => {});
    loadKpi();
  }, [loadKpi]);

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
