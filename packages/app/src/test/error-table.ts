import { ERROR_CODES } from '@m/contracts';
import { ERROR_RECIPES, isControlStep, type ErrorRecipe } from '@m/mock-server/qa';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { errorToastsShown } from './error-toasts';
import { renderApp } from './render-app';
import { addFaults, control, engine, loginAs, settled, useWorld as makeWorld } from './server';

/**
 * The error table of docs/qa-guide.md run through the screens (error-table-*.test.tsx): each
 * recipe's control steps, as QA sends them, then what a user does on the recipe's screen; then the
 * messages the screen shows are counted. One message, in the place the table's reaction column
 * names: a toast, under a field, in the form's alert, or said by the page itself; none where the
 * site sends the call quietly.
 */

export type Place = 'toast' | 'field' | 'alert' | 'page' | 'none';

/** Where the guide says the screen shows the answer: the recipe's own reaction, else the error table's. */
export function placeOf(recipe: ErrorRecipe): Place {
  const said = recipe.reaction;
  if (said === undefined) {
    const reaction = ERROR_CODES[recipe.code].reaction;
    if (reaction !== 'toast' && reaction !== 'field')
      throw new Error(`${recipe.endpoint} ${recipe.code}: a ${reaction} is no screen's message`);
    return reaction;
  }
  if (said.startsWith('form alert')) return 'alert';
  if (said.startsWith('the page says it')) return 'page';
  if (said.startsWith('none')) return 'none';
  if (said.startsWith('field')) return 'field';
  if (said.startsWith('toast')) return 'toast';
  throw new Error(`${recipe.endpoint} ${recipe.code}: no place in the reaction "${said}"`);
}

/** A recipe's world on the screen: its control steps, run when the screen script says. */
export interface Trial {
  id: string;
  recipe: ErrorRecipe;
  /** Runs the recipe's control steps not run yet (all, or those of the given routes), in order; `openSession` signs the site in. */
  setup: (...only: string[]) => Promise<void>;
  /** A seeded account's mobile number. */
  mobile: (user: string) => string;
  /** The SMS code last texted to a number. */
  lastSms: (mobileNum: string) => string;
  /** The captcha text the screen shows, once it has asked for one. */
  captcha: () => Promise<string>;
}

/** The placeholders a control step may carry (error-recipes.ts PLACEHOLDERS); the screen provides the others. */
function resolve(id: string, value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('$mobile:')) return mobileOf(id, value.slice('$mobile:'.length));
  if (Array.isArray(value)) return value.map((v) => resolve(id, v));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(id, v)]));
  return value;
}

function mobileOf(id: string, user: string): string {
  const account = engine.world(id).state.users[user];
  if (!account) throw new Error(`no user ${user}`);
  return account.mobileNum;
}

export function trialOf(recipe: ErrorRecipe, id: string): Trial {
  const ran = new Set<number>();
  const steps = recipe.steps.filter(isControlStep);
  return {
    id,
    recipe,
    setup: async (...only) => {
      for (const [i, step] of steps.entries()) {
        if (ran.has(i) || (only.length > 0 && !only.includes(step.control))) continue;
        ran.add(i);
        if (step.control === 'openSession') loginAs(id, step.body.username);
        else
          await control.call(step.control, {
            params: { id, ...step.params },
            ...(step.body === undefined ? {} : { body: resolve(id, step.body) }),
          } as never);
      }
    },
    mobile: (user) => mobileOf(id, user),
    lastSms: (mobileNum) => {
      const sent = engine
        .world(id)
        .peek()
        .sms.filter((s) => s.mobileNum === mobileNum)
        .at(-1);
      if (!sent) throw new Error(`no code texted to ${mobileNum}`);
      return sent.code;
    },
    captcha: async () => {
      await waitFor(() => expect(engine.world(id).state.captcha).not.toBeNull());
      return engine.world(id).state.captcha!.text;
    },
  };
}

/** What a user does on the recipe's screen, up to the refused call; `said` finds a page's own message. */
export interface ScreenScript {
  /** Ends on the screen the refused call was made from (renderApp's handle). */
  run: (t: Trial) => Promise<{ pathname: () => string }>;
  /** For place `page`: the page's message. */
  said?: () => HTMLElement | null;
}

