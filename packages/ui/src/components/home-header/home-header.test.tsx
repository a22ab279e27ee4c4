import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HomeHeader } from './home-header';

describe('HomeHeader (A-005)', () => {
  it('is a banner with a logo that goes home, actions and a side-menu button', async () => {
    const onLogoClick = vi.fn();
    const onMenuClick = vi.fn();
    render(
      <HomeHeader
        logo={<span>LOTTO</span>}
        logoLabel="Home"
        onLogoClick={onLogoClick}
        menuLabel="Open side menu"
        onMenuClick={onMenuClick}
        languageControl={<select aria-label="Language" />}
        actions={<button type="button">Login</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Home' }));
    expect(onLogoClick).toHaveBeenCalledTimes(1);
    await userEvent.click(within(banner).getByRole('button', { name: 'Open side menu' }));
    expect(onMenuClick).toHaveBeenCalledTimes(1);
    expect(within(banner).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});
