import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Every response has the envelope `{ success, code, message, value }`.
 * `code` is `OK` on success, else a code of the error table (errors.ts). `message` is a
 * developer-facing diagnostic; what the user reads comes from the code's i18n key.
 */
export const SUCCESS_CODE = 'OK';

export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object(
    {
      success: Type.Boolean(),
      code: Type.String(),
      message: Type.String(),
      value,
    },
    { additionalProperties: false },
  );

/** Extra data an error may carry, e.g. `{ captcha: true }` on a login failure, `{ field }` on a 400. */
export const ErrorValue = Type.Union([Type.Null(), Type.Record(Type.String(), Type.Unknown())]);

export const ErrorEnvelope = Type.Object(
  {
    success: Type.Literal(false),
    code: Type.String(),
    message: Type.String(),
    value: ErrorValue,
  },
  { additionalProperties: false },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export interface SuccessEnvelope<V> {
  success: true;
  code: typeof SUCCESS_CODE;
  message: string;
  value: V;
}

export const ok = <V>(value: V): SuccessEnvelope<V> => ({ success: true, code: SUCCESS_CODE, message: '', value });
