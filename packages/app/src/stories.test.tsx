import { screen } from '@testing-library/react';
import { describe } from 'vitest';
import * as frame from './app/frame.stories';
import { translate } from './shared/i18n/i18n';
import { storyCases } from './test/story-harness';
import { textPattern } from './test/story-waits';

/** Every frame story renders on its own simulator world, plays, settles and shows its key text (a broken story fails CI). */
describe('app stories', () => {
  storyCases(frame, {
    HomeGuest: () => screen.findByRole('button', { name: translate('header.login') }),
    Maintenance: () => screen.findByRole('heading', { level: 1, name: translate('maintenance') }),
    RegionRestricted: () => screen.findByText(textPattern(translate('your_ip'), { start: true })),
    MaintenanceAndRegion: () => screen.findByRole('heading', { level: 1, name: translate('maintenance') }),
    BackHeaderRoute: () => screen.findByRole('heading', { level: 1, name: translate('titles.notice') }),
    LoginPopup: () => screen.findByRole('dialog', { name: translate('titles.login') }),
    DarkTheme: async () => {
      await screen.findByRole('button', { name: translate('header.login') });
      return document.documentElement.dataset.theme === 'dark';
    },
  });
});
