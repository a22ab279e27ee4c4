import { Button, TextField } from '@m/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { startSession } from '../session/start-session';
import { confirmIdentityCode, useFirebase } from '../identity/phone-identity';
import { SmsCodeButton } from '../sms/sms-code-button';
import { useValidationRules } from '../validation/use-validation-rules';
import { validateAll, validateField } from '../validation/validate-field';
import { setPasswordByPhone } from './api/set-password-by-phone';

type Key = 'mobileNum' | 'verificationCode' | 'newPassword';
const KEYS: readonly Key[] = ['mobileNum', 'verificationCode', 'newPassword'];

/**
 * Set a new password by phone (A-086..A-092): phone (required; its message names the minimum
 * digits), SMS code (purpose 'forget') and new password by the shared rules. A code request checks
 * only the phone; setting checks all. Success logs in (startSession) and `onDone` closes. Failure:
 * modify.new.old.same clears the password, anything else the code.
 */
export function ForgotPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const reg = useSettingsStore((s) => s.settings?.info.register);
  const [values, setValues] = useState<Record<Key, string>>({ mobileNum: '', verificationCode: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Key, string[]>>>({});
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const firebase = useFirebase();
  const refs = useRef(new Map<Key, HTMLInputElement | null>());
  const countryDialingCode = reg?.countryDialingCode ?? '';
  const minDigits = reg?.mobileDigitsMin ?? 0;

  const check = (k: Key, v = values): string[] => {
    if (k === 'mobileNum') {
      // required, and the message names the configured minimum length.
      const failing = !v.mobileNum.trim() || validateField(rules, 'mobileNum', v.mobileNum).length > 0;
      return failing ? [t('account.forgot.phone_min', { min: minDigits })] : [];
    }
    const rule = k === 'verificationCode' ? 'verificationCode' : 'password';
    const errs = validateField(rules, rule, v[k]).map((m) => t(m));
    return errs.length || v[k].trim() ? errs : [t('account.rules.required')];
  };

  const validateMobile = () => {
    const errs = check('mobileNum');
    setErrors((x) => ({ ...x, mobileNum: errs }));
    if (errs.length) refs.current.get('mobileNum')?.focus();
    return errs.length === 0;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const { errors: all, firstInvalid: bad } = validateAll(KEYS, (k) => check(k));
    setErrors(all);
    if (bad) {
      refs.current.get(bad)?.focus();
      return;
    }
    setBusy(true);
    try {
      const mobileNum = values.mobileNum.trim();
      const verificationCode = values.verificationCode.trim();
      const session = await withLoading(
        (async () => {
          // with FIREBASE the service checks the code first; its refusal sends nothing on.
          const firebaseIdToken = firebase ? await confirmIdentityCode(mobileNum, countryDialingCode, verificationCode) : '';
          return setPasswordByPhone({ newPassword: values.newPassword, mobileNum, verificationCode, firebaseIdToken });
        })(),
      );
      // logged in, the dialog closes.
      await startSession(session);
      onDone();
    } catch (err) {
      if (!isApiError(err)) throw err;
      // the same password clears the password; any other failure clears the code.
      const clear: Key = err.code === 'modify.new.old.same' ? 'newPassword' : 'verificationCode';
      setValues((v) => ({ ...v, [clear]: '' }));
      useUiStore.getState().showToast({ kind: 'error', messageKey: err.i18nKey });
      refs.current.get(clear)?.focus();
      setBusy(false);
    }
  };

  const field = (k: Key) => ({
    ref: (el: HTMLInputElement | null) => {
      refs.current.set(k, el);
    },
    label: t(`account.forgot.${k}`),
    value: values[k],
    errors: errors[k] ?? [],
    required: true,
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [k]: e.target.value };
      setValues(next);
      if (errors[k]?.length) setErrors((x) => ({ ...x, [k]: check(k, next) }));
    },
  });

  return (
    <form className="m-account-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField labelStyle="placeholder" {...field('mobileNum')} type="tel" autoComplete="tel" trailing={<span className="m-account-form__hint">{countryDialingCode}</span>} />
      <TextField
        labelStyle="placeholder"
        {...field('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={!codeSent}
        trailing={
          <SmsCodeButton
            mobileNum={values.mobileNum.trim()}
            countryDialingCode={countryDialingCode}
            purpose="forget"
            viaIdentity={firebase}
            validateMobile={validateMobile}
            onSent={() => setCodeSent(true)}
          />
        }
      />
      <TextField labelStyle="placeholder" {...field('newPassword')} type="password" autoComplete="new-password" reveal={{ show: t('account.password.show'), hide: t('account.password.hide') }} />
      <Button type="submit" block loading={busy}>
        {t('account.forgot.set_password')}
      </Button>
    </form>
  );
}
