import { configure, screen } from '@testing-library/react';
import { describe } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { storyCases } from '../../test/story-harness';
import * as popups from './trial-page.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

/** The /m/trail story renders on its own simulator world, settles and shows its state. */
describe('trial page stories', () => {
  storyCases(popups, {
    FreePlayEntry: () => screen.findByRole('button', { name: translate('titles.voucherCenter') }),
  });
});
