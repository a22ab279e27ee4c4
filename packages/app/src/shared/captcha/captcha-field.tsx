import { TextField, type TextFieldProps } from '@m/ui';
import type { ReactNode } from 'react';
import { LoadView } from '../api/load-view';
import type { CaptchaImage } from './use-captcha';

export interface CaptchaImageButtonProps {
  captcha: CaptchaImage;
  /** The button's accessible name (what a tap does: show another image). */
  label: string;
  /** A tap; by default a new image. A form that also clears its input passes its own. */
  onReload?: () => void;
  className?: string;
  /** The image's text alternative: '' where the button's name already says it. */
  alt?: string;
  height?: number;
  /** What stands in the image's place while there is none. */
  placeholder?: ReactNode;
}

/** The captcha image as a button that loads another one (login A-023, register A-063, feedback A-108). */
export function CaptchaImageButton({
  captcha,
  label,
  onReload = captcha.reload,
  className,
  alt = '',
  height,
  placeholder = null,
}: CaptchaImageButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onReload}>
      {captcha.image ? <img src={captcha.image} alt={alt} height={height} /> : placeholder}
    </button>
  );
}

export type CaptchaFieldProps = Omit<TextFieldProps, 'trailing' | 'autoComplete'> & {
  image: CaptchaImageButtonProps;
};

/**
 * A captcha input with its image beside it (login A-023, register A-063, feedback A-108): the text
 * field, no autocomplete (a captcha is never remembered), and the image button that loads another
 * one. After a failed load, A-157's 'Loading failed, click to retry' (with A-158's line when the
 * network failed) stands under the field, the full width, and the image's place stays an empty
 * button that loads again: in the field's trailing place the failure's text left no room to type.
 */
export function CaptchaField({ image, ...field }: CaptchaFieldProps) {
  const state = { ...image.captcha.load, reload: image.onReload ?? image.captcha.reload };
  const button = <CaptchaImageButton {...image} />;
  return (
    <>
      <TextField
        {...field}
        autoComplete="off"
        trailing={
          <LoadView state={state} loading={button} failed={<CaptchaImageButton {...image} placeholder={null} />}>
            {() => button}
          </LoadView>
        }
      />
      <LoadView state={state} loading={null}>
        {() => null}
      </LoadView>
    </>
  );
}