/** The messages on screen now, apart from the toasts: the fields' and pages' role=alert texts, the forms' alerts. */
function inlineMessages(): HTMLElement[] {
  const alerts = [...document.querySelectorAll<HTMLElement>('[role="alert"]')].filter(
    (el) => !el.classList.contains('ui-toast') && (el.textContent ?? '').trim() !== '',
  );
  const formAlerts = [...document.querySelectorAll<HTMLElement>('.form-alert--shown')];
  return [...alerts, ...formAlerts];
}

/** A field's message: a role=alert text that an input names as its description. */
function isFieldMessage(el: HTMLElement): boolean {
  if (!el.id) return false;
  return [...document.querySelectorAll('input, textarea, select, button[aria-describedby], [role="combobox"]')].some((input) =>
    (input.getAttribute('aria-describedby') ?? '').split(/\s+/).includes(el.id),
  );
}

export interface Shown {
  toasts: string[];
  inline: Array<{ text: string; field: boolean; formAlert: boolean }>;
  page: string | null;
}

export function shownNow(script: ScreenScript): Shown {
  const page = script.said?.() ?? null;
  return {
    toasts: errorToastsShown().map((t) => t.messageKey),
    inline: inlineMessages()
      .filter((el) => el !== page && !(page && page.contains(el)))
      .map((el) => ({
        text: (el.textContent ?? '').trim(),
        field: isFieldMessage(el),
        formAlert: el.classList.contains('form-alert--shown'),
      })),
    page: page ? (page.textContent ?? '').trim() : null,
  };
}

const count = (s: Shown) => s.toasts.length + s.inline.length + (s.page ? 1 : 0);

/** Runs one recipe on its screen and checks the table's place, said once. */
export async function runOnScreen(recipe: ErrorRecipe, script: ScreenScript): Promise<Shown> {
  const id = makeWorld();
  const t = trialOf(recipe, id);
  // A request the screen never sends itself (the row says why): the screen gets its answer by a one-shot fault.
  if (recipe.notFromScreen) await addFaults(id, [{ endpoint: recipe.endpoint, code: recipe.code, times: 1 }]);
  const calls = () =>
    engine
      .world(id)
      .journal.list(recipe.endpoint)
      .filter((e) => e.code === recipe.code).length;
  const app = await script.run(t);
  // The refused call was made (by the site, answered by the rules), and the screen said something.
  await waitFor(() => expect(calls(), `${recipe.endpoint} answered ${recipe.code}`).toBeGreaterThan(0), { timeout: 8_000 });
  const place = placeOf(recipe);
  if (place !== 'none') await waitFor(() => expect(count(shownNow(script))).toBeGreaterThan(0), { timeout: 8_000 });
  // Late messages (a second reaction to the same answer) land before the count.
  await settled();
  const shown = shownNow(script);
  const where = JSON.stringify(shown);
  expect(count(shown), `messages shown: ${where}`).toBe(place === 'none' ? 0 : 1);
  if (place === 'toast') expect(shown.toasts, where).toHaveLength(1);
  if (place === 'field')
    expect(
      shown.inline.filter((m) => m.field),
      where,
    ).toHaveLength(1);
  if (place === 'alert')
    expect(
      shown.inline.filter((m) => m.formAlert),
      where,
    ).toHaveLength(1);
  if (place === 'page') expect(shown.page, where).not.toBeNull();
  // The screen of the table's column.
  expect(app.pathname(), 'the screen the table names').toBe(recipe.screen.split('?')[0]);
  return shown;
}

/** The recipes of a list of endpoints (a file of error-table tests takes an area). */
export const recipesOf = (prefixes: readonly string[]) => ERROR_RECIPES.filter((r) => prefixes.some((p) => r.endpoint.startsWith(p)));

export const keyOf = (r: ErrorRecipe) => `${r.endpoint} ${r.code}`;

// Screen steps shared by the scripts.

export const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
export const inputIn = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { selector: 'input' });

export async function typeInto(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** The slider check passed as a user does, or dropped at `position`. */
export async function slider(position?: number) {
  const check = await screen.findByRole('dialog', { name: 'Security check' });
  const hint = await within(check).findByText(/^Move the slider to \d+/);
  const target = position ?? Number(/to (\d+)/.exec(hint.textContent ?? '')?.[1]);
  fireEvent.change(within(check).getByRole('slider', { name: 'Slider position' }), { target: { value: String(target) } });
  await userEvent.click(within(check).getByRole('button', { name: 'Verify' }));
}

export { renderApp, screen, userEvent, waitFor, within, engine };
