import { DEFAULT_MIN_AGE, isAgentType } from '@m/contracts';
import { Footer, FooterMenu, Icon, type FooterMenuCount, type FooterMenuItem } from '@m/ui';
import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOpenLogin } from '../shared/stores/login-prompt-store';
import { useSessionStore } from '../shared/stores/session-store';
import { useSettingsStore } from '../shared/stores/settings-store';
import { useUnreadCounts } from '../shared/unread/use-unread-counts';
import { footerMenuHidden, isAgentArea, paths, routeIdOf } from '../shared/paths';
import { withFeatureTexts } from '../shared/i18n/i18n';

// The agent footer is part of the agent area's code: its own chunk, never in /m/home's budget.
const AgentFooterMenu = lazy(withFeatureTexts('agent', () => import('../features/agent/agent-footer.lazy')));

/** A§1, G§1: risk, minimum age (settings.info.register.minAge, A-177) and the liability notice. */
export function AppFooter() {
  const { t } = useTranslation();
  const minAge = useSettingsStore((s) => s.settings?.info.register.minAge ?? DEFAULT_MIN_AGE);
  return (
    <Footer className="m-footer">
      <p>{t('footer.risk')}</p>
      <p>{t('footer.age', { age: minAge })}</p>
      <p>{t('footer.law')}</p>
    </Footer>
  );
}

/**
 * The footer menu shell (G§2): member centre and deposit need a session (guests get the login
 * popup over the page they are on); invite shows for guests or when the REFERRAL promo is on (A§6). Hidden on
 * /m/changePsw, /m/app and /m/help. The member centre carries the unread counts, each its own
 * badge and phrase (G-017, docs/decisions/support.md): the inbox count, and the live-chat count while CBS3
 * is on; only types 0, 1, 2 get counts at all (A-101, A-129: the store never asks for the others).
 */
export function AppFooterMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openLogin = useOpenLogin();
  const { pathname } = useLocation();
  const session = useSessionStore((s) => s.session);
  const referral = useSettingsStore((s) => s.settings?.info.whitelabel.REFERRAL ?? false);
  const unread = useUnreadCounts();
  const chatOn = useSettingsStore((s) => s.settings?.info.whitelabel.CBS3 ?? false);
  if (footerMenuHidden(pathname)) return null;
  // G-091: on agent-area routes an agent gets the agent footer instead of this one.
  if (isAgentArea(pathname) && session && isAgentType(session.type)) {
    return (
      <Suspense fallback={null}>
        <AgentFooterMenu />
      </Suspense>
    );
  }
  const current = routeIdOf(pathname);

  const link =
    (to: string, needsSession = false) =>
    (e: MouseEvent) => {
      e.preventDefault();
      if (needsSession && !session) openLogin();
      else void navigate(to);
    };

  const counts: FooterMenuCount[] = [
    { id: 'inbox', count: unread.inbox, label: t('menu.unread_messages', { count: unread.inbox }), icon: <Icon name="mail" /> },
    ...(chatOn
      ? [{ id: 'chat', count: unread.chat, label: t('menu.unread_chats', { count: unread.chat }), icon: <Icon name="chat" /> }]
      : []),
  ];
  const items: FooterMenuItem[] = [
    {
      id: 'member',
      label: t('menu.member'),
      icon: <Icon name="user" />,
      href: paths.memberHome,
      onClick: link(paths.memberHome, true),
      active: current === 'memberHome',
      counts,
    },
    {
      id: 'promotions',
      label: t('menu.promotions'),
      icon: <Icon name="gift" />,
      href: paths.activity,
      onClick: link(paths.activity),
      active: current === 'activity',
    },
    {
      id: 'home',
      label: t('menu.home'),
      icon: <Icon name="home" />,
      href: paths.home,
      onClick: link(paths.home),
      active: current === 'home',
    },
    {
      id: 'deposit',
      label: t('menu.deposit'),
      icon: <Icon name="wallet" />,
      href: paths.voucherCenter,
      onClick: link(paths.voucherCenter, true),
      active: current === 'voucherCenter',
    },
  ];
  // Decision: invite takes guests to registration and members to promotions (the referral promo lives there).
  if (!session || referral) {
    const to = session ? paths.activity : paths.register;
    items.push({ id: 'invite', label: t('menu.invite'), icon: <Icon name="share" />, href: to, onClick: link(to), active: false });
  }
  return <FooterMenu items={items} ariaLabel={t('menu.footer_nav')} />;
}
