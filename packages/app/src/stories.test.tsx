import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as frame from './app/frame.stories';
import { useWorld } from './test/server';
import ownSource from './stories.test.tsx?raw';

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

describe('story coverage', () => {
  it('renders every *.stories.tsx of the app in some *stories.test.tsx (a new stories file cannot go untested)', () => {
    const storyFiles = Object.keys(import.meta.glob('./**/*.stories.tsx'));
    // A glob leaves out the file that holds it, and this file renders the frame's stories.
    const testSources = [ownSource, ...Object.values(import.meta.glob<string>('./**/*stories.test.tsx', { query: '?raw', import: 'default', eager: true }))];
    expect(storyFiles.length).toBeGreaterThan(0);
    for (const file of storyFiles) {
      const module = file.split('/').pop()!.replace(/\.tsx$/, '');
      const imported = testSources.some((src) => new RegExp(`import \\* as \\w+ from '[./\\w-]*/${module.replace('.', '\\.')}'`).test(src));
      expect(imported, `${file} is rendered by a story test`).toBe(true);
    }
  });
});
