import { Button } from '@m/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { reactToError, type ErrorPlan, type FormProblem } from '../forms/react-to-error';
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
  /**
   * Validates the mobile field (showing its message); false = no slider, no call. A form
   * whose rules are still loading answers once they are there.
   */
  validateMobile: () => boolean | Promise<boolean>;
  /** A code is on its way: the form enables its code field. */
  onSent?: (expirationTime: number) => void;
  disabled?: boolean;
  className?: string;
  /** FIREBASE on: the external identity service texts the code; same slider, toast and countdown. */
  viaIdentity?: boolean;
  /**
   * The screen's own texts for sms.send's codes (code -> key) where the table's would mislead there
   * (an unknown number on the login says "or sign up"); the screen's feature owns the texts.
   */
  messages?: ErrorPlan['messages'];
  /**
   * A refusal about the number (sms.send mobile.exists, user.not.exist): the form shows it at its
   * mobile field (under it for a field code, the toast for a toast code) and moves focus there.
   * Without it, every refusal is a toast.
   */
  onRefused?: (problem: FormProblem) => void;
}

/**
 * sms.send's codes on the button (docs/decisions/front-end.md "Form errors"): sms.too.frequent
 * says how long to wait, and the countdown of the code already sent resumes; mobile.exists and
 * user.not.exist are about the number, also when the answer names no field (a one-shot fault).
 */
const PLAN: ErrorPlan<'mobileNum'> = {
  fields: ['mobileNum'],
  fieldOf: { 'mobile.exists': 'mobileNum', 'user.not.exist': 'mobileNum' },
  messages: { 'sms.too.frequent': 'sms.too_frequent_wait' },
  nextOf: { 'sms.too.frequent': 'wait' },
  paramsOf: {
    'sms.too.frequent': (v) => ({
      seconds: typeof v.expirationTime === 'number' ? secondsLeft(v.expirationTime, serverNow()) : INITIAL_COUNTDOWN_S,
    }),
  },
};

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
  messages,
  onRefused,
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

  /** A new code shows 60 first; a code still running shows what is left of it. */
  const start = (expirationTime: number, resumed = false) => {
    setDisplay(resumed ? Math.max(1, secondsLeft(expirationTime, serverNow())) : INITIAL_COUNTDOWN_S);
    setExpiration(expirationTime);
    onSent?.(expirationTime);
  };

  const send = async (humanToken: string) => {
    setSliderOpen(false);
    try {
      const number = { mobileNum: mobileNum.trim(), countryDialingCode, humanToken };
      const { expirationTime } = await withLoading(
        viaIdentity ? sendIdentityCode(number) : sendSmsCode({ ...number, purpose }, { quiet: true }),
        { messageKey: 'in_sms_sending' },
      );
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'in_sms_send', durationMs: SUCCESS_TOAST_MS });
      start(expirationTime);
    } catch (e) {
      // A code still running keeps counting down.
      const running = isApiError(e) && e.code === 'sms.too.frequent' ? e.value?.expirationTime : undefined;
      if (typeof running === 'number') start(running, true);
      // The quiet identity service fails silently; sms.send's refusal is told here.
      if (viaIdentity) return;
      const problem = reactToError(e, messages ? { ...PLAN, messages: { ...PLAN.messages, ...messages } } : PLAN);
      if (problem.field && onRefused) onRefused(problem);
      else useUiStore.getState().showToast({ kind: 'error', messageKey: problem.messageKey, params: problem.params });
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
          void Promise.resolve(validateMobile()).then((valid) => valid && setSliderOpen(true));
        }}
      >
        {counting ? t('sms.countdown', { seconds: display }) : t('sms.fetch')}
      </Button>
      <SliderCheck open={sliderOpen} onPassed={(token) => void send(token)} onCancel={() => setSliderOpen(false)} />
    </>
  );
}
