import { configure, screen } from '@testing-library/react';
import { describe } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { storyCases } from '../../test/story-harness';
import * as popups from './member-menu.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

/** The member-menu story renders on its own simulator world, runs its play, settles and shows its state. */
describe('member menu stories', () => {
  storyCases(popups, {
    MemberSideMenu: () => screen.findByRole('button', { name: translate('session.logout') }),
  });
});
