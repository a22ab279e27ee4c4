import { Button, TextField } from '@m/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { REDIRECT_DELAY_MS, SUCCESS_TOAST_MS } from '../../../shared/constants';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { useValidationRules } from '../validation/use-validation-rules';
import { validateField } from '../validation/validate-field';
import { forgotByEmail } from './api/forgot-by-email';
import { checkForgotEmail } from './email-rule';

/**
 * Forgot by email (A-083..A-085): username by the loginUsername rule, email by the email rule; the
 * button stays disabled until both pass. Success: a toast naming the masked address, then
 * after 1 s `onDone` (the popup closes to home).
 */
export function ForgotEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState({ username: false, email: false });
  const [serverError, setServerError] = useState<{ field: 'username' | 'email'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement | null>(null);

  const usernameErrors = validateField(rules, 'loginUsername', username).map((m) => t(m));
  const emailKey = checkForgotEmail(email);
  const valid = username.trim() !== '' && usernameErrors.length === 0 && emailKey === null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setServerError(null);
    try {
      const { maskedEmail } = await withLoading(forgotByEmail(username, email));
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'account.forgot.email_sent', params: { email: maskedEmail }, durationMs: SUCCESS_TOAST_MS });
      setTimeout(onDone, REDIRECT_DELAY_MS);
    } catch (err) {
      const field = isApiError(err) ? err.value?.field : null;
      if (isApiError(err) && (field === 'username' || field === 'email')) {
        setServerError({ field, text: t(err.i18nKey) });
        if (field === 'email') emailRef.current?.focus();
      }
      setBusy(false);
    }
  };

  return (
    <form className="m-account-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        labelStyle="placeholder"
        label={t('account.forgot.username')}
        required
        value={username}
        autoComplete="username"
        onChange={(e) => setUsername(e.target.value)}
        onBlur={() => setTouched((x) => ({ ...x, username: true }))}
        errors={[...(touched.username ? usernameErrors : []), ...(serverError?.field === 'username' ? [serverError.text] : [])]}
      />
      <TextField
        labelStyle="placeholder"
        ref={emailRef}
        label={t('account.forgot.email')}
        required
        type="email"
        value={email}
        autoComplete="email"
        onChange={(e) => {
          setEmail(e.target.value);
          setServerError(null);
        }}
        onBlur={() => setTouched((x) => ({ ...x, email: true }))}
        errors={[...(touched.email && emailKey ? [t(emailKey)] : []), ...(serverError?.field === 'email' ? [serverError.text] : [])]}
      />
      {/* disabled until the form is valid. */}
      <Button type="submit" block disabled={!valid} loading={busy}>
        {t('account.forgot.send_email')}
      </Button>
    </form>
  );
}
