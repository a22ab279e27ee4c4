import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storyCases } from '../../../test/story-harness';
import * as activity from './activity-page.stories';
import * as form from './apply-form.stories';
import * as item from './promo-item.stories';

/** Every promotions story renders on its own simulator world, plays, settles and shows its state. */
describe('promotions stories', () => {
  describe('item', () => {
    storyCases(item, {
      Collapsed: () => expect(screen.getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false'),
      Expanded: () => expect(screen.getByRole('button', { name: /^Go/ })).toBeVisible(),
      LongTerm: () => expect(screen.getByText('01/01/2026 to long term')).toBeInTheDocument(),
      NoGoButton: () => expect(screen.queryByRole('button', { name: /^Go/ })).toBeNull(),
      AllStatuses: () =>
        expect(['Applying', 'Rejected', 'Issued', 'Claimed', 'Closed', 'Coming soon', 'Joined'].every((s) => screen.getByText(s))).toBe(
          true,
        ),
    });
  });

  describe('form', () => {
    const dialog = () => expect(screen.getByRole('dialog', { name: 'Apply: 100% first deposit bonus' })).toBeInTheDocument();
    storyCases(form, {
      Empty: () => {
        dialog();
        expect(screen.getByText('0/140 characters')).toBeInTheDocument();
      },
      Filled: () => {
        dialog();
        expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
      },
      CommentTooLong: () => {
        dialog();
        expect(screen.getByRole('alert')).toHaveTextContent('at most 140 characters');
        expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
      },
      WrongType: () => {
        dialog();
        expect(screen.getByRole('alert')).toHaveTextContent('Only png or jpg');
      },
      TooLarge: () => {
        dialog();
        expect(screen.getByRole('alert')).toHaveTextContent('5 MB or smaller');
      },
      TooManyImages: () => {
        dialog();
        expect(screen.getByRole('alert')).toHaveTextContent('at most 3 images');
      },
    });
  });

  describe('screen', () => {
    storyCases(activity, {
      List: async () => {
        await screen.findByRole('article', { name: '100% first deposit bonus' });
        // The first promotion's image is on the first screen: it loads at once; the ones below wait.
        const [first, ...rest] = screen.getAllByRole('article').map((a) => a.querySelector('img.promo-image'));
        expect(first).toHaveAttribute('loading', 'eager');
        expect(first).toHaveAttribute('fetchpriority', 'high');
        expect(first?.getAttribute('src')).toBeTruthy();
        const below = rest.filter((img) => img !== null);
        expect(below.length).toBeGreaterThan(0);
        for (const img of below) expect(img).toHaveAttribute('loading', 'lazy');
        for (const img of below) expect(img).not.toHaveAttribute('fetchpriority');
      },
      DeepLink: async () =>
        within(await screen.findByRole('article', { name: 'Lucky spin' })).findByRole(
          'button',
          { name: 'Hide details' },
          { timeout: 3000 },
        ),
      Empty: () => screen.findByText('No promotions at the moment'),
      Dark: async () => {
        await screen.findByRole('article', { name: '100% first deposit bonus' });
        return document.documentElement.dataset.theme === 'dark';
      },
    });
  });
});
