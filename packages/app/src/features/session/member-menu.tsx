import { isTrialType } from '@m/contracts';
import { Button, Modal } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../shared/session/member-info';
import { useSessionStore } from '../../shared/stores/session-store';
import { useLogout } from './use-logout';
import './member-menu.css';

/**
 * The member part of the side menu (A-094, G§2): nickname (else account), the account name, a
 * trial mark, and logout behind a confirmation. The member issue adds its entries around it.
 */
export function MemberMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const info = useMemberInfo();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  if (!session) return null;
  const account = info?.account ?? session.userName;
  return (
    <div className="m-member-menu">
      <p className="m-member-menu__user">
        <strong>{info?.nickname || account}</strong>
        <br />
        <span>{t('session.account', { account })}</span>
        {isTrialType(session.type) ? (
          <>
            <br />
            <span>{t('session.trial')}</span>
          </>
        ) : null}
      </p>
      <Button block variant="secondary" onClick={() => setConfirming(true)}>
        {t('session.logout')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('session.logout_confirm')}
        animation="fade"
        closeLabel={t('header.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('session.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onNavigate();
                void logout();
              }}
            >
              {t('session.logout')}
            </Button>
          </>
        }
      />
    </div>
  );
}
