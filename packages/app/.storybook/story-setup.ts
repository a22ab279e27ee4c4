// The loaders every story runs before it renders (preview.tsx); node-safe, so the unit tests run
// the same code between two stories (src/story-sequence.test.tsx).
import { DISPLAY_LANGUAGES } from '@m/contracts';
import type { ControlClient } from '@m/mock-server/control-client';
import { changeLanguage, loadAllFeatureTexts } from '../src/shared/i18n/i18n';
import { useUiStore } from '../src/shared/stores/ui-store';
import { resetPage } from '../src/test/page-reset';

/**
 * Every story starts as a first visit would: no session, storage, store or cached answer left by
 * the story before (the preview never reloads between stories), and every feature's texts there,
 * as a feature's route loads them for a screen (a component story has no route to load them).
 */
export async function startFresh() {
  resetPage();
  await loadAllFeatureTexts();
  return {};
}

/**
 * The toolbar's theme and language reach the app's own store before the story renders: the
 * language's texts are loaded first (a PT or VI screen never shows English while they load).
 */
export async function applyGlobals({ globals }: { globals: Record<string, unknown> }) {
  const language = DISPLAY_LANGUAGES.find((l) => l === globals.language) ?? 'en';
  useUiStore.getState().setTheme(globals.theme === 'dark' ? 'dark' : 'light');
  useUiStore.getState().setLanguage(language);
  await changeLanguage(language);
  return {};
}

/**
 * A story whose state is a toast holds it: `parameters: { toasts: 'hold' }` keeps every toast of
 * the story on screen until it is dismissed, so a reviewer who opens the story later still sees
 * its error (a toast times out after 3 s). Set after startFresh, which resets the store.
 */
export function applyToastHold({ parameters }: { parameters: Record<string, unknown> }) {
  useUiStore.setState({ holdToasts: parameters.toasts === 'hold' });
  return {};
}

/** The toolbar's clock: where the story's world stands when the story opens. */
export const CLOCK_STEPS = {
  start: { title: "The world's start", advance: () => 0 },
  minute: { title: 'One minute later', advance: () => 60_000 },
  hour: { title: 'One hour later', advance: () => 3_600_000 },
  draw: { title: '5 s before the next draw, running', advance: undefined },
} as const;
export type ClockStep = keyof typeof CLOCK_STEPS;
export const isClockStep = (v: unknown): v is ClockStep => typeof v === 'string' && Object.hasOwn(CLOCK_STEPS, v);

/** How far the next draw is, 5 s short of it, so a reviewer watches a countdown end. */
export const BEFORE_DRAW_MS = 5_000;

/**
 * Moves a story's world to the toolbar's clock step through the control API, as QA would script it
 * (`draw`: 5 s before the world's next lottery draw, then the clock follows wall time so the draw
 * happens while the reviewer watches; nothing when every lottery is closed).
 */
export async function applyClockStep(control: ControlClient, worldId: string, step: ClockStep): Promise<void> {
  const fixed = CLOCK_STEPS[step].advance?.();
  if (fixed !== undefined) {
    if (fixed > 0) await control.clock(worldId, { advanceMs: fixed });
    return;
  }
  const [next] = await control.draws(worldId);
  if (!next) return;
  const { now } = await control.clock(worldId, {});
  const advanceMs = next.nextDrawAt - BEFORE_DRAW_MS - now;
  await control.clock(worldId, { advanceMs: Math.max(0, advanceMs), resume: true });
}
