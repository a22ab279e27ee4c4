import { BIRTHDAY_LENGTH } from '@m/contracts';
import { Button, Tabs, TextField } from '@m/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../shared/api/api-error';
import { LoadFailed } from '../../shared/api/load-view';
import { useLoad } from '../../shared/api/query-cache';
import { useCaptcha } from '../../shared/captcha/use-captcha';
import { useSettingsStore } from '../../shared/stores/settings-store';
import { useUiStore, withLoading } from '../../shared/stores/ui-store';
import { startSession } from '../../shared/session/start-session';
import { SmsCodeButton } from '../../shared/sms/sms-code-button';
import { checkAffiliate } from './api/check-affiliate';
import { checkUsername } from './api/check-username';
import { getRegisterBanners } from './api/get-register-banners';
import { getRegisterSettings } from './api/get-register-settings';
import { registerByMobile } from './api/register-by-mobile';
import { registerByUsername } from './api/register-by-username';
import {
  activeFields,
  checkBirthdayField,
  checkConfirm,
  checkField,
  defaultMode,
  showModeToggle,
  type ActiveField,
  type RegisterMode,
} from './field-rules';
import { registerBody, type AffiliateState, type FieldKey, type Values } from './register-body';
import { AgreementField, RegisterFootLinks, RegisterHead, TermsLinks } from './register-parts';
import { verifyRegisterCode } from './register-verify';
import '../../shared/account-forms.css';

/** What the success popup shows. */
export interface Registered {
  accountName: string;
  mobileNum: string;
}

const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'paymentPassword']);
/** Autofill hints of the fields that have one (the rest: `new-password` for secrets, else off). */
const AUTOCOMPLETE: Partial<Record<FieldKey, string>> = { username: 'username', email: 'email', mobileNum: 'tel', birthday: 'bday' };

