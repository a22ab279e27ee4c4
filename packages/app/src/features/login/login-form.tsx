import { DEFAULT_COUNTRY_DIALING_CODE, type LoginBody } from '@m/contracts';
import { Button, Tabs, TextField } from '@m/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTime } from '../../shared/format';
import { paths } from '../../shared/paths';
import { apiBase } from '../../shared/api/client';
import { isApiError, type ApiError } from '../../shared/api/api-error';
import { FormAlert } from '../../shared/forms/form-alert';
import type { ErrorPlan, FormProblem } from '../../shared/forms/react-to-error';
import { useSubmit } from '../../shared/forms/use-submit';
import { safeUrl } from '../../shared/safe-url';
import { CAPTCHA_LENGTH, LOGIN_LANGUAGE_DEBOUNCE_MS, SUCCESS_TOAST_MS } from '../../shared/constants';
import { useSettingsStore } from '../../shared/stores/settings-store';
import { useUiStore } from '../../shared/stores/ui-store';
import { confirmIdentityCode, useFirebase } from '../../shared/identity/phone-identity';
import { startSession } from '../../shared/session/start-session';
import { getPasswordStatus } from '../../shared/session/get-password-status';
import { CaptchaField } from '../../shared/captcha/captcha-field';
import { useCaptcha } from '../../shared/captcha/use-captcha';
import { SmsCodeButton } from '../../shared/sms/sms-code-button';
import { useRuleCheck } from '../../shared/validation/use-validation-rules';
import { login } from './login';

import { isRememberOn, readRemembered, saveRemembered, type LoginMethod } from '../../shared/remembered-login';
import './login.css';

type FieldName = 'username' | 'password' | 'mobile' | 'code' | 'captcha';
type Values = Record<FieldName, string>;

/** A-027: the shared rule of each login field. */
const RULE_OF: Record<Exclude<FieldName, 'captcha'>, string> = {
  username: 'loginUsername',
  password: 'loginPassword',
  mobile: 'loginMobileNum',
  code: 'verificationCode',
};

const fieldsOf = (method: LoginMethod, captcha: boolean): FieldName[] => [
  ...(method === 'username' ? (['username', 'password'] as const) : (['mobile', 'code'] as const)),
  ...(captcha ? (['captcha'] as const) : []),
];

const KEY_SEPARATOR = '\n';

/** The fields an answer of auth.login or identity.confirm may name (the code is `verificationCode` there). */
type AnswerField = 'username' | 'password' | 'mobile' | 'verificationCode' | 'captcha';
const FIELD_OF_ANSWER: Record<AnswerField, FieldName> = {
  username: 'username',
  password: 'password',
  mobile: 'mobile',
  verificationCode: 'code',
  captcha: 'captcha',
};

/**
 * The SMS method's texts: a number no account uses says "check the number, or sign up" (the
 * sign-up link is in the form), for auth.login and for sms.send (the code button) alike.
 */
const SMS_MESSAGES = { 'user.not.exist': 'login.mobile_not_exist' };

/**
 * auth.login's codes on the login form (docs/decisions/front-end.md "Form errors"): the toasts of
 * the table with focus on the field to correct; a wrong SMS code, an expired one and the captcha
 * under their fields (the answer names them); the lockout in the form's alert with its end time
 * (more use than the table's general toast, and said once), nothing to press but wait.
 */
const planOf = (method: LoginMethod, language: string): ErrorPlan<AnswerField> => {
  const locked = {
    messages: { 'account.locked': 'login.locked_until' },
    inAlert: ['account.locked'],
    nextOf: { 'account.locked': 'wait' as const },
    paramsOf: {
      'account.locked': (v: Record<string, unknown>) => ({
        time: typeof v.lockedUntil === 'number' ? formatTime(v.lockedUntil, language) : '',
      }),
    },
  };
  return method === 'username'
    ? {
        ...locked,
        fields: ['username', 'password', 'captcha'],
        fieldOf: { 'password.wrong': 'password', 'user.not.exist': 'username', 'not.member': 'username' },
        messages: { ...locked.messages, 'user.not.exist': 'login.user_not_exist' },
      }
    : {
        ...locked,
        fields: ['mobile', 'verificationCode', 'captcha'],
        fieldOf: { 'user.not.exist': 'mobile', 'not.member': 'mobile', 'sms.code.expired': 'verificationCode' },
        messages: { ...locked.messages, ...SMS_MESSAGES },
      };
};

