import { useCallback, useEffect, useState } from 'react';
import { getRegisterCaptcha } from './api/get-captcha';

/** The captcha image while `enabled`; `reload()` fetches a new one. */
export function useCaptcha(enabled: boolean) {
  const [image, setImage] = useState<string | null>(null);
  const reload = useCallback(() => {
    if (!enabled) return;
    getRegisterCaptcha()
      .then((v) => setImage(v.image))
      .catch(() => setImage(null));
  }, [enabled]);
  useEffect(reload, [reload]);
  return { image, reload };
}