/**
 * The registration form (A-042..A-066): method tabs by switches, server-driven fields, confirm
 * password, captcha, SMS code, agreement, social buttons, link to login. Submits, logs in
 * (startSession) and reports the new account's name.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (r: Registered) => void }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const site = useSettingsStore((s) => s.settings);
  const wl = site?.info.whitelabel;
  const rulesLoad = useLoad('register.settings', getRegisterSettings);
  const rules = rulesLoad.data;
  // The banner is decoration: a failed load shows none.
  const banner = useLoad(['register.banners', useUiStore((s) => s.language)], async () => (await getRegisterBanners())[0] ?? null).data;
  const [mode, setMode] = useState<RegisterMode | null>(null);
  // a submit checks every field and focuses the first invalid one; a field showing a message
  // is checked again as it changes (react-hook-form; values survive a method switch, A-046).
  const form = useForm<Values>({ mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false });
  const { errors, isSubmitting: submitting } = form.formState;
  const mobileNum = form.watch('mobileNum') ?? '';
  const [agreed, setAgreed] = useState(true);
  const [codeSent, setCodeSent] = useState(false);
  const urlAff = (search.get('aff') ?? '').trim();
  // the URL's code is checked on load (through the loader: afresh on each visit, an answer
  // for a form already closed is dropped); a code typed at submit replaces a refused one.
  const affCheck = useLoad(urlAff ? ['register.checkAffiliate', urlAff] : null, () => checkAffiliate(urlAff, urlAff));
  const [typedAffValid, setTypedAffValid] = useState(false);
  const affState: AffiliateState = !urlAff
    ? 'none'
    : typedAffValid || affCheck.status === 'ok'
      ? 'valid'
      : affCheck.status === 'error'
        ? 'invalid'
        : 'checking';
  const captcha = useCaptcha(Boolean(wl?.CAPTCHA));

  useEffect(() => {
    if (wl && mode === null) setMode(defaultMode(wl));
  }, [wl, mode]);

  // the quiet settings call failed: offer a retry instead of an empty form.
  if (rulesLoad.status === 'error') return <LoadFailed failure={rulesLoad.failure} onRetry={rulesLoad.reload} />;
  if (!site || !wl || !rules || !mode) return <p className="m-account-form__hint">{t('in_please_wait')}</p>;

  const reg = site.info.register;
  const msgParams = { min: reg.mobileDigitsMin, max: reg.mobileDigitsMax, age: reg.minAge };
  // with a valid URL code the field stays hidden; otherwise it shows while its config is on.
  const affiliateShown = wl.AFFILIATEFIELD && affState !== 'valid' && affState !== 'checking';
  const fields = activeFields(rules, wl, mode, affiliateShown);
  const order: FieldKey[] = fields.flatMap((f): FieldKey[] => (f.name === 'password' ? ['password', 'confirmPassword'] : [f.name]));
  if (wl.CAPTCHA) order.push('captcha');

  const value = (k: FieldKey) => form.getValues(k) ?? '';
  const fieldError = (f: ActiveField, v: string) => {
    const key = f.name === 'birthday' ? checkBirthdayField(f, v, reg.minAge) : checkField(f, v);
    return key ? [t(key, msgParams)] : [];
  };
  const validateOne = (k: FieldKey, vals: Partial<Values> = form.getValues()): string[] => {
    if (k === 'confirmPassword') {
      const key = checkConfirm(vals.password ?? '', vals.confirmPassword ?? '');
      return key ? [t(key)] : [];
    }
    if (k === 'captcha') return (vals.captcha ?? '').trim() ? [] : [t('in_vwrite_code')];
    const f = fields.find((x) => x.name === k);
    return f ? fieldError(f, vals[k] ?? '') : [];
  };
  const focus = (k: FieldKey) => form.setFocus(k);
  const showError = (k: FieldKey, messages: string[]) => {
    if (messages.length) form.setError(k, { type: 'validate', message: messages.join(', ') });
    else form.clearErrors(k);
  };
  const showServerError = (k: FieldKey, message: string) => {
    form.setError(k, { type: 'server', message });
    focus(k);
  };

  const validateMobile = () => {
    const errs = validateOne('mobileNum');
    showError('mobileNum', errs);
    if (errs.length) focus('mobileNum');
    return errs.length === 0;
  };

  // leaving either password field re-checks confirm once it holds something, whatever
  // order the two were typed in (an empty confirm waits for submit, as other empty fields do).
  const onPasswordPairBlur = () => {
    if (value('confirmPassword') !== '') showError('confirmPassword', validateOne('confirmPassword'));
  };
  /** A field showing a message is checked again as it changes; changing the password re-checks a filled confirm. */
  const onFieldChange = (k: FieldKey) => {
    if (form.getFieldState(k).error) showError(k, validateOne(k));
    if (k === 'password' && value('confirmPassword') !== '') showError('confirmPassword', validateOne('confirmPassword'));
  };
  const onUsernameBlur = () => {
    const name = value('username').trim();
    if (!name || validateOne('username').length) return;
    // the username check runs when the field is left with a valid name.
    checkUsername(name)
      .then((r) => {
        if (!r.available) showError('username', [t('errors.username_exists')]);
      })
      .catch(() => undefined);
  };

  const send = async () => {
    try {
      // with an invalid affiliate state the typed code is checked first.
      const typedAff = value('affiliateCode').trim();
      if (affiliateShown && affState === 'invalid' && typedAff) {
        try {
          await checkAffiliate(typedAff, urlAff);
          setTypedAffValid(true);
        } catch {
          showServerError('affiliateCode', t('invitation_code_error'));
          return;
        }
      }
      const body = registerBody({
        fields,
        value,
        register: reg,
        whitelabel: wl,
        typedAff,
        urlAff,
        urlAffValid: affState === 'valid',
        hostname: window.location.hostname,
      });
      const refused = await verifyRegisterCode(mode, wl, body);
      if (refused) {
        if (refused.i18nKey) showServerError('verificationCode', t(refused.i18nKey));
        else focus('verificationCode');
        return;
      }
      const result = await withLoading(mode === 'mobile' ? registerByMobile(body) : registerByUsername(body));
      // automatic login, then the success popup.
      await startSession(result.session);
      onRegistered({ accountName: result.accountName, mobileNum: body.mobileNum });
    } catch (err) {
      // The captcha is used once: a failed attempt gets a new image and an empty input.
      if (wl.CAPTCHA) {
        captcha.reload();
        form.setValue('captcha', '');
      }
      const field = isApiError(err) && typeof err.value?.field === 'string' ? (err.value.field as FieldKey) : null;
      if (isApiError(err) && field && order.includes(field)) {
        showServerError(field, t(err.code === 'invitation.code.invalid' ? 'invitation_code_error' : err.i18nKey));
      }
    }
  };
  // validate everything, focus the first invalid field (in the form's order), send nothing.
  const submit = form.handleSubmit(send, (invalid) => {
    const first = order.find((k) => invalid[k]);
    if (first) focus(first);
  });

  const label = (k: FieldKey) => t(`register.fields.${k}`);
  const reveal = { show: t('register.show_password'), hide: t('register.hide_password') };
  const register = (k: FieldKey, onBlur?: () => void) => ({
    ...form.register(k, {
      validate: (_: string, all: Values) => {
        const messages = validateOne(k, all);
        return messages.length ? messages.join(', ') : true;
      },
      onChange: () => onFieldChange(k),
      onBlur,
    }),
    errors: errors[k]?.message ? [errors[k].message] : [],
    label: label(k),
  });

  const renderField = (f: ActiveField) => {
    const k = f.name;
    if (k === 'verificationCode') {
      return (
        <TextField
          labelStyle="placeholder"
          key={k}
          {...register(k)}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          // the code field opens once a code was sent.
          disabled={!codeSent}
          trailing={
            <SmsCodeButton
              mobileNum={mobileNum.trim()}
              countryDialingCode={reg.countryDialingCode}
              purpose="register"
              viaIdentity={wl.FIREBASE}
              validateMobile={validateMobile}
              onSent={() => setCodeSent(true)}
            />
          }
        />
      );
    }
    const secret = SECRET_FIELDS.has(k);
    const input = (
      <TextField
        labelStyle="placeholder"
        key={k}
        {...register(k, k === 'username' ? onUsernameBlur : k === 'password' ? onPasswordPairBlur : undefined)}
        required={f.required}
        type={secret ? 'password' : k === 'email' ? 'email' : k === 'mobileNum' ? 'tel' : 'text'}
        autoComplete={AUTOCOMPLETE[k] ?? (secret ? 'new-password' : 'off')}
        // a typed date, YYYY-MM-DD (the label says so); no longer than that.
        maxLength={k === 'birthday' ? BIRTHDAY_LENGTH : undefined}
        reveal={secret ? reveal : undefined}
        trailing={k === 'mobileNum' ? <span className="m-account-form__hint">{reg.countryDialingCode}</span> : undefined}
      />
    );
    if (k !== 'password') return input;
    return [
      input,
      <TextField
        labelStyle="placeholder"
        key="confirmPassword"
        {...register('confirmPassword', onPasswordPairBlur)}
        required
        type="password"
        autoComplete="new-password"
        reveal={reveal}
      />,
    ];
  };

  return (
    <form className="m-account-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('titles.register')}>
      <RegisterHead banner={banner} />
      {showModeToggle(wl) ? (
        <Tabs
          ariaLabel={t('register.method')}
          variant="pill"
          value={mode}
          onChange={(id) => {
            // values stay, so a typed mobile number carries over.
            setMode(id === 'mobile' ? 'mobile' : 'username');
            form.clearErrors();
          }}
          items={[
            { id: 'username', label: t('register.by_username') },
            { id: 'mobile', label: t('register.by_mobile') },
          ]}
        />
      ) : null}
      {fields.flatMap((f) => renderField(f))}
      {wl.CAPTCHA ? (
        <TextField
          labelStyle="placeholder"
          {...register('captcha')}
          required
          autoComplete="off"
          trailing={
            <button
              type="button"
              className="m-account-form__captcha"
              aria-label={t('register.reload_captcha')}
              onClick={() => {
                // a tap reloads the image and clears the input.
                captcha.reload();
                form.setValue('captcha', '');
                onFieldChange('captcha');
              }}
            >
              {captcha.image ? <img src={captcha.image} alt="" /> : <span className="m-account-form__hint">…</span>}
            </button>
          }
        />
      ) : null}
      <AgreementField agreed={agreed} onChange={setAgreed} minAge={reg.minAge} />
      <TermsLinks />
      {/* join-now is disabled while the agreement is unchecked. */}
      <Button type="submit" block disabled={!agreed} loading={submitting}>
        {t('register.join')}
      </Button>
      <RegisterFootLinks wl={wl} />
    </form>
  );
}
