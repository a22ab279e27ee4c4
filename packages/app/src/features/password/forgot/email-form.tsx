import { Button, TextField } from '@m/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import type { ErrorPlan } from '../../../shared/forms/react-to-error';
import { useSubmit } from '../../../shared/forms/use-submit';
import { REDIRECT_DELAY_MS, SUCCESS_TOAST_MS } from '../../../shared/constants';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { useRuleCheck, useValidationRules } from '../../../shared/validation/use-validation-rules';
import { validateField } from '../../../shared/validation/validate-field';
import { forgotByEmail } from './api/forgot-by-email';
import { checkForgotEmail } from './email-rule';
import '../../../shared/account-forms.css';

type Values = { username: string; email: string };

/**
 * password.forgotByEmail's codes (docs/decisions/front-end.md "Form errors"): email.not.match
 * under the email; user.not.exist, the table's toast, with focus on the username.
 */
const PLAN: ErrorPlan<keyof Values> = {
  fields: ['username', 'email'],
  fieldOf: { 'user.not.exist': 'username', 'email.not.match': 'email' },
};

/**
 * Forgot by email (A-083..A-085): username by the loginUsername rule, email by the email rule; the
 * button stays disabled until both pass. Success: a toast naming the masked address, then
 * after 1 s `onDone` (the popup closes to home).
 */
export function ForgotEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const checkRule = useRuleCheck();
  // Each field is checked when left, then as it changes (react-hook-form, mode onTouched).
  const form = useForm<Values>({ defaultValues: { username: '', email: '' }, mode: 'onTouched' });
  const { errors } = form.formState;
  const [username, email] = form.watch(['username', 'email']);
  const submit = useSubmit(PLAN);

  const usernameErrors = validateField(rules, 'loginUsername', username).map((m) => t(m));
  const emailKey = checkForgotEmail(email);
  const valid = username.trim() !== '' && usernameErrors.length === 0 && emailKey === null;

  const send = async (values: Values) => {
    if (!valid || submit.busy) return;
    await submit.run(
      () => withLoading(forgotByEmail(values.username, values.email, { quiet: true })),
      ({ maskedEmail }) => {
        useUiStore.getState().showToast({
          kind: 'success',
          messageKey: 'password.forgot.email_sent',
          params: { email: maskedEmail },
          durationMs: SUCCESS_TOAST_MS,
        });
        setTimeout(onDone, REDIRECT_DELAY_MS);
      },
      (problem) => {
        const at = problem.field as keyof Values | null;
        if (!at) return;
        // A field code goes under its field; a toast code takes the focus to the field to correct.
        if (problem.shownAs === 'field')
          form.setError(at, { type: 'server', message: t(problem.messageKey, problem.params) }, { shouldFocus: true });
        else form.setFocus(at);
      },
    );
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
          validate: async (v) => {
            const errs = (await checkRule('loginUsername', v)).map((m) => t(m));
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
      <FormAlert problem={submit.problem} alertRef={submit.alertRef} onRetry={submit.retry} />
      <Button type="submit" block disabled={!valid} loading={submit.busy}>
        {t('password.forgot.send_email')}
      </Button>
    </form>
  );
}
