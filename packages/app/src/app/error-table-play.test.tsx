import { routes } from '@m/contracts/routes';
import { configure, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call } from '../shared/api/client';
import { recordErrorToasts } from '../test/error-toasts';
import {
  engine,
  keyOf,
  recipesOf,
  renderApp,
  runOnScreen,
  screen,
  typeInto,
  userEvent,
  waitFor,
  within,
  type ScreenScript,
  type Trial,
} from '../test/error-table';

configure({ asyncUtilTimeout: 5_000 });

/**
 * docs/qa-guide.md's error table, games, lottery, wallet, promotions, agent and feedback: each
 * recipe through its screen, its message said once where the table says.
 */

/** Runs the recipe's setup, then renders `path` (a change the recipe makes "while the page shows it" comes after `ready`). */
async function open(t: Trial, path: string, ready: () => Promise<unknown>, later: readonly string[] = []) {
  const first = ['openSession', 'applyScenario'].filter((r) => t.recipe.steps.some((s) => 'control' in s && s.control === r));
  if (first.length > 0) await t.setup(...first);
  const app = renderApp(path);
  await ready();
  if (later.length > 0) await t.setup(...later);
  await t.setup();
  return app;
}

const lobbyReady = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Fast Lottery' }));
  return screen.findByRole('button', { name: 'Play 1-Minute Lotto' });
};

const SAMBA = 'Samba Riches';
const NEON = 'Neon Reels';
const slotsReady = () => screen.findByRole('button', { name: `Play ${SAMBA}` }, { timeout: 8_000 });

