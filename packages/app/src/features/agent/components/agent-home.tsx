import { Modal } from '@m/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLoad } from '../../../shared/api/query-cache';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useServerNow } from '../../../shared/time/use-server-now';
import { localDay } from '../agent-logic';
import { getAgentInfo, getAgentWallet, getTeamKpi } from '../api/agent-api';
import { AgentHomeView } from './agent-home-view';
import { ContractPrompts } from './contract-prompts';
import './agent.css';

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
  // The balance shows no failure of its own: the client's toast says it.
  const balance = useLoad('agent.home.wallet', getAgentWallet, { toast: true }).data?.sumBalance ?? null;
  // The day can turn (or first be learned) while a load runs: the last day's figures stay until the new day's arrive.
  const kpiLoad = useLoad(['agent.home.teamKpi', today], () => getTeamKpi(today, today, 0), { hold: true });
  const [inviteOpen, setInviteOpen] = useState(false);
  // The invite is asked for at the first opening and again at each one after (reload keeps the
  // last answer in the modal until the new one arrives).
  const [inviteAsked, setInviteAsked] = useState(false);
  const invite = useLoad(inviteAsked ? 'agent.home.info' : null, getAgentInfo, { toast: true });
  const info = invite.data;
  // A failed invite load closes the modal (the client reports the failure).
  const inviteFailed = invite.status === 'error';
  useEffect(() => {
    if (inviteFailed) setInviteOpen(false);
  }, [inviteFailed]);
  const openInvite = () => {
    setInviteOpen(true);
    if (inviteAsked) invite.reload();
    else setInviteAsked(true);
  };

  return (
    <>
      <AgentHomeView
        name={userName}
        hour={hour}
        balance={balance}
        kpi={{ ...kpiLoad, data: kpiLoad.data?.footer ?? null }}
        teamSize={kpiLoad.data?.teamSize ?? null}
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
