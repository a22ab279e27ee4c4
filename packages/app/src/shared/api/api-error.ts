import { errorRow, type ErrorReaction } from '@m/contracts';

/** Codes the client makes up when there is no envelope to read. */
export const CLIENT_ERROR = {
  network: { code: 'network', status: 0, i18nKey: 'errors.network', reaction: 'toast' },
  malformed: { code: 'unknown', status: 0, i18nKey: 'errors.unknown', reaction: 'toast' },
} as const;

export type ErrorValueData = Record<string, unknown> | null;

/** Every failure of a call, typed: envelope errors through contracts' errorRow (A-159). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly i18nKey: string;
  readonly reaction: ErrorReaction;
  readonly value: ErrorValueData;

  constructor(init: { code: string; status: number; i18nKey: string; reaction: ErrorReaction; value?: ErrorValueData; message?: string }) {
    super(init.message || init.code);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.i18nKey = init.i18nKey;
    this.reaction = init.reaction;
    this.value = init.value ?? null;
  }

  static fromEnvelope(code: string, httpStatus: number, value: ErrorValueData, message?: string): ApiError {
    const row = errorRow(code);
    return new ApiError({
      code,
      status: httpStatus || row.status,
      i18nKey: row.i18nKey,
      reaction: row.reaction,
      value,
      message: message ?? '',
    });
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
