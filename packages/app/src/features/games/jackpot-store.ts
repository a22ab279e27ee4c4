import { create } from 'zustand';
import { jackpotStart } from './game-rules';

/**
 * G-041, G§2: one jackpot per visit. The first counter shown draws the start (30..40
 * million); every counter after it, on any page, continues from the value reached, so the amount
 * only grows while the visitor moves around (a reload is a new visit).
 */
interface JackpotState {
  value: number | null;
}

export const useJackpotStore = create<JackpotState>(() => ({ value: null }));

/** The visit's value, drawn on first use. */
export function jackpotValue(rand: () => number): number {
  const { value } = useJackpotStore.getState();
  if (value !== null) return value;
  const start = jackpotStart(rand);
  useJackpotStore.setState({ value: start });
  return start;
}

/** Adds one step to the visit's value. */
export const growJackpot = (step: number): void => useJackpotStore.setState((s) => ({ value: (s.value ?? 0) + step }));

/** Tests: a new visit. */
export const resetJackpot = (): void => useJackpotStore.setState({ value: null });
