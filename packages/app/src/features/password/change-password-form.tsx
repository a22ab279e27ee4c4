import { Button, Modal, TextField } from '@m/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHANGE_SAVED_TOAST_MS, REDIRECT_DELAY_MS } from '../../shared/constants';
import { useSessionStore } from '../../shared/stores/session-store';
import { useUiStore, withLoading } from '../../shared/stores/ui-store';
import { FormAlert } from '../../shared/forms/form-alert';
import type { ErrorPlan } from '../../shared/forms/react-to-error';
import { useSubmit } from '../../shared/forms/use-submit';
import { useRuleCheck } from '../../shared/validation/use-validation-rules';
import { changePassword } from './api/change-password';
import { rememberedPassword, updateRememberedPassword } from './remembered-password';
import '../../shared/account-forms.css';

type Key = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
type Values = Record<Key, string>;
const KEYS: readonly Key[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/**
 * password.change's codes (docs/decisions/front-end.md "Form errors"): both are field codes;
 * modify.new.old.same goes under the new password (the remembered old one hid the check, A-076).
 */
const PLAN: ErrorPlan<Key> = { fields: KEYS, fieldOf: { 'modify.new.old.same': 'newPassword' } };

/**
 * The change-password form (A-072..A-079): disabled username, old password only without a
 * remembered one, new and confirm with show/hide. New equal to old: a confirmation popup and
 * nothing sent. Success: 'Change saved' 1 s, then after 1 s `onDone` (the popup closes to home).
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const checkRule = useRuleCheck();
  const userName = session?.userName ?? '';
  const [remembered, setRemembered] = useState(() => (userName ? rememberedPassword(userName) : null));
  // A-056 style: a submit checks every field and focuses the first invalid one; after a submit a
  // field is checked again as it changes. Fields are uncontrolled (react-hook-form).
  const form = useForm<Values>({ defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' }, shouldFocusError: true });
  const { errors } = form.formState;
  const [same, setSame] = useState(false);
  const submit = useSubmit(PLAN);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const showOld = remembered === null;
  // The refusal of a stale remembered password, held until the old-password field it belongs
  // under has mounted: an effect runs after that commit, when the field can take focus (a timer
  // could fire before React rendered the field, and the focus stayed on Submit).
  const [staleRefusal, setStaleRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!showOld || staleRefusal === null) return;
    form.setError('oldPassword', { type: 'server', message: staleRefusal }, { shouldFocus: true });
    setStaleRefusal(null);
  }, [form, showOld, staleRefusal]);

  /** The field's messages comma-joined, or true when it passes. */
  const check = async (k: Key, v: Values): Promise<string | true> => {
    let messages: string[];
    // old by the loginPassword rule, new by the password rule.
    if (k === 'oldPassword') messages = (await checkRule('loginPassword', v.oldPassword)).map((m) => t(m));
    else if (k === 'newPassword') messages = (await checkRule('password', v.newPassword)).map((m) => t(m));
    //
    else if (!v.confirmNewPassword) messages = [t('password.enter_password')];
    else messages = v.confirmNewPassword === v.newPassword ? [] : [t('password.not_matched')];
    return messages.length ? messages.join(', ') : true;
  };

  const send = async (values: Values) => {
    if (submit.busy) return;
    const oldPassword = showOld ? values.oldPassword : (remembered ?? '');
    // same as the old one: say so and send nothing.
    if (values.newPassword === oldPassword) {
      setSame(true);
      return;
    }
    await submit.run(
      () =>
        withLoading(
          changePassword({ oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword }, { quiet: true }),
        ),
      () => {
        //
        useUiStore.getState().showToast({ kind: 'success', messageKey: 'change_saved', durationMs: CHANGE_SAVED_TOAST_MS });
        updateRememberedPassword(userName, values.newPassword);
        if (session) useSessionStore.getState().setSession({ ...session, firstTimeLogin: false });
        timer.current = setTimeout(onDone, REDIRECT_DELAY_MS);
      },
      // the loading hid; the screen stays, the passwords typed stay. A field code goes under
      // its field, focused. A remembered old password the server refuses is stale: the old-password
      // field comes back with the message, so the user can type the right one.
      (problem) => {
        if (problem.shownAs !== 'field' || !problem.field) return;
        const message = t(problem.messageKey, problem.params);
        if (problem.field === 'oldPassword' && !showOld) {
          setRemembered(null);
          setStaleRefusal(message);
        } else form.setError(problem.field as Key, { type: 'server', message }, { shouldFocus: true });
      },
    );
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
      <FormAlert problem={submit.problem} alertRef={submit.alertRef} onRetry={submit.retry} />
      <Button type="submit" block loading={submit.busy}>
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
