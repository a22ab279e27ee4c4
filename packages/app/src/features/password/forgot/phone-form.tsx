import { Button, TextField } from '@m/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import type { ErrorPlan } from '../../../shared/forms/react-to-error';
import { useSubmit } from '../../../shared/forms/use-submit';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { withLoading } from '../../../shared/stores/ui-store';
import { startSession } from '../../../shared/session/start-session';
import { confirmIdentityCode, useFirebase } from '../../../shared/identity/phone-identity';
import { SmsCodeButton } from '../../../shared/sms/sms-code-button';
import { useRuleCheck } from '../../../shared/validation/use-validation-rules';
import { setPasswordByPhone } from './api/set-password-by-phone';
import '../../../shared/account-forms.css';

type Key = 'mobileNum' | 'verificationCode' | 'newPassword';
type Values = Record<Key, string>;

/**
 * password.setByPhone's codes (docs/decisions/front-end.md "Form errors"): the code's refusals
 * under the code, the same password under the new one, an unknown number (the table's toast) with
 * the forgot form's own text and focus on the number.
 */
const PLAN: ErrorPlan<Key> = {
  fields: ['mobileNum', 'verificationCode', 'newPassword'],
  fieldOf: {
    'verify.code.error': 'verificationCode',
    'sms.code.expired': 'verificationCode',
    'modify.new.old.same': 'newPassword',
    'user.not.exist': 'mobileNum',
  },
  messages: { 'user.not.exist': 'password.forgot.phone_unknown' },
};

/**
 * Set a new password by phone (A-086..A-092): phone (required; its message names the minimum
 * digits), SMS code (purpose 'forget') and new password by the shared rules. A code request checks
 * only the phone; setting checks all. Success logs in (startSession) and `onDone` closes. Failure:
 * modify.new.old.same clears the password, anything else the code.
 */
export function ForgotPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const checkRule = useRuleCheck();
  const reg = useSettingsStore((s) => s.settings?.info.register);
  // a submit checks every field and focuses the first invalid one (react-hook-form).
  const form = useForm<Values>({ defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' }, shouldFocusError: true });
  const { errors } = form.formState;
  const mobileNum = form.watch('mobileNum');
  const [codeSent, setCodeSent] = useState(false);
  const submit = useSubmit(PLAN);
  const firebase = useFirebase();
  const countryDialingCode = reg?.countryDialingCode ?? '';
  const minDigits = reg?.mobileDigitsMin ?? 0;

  const check = async (k: Key, v: Values): Promise<string[]> => {
    const value = v[k] ?? '';
    if (k === 'mobileNum') {
      // required, and the message names the configured minimum length.
      const failing = !value.trim() || (await checkRule('mobileNum', value)).length > 0;
      return failing ? [t('password.forgot.phone_min', { min: minDigits })] : [];
    }
    const rule = k === 'verificationCode' ? 'verificationCode' : 'password';
    const errs = (await checkRule(rule, value)).map((m) => t(m));
    return errs.length || value.trim() ? errs : [t('rules.required')];
  };

  /** A code request checks only the phone. */
  const validateMobile = async (): Promise<boolean> => {
    const errs = await check('mobileNum', form.getValues());
    if (errs.length) form.setError('mobileNum', { type: 'validate', message: errs.join(', ') }, { shouldFocus: true });
    else form.clearErrors('mobileNum');
    return errs.length === 0;
  };

  const send = async (values: Values) => {
    if (submit.busy) return;
    const mobileNum = values.mobileNum.trim();
    const verificationCode = values.verificationCode.trim();
    await submit.run(
      () =>
        withLoading(
          (async () => {
            // with FIREBASE the service checks the code first; its refusal sends nothing on.
            const firebaseIdToken = firebase ? await confirmIdentityCode(mobileNum, countryDialingCode, verificationCode) : '';
            return setPasswordByPhone({ newPassword: values.newPassword, mobileNum, verificationCode, firebaseIdToken }, { quiet: true });
          })(),
        ),
      async (session) => {
        // logged in, the dialog closes.
        await startSession(session);
        onDone();
      },
      (problem) => {
        // the same password clears the password; any other answer of the server clears the
        // code (a failure that is no answer keeps both: the same input may pass on a retry).
        if (problem.answered) form.setValue(problem.code === 'modify.new.old.same' ? 'newPassword' : 'verificationCode', '');
        const at = problem.field as Key | null;
        if (problem.shownAs === 'field' && at) {
          const message = t(problem.messageKey, problem.params);
          setTimeout(() => form.setError(at, { type: 'server', message }, { shouldFocus: true }), 0);
        } else if (at) setTimeout(() => form.setFocus(at), 0);
      },
    );
  };

  const field = (k: Key) => ({
    ...form.register(k, {
      validate: async (_: string, all: Values) => {
        const errs = await check(k, all);
        return errs.length ? errs.join(', ') : true;
      },
    }),
    label: t(`password.forgot.${k}`),
    errors: errors[k]?.message ? [errors[k].message] : [],
    required: true,
  });

  return (
    <form className="m-account-form" noValidate onSubmit={(e) => void form.handleSubmit(send)(e)}>
      <TextField
        labelStyle="placeholder"
        {...field('mobileNum')}
        type="tel"
        autoComplete="tel"
        trailing={<span className="m-account-form__hint">{countryDialingCode}</span>}
      />
      <TextField
        labelStyle="placeholder"
        {...field('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={!codeSent}
        trailing={
          <SmsCodeButton
            mobileNum={mobileNum.trim()}
            countryDialingCode={countryDialingCode}
            purpose="forget"
            viaIdentity={firebase}
            validateMobile={validateMobile}
            onSent={() => setCodeSent(true)}
            // sms.send user.not.exist: the toast with this form's text, focus on the number.
            messages={PLAN.messages}
            onRefused={(problem) => {
              submit.show(problem);
              setTimeout(() => form.setFocus('mobileNum'), 0);
            }}
          />
        }
      />
      <TextField
        labelStyle="placeholder"
        {...field('newPassword')}
        type="password"
        autoComplete="new-password"
        reveal={{ show: t('password.show'), hide: t('password.hide') }}
      />
      <FormAlert problem={submit.problem} alertRef={submit.alertRef} onRetry={submit.retry} />
      <Button type="submit" block loading={submit.busy}>
        {t('password.forgot.set_password')}
      </Button>
    </form>
  );
}
