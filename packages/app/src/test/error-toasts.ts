import { afterEach, beforeEach } from 'vitest';
import { useUiStore, type AppToast } from '../shared/stores/ui-store';

/** Error toasts shown since the recording test started (recordErrorToasts); empty outside one. */
let shown: AppToast[] = [];
const errorsIn = (toasts: readonly AppToast[]) => toasts.filter((t) => t.kind === 'error');

/**
 * The error toasts a test saw, each once: the ones on screen, and in a describe that records them
 * every one shown since its test started (a story's play can outlast a toast, which closes by itself).
 */
export const errorToastsShown = (): AppToast[] => [...new Set([...shown, ...errorsIn(useUiStore.getState().toasts)])];

/** Records the error toasts each test of the calling describe shows, from its start to its end. */
export function recordErrorToasts(): void {
  let unsubscribe: () => void = () => undefined;
  beforeEach(() => {
    shown = [];
    unsubscribe = useUiStore.subscribe(({ toasts }) => {
      shown = [...new Set([...shown, ...errorsIn(toasts)])];
    });
  });
  afterEach(() => {
    unsubscribe();
    shown = [];
  });
}
