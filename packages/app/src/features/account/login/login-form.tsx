import { DEFAULT_COUNTRY_DIALING_CODE, type LoginBody } from '@m/contracts';
import { Button, Tabs, TextField } from '@m/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { apiBase } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/api-error';
import { safeUrl } from '../../../shared/safe-url';
import { CAPTCHA_LENGTH, LOGIN_LANGUAGE_DEBOUNCE_MS, SUCCESS_TOAST_MS } from '../../../shared/constants';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { confirmIdentityCode, useFirebase } from '../identity/phone-identity';
import { startSession } from '../session/start-session';
import { getPasswordStatus } from '../password/api/get-password-status';
import { SmsCodeButton } from '../sms/sms-code-button';
import { useValidationRules } from '../validation/use-validation-rules';
import { validateField } from '../validation/validate-field';
import { getLoginCaptcha } from './get-captcha';
import { login } from './login';

import { isRememberOn, readRemembered, saveRemembered, type LoginMethod } from './remembered-login';
import './login.css';

type FieldName = 'username' | 'password' | 'mobile' | 'code' | 'captcha';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string[]>>;

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

const EMPTY: Values = { username: '', password: '', mobile: '', code: '', captcha: '' };

/** A-033: running as a standalone home-screen app. */
const isStandalone = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;

function prefill(method: LoginMethod): Partial<Values> & { countryDialingCode?: string } {
  const r = readRemembered(method);
  if (!r) return {};
  return method === 'username' ? { username: r.username, password: r.password } : { mobile: r.username, countryDialingCode: r.countryDialingCode };
}

export interface LoginFormProps {
  /** Called after the session is stored (A-093); true = the forced password change follows. */
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
  const rules = useValidationRules();
  const smsOn = whitelabel?.MOBILELOGIN3 === true;
  const firebase = useFirebase();

