import { Button } from '@m/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { SUCCESS_TOAST_MS } from '../../../shared/constants';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { registerTeamMember } from '../api/agent-api';

/** /m/agentRegister: the register centre opens an account in the agent's team. */
export function RegisterCentrePage() {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setFieldError(null);
    try {
      const v = await withLoading(registerTeamMember({ username: username.trim(), password }));
      useUiStore
        .getState()
        .showToast({ kind: 'success', messageKey: 'agent.register.done', params: { username: v.username }, durationMs: SUCCESS_TOAST_MS });
      setUsername('');
      setPassword('');
    } catch (err) {
      const field = err instanceof ApiError ? err.value?.field : undefined;
      if (err instanceof ApiError && typeof field === 'string') setFieldError({ field, message: t(err.i18nKey) });
    } finally {
      setSending(false);
    }
  };
  const errorFor = (field: string) =>
    fieldError?.field === field ? (
      <p id={`${id}-${field}-err`} className="agent-error" role="alert">
        {fieldError.message}
      </p>
    ) : null;
  return (
    <form className="agent-page agent-form" onSubmit={(e) => void submit(e)}>
      <p>{t('agent.register.intro')}</p>
      <label htmlFor={`${id}-u`}>{t('agent.register.username')}</label>
      <input
        id={`${id}-u`}
        value={username}
        maxLength={16}
        autoComplete="off"
        required
        onChange={(e) => setUsername(e.target.value)}
        aria-invalid={fieldError?.field === 'username' || undefined}
      />
      {errorFor('username')}
      <label htmlFor={`${id}-p`}>{t('agent.register.password')}</label>
      <input
        id={`${id}-p`}
        type="password"
        value={password}
        maxLength={20}
        autoComplete="new-password"
        required
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={fieldError?.field === 'password' || undefined}
      />
      {errorFor('password')}
      <Button type="submit" block loading={sending} disabled={!username.trim() || !password}>
        {t('agent.register.submit')}
      </Button>
    </form>
  );
}