async function withdraw(t: Trial, amount: string, password: string) {
  const app = await open(t, '/m/withdraw', () => screen.findByRole('textbox', { name: 'Amount' }), ['patchState']);
  await typeInto(screen.getByRole('textbox', { name: 'Amount' }), amount);
  await typeInto(screen.getByLabelText('Login password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  return app;
}

/** The recipe's screen, a promotion's deep link (its details open), its application form opened; `before` runs before Submit. */
async function applyFor(t: Trial, title: string, before: () => unknown = () => undefined) {
  const app = await open(t, t.recipe.screen, () => screen.findByRole('article', { name: title }));
  const promo = screen.getByRole('article', { name: title });
  await userEvent.click(await within(promo).findByRole('button', { name: /^Go/ }));
  const form = await screen.findByRole('dialog', { name: `Apply: ${title}` });
  await userEvent.type(within(form).getByLabelText('Comment'), 'Deposited 200 on Monday');
  await before();
  await userEvent.click(within(form).getByRole('button', { name: 'Submit application' }));
  return app;
}

const SCRIPTS: Record<string, ScreenScript> = {
  'lottery.history game.not.found': {
    run: async (t) => {
      const app = await open(t, '/m/lott', async () => {
        await userEvent.click(await screen.findByRole('button', { name: 'History Result' }));
        const dialog = await screen.findByRole('dialog', { name: 'Draw history' });
        await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(1));
      });
      const dialog = screen.getByRole('dialog', { name: 'Draw history' });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Game' }), { target: { value: 'FAST1' } });
      return app;
    },
  },
  'lottery.launch game.not.found': {
    said: () => document.querySelector<HTMLElement>('.gm-launch__refused p'),
    run: async (t) => {
      const app = await open(t, '/m/lott', lobbyReady, ['patchState']);
      await userEvent.click(screen.getByRole('button', { name: 'Play 1-Minute Lotto' }));
      await waitFor(() => expect(app.pathname()).toBe('/m/launchGame'));
      return app;
    },
  },
  'lottery.launch lottery.closed': {
    said: () => document.querySelector<HTMLElement>('.gm-launch__refused p'),
    run: async (t) => {
      // The lobby was opened before every lottery closed: its scenario comes after the cards are shown.
      await t.setup('openSession');
      const app = renderApp('/m/lott');
      await lobbyReady();
      await t.setup('applyScenario');
      await userEvent.click(screen.getByRole('button', { name: 'Play 1-Minute Lotto' }));
      await waitFor(() => expect(app.pathname()).toBe('/m/launchGame'));
      return app;
    },
  },
  'member.claimReward reward.unavailable': {
    run: async (t) => {
      const app = await open(t, '/m/rewardCenter', () => screen.findByRole('list', { name: 'Reward centre' }));
      const button = (await screen.findAllByRole('button', { name: /^Claim / }))[0]!;
      // Claimed on another device while the list showed it.
      for (const r of engine.world(t.id).state.wallet.player01!.rewards) if (r.status === 'CLAIMABLE') r.status = 'CLAIMED';
      await userEvent.click(button);
      return app;
    },
  },
  'wallet.deposit amount.invalid': {
    run: async (t) => {
      const app = await open(t, '/m/voucherCenter', () => screen.findByRole('textbox', { name: 'Amount' }));
      await typeInto(screen.getByRole('textbox', { name: 'Amount' }), '100');
      await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
      return app;
    },
  },
  'wallet.withdraw amount.invalid': { run: (t) => withdraw(t, '100', 'Test1234') },
  // The guide's order: the page open, then the balance lowered, then 500.
  'wallet.withdraw balance.insufficient': { run: (t) => withdraw(t, '500', 'Test1234') },
  'wallet.withdraw password.wrong': { run: (t) => withdraw(t, '100', 'Wrong999') },
  'promotions.markRead promotion.not.found': {
    run: async (t) => {
      const app = await open(t, '/m/activity', () => screen.findByRole('article', { name: '100% first deposit bonus' }));
      // Withdrawn while the page was open.
      const promo = screen.getByRole('article', { name: '100% first deposit bonus' });
      const state = engine.world(t.id).state.promotions;
      state.items = state.items.filter((p) => p.id !== 1);
      await userEvent.click(within(promo).getByRole('button', { name: 'Show details' }));
      return app;
    },
  },
  // Withdrawn while the form was open.
  'promotions.apply promotion.not.found': {
    run: (t) =>
      applyFor(t, '100% first deposit bonus', () => {
        const state = engine.world(t.id).state.promotions;
        state.items = state.items.filter((p) => p.id !== 1);
      }),
  },
  // Applied for on another device while the form was open (the recipe's first apply).
  'promotions.apply promotion.not.available': {
    run: (t) =>
      applyFor(t, '100% first deposit bonus', () => call(routes.promotions.apply, { body: { promotionId: 1, comment: '', images: [] } })),
  },
  'agent.register username.exists': {
    run: async (t) => {
      const app = await open(t, '/m/agentRegister', () => screen.findByLabelText('Username'));
      await userEvent.type(screen.getByLabelText('Username'), 'player01');
      await userEvent.type(screen.getByLabelText('Password'), 'Abcd1234');
      await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
      return app;
    },
  },
  'agent.signContract contract.not.offered': {
    run: async (t) => {
      await t.setup();
      const app = renderApp('/m/member/agent/getSalaryContract');
      const sign = await screen.findByRole('button', { name: 'Sign contract' });
      // Signed on another device while the page showed the offer (the recipe's first sign).
      await call(routes.agent.signContract, { body: { kind: 'salary' } });
      await userEvent.click(sign);
      return app;
    },
  },
  'feedback.submit verify.code.error': {
    run: async (t) => {
      const app = await open(t, '/m/feedback', () => screen.findByLabelText('Remark'));
      await userEvent.type(screen.getByLabelText('Remark'), 'The withdrawal page does not load.');
      await userEvent.click(screen.getByRole('button', { name: /Question type/ }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Question type' })).getByRole('button', { name: 'Withdrawal' }),
      );
      await t.captcha();
      await userEvent.type(screen.getByLabelText('Captcha'), 'XXXX');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      return app;
    },
  },
  'games.addFavourite game.not.found': {
    run: async (t) => {
      const app = await open(t, '/m/gameList', slotsReady, ['deleteGame']);
      await userEvent.click(screen.getByRole('button', { name: `Add ${NEON} to favourites` }));
      return app;
    },
  },
  'games.removeFavourite game.not.found': {
    run: async (t) => {
      const app = await open(t, '/m/gameList', slotsReady, ['deleteGame']);
      await userEvent.click(screen.getByRole('button', { name: `Remove ${SAMBA} from favourites` }));
      return app;
    },
  },
  'games.launch game.not.found': {
    run: async (t) => {
      const app = await open(t, '/m/gameList', slotsReady, ['deleteGame']);
      await userEvent.click(screen.getByRole('button', { name: `Play ${SAMBA}` }));
      return app;
    },
  },
};

describe("the error table's games, lottery, wallet, promotions, agent and feedback rows, on their screens", () => {
  recordErrorToasts();
  const recipes = recipesOf(['lottery.', 'member.', 'wallet.', 'promotions.', 'agent.', 'feedback.', 'games.']);
  it('has a screen script for each of its rows', () => {
    expect(recipes.map(keyOf).filter((k) => !SCRIPTS[k])).toEqual([]);
  });
  for (const recipe of recipes) {
    const script = SCRIPTS[keyOf(recipe)];
    if (!script) continue;
    it(`${keyOf(recipe)}: once, on ${recipe.screen}`, async () => {
      await runOnScreen(recipe, script);
    });
  }
});