  const [method, setMethod] = useState<LoginMethod>('username');
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...prefill('username') }));
  const [countryDialingCode, setCountryDialingCode] = useState(() => readRemembered('sms')?.countryDialingCode ?? register?.countryDialingCode ?? DEFAULT_COUNTRY_DIALING_CODE);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [errors, setErrors] = useState<Errors>({});
  const [remember, setRemember] = useState(isRememberOn);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [codeSent, setCodeSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const check = useCallback(
    (name: FieldName, value: string): string[] => (name === 'captcha' ? (value.trim() ? [] : ['in_vwrite_code']) : validateField(rules, RULE_OF[name], value)),
    [rules],
  );

  // A-023, A-026: the image loads when the captcha appears, on tap, on a method switch and after a failure.
  useEffect(() => {
    if (!captchaShown || whitelabel?.CAPTCHA === false) return;
    let live = true;
    setCaptchaImage(null);
    getLoginCaptcha().then(
      (v) => live && setCaptchaImage(v.image),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [captchaShown, captchaNonce, whitelabel?.CAPTCHA]);

  // A-169: a language change re-validates the touched fields after 200 ms.
  const firstLanguage = useRef(language);
  const latest = useRef({ touched, values, check });
  latest.current = { touched, values, check };
  useEffect(() => {
    if (language === firstLanguage.current) return;
    const id = window.setTimeout(() => {
      const { touched: tt, values: vv, check: cc } = latest.current;
      setErrors((prev) => {
        const next = { ...prev };
        for (const f of tt) next[f] = cc(f, vv[f]);
        return next;
      });
    }, LOGIN_LANGUAGE_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [language]);

  const setValue = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (touched.has(name)) setErrors((e) => ({ ...e, [name]: check(name, value) }));
  };
  const blur = (name: FieldName) => {
    setTouched((s) => new Set(s).add(name));
    setErrors((e) => ({ ...e, [name]: check(name, values[name]) }));
  };

  const switchMethod = (next: LoginMethod) => {
    if (next === method) return;
    setMethod(next);
    // A-026: the remembered credentials of the new method, and a fresh captcha image.
    const p = prefill(next);
    setValues((v) => ({ ...v, ...p, ...(next === 'username' ? { code: '' } : {}), captcha: '' }));
    if (p.countryDialingCode) setCountryDialingCode(p.countryDialingCode);
    setErrors({});
    setTouched(new Set());
    if (captchaShown) setCaptchaNonce((n) => n + 1);
  };

  const validateMobile = (): boolean => {
    const errs = check('mobile', values.mobile);
    setTouched((s) => new Set(s).add('mobile'));
    setErrors((e) => ({ ...e, mobile: errs }));
    if (errs.length) inputs.current.mobile?.focus();
    return errs.length === 0;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fields = fieldsOf(method, captchaShown);
    const next: Errors = {};
    for (const f of fields) next[f] = check(f, values[f]);
    setErrors(next);
    setTouched(new Set(fields));
    const firstBad = fields.find((f) => next[f]?.length);
    if (firstBad) {
      inputs.current[firstBad]?.focus();
      return;
    }
    // A-029: inputs are trimmed before sending.
    const v = Object.fromEntries(Object.entries(values).map(([k, x]) => [k, x.trim()])) as Values;
    setSubmitting(true);
    setLockedUntil(null);
    try {
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
      const value = await login(body);
      await startSession(value);
      saveRemembered(remember, {
        type: method,
        username: method === 'username' ? v.username : v.mobile,
        password: method === 'username' ? v.password : '',
        countryDialingCode,
      });
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'account.login.success', durationMs: SUCCESS_TOAST_MS });
      // A-073: an expired password also leads to the forced change; the login answer only says
      // firstTimeLogin, so the password status is asked (quietly: without it, the user goes on).
      const expired = value.firstTimeLogin ? false : ((await getPasswordStatus().catch(() => null))?.passwordExpired ?? false);
      onDone(value.firstTimeLogin || expired);
    } catch (err) {
      if (!isApiError(err)) throw err;
      const needsCaptcha = err.value?.captcha === true;
      if (needsCaptcha || captchaShown) {
        // The backend spends a captcha on every try: show a fresh one, empty.
        setCaptchaShown(true);
        setCaptchaNonce((n) => n + 1);
        setValues((x) => ({ ...x, captcha: '' }));
      }
      const field = err.value?.field;
      if (err.code === 'captcha.required') setErrors((x) => ({ ...x, captcha: ['in_vwrite_code'] }));
      else if (err.code === 'verify.code.error' && field === 'captcha') setErrors((x) => ({ ...x, captcha: [err.i18nKey] }));
      else if (err.code === 'verify.code.error' || err.code === 'sms.code.expired') setErrors((x) => ({ ...x, code: [err.i18nKey] }));
      if (err.code === 'account.locked' && typeof err.value?.lockedUntil === 'number') setLockedUntil(err.value.lockedUntil);
    } finally {
      setSubmitting(false);
    }
  };

  const errs = (name: FieldName) => (errors[name] ?? []).map((k) => t(k));
  const bind = (name: FieldName) => ({
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    value: values[name],
    onChange: (ev: { target: { value: string } }) => setValue(name, ev.target.value),
    onBlur: () => blur(name),
    errors: errs(name),
  });

  const socialOn = whitelabel?.SOCIALLOGIN === true;
  // Through the scheme allow-list like every outgoing link (issue 7, defect 5).
  const socialHref = (provider: 'facebook' | 'google') =>
    safeUrl(`${apiBase()}/pages/social?provider=${provider}&return=${encodeURIComponent(`${window.location.origin}${paths.home}`)}`) ?? undefined;

  return (
    <form className="m-login" noValidate onSubmit={(e) => void submit(e)}>
      {smsOn ? (
        <Tabs
          ariaLabel={t('account.login.methods')}
          items={[
            { id: 'username', label: t('account.login.tab_username') },
            { id: 'sms', label: t('account.login.tab_sms') },
          ]}
          value={method}
          onChange={(id) => switchMethod(id === 'sms' ? 'sms' : 'username')}
        />
      ) : null}

      {method === 'username' || !smsOn ? (
        <>
          <TextField label={t('account.login.username')} autoComplete="username" {...bind('username')} />
          <TextField
            label={t('account.login.password')}
            type="password"
            autoComplete="current-password"
            reveal={{ show: t('account.login.show_password'), hide: t('account.login.hide_password') }}
            {...bind('password')}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('account.login.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...bind('mobile')}
            trailing={
              <select
                className="m-login__select"
                aria-label={t('account.login.country_code')}
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
            label={t('account.login.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            disabled={!codeSent}
            {...bind('code')}
            trailing={
              <SmsCodeButton
                mobileNum={values.mobile}
                countryDialingCode={countryDialingCode}
                purpose="login"
                viaIdentity={firebase}
                validateMobile={validateMobile}
                onSent={() => {
                  setCodeSent(true);
                  window.setTimeout(() => inputs.current.code?.focus(), 0);
                }}
              />
            }
          />
        </>
      )}

      {captchaShown ? (
        <TextField
          label={t('account.login.captcha')}
          maxLength={CAPTCHA_LENGTH.max}
          autoComplete="off"
          {...bind('captcha')}
          trailing={
            <button type="button" className="m-login__captcha" aria-label={t('account.login.captcha_image')} onClick={() => setCaptchaNonce((n) => n + 1)}>
              {captchaImage ? <img src={captchaImage} alt="" /> : <span>{t('account.login.captcha_loading')}</span>}
            </button>
          }
        />
      ) : null}

      <label className="m-login__remember">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('account.login.remember')}
      </label>

      {lockedUntil !== null ? (
        <p className="m-login__alert" role="alert">
          {t('account.login.locked_until', { time: new Date(lockedUntil).toLocaleTimeString(language) })}
        </p>
      ) : null}

      <Button type="submit" block loading={submitting}>
        {submitting ? t('account.login.submitting') : t('account.login.submit')}
      </Button>

      <div className="m-login__links">
        <Link to={paths.forget}>{t('account.login.forgot')}</Link>
        <Link to={paths.register}>{t('account.login.sign_up')}</Link>
      </div>

      {socialOn && (whitelabel.FACEBOOKLOGIN3 || whitelabel.GOOGLELOGIN3) ? (
        <div className="m-login__social">
          <p>{t('account.login.social')}</p>
          {whitelabel.FACEBOOKLOGIN3 ? <a href={socialHref('facebook')}>{t('account.login.facebook')}</a> : null}
          {whitelabel.GOOGLELOGIN3 ? <a href={socialHref('google')}>{t('account.login.google')}</a> : null}
        </div>
      ) : null}
    </form>
  );
}
