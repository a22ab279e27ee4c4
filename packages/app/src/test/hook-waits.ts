import { waitFor } from '@testing-library/react';

/**
 * `waitFor` for a hook's state (`renderHook`): a state change there changes no DOM, which is what
 * wakes `waitFor` early, so it would see the change only at its next poll, 50 ms later. Its check
 * is a read of the hook's result, cheap enough to repeat every millisecond.
 */
export const waitForState = <T>(check: () => T | Promise<T>): Promise<T> => waitFor(check, { interval: 1 });
