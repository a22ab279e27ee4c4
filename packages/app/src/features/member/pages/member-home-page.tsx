import { Button, Card, Icon, ListSkeleton, NoData } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { LoadFailed, LoadView } from '../../../shared/api/load-view';
import { useLoad } from '../../../shared/api/query-cache';
import { getWalletRecords } from '../api/member-api';
import { LinkList } from '../components/link-list';
import { MemberBarView } from '../components/member-bar-view';
import { visibleLinks } from '../member-links';
import { useProfile } from '../use-profile';
import { useWallet } from '../wallet-store';
import { RecordList } from './transaction-record-page';
import '../member.css';

/**
 * /m/member/home (A-018, decided): profile summary (avatar, name, account, VIP label from
 * clubLabel), the balance with deposit and withdraw, and the member links. `mem_cen` = 1 is the
 * new template (a card with shortcuts and a tile grid); 0 the classic one (a plain list).
 */
export function MemberHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const wallet = useWallet();
  const settings = useSettingsStore((s) => s.settings);
  const newTemplate = settings?.info.mobileTemplate.mem_cen === 1;
  const links = visibleLinks(settings?.info.whitelabel);
  const recent = settings?.info.whitelabel.TRANSREC3 ? <RecentActivity /> : null;

  // A balance that failed to load says so, with its retry, rather than stars alone.
  const balanceError = wallet.failed ? <LoadFailed failure={wallet.failure} onRetry={wallet.refresh} /> : null;
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
          onRefresh={wallet.refresh}
          onAvatar={() => void navigate(paths.set)}
        />
        {balanceError}
        {summary}
        <nav aria-label={t('member.linksLabel')}>
          <LinkList entries={links.map((l) => ({ ...l, label: t(`member.links.${l.id}`) }))} />
        </nav>
        {recent}
      </div>
    );
  }
  return (
    <div className="mem-page" data-template="new">
      <Card as="div" className="mem-hero">
        <MemberBarView
          name={profile.name}
          avatarUrl={profile.avatarUrl}
          balance={wallet.sumBalance}
          hidden={wallet.hidden}
          refreshing={wallet.refreshing}
          onToggleHidden={wallet.toggleHidden}
          onRefresh={wallet.refresh}
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
      </Card>
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
      {recent}
    </div>
  );
}

const RECENT_COUNT = 3;

/**
 * The member centre's last account records (so the centre's lower half is not empty):
 * the newest three, each with its amount, and "See all" to /m/transaction/record. Shown while
 * TRANSREC3 is on; its box keeps the rows' room while loading, so nothing moves when they arrive.
 */
function RecentActivity() {
  const { t } = useTranslation();
  const state = useLoad(['member.recentRecords'], () => getWalletRecords({ pageNo: 1, pageSize: RECENT_COUNT }));
  return (
    <Card
      title={t('member.recent.title')}
      action={<Link to={paths.transactionRecord}>{t('member.recent.all')}</Link>}
      flush
      className="mem-recent"
    >
      <LoadView
        state={state}
        loading={<ListSkeleton rows={RECENT_COUNT} label={t('in_please_wait')} />}
        empty={<NoData text={t('member.recent.empty')} />}
      >
        {(v) => <RecordList records={v.list.slice(0, RECENT_COUNT)} label={t('member.recent.title')} plain />}
      </LoadView>
    </Card>
  );
}
