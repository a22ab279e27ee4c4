import { within } from 'storybook/test';

/**
 * Waits of play functions that run in a real browser (the Storybook UI, its static build), where
 * CSS animations run: jsdom and happy-dom have none, so unit tests pass where the browser fails.
 */

/**
 * Resolves when every finite animation of the document has finished: a modal's mask fade and its
 * panel's slide or zoom (A-174, 200-300 ms). A play function then asserts what a person sees
 * after the animation, not one frame in the middle (`toBeVisible` fails at opacity 0). Endless
 * animations (spinners) are left out; a DOM without Web Animations has nothing to wait for.
 */
export async function animationsSettled(root: Document = document): Promise<void> {
  if (typeof root.getAnimations !== 'function') return;
  const finite = root.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
}

/**
 * How long a play function waits for the first screen: a static Storybook build loads the site's
 * route chunks and registers the MSW worker on the first story, which takes seconds on a busy machine.
 */
export const FIRST_SCREEN_TIMEOUT_MS = 15_000;

/**
 * A text of the active language as a pattern: `{{name}}` placeholders match anything, so a play
 * function finds "You can request a new code in 42 seconds" in EN, PT or VI alike. Play functions
 * find controls by role and by the active language's text, never by English literals. `start`:
 * the text begins with it (an accessible name that goes on with a count or a date).
 */
export function textPattern(text: string, { start = false }: { start?: boolean } = {}): RegExp {
  const parts = text.split(/\{\{\s*\w+\s*\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${start ? '^' : ''}${parts.join('(.+?)')}`);
}

/**
 * The error toast that shows `text`: where a state story's play ends when its state is a toast,
 * held on screen by `parameters: { toasts: 'hold' }` (test/story-harness.tsx checks it stays).
 */
export const findErrorToast = (text: string | RegExp): Promise<HTMLElement> =>
  within(document.body).findByText(text, { selector: '.ui-toast--error span' });
