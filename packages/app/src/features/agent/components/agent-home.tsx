import type { AgentInfoValue, TeamKpiValue } from '@m/contracts';
import { Modal } from '@m/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { localDay } from '../agent-logic';
import { getAgentInfo, getAgentWallet, getDividends, getTeamKpi } from '../api/agent-api';
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

/** /m/agent: loads the wallet, today's team KPI (G-089) and the dividend flag (G-094); shows the contract prompts. */
export function AgentHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = useSessionStore((s) => s.session?.userName ?? '');
  const whitelabel = useSettingsStore((s) => s.settings?.info.whitelabel ?? {});
  const hour = useLocalHour();
  const [balance, setBalance] = useState<number | null>(null);
  const [kpi, setKpi] = useState<TeamKpiValue | null>(null);
  const [dividends, setDividends] = useState(false);
  const [info, setInfo] = useState<AgentInfoValue | null>(null);
  const [inviteOpen, setInviteOpen] = useState(false);

  useEffect(() => {
    getAgentWallet().then((w) => setBalance(w.sumBalance), () => {});
    const today = localDay();
    getTeamKpi(today, today, 0).then(setKpi, () => setKpi({ list: [], footer: { teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 }, teamSize: 0 }));
    getDividends().then((d) => setDividends(d.shown), () => setDividends(false));
  }, []);

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
        teamSize={kpi?.teamSize ?? null}
        dividendsShown={dividends}
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