const EMPTY: Values = { username: '', password: '', mobile: '', code: '', captcha: '' };

/** A-033: running as a standalone home-screen app. */
const isStandalone = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

function prefill(method: LoginMethod): Partial<Values> & { countryDialingCode?: string } {
  const r = readRemembered(method);
  if (!r) return {};
  return method === 'username'
    ? { username: r.username, password: r.password }
    : { mobile: r.username, countryDialingCode: r.countryDialingCode };
}

export interface LoginFormProps {
  /** Called after a successful login; true when the password must be changed first (first login or expired, A-072, A-073). */
  onDone: (mustChangePassword: boolean) => void;
}

/**
 * The login form (A-019..A-036, A-093, A-169): username + password, or mobile + SMS code while
 * MOBILELOGIN3 is on; remember password; captcha on demand; social buttons by switches; rules from
 * the server's table under each field.
 */
export function LoginForm({ onDone }: LoginFormProps) {
  const { t } = useTranslation();
  const whitelabel = useSettingsStore((s) => s.settings?.info.whitelabel);
  const register = useSettingsStore((s) => s.settings?.info.register);
  const language = useUiStore((s) => s.language);
  const checkRule = useRuleCheck();
  const smsOn = whitelabel?.MOBILELOGIN3 === true;
  const firebase = useFirebase();

  const [method, setMethod] = useState<LoginMethod>('username');
  // A-027: a field is checked when left, then as it changes; a submit checks all (react-hook-form).
  const form = useForm<Values>({ defaultValues: { ...EMPTY, ...prefill('username') }, mode: 'onTouched', shouldFocusError: false });
  const { errors, isSubmitting } = form.formState;
  const mobile = form.watch('mobile');
  const [countryDialingCode, setCountryDialingCode] = useState(
    () => readRemembered('sms')?.countryDialingCode ?? register?.countryDialingCode ?? DEFAULT_COUNTRY_DIALING_CODE,
  );
  const [remember, setRemember] = useState(isRememberOn);
  const [captchaShown, setCaptchaShown] = useState(false);
  // A-023, A-026: the image loads when the captcha appears, on tap, on a method switch and after a failure.
  const captcha = useCaptcha(captchaShown && whitelabel?.CAPTCHA !== false, { blankWhileLoading: true });
  const [codeSent, setCodeSent] = useState(false);
  const submitter = useSubmit(planOf(method, language));
  /** The last refusal as answered: its `captcha` and `lockedUntil` (the problem keeps only what shows). */
  const lastError = useRef<ApiError | null>(null);
  /** The field an answer sends focus to, after the render that may add it (`seq`: again on a repeat). */
  const [focusTo, setFocusTo] = useState<{ field: FieldName; seq: number } | null>(null);
  useEffect(() => {
    if (focusTo) form.setFocus(focusTo.field);
  }, [focusTo, form]);

  /**
   * The field's message keys (newline-joined, translated at render so a language change shows at
   * once), or true when it passes.
   */
  const check = async (name: FieldName, value: string): Promise<string | true> => {
    const keys = name === 'captcha' ? (value.trim() ? [] : ['in_vwrite_code']) : await checkRule(RULE_OF[name], value);
    return keys.length ? keys.join(KEY_SEPARATOR) : true;
  };

  // A-169: a language change re-validates the touched fields (and those showing a message) after 200 ms.
  const firstLanguage = useRef(language);
  useEffect(() => {
    if (language === firstLanguage.current) return;
    const id = window.setTimeout(() => {
      const { touchedFields, errors: shown } = form.formState;
      const names = Object.keys({ ...touchedFields, ...shown }) as FieldName[];
      if (names.length) void form.trigger(names);
    }, LOGIN_LANGUAGE_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [language, form]);

  const switchMethod = (next: LoginMethod) => {
    if (next === method) return;
    setMethod(next);
    // A-026: the remembered credentials of the new method, and a fresh captcha image; messages and touched state start over.
    const { countryDialingCode: code, ...p } = prefill(next);
    form.reset({ ...form.getValues(), ...p, ...(next === 'username' ? { code: '' } : {}), captcha: '' });
    if (code) setCountryDialingCode(code);
    if (captchaShown) captcha.reload();
  };

  /** A code request checks only the mobile number (A-036). */
  const validateMobile = async (): Promise<boolean> => {
    const result = await check('mobile', form.getValues('mobile'));
    if (result === true) form.clearErrors('mobile');
    else form.setError('mobile', { type: 'validate', message: result }, { shouldFocus: true });
    return result === true;
  };

  /**
   * An answer's message at `field` (under it for a field code; a toast code's toast is already
   * shown) and focus there, once the field is in the page (the captcha may appear with the answer).
   */
  const showAt = (problem: FormProblem, field: FieldName) => {
    const message = problem.code === 'captcha.required' ? 'in_vwrite_code' : problem.messageKey;
    if (problem.shownAs === 'field') form.setError(field, { type: 'server', message });
    setFocusTo((f) => ({ field, seq: (f?.seq ?? 0) + 1 }));
  };

  const send = async (values: Values) => {
    if (submitter.busy) return;
    // A-029: inputs are trimmed before sending.
    const v = Object.fromEntries(Object.entries(values).map(([k, x]) => [k, x.trim()])) as Values;
    await submitter.run(
      async () => {
        lastError.current = null;
        // A-030, A-041: with FIREBASE the identity service checks the code first and its id token logs in.
        const body: LoginBody =
          method === 'username'
            ? { type: 'username', username: v.username, password: v.password }
            : firebase
              ? {
                  type: 'firebase',
                  username: v.mobile,
                  password: '',
                  firebaseChannel: 'sms',
                  firebaseIdToken: await confirmIdentityCode(v.mobile, countryDialingCode, v.code),
                  firebaseMobileNo: v.mobile,
                  countryDialingCode,
                }
              : { type: 'sms', username: v.mobile, password: v.code, countryDialingCode };
        if (captchaShown) body.captcha = v.captcha;
        if (isStandalone()) body.device = 'OTHERS';
        return login(body, { quiet: true }).catch((err: unknown) => {
          lastError.current = isApiError(err) ? err : null;
          throw err;
        });
      },
      async (value) => {
        await startSession(value);
        saveRemembered(remember, {
          type: method,
          username: method === 'username' ? v.username : v.mobile,
          password: method === 'username' ? v.password : '',
          countryDialingCode,
        });
        useUiStore.getState().showToast({ kind: 'success', messageKey: 'login.success', durationMs: SUCCESS_TOAST_MS });
        // A-073: an expired password also leads to the forced change; the login answer only says
        // firstTimeLogin, so the password status is asked (quietly: without it, the user goes on).
        const expired = value.firstTimeLogin ? false : ((await getPasswordStatus().catch(() => null))?.passwordExpired ?? false);
        onDone(value.firstTimeLogin || expired);
      },
      (problem) => {
        const err = lastError.current;
        const needsCaptcha = err?.value?.captcha === true;
        if (needsCaptcha || captchaShown) {
          // The backend spends a captcha on every try: show a fresh one, empty.
          setCaptchaShown(true);
          captcha.reload();
          form.setValue('captcha', '');
        }
        // The answer's field (A-025, A-037): its message under it (field codes), focus there (toasts too).
        const field = problem.field ? FIELD_OF_ANSWER[problem.field as AnswerField] : null;
        if (field) showAt(problem, field);
      },
    );
  };

  // A-027: a submit checks every field and focuses the first invalid one, in the form's order.
  const submit = form.handleSubmit(send, (invalid) => {
    const first = fieldsOf(method, captchaShown).find((f) => invalid[f]);
    if (first) form.setFocus(first);
  });

  const bind = (name: FieldName) => ({
    ...form.register(name, { validate: (value: string) => check(name, value) }),
    errors: (errors[name]?.message?.split(KEY_SEPARATOR) ?? []).filter(Boolean).map((k) => t(k)),
  });

  const socialOn = whitelabel?.SOCIALLOGIN === true;
  // Through the scheme allow-list like every outgoing link.
  const socialHref = (provider: 'facebook' | 'google') =>
    safeUrl(`${apiBase()}/pages/social?provider=${provider}&return=${encodeURIComponent(`${window.location.origin}${paths.home}`)}`) ??
    undefined;

  return (
    <form className="m-login" noValidate onSubmit={(e) => void submit(e)}>
      {smsOn ? (
        <Tabs
          ariaLabel={t('login.methods')}
          items={[
            { id: 'username', label: t('login.tab_username') },
            { id: 'sms', label: t('login.tab_sms') },
          ]}
          value={method}
          onChange={(id) => switchMethod(id === 'sms' ? 'sms' : 'username')}
        />
      ) : null}

      {method === 'username' || !smsOn ? (
        <>
          <TextField label={t('login.username')} autoComplete="username" {...bind('username')} />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            reveal={{ show: t('login.show_password'), hide: t('login.hide_password') }}
            {...bind('password')}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('login.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...bind('mobile')}
            trailing={
              <select
                className="m-login__select"
                aria-label={t('login.country_code')}
                value={countryDialingCode}
                onChange={(e) => setCountryDialingCode(e.target.value)}
              >
                {(register?.countryDialingCodes ?? [countryDialingCode]).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            }
          />
          <TextField
            label={t('login.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            disabled={!codeSent}
            {...bind('code')}
            trailing={
              <SmsCodeButton
                mobileNum={mobile}
                countryDialingCode={countryDialingCode}
                purpose="login"
                viaIdentity={firebase}
                validateMobile={validateMobile}
                onSent={() => {
                  setCodeSent(true);
                  window.setTimeout(() => form.setFocus('code'), 0);
                }}
                // sms.send user.not.exist: the toast with this form's text, focus on the number.
                messages={SMS_MESSAGES}
                onRefused={(problem) => {
                  submitter.show(problem);
                  showAt(problem, 'mobile');
                }}
              />
            }
          />
        </>
      )}

      {captchaShown ? (
        <CaptchaField
          label={t('login.captcha')}
          maxLength={CAPTCHA_LENGTH.max}
          {...bind('captcha')}
          image={{
            captcha,
            label: t('login.captcha_image'),
            className: 'm-login__captcha',
            placeholder: <span>{t('login.captcha_loading')}</span>,
          }}
        />
      ) : null}

      <label className="m-login__remember">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('login.remember')}
      </label>

      <FormAlert problem={submitter.problem} alertRef={submitter.alertRef} onRetry={submitter.retry} />

      <Button type="submit" block loading={isSubmitting || submitter.busy}>
        {isSubmitting || submitter.busy ? t('login.submitting') : t('login.submit')}
      </Button>

      <div className="m-login__links">
        <Link to={paths.forget}>{t('login.forgot')}</Link>
        <Link to={paths.register}>{t('login.sign_up')}</Link>
      </div>

      {socialOn && (whitelabel.FACEBOOKLOGIN3 || whitelabel.GOOGLELOGIN3) ? (
        <div className="m-login__social">
          <p>{t('login.social')}</p>
          {whitelabel.FACEBOOKLOGIN3 ? <a href={socialHref('facebook')}>{t('login.facebook')}</a> : null}
          {whitelabel.GOOGLELOGIN3 ? <a href={socialHref('google')}>{t('login.google')}</a> : null}
        </div>
      ) : null}
    </form>
  );
}
