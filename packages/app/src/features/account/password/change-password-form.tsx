import { Button, Modal, TextField } from '@m/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { CHANGE_SAVED_TOAST_MS, REDIRECT_DELAY_MS } from '../../../shared/constants';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { useValidationRules } from '../validation/use-validation-rules';
import { validateAll, validateField } from '../validation/validate-field';
import { changePassword } from './api/change-password';
import { rememberedPassword, updateRememberedPassword } from './remembered-password';
import '../register/account-forms.css';

type Key = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const KEYS: readonly Key[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/**
 * The change-password form (A-072..A-079): disabled username, old password only without a
 * remembered one, new and confirm with show/hide. New equal to old: a confirmation popup and
 * nothing sent. Success: 'Change saved' 1 s, then after 1 s `onDone` (the popup closes to home).
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const rules = useValidationRules();
  const userName = session?.userName ?? '';
  const [remembered] = useState(() => (userName ? rememberedPassword(userName) : null));
  const [values, setValues] = useState<Record<Key, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Key, string[]>>>({});
  const [same, setSame] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = useRef(new Map<Key, HTMLInputElement | null>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const showOld = remembered === null;
  const oldPassword = showOld ? values.oldPassword : (remembered ?? '');
  const keys = KEYS.filter((k) => showOld || k !== 'oldPassword');

  const check = (k: Key, v: Record<Key, string> = values): string[] => {
    // old by the loginPassword rule, new by the password rule; messages comma-joined.
    if (k === 'oldPassword') return validateField(rules, 'loginPassword', v.oldPassword).map((m) => t(m));
    if (k === 'newPassword') return validateField(rules, 'password', v.newPassword).map((m) => t(m));
    //
    if (!v.confirmNewPassword) return [t('account.password.enter_password')];
    return v.confirmNewPassword === v.newPassword ? [] : [t('account.password.not_matched')];
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const { errors: all, firstInvalid: bad } = validateAll(keys, (k) => check(k));
    setErrors(all);
    if (bad) {
      refs.current.get(bad)?.focus();
      return;
    }
    // same as the old one: say so and send nothing.
    if (values.newPassword === oldPassword) {
      setSame(true);
      return;
    }
    setBusy(true);
    try {
      await withLoading(changePassword({ oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword }));
      //
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'change_saved', durationMs: CHANGE_SAVED_TOAST_MS });
      updateRememberedPassword(userName, values.newPassword);
      if (session) useSessionStore.getState().setSession({ ...session, firstTimeLogin: false });
      timer.current = setTimeout(onDone, REDIRECT_DELAY_MS);
    } catch (err) {
      // the loading hid; the screen stays. Field errors go under their field.
      const field = isApiError(err) && typeof err.value?.field === 'string' ? (err.value.field as Key) : null;
      if (isApiError(err) && field && keys.includes(field)) {
        setErrors((x) => ({ ...x, [field]: [t(err.i18nKey)] }));
        refs.current.get(field)?.focus();
      } else if (isApiError(err) && field === 'oldPassword') {
        // The remembered password is stale: show the old-password field's text as a toast.
        useUiStore.getState().showToast({ kind: 'error', messageKey: err.i18nKey });
      }
      setBusy(false);
    }
  };

  const reveal = { show: t('account.password.show'), hide: t('account.password.hide') };
  const field = (k: Key) => ({
    ref: (el: HTMLInputElement | null) => {
      refs.current.set(k, el);
    },
    label: t(`account.password.${k}`),
    value: values[k],
    errors: errors[k] ?? [],
    required: true,
    type: 'password',
    reveal,
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [k]: e.target.value };
      setValues(next);
      if (errors[k]?.length) setErrors((x) => ({ ...x, [k]: check(k, next) }));
    },
  });

  return (
    <form className="m-account-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField labelStyle="placeholder" label={t('account.password.username')} value={userName} disabled readOnly autoComplete="username" />
      {showOld ? <TextField labelStyle="placeholder" {...field('oldPassword')} autoComplete="current-password" /> : null}
      <TextField labelStyle="placeholder" {...field('newPassword')} autoComplete="new-password" />
      <TextField labelStyle="placeholder" {...field('confirmNewPassword')} autoComplete="new-password" />
      <Button type="submit" block loading={busy}>
        {t('account.password.submit')}
      </Button>
      <Modal
        open={same}
        onClose={() => setSame(false)}
        title={t('account.password.same_title')}
        animation="fade"
        closeLabel={t('header.close')}
        footer={
          <Button block onClick={() => setSame(false)}>
            {t('account.register.ok')}
          </Button>
        }
      >
        <p>{t('errors.modify_new_old_same')}</p>
      </Modal>
    </form>
  );
}
