import { Button, Icon, LoadError } from '@m/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { MemberBarView } from '../components/member-bar-view';
import { visibleLinks } from '../member-links';
import { useProfile } from '../use-profile';
import { refreshBalance, useWalletStore } from '../wallet-store';

/**
 * /m/member/home (A-018, decided): profile summary (avatar, name, account, VIP label from
 * clubLabel), the balance with deposit and withdraw, and the member links. `mem_cen` = 1 is the
 * new template (a card with shortcuts and a tile grid); 0 the classic one (a plain list).
 */
export function MemberHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const wallet = useWalletStore();
  const settings = useSettingsStore((s) => s.settings);
  const newTemplate = settings?.info.mobileTemplate.mem_cen === 1;
  const links = visibleLinks(settings?.info.whitelabel);
  useEffect(() => {
    void refreshBalance();
  }, []);

  // Issue 14: a balance that failed to load says so, with its retry, rather than stars alone.
  const balanceError = wallet.failed ? <LoadError text={t('load_failed')} onRetry={() => void refreshBalance()} /> : null;
  const summary = (
    <div className="mem-summary">
      <p className="mem-summary-account">{t('member.account', { account: profile.account })}</p>
      {profile.vip ? <span className="mem-vip">{t('member.vip', { label: profile.vip })}</span> : null}
    </div>
  );

  if (!newTemplate) {
    return (
      <div className="mem-page" data-template="classic">
        <MemberBarView
          name={profile.name}
          avatarUrl={profile.avatarUrl}
          balance={wallet.sumBalance}
          hidden={wallet.hidden}
          refreshing={wallet.refreshing}
          onToggleHidden={wallet.toggleHidden}
          onRefresh={() => void refreshBalance()}
          onAvatar={() => void navigate(paths.set)}
        />
        {balanceError}
        {summary}
        <nav aria-label={t('member.linksLabel')}>
          <ul className="mem-list">
            {links.map((l) => (
              <li key={l.id}>
                <Link className="mem-list-link" to={l.to}>
                  <Icon name={l.icon} size={20} />
                  <span>{t(`member.links.${l.id}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    );
  }
  return (
    <div className="mem-page" data-template="new">
      <div className="mem-card mem-hero">
        <MemberBarView
          name={profile.name}
          avatarUrl={profile.avatarUrl}
          balance={wallet.sumBalance}
          hidden={wallet.hidden}
          refreshing={wallet.refreshing}
          onToggleHidden={wallet.toggleHidden}
          onRefresh={() => void refreshBalance()}
          onAvatar={() => void navigate(paths.set)}
        />
        {balanceError}
        {summary}
        <div className="mem-actions">
          <Button onClick={() => void navigate(paths.voucherCenter)}>{t('member.links.deposit')}</Button>
          <Button variant="secondary" onClick={() => void navigate(paths.withdraw)}>
            {t('member.links.withdraw')}
          </Button>
        </div>
      </div>
      <nav aria-label={t('member.linksLabel')}>
        <ul className="mem-grid">
          {links
            .filter((l) => l.id !== 'deposit' && l.id !== 'withdraw')
            .map((l) => (
              <li key={l.id}>
                <Link className="mem-tile" to={l.to}>
                  <Icon name={l.icon} size={24} />
                  <span>{t(`member.links.${l.id}`)}</span>
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
