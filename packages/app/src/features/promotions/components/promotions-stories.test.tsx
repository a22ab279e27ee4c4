import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { formatWallDate } from '../../../shared/format';
import { translate } from '../../../shared/i18n/i18n';
import { localiseContent } from '../../../test/story-content';
import { storyCases } from '../../../test/story-harness';
import { textPattern } from '../../../test/story-waits';
import * as activity from './activity-page.stories';
import * as form from './apply-form.stories';
import * as item from './promo-item.stories';

/** A promotion's Go button (`promotions.go`, then the promotion's title). */
const go = () => textPattern(translate('promotions.go'), { start: true });

/** Every promotions story renders on its own simulator world, plays, settles and shows its state. */
describe('promotions stories', () => {
  describe('item', () => {
    storyCases(item, {
      Collapsed: () =>
        expect(screen.getByRole('button', { name: translate('promotions.showDetail') })).toHaveAttribute('aria-expanded', 'false'),
      Expanded: () => expect(screen.getByRole('button', { name: go() })).toBeVisible(),
      LongTerm: () =>
        expect(screen.getByText(translate('promotions.datesLongTerm', { start: formatWallDate('2026-01-01') }))).toBeInTheDocument(),
      NoGoButton: () => expect(screen.queryByRole('button', { name: go() })).toBeNull(),
      AllStatuses: () =>
        expect(
          ['APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'CLOSED', 'COMING_SOON', 'JOINED'].every((s) =>
            screen.getByText(translate(`promotions.status.${s}`)),
          ),
        ).toBe(true),
      // Three cards of a promotion's size, announced once as loading.
      Loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent(translate('in_please_wait'));
        expect(document.querySelectorAll('.promo-skeleton')).toHaveLength(3);
      },
    });
  });

  describe('form', () => {
    const dialog = () =>
      expect(
        screen.getByRole('dialog', { name: translate('promotions.apply.title', { title: localiseContent('100% first deposit bonus') }) }),
      ).toBeInTheDocument();
    storyCases(form, {
      Empty: () => {
        dialog();
        expect(screen.getByText(translate('promotions.apply.commentCount', { count: 0, max: 140 }))).toBeInTheDocument();
      },
      Filled: () => {
        dialog();
        expect(screen.getAllByRole('button', { name: textPattern(translate('promotions.apply.remove'), { start: true }) })).toHaveLength(2);
      },
      CommentTooLong: () => {
        dialog();
        expect(screen.getByRole('alert')).toHaveTextContent(translate('promotions.apply.errors.commentTooLong'));
        expect(screen.getByRole('button', { name: translate('promotions.apply.submit') })).toBeDisabled();
      },
      WrongType: () => {
        dialog();
        expect(screen.getByRole('alert')).toHaveTextContent(translate('promotions.apply.errors.wrongType'));
      },
      TooLarge: () => {
        dialog();
        expect(screen.getByRole('alert')).toHaveTextContent(translate('promotions.apply.errors.tooLarge'));
      },
      TooManyImages: () => {
        dialog();
        expect(screen.getByRole('alert')).toHaveTextContent(translate('promotions.apply.errors.tooManyImages'));
      },
    });
  });

  describe('screen', () => {
    storyCases(activity, {
      List: async () => {
        await screen.findByRole('article', { name: localiseContent('100% first deposit bonus') });
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
        within(await screen.findByRole('article', { name: localiseContent('Lucky spin') })).findByRole(
          'button',
          { name: translate('promotions.hideDetail') },
          { timeout: 3000 },
        ),
      Empty: () => screen.findByText(translate('promotions.empty')),
      Dark: async () => {
        await screen.findByRole('article', { name: localiseContent('100% first deposit bonus') });
        return document.documentElement.dataset.theme === 'dark';
      },
    });
  });
});
