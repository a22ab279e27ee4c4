import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../../test/server';
import * as activity from './activity-page.stories';
import * as form from './apply-form.stories';
import * as item from './promo-item.stories';

/** Every promotions story renders and shows its state. */
describe('promotions stories', () => {
  const items = composeStories(item);
  const itemExpectations: Record<keyof typeof items, () => Promise<unknown>> = {
    Collapsed: async () => expect(screen.getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false'),
    Expanded: async () => expect(screen.getByRole('button', { name: /^Go/ })).toBeVisible(),
    LongTerm: async () => expect(screen.getByText('2026-01-01 to long term')).toBeInTheDocument(),
    NoGoButton: async () => expect(screen.queryByRole('button', { name: /^Go/ })).toBeNull(),
    AllStatuses: async () =>
      expect(['Applying', 'Rejected', 'Issued', 'Claimed', 'Closed', 'Coming soon', 'Joined'].every((s) => screen.getByText(s))).toBe(true),
  };
  it.each(Object.entries(items))('item %s', async (name, Story) => {
    render(<Story />);
    await itemExpectations[name as keyof typeof items]();
  });

  const forms = composeStories(form);
  const formExpectations: Record<keyof typeof forms, () => void> = {
    Empty: () => expect(screen.getByText('0/140 characters')).toBeInTheDocument(),
    Filled: () => expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2),
    CommentTooLong: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('at most 140 characters');
      expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
    },
    WrongType: () => expect(screen.getByRole('alert')).toHaveTextContent('Only png or jpg'),
    TooLarge: () => expect(screen.getByRole('alert')).toHaveTextContent('5 MB or smaller'),
    TooManyImages: () => expect(screen.getByRole('alert')).toHaveTextContent('at most 3 images'),
  };
  it.each(Object.entries(forms))('form %s', (name, Story) => {
    render(<Story />);
    expect(screen.getByRole('dialog', { name: 'Apply: 100% first deposit bonus' })).toBeInTheDocument();
    formExpectations[name as keyof typeof forms]();
  });

  const screens = composeStories(activity);
  const screenExpectations: Record<keyof typeof screens, () => Promise<unknown>> = {
    List: () => screen.findByRole('article', { name: '100% first deposit bonus' }),
    DeepLink: async () => within(await screen.findByRole('article', { name: 'Lucky spin' })).findByRole('button', { name: 'Hide details' }, { timeout: 3000 }),
    Empty: () => screen.findByText('No promotions at the moment'),
    Dark: async () => {
      await screen.findByRole('article', { name: '100% first deposit bonus' });
      return document.documentElement.dataset.theme === 'dark';
    },
  };
  it.each(Object.entries(screens))('screen %s', async (name, Story) => {
    useWorld((Story.parameters as { simScenario?: string }).simScenario);
    render(<Story />);
    await expect(screenExpectations[name as keyof typeof screens]()).resolves.toBeTruthy();
  });
});
