import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as frame from './app/frame.stories';
import { useWorld } from './test/server';

/** Every app story renders on its own simulator world and shows its key text (a broken story fails CI). */
const stories = composeStories(frame);

const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
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
};

describe('app stories', () => {
  it.each(Object.entries(stories))('%s', async (name, Story) => {
    const scenario = (Story.parameters as { simScenario?: string }).simScenario;
    useWorld(scenario);
    render(<Story />);
    await expect(expectations[name as keyof typeof stories]()).resolves.toBeTruthy();
  });
});
