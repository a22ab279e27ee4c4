import { screen } from '@testing-library/react';
import { describe } from 'vitest';
import * as frame from './app/frame.stories';
import { storyCases } from './test/story-harness';

/** Every frame story renders on its own simulator world, plays, settles and shows its key text (a broken story fails CI). */
describe('app stories', () => {
  storyCases(frame, {
    HomeGuest: () => screen.findByRole('button', { name: 'Login' }),
    Maintenance: () => screen.findByRole('heading', { level: 1, name: 'System maintenance' }),
    RegionRestricted: () => screen.findByText(/^Your IP: /),
    MaintenanceAndRegion: () => screen.findByRole('heading', { level: 1, name: 'System maintenance' }),
    BackHeaderRoute: () => screen.findByRole('heading', { level: 1, name: 'Announcements' }),
    LoginPopup: () => screen.findByRole('dialog', { name: 'Login' }),
    DarkTheme: async () => {
      await screen.findByRole('button', { name: 'Login' });
      return document.documentElement.dataset.theme === 'dark';
    },
  });
});
