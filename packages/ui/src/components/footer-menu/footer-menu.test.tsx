import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '../icon/icon';
import { FooterMenu } from './footer-menu';

describe('FooterMenu', () => {
  it('is a named navigation whose linked items are anchors and whose current item is marked', () => {
    render(
      <FooterMenu
        ariaLabel="Main menu"
        items={[
          { id: 'home', label: 'Home', icon: <Icon name="home" />, href: '/m/home', active: true },
          { id: 'promo', label: 'Promotions', icon: <Icon name="gift" />, href: '/m/activity' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/m/home');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Promotions' })).not.toHaveAttribute('aria-current');
  });

  it('passes clicks to the app (router-aware navigation) and uses buttons without href', async () => {
    const onLink = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onService = vi.fn();
    render(
      <FooterMenu
        ariaLabel="Main menu"
        items={[
          { id: 'wallet', label: 'Wallet', icon: <Icon name="wallet" />, href: '/m/wallet', onClick: onLink },
          { id: 'service', label: 'Service', icon: <Icon name="service" />, onClick: onService },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Wallet' }));
    expect(onLink).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Service' }));
    expect(onService).toHaveBeenCalledTimes(1);
  });

  it('G-017: shows each unread count on its own badge and describes the item with both, apart from its name', () => {
    render(
      <FooterMenu
        ariaLabel="Main menu"
        items={[
          {
            id: 'member',
            label: 'Member',
            icon: <Icon name="user" />,
            href: '/m/member/home',
            counts: [
              { id: 'inbox', count: 5, label: '5 unread messages', icon: <Icon name="mail" /> },
              { id: 'chat', count: 3, label: '3 unread chats', icon: <Icon name="chat" /> },
            ],
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Member' });
    expect(link).toHaveAccessibleDescription('5 unread messages, 3 unread chats');
    expect(link).toHaveAttribute('data-unread', 'true');
    // Two badges, not one sum: 5 and 3 are shown, 8 is not.
    expect(link).toHaveTextContent(/5.*3/);
    expect(link).not.toHaveTextContent('8');
  });

  it('a zero count shows no badge and no phrase; no counts, no description', () => {
    render(
      <FooterMenu
        ariaLabel="Main menu"
        items={[
          {
            id: 'member',
            label: 'Member',
            icon: <Icon name="user" />,
            href: '/m/member/home',
            counts: [
              { id: 'inbox', count: 5, label: '5 unread messages' },
              { id: 'chat', count: 0, label: '0 unread chats' },
            ],
          },
          {
            id: 'home',
            label: 'Home',
            icon: <Icon name="home" />,
            href: '/m/home',
            counts: [{ id: 'inbox', count: 0, label: '0 unread messages' }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Member' })).toHaveAccessibleDescription('5 unread messages');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAccessibleDescription('');
    expect(home).not.toHaveAttribute('data-unread');
    expect(home).not.toHaveTextContent(/\d/);
  });

  it('caps a count at 99+', () => {
    render(
      <FooterMenu
        ariaLabel="Main menu"
        items={[
          {
            id: 'mail',
            label: 'Inbox',
            icon: <Icon name="mail" />,
            href: '/m/webEmail',
            counts: [{ id: 'inbox', count: 120, label: '120 unread messages' }],
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Inbox' });
    expect(link).toHaveTextContent('99+');
    expect(link).toHaveAccessibleDescription('120 unread messages');
  });
});
