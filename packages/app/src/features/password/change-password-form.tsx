import { Button, Modal, TextField } from '@m/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { CHANGE_SAVED_TOAST_MS, REDIRECT_DELAY_MS } from '../../shared/constants';
import { useSessionStore } from '../../shared/stores/session-store';
import { useUiStore, withLoading } from '../../shared/stores/ui-store';
import { useValidationRules } from '../../shared/validation/use-validation-rules';
import { validateField } from '../../shared/validation/validate-field';
import { changePassword } from './api/change-password';
import { rememberedPassword, updateRememberedPassword } from './remembered-password';
import '../../shared/account-forms.css';

type Key = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
type Values = Record<Key, string>;
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
  // A-056 style: a submit checks every field and focuses the first invalid one; after a submit a
  // field is checked again as it changes. Fields are uncontrolled (react-hook-form).
  const form = useForm<Values>({ defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' }, shouldFocusError: true });
  const { errors } = form.formState;
  const [same, setSame] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const showOld = remembered === null;
  const keys = KEYS.filter((k) => showOld || k !== 'oldPassword');

  /** The field's messages comma-joined, or true when it passes. */
  const check = (k: Key, v: Values): string | true => {
    let messages: string[];
    // old by the loginPassword rule, new by the password rule.
    if (k === 'oldPassword') messages = validateField(rules, 'loginPassword', v.oldPassword).map((m) => t(m));
    else if (k === 'newPassword') messages = validateField(rules, 'password', v.newPassword).map((m) => t(m));
    //
    else if (!v.confirmNewPassword) messages = [t('password.enter_password')];
    else messages = v.confirmNewPassword === v.newPassword ? [] : [t('password.not_matched')];
    return messages.length ? messages.join(', ') : true;
  };

  const send = async (values: Values) => {
    if (busy) return;
    const oldPassword = showOld ? values.oldPassword : (remembered ?? '');
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
        form.setError(field, { type: 'server', message: t(err.i18nKey) }, { shouldFocus: true });
      } else if (isApiError(err) && field === 'oldPassword') {
        // The remembered password is stale: show the old-password field's text as a toast.
        useUiStore.getState().showToast({ kind: 'error', messageKey: err.i18nKey });
      }
      setBusy(false);
    }
  };

  const reveal = { show: t('password.show'), hide: t('password.hide') };
  const field = (k: Key) => ({
    ...form.register(k, { validate: (_: string, all: Values) => check(k, all) }),
    label: t(`password.${k}`),
    errors: errors[k]?.message ? [errors[k].message] : [],
    required: true,
    type: 'password',
    reveal,
  });

  return (
    <form className="m-account-form" noValidate onSubmit={(e) => void form.handleSubmit(send)(e)}>
      <TextField labelStyle="placeholder" label={t('password.username')} value={userName} disabled readOnly autoComplete="username" />
      {showOld ? <TextField labelStyle="placeholder" {...field('oldPassword')} autoComplete="current-password" /> : null}
      <TextField labelStyle="placeholder" {...field('newPassword')} autoComplete="new-password" />
      <TextField labelStyle="placeholder" {...field('confirmNewPassword')} autoComplete="new-password" />
      <Button type="submit" block loading={busy}>
        {t('password.submit')}
      </Button>
      <Modal
        open={same}
        onClose={() => setSame(false)}
        title={t('password.same_title')}
        animation="fade"
        closeLabel={t('header.close')}
        footer={
          <Button block onClick={() => setSame(false)}>
            {t('ok')}
          </Button>
        }
      >
        <p>{t('errors.modify_new_old_same')}</p>
      </Modal>
    </form>
  );
}
