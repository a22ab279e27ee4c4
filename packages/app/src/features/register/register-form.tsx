import { BIRTHDAY_LENGTH, REGISTER_LINK_QUERY, type RegisterMode } from '@m/contracts';
import { Button, Tabs, TextField } from '@m/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadView } from '../../shared/api/load-view';
import { useLoad } from '../../shared/api/query-cache';
import { CaptchaField } from '../../shared/captcha/captcha-field';
import { useCaptcha } from '../../shared/captcha/use-captcha';
import { FormAlert } from '../../shared/forms/form-alert';
import type { ErrorPlan, FormProblem } from '../../shared/forms/react-to-error';
import { useSubmit } from '../../shared/forms/use-submit';
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
import { activeFields, checkBirthdayField, checkConfirm, checkField, defaultMode, showModeToggle, type ActiveField } from './field-rules';
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
 * The register screen's own texts for its answers (docs/decisions/front-end.md "Form errors"):
 * every one shows under its field, focused. verify.code.error names the captcha or the SMS code;
 * the text under each says which, and what to do.
 */
const MESSAGES: Partial<Record<string, string>> = {
  'invitation.code.invalid': 'invitation_code_error',
  'captcha.required': 'register.errors.captcha_required',
  'mobile.exists': 'register.errors.mobile_exists',
  'sms.code.expired': 'register.errors.sms_code_expired',
};
const FIELD_MESSAGES: Partial<Record<FieldKey, Partial<Record<string, string>>>> = {
  captcha: { 'verify.code.error': 'register.errors.captcha_wrong' },
  verificationCode: { 'verify.code.error': 'register.errors.sms_code_wrong' },
};
const FIELD_OF: Partial<Record<string, FieldKey>> = {
  'captcha.required': 'captcha',
  'invitation.code.invalid': 'affiliateCode',
  'mobile.exists': 'mobileNum',
  'username.exists': 'username',
  'sms.code.expired': 'verificationCode',
};

