import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translate } from '../../../shared/i18n/i18n';
import { findErrorToast, FIRST_SCREEN_TIMEOUT_MS } from '../../../test/story-waits';
import { AppLoggedInAs } from '../../../shared/story-session';

/**
 * What the promotion application shows when promotions.apply refuses (G-084, A-166;
 * docs/decisions/front-end.md "Form errors"), as player01 on the story's own world.
 */
const meta = {
  title: 'Promotions/Apply form',
  tags: ['error-state'],
  component: AppLoggedInAs,
  parameters: { layout: 'fullscreen' },
  args: { username: 'player01', path: '/m/activity' },
} satisfies Meta<typeof AppLoggedInAs>;

export default meta;
type Story = StoryObj<typeof meta>;

const control = createControlClient(window.location.origin);

/** Promotion 1 (the first-deposit bonus, open to player01): its form opened, a comment typed. */
async function openApplication(): Promise<HTMLElement> {
  const page = within(document.body);
  await page.findAllByRole('article', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS });
  const promo = within(document.getElementById('promo-1')!);
  await userEvent.click(promo.getByRole('button', { name: translate('promotions.showDetail') }));
  await userEvent.click(await promo.findByRole('button', { name: new RegExp(`^${translate('promotions.go')}`) }));
  const form = await page.findByRole('dialog');
  await userEvent.type(within(form).getByLabelText(translate('promotions.apply.comment')), '200');
  return form;
}

/** promotions.apply promotion.not.available: applied meanwhile on another device; the toast, the form closes, the card shows Applying. */
export const NotAvailable: Story = {
  name: 'Promotion no longer available',
  parameters: { toasts: 'hold' },
  play: async ({ id }) => {
    const form = await openApplication();
    // Applied on another device meanwhile: its application is under review.
    await control.patchState(id, { promotions: { claims: { player01: { '1': 'APPLYING' } } } });
    await userEvent.click(within(form).getByRole('button', { name: translate('promotions.apply.submit') }));
    await expect(await findErrorToast(translate('promotions.apply.notAvailable'))).toBeInTheDocument();
  },
};

/** Network failure: the form stays with its comment; the alert offers Try again. */
export const Network: Story = {
  name: 'Connection lost',
  parameters: { simFaults: [{ endpoint: 'promotions.apply', drop: true, times: 1 }] },
  play: async () => {
    const form = await openApplication();
    await userEvent.click(within(form).getByRole('button', { name: translate('promotions.apply.submit') }));
    await expect(await within(form).findByText(translate('form.network'))).toBeInTheDocument();
  },
};
