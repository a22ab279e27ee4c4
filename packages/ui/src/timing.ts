// Shared timings of the site. The CSS motion tokens in styles/tokens.css mirror
// these values; change both together.
export const TIMING = {
  fadeMs: 200,
  slideMs: 300,
  zoomMs: 300,
  lazyLoadDelayMs: 200,
  longPressMs: 370,
} as const;

/** Toast display times: SHORT 3 s is the default, LONG 8 s. */
export const TOAST_DURATION = {
  short: 3000,
  long: 8000,
} as const;

/** A loading toast hides itself after 10 s unless dismissed earlier. */
export const LOADING_TOAST_MS = 10000;

/** True when the user asked the OS for less motion: exit animations then end at once. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
