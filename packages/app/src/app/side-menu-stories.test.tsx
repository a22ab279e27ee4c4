import { configure, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storyCases } from '../test/story-harness';
import * as sideMenu from './side-menu.stories';

// The frame loads settings, member info and the home sections: give it time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const links = async () =>
  within(await screen.findByRole('navigation', { name: 'Member menu' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('side menu stories', () => {
  storyCases(sideMenu, {
    Guest: async () => {
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(menu).getByRole('button', { name: 'Register' })).toBeInTheDocument();
      expect(within(menu).getByRole('link', { name: /Customer service/ })).toBeInTheDocument();
    },
    Member: async () => {
      expect(await links()).toEqual([
        'Member centre',
        'Deposit',
        'Withdraw',
        'VIP benefits',
        'Promotions',
        'Reward centre',
        'Help centre',
        'Account record',
        'Betting record',
        'Feedback',
        'Inbox',
      ]);
    },
    Agent: async () => {
      expect(await links()).toContain('Agent');
    },
    FlagsOff: async () => {
      expect(await links()).toEqual(['Member centre', 'Deposit', 'Withdraw', 'Promotions', 'Agent', 'Help centre', 'Feedback']);
    },
  });
});
