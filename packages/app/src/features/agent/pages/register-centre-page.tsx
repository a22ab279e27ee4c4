import { Button, TextField } from '@m/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SUCCESS_TOAST_MS } from '../../../shared/constants';
import { FormAlert } from '../../../shared/forms/form-alert';
import type { ErrorPlan } from '../../../shared/forms/react-to-error';
import { refsOf, useSubmit } from '../../../shared/forms/use-submit';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { registerTeamMember } from '../api/agent-api';
import '../components/agent.css';

type Field = 'username' | 'password';

/**
 * agent.register's codes (docs/decisions/front-end.md "Form errors"): username.exists under the
 * username with the register centre's text, focused; both fields stay as typed, so only the
 * username needs changing. Generic failures in the form alert with their next step.
 */
const PLAN: ErrorPlan<Field> = {
  fields: ['username', 'password'],
  fieldOf: { 'username.exists': 'username' },
  messages: { 'username.exists': 'agent.register.username_exists' },
};

/** /m/agentRegister: the register centre opens an account in the agent's team. */
export function RegisterCentrePage() {
  const { t } = useTranslation();
  // Both fields are required by the browser's own check (the submit stays disabled until both are typed).
  const form = useForm<Record<Field, string>>({ defaultValues: { username: '', password: '' } });
  const [username, password] = form.watch(['username', 'password']);
  const submitting = useSubmit(PLAN);
  const submit = async (values: Record<Field, string>) => {
    await submitting.run(
      () => withLoading(registerTeamMember({ username: values.username.trim(), password: values.password }, { quiet: true })),
      (v) => {
        useUiStore.getState().showToast({
          kind: 'success',
          messageKey: 'agent.register.done',
          params: { username: v.username },
          durationMs: SUCCESS_TOAST_MS,
        });
        form.reset();
      },
    );
  };
  const errorsOf = (field: Field) => {
    const problem = submitting.fieldProblem(field);
    return problem ? [t(problem.messageKey, problem.params)] : undefined;
  };
  const field = (name: Field) => {
    const own = form.register(name);
    return { ...own, ref: refsOf(own.ref, submitting.fieldRef(name)) };
  };
  return (
    <form className="agent-page agent-form" onSubmit={(e) => void form.handleSubmit(submit)(e)}>
      <p>{t('agent.register.intro')}</p>
      <TextField
        label={t('agent.register.username')}
        {...field('username')}
        maxLength={16}
        autoComplete="off"
        required
        aria-invalid={submitting.invalid('username') || undefined}
        errors={errorsOf('username')}
      />
      <TextField
        label={t('agent.register.password')}
        {...field('password')}
        type="password"
        maxLength={20}
        autoComplete="new-password"
        required
        aria-invalid={submitting.invalid('password') || undefined}
        errors={errorsOf('password')}
      />
      <FormAlert problem={submitting.problem} alertRef={submitting.alertRef} onRetry={submitting.retry} />
      <Button type="submit" block loading={submitting.busy} disabled={submitting.busy || !username.trim() || !password}>
        {t('agent.register.submit')}
      </Button>
    </form>
  );
}
