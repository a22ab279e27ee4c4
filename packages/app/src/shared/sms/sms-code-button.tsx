import { Button } from '@m/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { COUNTDOWN_TICK_MS, SUCCESS_TOAST_MS } from '../constants';
import { useUiStore, withLoading } from '../stores/ui-store';
import { serverNow } from '../time/server-clock';
import { INITIAL_COUNTDOWN_S, secondsLeft } from './countdown';
import { sendIdentityCode } from '../identity/phone-identity';
import { sendSmsCode } from './send-sms-code';
import { SliderCheck } from './slider-check';

export interface SmsCodeButtonProps {
  mobileNum: string;
  countryDialingCode: string;
  purpose: 'login' | 'register' | 'forget';
  /** Validates the mobile field (showing its message); false = no slider, no call. */
  validateMobile: () => boolean;
  /** A code is on its way: the form enables its code field. */
  onSent?: (expirationTime: number) => void;
  disabled?: boolean;
  className?: string;
  /** FIREBASE on: the external identity service texts the code; same slider, toast and countdown. */
  viaIdentity?: boolean;
}

/**
 * The one SMS code button of login, registration and forgot-by-phone (A-036..A-040, A-058):
 * validate the number, pass the slider, send with the 10 s loading toast, then count down to the
 * server's expiry (recomputed every 500 ms from the browser clock, first shown as 60), then
 * 'fetch code' again. A resend refused as too frequent resumes the countdown of the running code.
 */
export function SmsCodeButton({
  mobileNum,
  countryDialingCode,
  purpose,
  validateMobile,
  onSent,
  disabled,
  className,
  viaIdentity = false,
}: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [sliderOpen, setSliderOpen] = useState(false);
  const [expiration, setExpiration] = useState<number | null>(null);
  const [display, setDisplay] = useState(INITIAL_COUNTDOWN_S);

  useEffect(() => {
    if (expiration === null) return;
    const id = window.setInterval(() => {
      const left = secondsLeft(expiration, serverNow());
      if (left <= 0) setExpiration(null);
      else setDisplay(left);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(id);
  }, [expiration]);

  const start = (expirationTime: number) => {
    setDisplay(INITIAL_COUNTDOWN_S);
    setExpiration(expirationTime);
    onSent?.(expirationTime);
  };

  const send = async (humanToken: string) => {
    setSliderOpen(false);
    try {
      const number = { mobileNum: mobileNum.trim(), countryDialingCode, humanToken };
      const { expirationTime } = await withLoading(viaIdentity ? sendIdentityCode(number) : sendSmsCode({ ...number, purpose }), {
        messageKey: 'in_sms_sending',
      });
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'in_sms_send', durationMs: SUCCESS_TOAST_MS });
      start(expirationTime);
    } catch (e) {
      // The error toast comes from the client (none for the quiet identity service, A-040); a code
      // still running keeps counting down.
      const running = isApiError(e) && e.code === 'sms.too.frequent' ? e.value?.expirationTime : undefined;
      if (typeof running === 'number') start(running);
    }
  };

  const counting = expiration !== null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        disabled={disabled || counting}
        aria-label={counting ? t('sms.countdown_label', { seconds: display }) : undefined}
        onClick={() => {
          if (validateMobile()) setSliderOpen(true);
        }}
      >
        {counting ? t('sms.countdown', { seconds: display }) : t('sms.fetch')}
      </Button>
      <SliderCheck open={sliderOpen} onPassed={(token) => void send(token)} onCancel={() => setSliderOpen(false)} />
    </>
  );
}
