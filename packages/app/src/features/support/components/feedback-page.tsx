import { FEEDBACK_CAPTCHA, FEEDBACK_CONTENT, FEEDBACK_TYPES, type FeedbackType } from '@m/contracts';
import { Button, Modal, TextAreaField } from '@m/ui';
import { useEffect, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { reactToError, type ErrorPlan } from '../../../shared/forms/react-to-error';
import { CaptchaField } from '../../../shared/captcha/captcha-field';
import { useCaptcha } from '../../../shared/captcha/use-captcha';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { withLoading } from '../../../shared/stores/ui-store';
import { sendFeedback } from '../api/support-api';
import './support.css';

type Field = 'type' | 'content' | 'captcha';
type Values = { type: FeedbackType | typeof UNSET_TYPE; content: string; captcha: string };

/**
 * feedback.submit's field codes (docs/decisions/front-end.md "Form errors"): verify.code.error
 * under the captcha with this form's text. The captcha is single use, so a refused one is renewed
 * (the typed answer cleared) and focus goes to its input; the type and the remark stay. Other
 * failures keep the client's toast.
 */
const PLAN: ErrorPlan<Field> = {
  fields: ['type', 'content', 'captcha'],
  fieldOf: { 'verify.code.error': 'captcha' },
  messages: { 'verify.code.error': 'support.feedback.captcha_wrong' },
};

/** the initial, unset question type. */
export const UNSET_TYPE = -1;

/** submit only with a 10-200 character remark (a type and a captcha are checked on submit). */
export const remarkValid = (remark: string): boolean => remark.length >= FEEDBACK_CONTENT.min && remark.length <= FEEDBACK_CONTENT.max;

/**
 * /m/feedback (A-107..A-113): scrolls to the top and loads a captcha on open; question-type picker
 * that closes on choice; remark with a length/200 counter; submit disabled outside 10-200;
 * 'Please wait...' up to 10 s while sending; 'sent_success' in a popup. The frame redirects a
 * guest to /m/login.
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = useSessionStore((s) => s.session?.userName ?? '');
  const captchaOn = useSettingsStore((s) => s.settings?.info.whitelabel.CAPTCHA ?? true);
  const ids = {
    type: useId(),
    typeError: useId(),
  };
  // The type and the captcha are checked on submit (focus stays on Submit), their messages stay
  // until the next submit; a type chosen drops the type's message.
  const form = useForm<Values>({
    defaultValues: { type: UNSET_TYPE, content: '', captcha: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const type = useController({
    control: form.control,
    name: 'type',
    rules: { validate: (v) => (v === UNSET_TYPE ? t('support.feedback.type_required') : true) },
  }).field.value;
  const remark = form.watch('content');
  const [pickerOpen, setPickerOpen] = useState(false);
  /** a captcha on open; a failed image shows 'Loading failed, click to retry' in its place, not an empty button. */
  const captchaImage = useCaptcha(captchaOn);
  const [sent, setSent] = useState(false);

  /** A new image empties the answer typed for the old one. */
  const reloadCaptcha = () => {
    form.setValue('captcha', '');
    captchaImage.reload();
  };

  // opening the page scrolls to the top (the captcha loads through useCaptcha).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const submit = async (values: Values) => {
    if (values.type === UNSET_TYPE) return;
    try {
      await withLoading(sendFeedback({ content: values.content, sender: userName, type: values.type, captcha: values.captcha.trim() }));
      setSent(true);
    } catch (err) {
      const problem = reactToError(err, PLAN);
      if (problem.shownAs === 'field' && problem.field)
        form.setError(problem.field as Field, { type: 'server', message: t(problem.messageKey, problem.params) });
      if (captchaOn) reloadCaptcha();
      if (problem.field === 'captcha') form.setFocus('captcha');
    }
  };

  const typeLabel = type === UNSET_TYPE ? t('support.feedback.type_placeholder') : t(`support.feedback.types.${type}`);

  return (
    <section className="m-support-page" aria-labelledby="m-feedback-title">
      <h2 id="m-feedback-title">{t('support.feedback.title')}</h2>
      <form className="m-support-page" onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
        <div className="m-support-field">
          <span id={ids.type} className="m-support-field-label">
            {t('support.feedback.type_label')}
          </span>
          <button
            type="button"
            className="m-support-picker-button"
            aria-haspopup="dialog"
            aria-labelledby={`${ids.type} ${ids.type}-value`}
            aria-describedby={errors.type?.message ? ids.typeError : undefined}
            onClick={() => setPickerOpen(true)}
          >
            <span id={`${ids.type}-value`}>{typeLabel}</span>
          </button>
          {errors.type?.message ? (
            <p id={ids.typeError} className="m-support-error-text" role="alert">
              {errors.type.message}
            </p>
          ) : null}
        </div>
        <TextAreaField
          label={t('support.feedback.remark_label')}
          {...form.register('content')}
          rows={4}
          maxLength={FEEDBACK_CONTENT.max}
          placeholder={t('support.feedback.remark_placeholder', FEEDBACK_CONTENT)}
          hint={
            <>
              <span className="m-support-counter" aria-live="polite">
                {remark.length}/{FEEDBACK_CONTENT.max}
              </span>
              {remark.length > 0 && !remarkValid(remark) ? (
                <span className="m-support-bounds">{t('support.feedback.remark_bounds', FEEDBACK_CONTENT)}</span>
              ) : null}
            </>
          }
          errors={errors.content?.message ? [errors.content.message] : undefined}
        />
        {captchaOn ? (
          <CaptchaField
            label={t('support.feedback.captcha_label')}
            {...form.register('captcha', {
              validate: (v) => {
                const code = v.trim();
                return captchaOn && (code.length < FEEDBACK_CAPTCHA.min || code.length > FEEDBACK_CAPTCHA.max) ? t('in_vwrite_code') : true;
              },
            })}
            maxLength={FEEDBACK_CAPTCHA.max}
            // What to type, under the field: as a placeholder it was cut off at 375 px.
            hint={t('support.feedback.captcha_hint')}
            errors={errors.captcha?.message ? [errors.captcha.message] : undefined}
            image={{
              captcha: captchaImage,
              label: t('support.feedback.captcha_refresh'),
              onReload: reloadCaptcha,
              alt: t('support.feedback.captcha_image'),
              height: 40,
              className: 'm-support-captcha',
            }}
          />
        ) : null}
        <Button type="submit" disabled={!remarkValid(remark)}>
          {t('support.feedback.submit')}
        </Button>
      </form>

      <Modal
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        title={t('support.feedback.type_label')}
        closeLabel={t('header.close')}
        animation="slide"
      >
        <ul className="m-support-options">
          {FEEDBACK_TYPES.map((value) => (
            <li key={value}>
              <button
                type="button"
                aria-pressed={type === value}
                onClick={() => {
                  form.setValue('type', value);
                  form.clearErrors('type');
                  setPickerOpen(false);
                }}
              >
                {t(`support.feedback.types.${value}`)}
              </button>
            </li>
          ))}
        </ul>
      </Modal>

      <Modal
        open={sent}
        onClose={() => void navigate(paths.home)}
        title={t('support.feedback.sent_title')}
        closeLabel={t('header.close')}
        footer={<Button onClick={() => void navigate(paths.home)}>{t('support.notice.ok')}</Button>}
      >
        <p>{t('sent_success')}</p>
      </Modal>
    </section>
  );
}
