import { errorRow, type ErrorCode, type ErrorEnvelope } from '@m/contracts';

export type ErrorValue = ErrorEnvelope['value'];

/**
 * An error answer of the simulated backend. Handlers throw it; dispatch turns it into the
 * contract's error envelope with the HTTP status of the error table. `message` is a
 * short developer-facing diagnostic; users read the text of the code's i18n key.
 */
export class SimError extends Error {
  readonly status: number;
  constructor(
    /** A code of the error table; faults may use others on purpose (the site must cope). */
    readonly code: ErrorCode | (string & Record<never, never>),
    message = '',
    readonly value: ErrorValue = null,
    status?: number,
  ) {
    super(message);
    this.name = 'SimError';
    this.status = status ?? errorRow(code).status;
  }

  get envelope(): ErrorEnvelope {
    return { success: false, code: this.code, message: this.message, value: this.value };
  }
}

/** A 400 naming the field that failed (the site shows the message under that field). */
export const badRequest = (field: string, message: string): SimError => new SimError('bad.request', message, { field });

/** A body that does not parse as its content type says (the transports read it, dispatch answers it). */
export const bodyNotParsed = (): SimError => badRequest('body', 'body is not valid JSON');
