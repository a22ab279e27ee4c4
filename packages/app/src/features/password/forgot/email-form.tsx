import { Button, TextField } from '@m/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { REDIRECT_DELAY_MS, SUCCESS_TOAST_MS } from '../../../shared/constants';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { useValidationRules } from '../../../shared/validation/use-validation-rules';
import { validateField } from '../../../shared/validation/validate-field';
import { forgotByEmail } from './api/forgot-by-email';
import { checkForgotEmail } from './email-rule';

type Values = { username: string; email: string };

/**
 * Forgot by email (A-083..A-085): username by the loginUsername rule, email by the email rule; the
 * button stays disabled until both pass. Success: a toast naming the masked address, then
 * after 1 s `onDone` (the popup closes to home).
 */
export function ForgotEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  // Each field is checked when left, then as it changes (react-hook-form, mode onTouched).
  const form = useForm<Values>({ defaultValues: { username: '', email: '' }, mode: 'onTouched' });
  const { errors } = form.formState;
  const [username, email] = form.watch(['username', 'email']);
  const [busy, setBusy] = useState(false);

  const usernameErrors = validateField(rules, 'loginUsername', username).map((m) => t(m));
  const emailKey = checkForgotEmail(email);
  const valid = username.trim() !== '' && usernameErrors.length === 0 && emailKey === null;

  const send = async (values: Values) => {
    if (!valid || busy) return;
    setBusy(true);
    try {
      const { maskedEmail } = await withLoading(forgotByEmail(values.username, values.email));
      useUiStore.getState().showToast({
        kind: 'success',
        messageKey: 'password.forgot.email_sent',
        params: { email: maskedEmail },
        durationMs: SUCCESS_TOAST_MS,
      });
      setTimeout(onDone, REDIRECT_DELAY_MS);
    } catch (err) {
      const field = isApiError(err) ? err.value?.field : null;
      // Server errors go under their field; the email one takes the focus.
      if (isApiError(err) && (field === 'username' || field === 'email')) {
        form.setError(field, { type: 'server', message: t(err.i18nKey) }, { shouldFocus: field === 'email' });
      }
      setBusy(false);
    }
  };

  const messages = (k: keyof Values) => (errors[k]?.message ? [errors[k].message] : []);

  return (
    <form className="m-account-form" noValidate onSubmit={(e) => void form.handleSubmit(send)(e)}>
      <TextField
        labelStyle="placeholder"
        label={t('password.forgot.username')}
        required
        autoComplete="username"
        {...form.register('username', {
          validate: (v) => {
            const errs = validateField(rules, 'loginUsername', v).map((m) => t(m));
            return errs.length ? errs.join(', ') : true;
          },
        })}
        errors={messages('username')}
      />
      <TextField
        labelStyle="placeholder"
        label={t('password.forgot.email')}
        required
        type="email"
        autoComplete="email"
        {...form.register('email', {
          validate: (v) => {
            const key = checkForgotEmail(v);
            return key ? t(key) : true;
          },
        })}
        errors={messages('email')}
      />
      {/* disabled until the form is valid. */}
      <Button type="submit" block disabled={!valid} loading={busy}>
        {t('password.forgot.send_email')}
      </Button>
    </form>
  );
}
