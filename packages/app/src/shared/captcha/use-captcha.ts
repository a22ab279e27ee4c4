import type { LoadState } from '../api/load-view';
import { useLoad } from '../api/query-cache';
import { getCaptcha } from './get-captcha';

export interface CaptchaImage {
  /** The image's data URL; null before the first answer and after a failed load. */
  image: string | null;
  /** The image's load, for a form that shows its failure in the image's place (`LoadView`: ). */
  load: LoadState<unknown>;
  /** Fetches a new image (a tap on it, a failed submit, A-063); nothing while disabled. */
  reload: () => void;
}

export interface CaptchaOptions {
  /**
   * Blank the image while the next one loads. The login form shows its 'Loading the captcha' text
   * in that place, so the spent image of a failed login never stays on screen; the register and
   * feedback forms have no such text and keep the old image until the new one replaces it.
   */
  blankWhileLoading?: boolean;
}

/**
 * The captcha image of a form (login, register A-063, feedback A-108): loaded through
 * the loader while `enabled` (the captcha is shown and its switch is on), again on `reload()`.
 * Never kept: each load asks the server for a new captcha. An answer that arrives after a newer
 * load started, or after the form closed, is dropped (the loader's rule).
 */
export function useCaptcha(enabled: boolean, { blankWhileLoading = false }: CaptchaOptions = {}): CaptchaImage {
  const load = useLoad(enabled ? 'auth.captcha' : null, getCaptcha);
  const image = blankWhileLoading && load.loading ? null : (load.data?.image ?? null);
  return { image, load, reload: load.reload };
}
