import { LOCAL_KEYS, readLocal } from '../../shared/storage-keys';
import { registerMethodFor } from './field-rules';

/** The browser's side of A-066: reads the user agent, display mode and web-clip marks. */
export function currentRegisterMethod() {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return registerMethodFor({
    userAgent: navigator.userAgent,
    standalone,
    webClip: iosStandalone || readLocal(LOCAL_KEYS.webClip) === '1',
  });
}
