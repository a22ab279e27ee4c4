import { FooterMenu, Icon, type FooterMenuItem } from '@m/ui';
import { type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoad } from '../../../shared/api/query-cache';
import { paths, routeIdOf, type RouteId } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/stores/session-store';
import { getDividends } from '../api/agent-api';

/** G-091: the agent footer's entries, in the spec's order; Dividends only while dividends are shown (G-094). */
export const AGENT_FOOTER = [
  { id: 'home', to: paths.home, icon: 'home', route: 'home' },
  { id: 'register', to: paths.agentRegister, icon: 'user', route: 'agentRegister' },
  { id: 'dividend', to: paths.agentDividend, icon: 'gift', route: 'agentDividend' },
  { id: 'notice', to: `${paths.memberNotice}?types=A`, icon: 'mail', route: 'memberNotice' },
] as const satisfies readonly { id: string; to: string; icon: string; route: RouteId }[];

export interface AgentFooterViewProps {
  /** G-094: the Dividends entry shows only when the dividends are shown. */
  dividendsShown: boolean;
  /** The current route (aria-current). */
  current: RouteId | null;
  onNavigate: (to: string) => void;
}

/** The agent footer (G-091): home, open account, dividends (when shown), agent notices; the fixed bottom menu. */
export function AgentFooterView({ dividendsShown, current, onNavigate }: AgentFooterViewProps) {
  const { t } = useTranslation();
  const items: FooterMenuItem[] = AGENT_FOOTER.filter((e) => e.id !== 'dividend' || dividendsShown).map((e) => ({
    id: e.id,
    label: t(`agent.footer.${e.id}`),
    icon: <Icon name={e.icon} />,
    href: e.to,
    active: current === e.route,
    onClick: (ev: MouseEvent) => {
      ev.preventDefault();
      onNavigate(e.to);
    },
  }));
  return <FooterMenu items={items} ariaLabel={t('agent.footer.label')} />;
}

/**
 * The agent footer wired to the router and the dividend flag. The frame shows it on agent-area
 * routes for an agent (app/app-footer.tsx). The flag is asked again on each agent page, so signing
 * the dividend contract shows the entry on the next page (G-094); until the answer it stays hidden.
 */
export default function AgentFooterMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useSessionStore((s) => s.session?.token ?? null);
  // The entry's flag shows no failure of its own: the client's toast says it. A new page asks
  // again (`refreshOn`), keeping the entry as it was until the answer.
  const load = useLoad(token === null ? null : ['agent.dividends', token], getDividends, { toast: true, refreshOn: pathname });
  const dividends = load.data?.shown ?? false;
  return <AgentFooterView dividendsShown={dividends} current={routeIdOf(pathname)} onNavigate={(to) => void navigate(to)} />;
}
