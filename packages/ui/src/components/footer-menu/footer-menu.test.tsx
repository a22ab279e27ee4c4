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

  it('shows the unread count on an item and includes it in the name', () => {
    render(<FooterMenu ariaLabel="Main menu" items={[{ id: 'mail', label: 'Inbox', icon: <Icon name="mail" />, href: '/m/webEmail', badge: 3 }]} />);
    const link = screen.getByRole('link', { name: 'Inbox (3)' });
    expect(link).toHaveTextContent('3');
  });
});