/** The plan of the form's fields on screen; a one-shot answer without `value.field` still finds its field. */
function registerPlan(order: readonly FieldKey[], mode: RegisterMode): ErrorPlan<FieldKey> {
  const fieldOf: Partial<Record<string, FieldKey>> = {};
  for (const [code, field] of Object.entries(FIELD_OF)) if (field && order.includes(field)) fieldOf[code] = field;
  // By username, the captcha is the only code checked. By mobile the answer names the captcha or the
  // SMS code; one that names neither (register.byMobile verify.code.error as a one-shot fault) is
  // the SMS code's, the code the user typed for this call.
  const unnamed: FieldKey = mode === 'username' ? 'captcha' : 'verificationCode';
  if (order.includes(unnamed)) fieldOf['verify.code.error'] = unnamed;
  return { fields: order, fieldOf, messages: MESSAGES };
}

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
  const urlAff = (search.get(REGISTER_LINK_QUERY.affiliate) ?? '').trim();
  const urlRecommender = (search.get(REGISTER_LINK_QUERY.recommender) ?? '').trim();
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
  // with a valid URL code the field stays hidden; otherwise it shows while its config is on.
  const affiliateShown = Boolean(wl?.AFFILIATEFIELD) && affState !== 'valid' && affState !== 'checking';
  const fields = wl && rules && mode ? activeFields(rules, wl, mode, affiliateShown) : [];
  const order: FieldKey[] = fields.flatMap((f): FieldKey[] => (f.name === 'password' ? ['password', 'confirmPassword'] : [f.name]));
  if (wl?.CAPTCHA) order.push('captcha');
  const attempt = useSubmit(registerPlan(order, mode ?? 'username'));

  useEffect(() => {
    if (wl && mode === null) setMode(defaultMode(wl));
  }, [wl, mode]);

  // the quiet settings call failed: offer a retry instead of an empty form. The form waits
  // for the site settings and its mode too, with the same line.
  if (!site || !wl || !rules || !mode) {
    const waiting = <p className="m-account-form__hint">{t('in_please_wait')}</p>;
    return (
      <LoadView state={rulesLoad} loading={waiting}>
        {() => waiting}
      </LoadView>
    );
  }

  const reg = site.info.register;
  const msgParams = { min: reg.mobileDigitsMin, max: reg.mobileDigitsMax, age: reg.minAge };

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
  /** The message under `k` of the last refused submit (translated here, so a language switch re-translates it). */
  const serverError = (k: FieldKey): string | null => {
    const p = attempt.fieldProblem(k);
    return p ? t(FIELD_MESSAGES[k]?.[p.code] ?? p.messageKey, p.params) : null;
  };
  /** A spent captcha gets a new image and an empty input. */
  const renewCaptcha = () => {
    if (!wl.CAPTCHA) return;
    captcha.reload();
    form.setValue('captcha', '');
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
    // Typing in the field the answer refused hides the answer's message.
    if (attempt.invalid(k)) attempt.clear();
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
    // The captcha is used once: only a registration call spends it.
    let spent = false;
    await attempt.run(
      async () => {
        // with an invalid affiliate state the typed code is checked first (its refusal shows under the field).
        const typedAff = value('affiliateCode').trim();
        if (affiliateShown && affState === 'invalid' && typedAff) {
          await checkAffiliate(typedAff, urlAff);
          setTypedAffValid(true);
        }
        const body = registerBody({
          fields,
          value,
          register: reg,
          whitelabel: wl,
          typedAff,
          urlAff,
          urlAffValid: affState === 'valid',
          urlRecommender,
          hostname: window.location.hostname,
        });
        // sms.verify's refusal throws; a quiet identity-service failure only focuses the code.
        if (await verifyRegisterCode(mode, wl, body)) return null;
        spent = true;
        const result = await withLoading(mode === 'mobile' ? registerByMobile(body) : registerByUsername(body));
        return { result, mobileNum: body.mobileNum };
      },
      async (answer) => {
        if (!answer) return focus('verificationCode');
        // automatic login, then the success popup.
        await startSession(answer.result.session);
        onRegistered({ accountName: answer.result.accountName, mobileNum: answer.mobileNum });
      },
      (problem: FormProblem) => {
        if (spent || problem.code === 'captcha.required') renewCaptcha();
      },
    );
  };
  // validate everything, focus the first invalid field (in the form's order), send nothing.
  const submit = form.handleSubmit(send, (invalid) => {
    attempt.clear();
    const first = order.find((k) => invalid[k]);
    if (first) focus(first);
  });

  const label = (k: FieldKey) => t(`register.fields.${k}`);
  const reveal = { show: t('register.show_password'), hide: t('register.hide_password') };
  const fromServer = (k: FieldKey) => {
    const message = serverError(k);
    return message ? [message] : null;
  };
  const register = (k: FieldKey, onBlur?: () => void) => {
    const own = form.register(k, {
      validate: (_: string, all: Values) => {
        const messages = validateOne(k, all);
        return messages.length ? messages.join(', ') : true;
      },
      onChange: () => onFieldChange(k),
      onBlur,
    });
    return {
      ...own,
      // Focus moves to the field the answer names (useSubmit).
      ref: (el: HTMLInputElement | null) => {
        own.ref(el);
        attempt.fieldRef(k)(el);
      },
      errors: errors[k]?.message ? [errors[k].message] : (fromServer(k) ?? []),
      label: label(k),
    };
  };

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
              // sms.send mobile.exists: under the mobile number, focused, with this screen's text.
              messages={MESSAGES}
              onRefused={attempt.show}
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
        <CaptchaField
          labelStyle="placeholder"
          {...register('captcha')}
          required
          image={{
            captcha,
            label: t('register.reload_captcha'),
            className: 'm-account-form__captcha',
            placeholder: <span className="m-account-form__hint">…</span>,
            onReload: () => {
              // a tap reloads the image and clears the input.
              captcha.reload();
              form.setValue('captcha', '');
              onFieldChange('captcha');
            },
          }}
        />
      ) : null}
      <AgreementField agreed={agreed} onChange={setAgreed} minAge={reg.minAge} />
      <TermsLinks />
      {/* join-now is disabled while the agreement is unchecked. */}
      <FormAlert problem={attempt.problem} alertRef={attempt.alertRef} onRetry={() => void submit()} />
      <Button type="submit" block disabled={!agreed || attempt.busy} loading={submitting || attempt.busy}>
        {t('register.join')}
      </Button>
      <RegisterFootLinks wl={wl} />
    </form>
  );
}
