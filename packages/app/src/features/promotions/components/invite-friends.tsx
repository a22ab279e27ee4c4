import { isAgentType, REGISTER_LINK_QUERY, type AgentInfoValue } from '@m/contracts';
import { Button, Modal } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useLoad } from '../../../shared/api/query-cache';
import { safeUrl } from '../../../shared/safe-url';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { SUCCESS_TOAST_MS } from '../../../shared/constants';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getAgentInfo } from '../api/promotions-api';
import './promotions.css';

export interface InviteFriendsViewProps {
  loggedIn: boolean;
  /** The member's link (members only). */
  inviteUrl: string;
  onRegister: () => void;
  onCopy: (url: string) => void;
  onGetAgent: () => void;
}

/** Invite friends (A§6): guests are asked to register; members get their link and the get-agent action. */
export function InviteFriendsView({ loggedIn, inviteUrl, onRegister, onCopy, onGetAgent }: InviteFriendsViewProps) {
  const { t } = useTranslation();
  return (
    <section className="promo-invite" aria-labelledby="promo-invite-title">
      <h2 id="promo-invite-title">{t('promotions.invite.title')}</h2>
      {loggedIn ? (
        <>
          <p>{t('promotions.invite.member')}</p>
          <label className="promo-invite-link">
            <span>{t('promotions.invite.linkLabel')}</span>
            <input readOnly value={inviteUrl} />
          </label>
          <div className="promo-invite-actions">
            <Button size="sm" onClick={() => onCopy(inviteUrl)}>
              {t('promotions.invite.copy')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onGetAgent}>
              {t('promotions.invite.getAgent')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('promotions.invite.guest')}</p>
          <div className="promo-invite-actions">
            <Button size="sm" onClick={onRegister}>
              {t('promotions.invite.register')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onGetAgent}>
              {t('promotions.invite.getAgent')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

export function AgentInviteModal({ info, open, onClose }: { info: AgentInfoValue | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('promotions.invite.agentTitle')} closeLabel={t('promotions.invite.close')}>
      {info && (
        <dl className="promo-agent-info">
          <dt>{t('promotions.invite.code')}</dt>
          <dd>{info.affiliateCode || '—'}</dd>
          <dt>{t('promotions.invite.linkLabel')}</dt>
          <dd className="promo-agent-link">{info.inviteUrl || '—'}</dd>
          <dd>{t('promotions.invite.teamSize', { count: info.teamSize })}</dd>
        </dl>
      )}
    </Modal>
  );
}

/**
 * G-095: the get-agent action. An agent sees the agent modal (its code and link from agent.info);
 * anyone else opens the affiliate link (download resource AFFILIATELINK) when one is configured.
 */
export function useGetAgent() {
  const session = useSessionStore((s) => s.session);
  const settings = useSettingsStore((s) => s.settings);
  const [open, setOpen] = useState(false);
  // Asked at the first opening and again at each one after (the last answer stays in the modal
  // until the new one); the modal shows no failure of its own: it closes, the client's toast says why.
  const [asked, setAsked] = useState(false);
  const agent = useLoad(asked ? 'promotions.agentInfo' : null, getAgentInfo, { toast: true });
  const run = () => {
    if (session && isAgentType(session.type)) {
      setOpen(true);
      if (asked) agent.reload();
      else setAsked(true);
      return;
    }
    const url = safeUrl(settings?.info.resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url);
    if (url) window.open(url, '_blank', 'noopener');
  };
  return {
    run,
    modal: <AgentInviteModal info={agent.data} open={open && agent.status !== 'error'} onClose={() => setOpen(false)} />,
  };
}

/** The invite-friends panel of /m/activity: shown when logged out or when REFERRAL is on (A§6). */
export function InviteFriends() {
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const referral = useSettingsStore((s) => s.settings?.info.whitelabel.REFERRAL ?? false);
  const getAgent = useGetAgent();
  if (session && !referral) return null;
  const inviteUrl = session
    ? `${window.location.origin}${paths.register}?${new URLSearchParams({ [REGISTER_LINK_QUERY.recommender]: session.userName }).toString()}`
    : '';
  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).then(
      () => useUiStore.getState().showToast({ kind: 'success', messageKey: 'promotions.invite.copied', durationMs: SUCCESS_TOAST_MS }),
      () => {},
    );
  };
  return (
    <>
      <InviteFriendsView
        loggedIn={session !== null}
        inviteUrl={inviteUrl}
        onRegister={() => void navigate(paths.register)}
        onCopy={copy}
        onGetAgent={getAgent.run}
      />
      {getAgent.modal}
    </>
  );
}
