import type { Promotion } from '@m/contracts';
import { PROMO_APPLY_LIMITS } from '@m/contracts/routes';
import { Button, Modal, TextAreaField } from '@m/ui';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import type { ErrorPlan } from '../../../shared/forms/react-to-error';
import { useSubmit } from '../../../shared/forms/use-submit';
import { addFiles, commentError, type ApplyError } from '../apply-validation';
import './promotions.css';

export interface ApplyFormProps {
  promo: Pick<Promotion, 'id' | 'title'>;
  open: boolean;
  onClose: () => void;
  /** Sends the application (quietly: this form shows the refusal); resolves when sent (the form closes), rejects to keep it open. */
  onSubmit: (input: { comment: string; files: File[] }) => Promise<void>;
  /** The promotion is no longer open to this member (promotions.apply promotion.not.available or not.found). */
  onGone?: () => void;
  /** Stories and tests start from a filled form. */
  initialComment?: string;
  initialFiles?: File[];
  initialError?: ApplyError | null;
}

/** Codes after which applying again cannot work: the page closes the form and reads the list again. */
const GONE: ReadonlySet<string> = new Set(['promotion.not.available', 'promotion.not.found']);

/**
 * promotions.apply's codes (docs/decisions/front-end.md "Form errors"): both are the table's
 * toasts, with the application's own text; the generic classes in the form's alert.
 */
const PLAN: ErrorPlan<'comment'> = {
  fields: ['comment'],
  messages: { 'promotion.not.available': 'promotions.apply.notAvailable', 'promotion.not.found': 'promotions.apply.notFound' },
};

/**
 * Activity application (A-166): a comment of at most 140 characters and up to three png or jpg
 * images of at most 5 MB each. A refused file is left out and the reason shown under the field.
 */
export function ApplyForm({
  promo,
  open,
  onClose,
  onSubmit,
  onGone,
  initialComment = '',
  initialFiles = [],
  initialError = null,
}: ApplyFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  // The comment is checked as it is typed; the images are the form's value, the reason a picked
  // file was left out is only a message (it stays until the next pick or removal).
  const form = useForm<{ comment: string; files: File[] }>({ defaultValues: { comment: initialComment, files: initialFiles } });
  const [comment, files] = form.watch(['comment', 'files']);
  const setFiles = (next: File[]) => form.setValue('files', next);
  const [fileErr, setFileErr] = useState<ApplyError | null>(initialError === 'commentTooLong' ? null : initialError);
  const apply = useSubmit(PLAN);
  const commentErr = commentError(comment);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    const next = addFiles(files, picked);
    setFiles(next.files);
    setFileErr(next.error);
    e.target.value = '';
  };

  const submit = async (values: { comment: string; files: File[] }) => {
    if (commentError(values.comment) || apply.busy) return;
    // The comment and images stay as chosen whatever the answer; a gone promotion closes the form.
    await apply.run(
      () => onSubmit(values),
      () => undefined,
      (problem) => {
        if (GONE.has(problem.code)) onGone?.();
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('promotions.apply.title', { title: promo.title })}
      closeLabel={t('promotions.apply.cancel')}
    >
      <form className="promo-apply" onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
        <TextAreaField
          label={t('promotions.apply.comment')}
          {...form.register('comment')}
          rows={3}
          hint={t('promotions.apply.commentCount', { count: comment.length, max: PROMO_APPLY_LIMITS.commentMaxLength })}
          errors={commentErr ? [t(`promotions.apply.errors.${commentErr}`)] : undefined}
        />
        <fieldset className="promo-apply-images">
          <legend>{t('promotions.apply.images')}</legend>
          <p id={`${ids}-hint`} className="promo-apply-hint">
            {t('promotions.apply.imagesHint')}
          </p>
          <input
            id={`${ids}-files`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            className="promo-apply-input"
            aria-label={t('promotions.apply.addImages')}
            aria-describedby={`${ids}-hint${fileErr ? ` ${ids}-file-err` : ''}`}
            onChange={pick}
          />
          {fileErr && (
            <p id={`${ids}-file-err`} className="promo-apply-error" role="alert">
              {t(`promotions.apply.errors.${fileErr}`)}
            </p>
          )}
          {files.length > 0 && (
            <ul className="promo-apply-files">
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`}>
                  <span>{f.name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    type="button"
                    aria-label={t('promotions.apply.remove', { name: f.name })}
                    onClick={() => {
                      setFiles(files.filter((_, j) => j !== i));
                      setFileErr(null);
                    }}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <FormAlert problem={apply.problem} alertRef={apply.alertRef} onRetry={apply.retry} />
        <Button type="submit" block loading={apply.busy} disabled={commentErr !== null}>
          {t('promotions.apply.submit')}
        </Button>
      </form>
    </Modal>
  );
}
