import { configure, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { translate } from '../shared/i18n/i18n';
import { storyCases } from '../test/story-harness';
import { textPattern } from '../test/story-waits';
import * as sideMenu from './side-menu.stories';

// The frame loads settings, member info and the home sections: give it time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const links = async () =>
  within(await screen.findByRole('navigation', { name: translate('games.menu.nav') }))
    .getAllByRole('link')
    .map((l) => l.textContent);
/** The entries' texts: each is the title of the page it opens. */
const titles = (...ids: string[]) => ids.map((id) => translate(`titles.${id}`));

describe('side menu stories', () => {
  storyCases(sideMenu, {
    Guest: async () => {
      const menu = await screen.findByRole('dialog', { name: translate('menu.title') });
      expect(within(menu).getByRole('button', { name: translate('header.register') })).toBeInTheDocument();
      expect(within(menu).getByRole('link', { name: textPattern(translate('games.menu.service')) })).toBeInTheDocument();
    },
    Member: async () => {
      expect(await links()).toEqual(
        titles(
          'memberHome',
          'voucherCenter',
          'withdraw',
          'benefits',
          'activity',
          'rewardCenter',
          'help',
          'transactionRecord',
          'gameRecord',
          'feedback',
          'webEmail',
        ),
      );
    },
    Agent: async () => {
      expect(await links()).toContain(translate('titles.agent'));
    },
    FlagsOff: async () => {
      expect(await links()).toEqual(titles('memberHome', 'voucherCenter', 'withdraw', 'activity', 'agent', 'help', 'feedback'));
    },
  });
});
