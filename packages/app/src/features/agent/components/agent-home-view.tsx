import type { TeamKpiFooter, WhitelabelKey } from '@m/contracts';
import { Button, Card, Icon, type IconName } from '@m/ui';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadView, type LoadState } from '../../../shared/api/load-view';
import { formatCount, formatMoney } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { greetingOf, NAV_TARGETS } from '../agent-logic';
import { QuickMenu } from './quick-menu';
import './agent.css';

export interface AgentHomeViewProps {
  name: string;
  /** Local hour 0-23 (G-088). */
  hour: number;
  /** null while loading. */
  balance: number | null;
  /** Today's team counters: a failed load offers the retry in the card, never made-up zeros. */
  kpi: LoadState<TeamKpiFooter>;
  teamSize: number | null;
  whitelabel: Partial<Record<WhitelabelKey, boolean>>;
  onNavigate: (to: string) => void;
  onInvite: () => void;
  /** Stories open the quick menu from the start. */
  quickMenuOpen?: boolean;
}

/** Today's team counters (G-089), each tile with its icon. */
const KPI_TILES = [
  { key: 'teamLoginMemberCount', icon: 'user' },
  { key: 'teamBetMemberCount', icon: 'receipt' },
  { key: 'teamRegisterMemberCount', icon: 'user-plus' },
  { key: 'teamOnlineCount', icon: 'globe' },
] as const satisfies readonly { key: keyof TeamKpiFooter; icon: IconName }[];

/** /m/agent (G-087..G-093): greeting, balance, shortcuts, team counters, nav targets, quick menu (the agent footer is the frame's, G-091). */
export function AgentHomeView(props: AgentHomeViewProps) {
  const { name, hour, balance, kpi, teamSize, whitelabel, onNavigate, onInvite } = props;
  const { t, i18n } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(props.quickMenuOpen ?? false);
  const money = (n: number) => formatMoney(n, i18n.language);
  const link = (to: string) => (e: MouseEvent) => {
    e.preventDefault();
    onNavigate(to);
  };
  return (
    <div className="agent-home">
      <Card
        title={t(`agent.greeting.${greetingOf(hour)}`, { name })}
        titleId="agent-greeting"
        action={
          <Button variant="ghost" size="sm" onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
            <Icon name="menu" /> {t('agent.quickMenu.open')}
          </Button>
        }
      >
        <p className="agent-balance">
          <span>{t('agent.balance')}</span>
          <strong>{balance === null ? '—' : money(balance)}</strong>
        </p>
        <div className="agent-shortcuts">
          <Button size="sm" onClick={() => onNavigate(paths.withdraw)}>
            {t('agent.withdraw')}
          </Button>
          <Button size="sm" onClick={() => onNavigate(paths.voucherCenter)}>
            {t('agent.deposit')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onInvite}>
            {t('agent.invite')}
          </Button>
        </div>
      </Card>
      <Card title={t('agent.today')} titleId="agent-today">
        <LoadView state={kpi}>
          {(figures) => (
            <dl className="agent-kpi">
              {KPI_TILES.map(({ key, icon }) => (
                <div key={key}>
                  <dt>
                    <Icon name={icon} size={16} />
                    {t(`agent.kpi.${key}`)}
                  </dt>
                  <dd>{formatCount(figures[key])}</dd>
                </div>
              ))}
              {teamSize !== null && (
                <div>
                  <dt>
                    <Icon name="users" size={16} />
                    {t('agent.teamSize')}
                  </dt>
                  <dd>{formatCount(teamSize)}</dd>
                </div>
              )}
            </dl>
          )}
        </LoadView>
      </Card>
      <nav className="agent-nav" aria-label={t('agent.navLabel')}>
        <ul>
          {NAV_TARGETS.map((n) => (
            <li key={n.id}>
              <a href={n.to} onClick={link(n.to)}>
                <Icon name={n.icon} size={20} />
                {t(`agent.nav.${n.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <QuickMenu open={menuOpen} whitelabel={whitelabel} onClose={() => setMenuOpen(false)} onChoose={onNavigate} />
    </div>
  );
}
