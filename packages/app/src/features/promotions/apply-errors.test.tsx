import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld as makeWorld } from '../../test/server';
import { localiseContent } from '../../test/story-content';
import { storyCases } from '../../test/story-harness';
import * as ApplyErrors from './components/apply-errors.stories';

configure({ asyncUtilTimeout: 5_000 });

const TITLE = '100% first deposit bonus';

/**
 * What a member sees when promotions.apply refuses (A-166, G-084; docs/decisions/front-end.md
 * "Form errors"): signed in as player01, the application form of the first-deposit bonus open
 * with a comment typed.
 */
async function openApplication() {
  const id = makeWorld();
  loginAs(id, 'player01');
  renderApp('/m/activity');
  const promo = await screen.findByRole('article', { name: TITLE });
  await userEvent.click(within(promo).getByRole('button', { name: 'Show details' }));
  await userEvent.click(await within(promo).findByRole('button', { name: /^Go/ }));
  const form = await screen.findByRole('dialog', { name: `Apply: ${TITLE}` });
  await userEvent.type(within(form).getByLabelText('Comment'), 'Deposited 200 on Monday');
  return { id, promo, form };
}

const errorToasts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');

const journal = (id: string) => engine.world(id).journal.list('promotions.apply');
/** The first-deposit bonus's card and its application form, named in the story's language. */
const promoCard = () => screen.getByRole('article', { name: localiseContent(TITLE) });
const applyForm = () => screen.queryByRole('dialog', { name: translate('promotions.apply.title', { title: localiseContent(TITLE) }) });

/**
 * The stories of apply-errors.stories.tsx, each rendered once, in PT or VI: its play
 * opens the first-deposit bonus's form, types a comment and submits; here, the rest of what the
 * answer changes: the toast, the form closed or kept with its comment, focus, the card's status,
 * the simulator's answer in the world's journal. The cases no story plays are the tests below.
 */
describe('apply-errors stories', () => {
  storyCases(ApplyErrors, {
    // promotions.apply promotion.not.available (applied meanwhile on another device): the table's
    // toast with the application's text, the form closes, the card shows Applying.
    NotAvailable: async ({ worldId }) => {
      expect(await screen.findByText(translate('promotions.apply.notAvailable'))).toBeInTheDocument();
      expect(errorToasts().map((t) => t.messageKey)).toEqual(['promotions.apply.notAvailable']);
      await waitFor(() => expect(applyForm()).toBeNull());
      expect(await within(promoCard()).findByText(translate('promotions.status.APPLYING'), { exact: true })).toBeInTheDocument();
      expect(journal(worldId)[0]).toMatchObject({ code: 'promotion.not.available' });
    },
    // Network failure: the form stays with the comment, the alert focused, "Try again" sends it.
    Network: async ({ worldId }) => {
      const form = applyForm()!;
      expect(form).not.toBeNull();
      const region = (await within(form).findByText(translate('form.network'))).closest('[aria-live]') as HTMLElement;
      await waitFor(() => expect(region).toHaveFocus());
      expect(within(form).getByLabelText(translate('promotions.apply.comment'))).toHaveValue('200');
      expect(journal(worldId)).toMatchObject([{ status: 0, code: null }]);
      await userEvent.click(within(region).getByRole('button', { name: translate('form.retry') }));
      expect(await screen.findByText(translate('promotions.apply.sent'))).toBeInTheDocument();
      expect(journal(worldId).map((e) => e.code)).toEqual([null, 'OK']);
    },
  });
});

describe('promotion application errors', () => {
  it('promotions.apply promotion.not.found: the promotion ended; its own text, the form closes', async () => {
    const { id } = await openApplication();
    await addFaults(id, [{ endpoint: 'promotions.apply', code: 'promotion.not.found', times: 1 }]);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('This promotion has ended and is no longer listed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Apply: ${TITLE}` })).toBeNull());
  });

  it('promotions.apply trial.forbidden: says a trial account cannot, offers the login; the comment stays', async () => {
    const { id, form } = await openApplication();
    await addFaults(id, [{ endpoint: 'promotions.apply', code: 'trial.forbidden', times: 1 }]);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit application' }));
    const region = (await within(form).findByText(/A trial account cannot do this/)).closest('[aria-live]') as HTMLElement;
    expect(within(region).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Comment')).toHaveValue('Deposited 200 on Monday');
  });
});
