import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR } from '../api/api-error';
import { reactToError, TIMEOUT_CODE, type ErrorPlan } from './react-to-error';

const PLAN: ErrorPlan<'amount' | 'password'> = {
  fields: ['amount', 'password'],
  fieldOf: { 'balance.insufficient': 'amount' },
  messages: { 'password.wrong': 'member.withdraw.passwordWrong' },
  paramsOf: { 'amount.invalid': (v) => ({ min: Number(v.min) }) },
};

const answer = (code: string, value: Record<string, unknown> | null = null, status = 0) => ApiError.fromEnvelope(code, status, value);

describe('reactToError: one reaction per class on every form', () => {
  it('network failure: the form alert, "try again", the input kept', () => {
    const p = reactToError(new ApiError(CLIENT_ERROR.network), PLAN);
    expect(p).toMatchObject({ shownAs: 'alert', messageKey: 'form.network', retry: true, field: null });
  });

  it('timeout: says the request may still go through, offers to try again', () => {
    const p = reactToError(new ApiError({ code: TIMEOUT_CODE, status: 0, i18nKey: 'form.timeout', reaction: 'toast' }), PLAN);
    expect(p).toMatchObject({ shownAs: 'alert', messageKey: 'form.timeout', retry: true });
  });

  it('5xx and unknown codes: the server-error text (not "Unknown error"), try again and contact', () => {
    for (const e of [
      answer('unknown', null, 500),
      answer('a.code.this.site.does.not.know', null, 500),
      new ApiError({ ...CLIENT_ERROR.malformed }),
    ]) {
      expect(reactToError(e, PLAN)).toMatchObject({ shownAs: 'alert', messageKey: 'form.server_error', next: 'contact', retry: true });
    }
    expect(reactToError(answer('system.upgrading'), PLAN)).toMatchObject({ messageKey: 'errors.system_upgrading', retry: true });
  });

  it('session ended mid-form (logged.out, not.logged.in): log in again', () => {
    expect(reactToError(answer('logged.out'), PLAN)).toMatchObject({ shownAs: 'alert', messageKey: 'form.session_ended', next: 'login' });
    expect(reactToError(answer('not.logged.in'), PLAN)).toMatchObject({ next: 'login', retry: false });
  });

  it('trial account: log in with a real account', () => {
    expect(reactToError(answer('trial.forbidden'), PLAN)).toMatchObject({
      shownAs: 'alert',
      messageKey: 'form.trial',
      next: 'login',
      retry: false,
    });
  });

  it('too many requests waits; no permission offers contact', () => {
    expect(reactToError(answer('too.many.requests'), PLAN)).toMatchObject({ next: 'wait', retry: false });
    expect(reactToError(answer('no.permission'), PLAN)).toMatchObject({ next: 'contact', retry: false });
  });

  it('answered: false only when no answer came (network, timeout, a throw); any status or code else', () => {
    expect(reactToError(new ApiError(CLIENT_ERROR.network), PLAN).answered).toBe(false);
    expect(reactToError(new ApiError({ code: TIMEOUT_CODE, status: 0, i18nKey: 'form.timeout', reaction: 'toast' }), PLAN).answered).toBe(
      false,
    );
    expect(reactToError(new TypeError('x'), PLAN).answered).toBe(false);
    for (const e of [
      answer('system.upgrading', null, 503),
      answer('unknown', null, 500),
      answer('too.many.requests'),
      answer('no.permission'),
    ])
      expect(reactToError(e, PLAN).answered).toBe(true);
    expect(reactToError(answer('balance.insufficient'), PLAN).answered).toBe(true);
  });

  it('a throw that is no answer still gets a message and a retry', () => {
    expect(reactToError(new TypeError('x'), PLAN)).toMatchObject({ shownAs: 'alert', messageKey: 'form.failed', retry: true });
  });
});

describe('reactToError: domain codes follow the error table with the screen text', () => {
  it('a field code goes under the field the answer names (value.field)', () => {
    expect(reactToError(answer('amount.invalid', { field: 'amount', min: 50 }), PLAN)).toEqual({
      code: 'amount.invalid',
      messageKey: 'errors.amount_invalid',
      params: { min: 50 },
      shownAs: 'field',
      field: 'amount',
      next: 'fix',
      retry: false,
      answered: true,
    });
  });

  it('a field the form does not have: the form alert', () => {
    expect(reactToError(answer('amount.invalid', { field: 'iban' }), { fields: ['amount'] })).toMatchObject({
      shownAs: 'alert',
      field: null,
    });
  });

  it("the plan's field when the answer names none", () => {
    expect(reactToError(answer('balance.insufficient'), PLAN)).toMatchObject({ shownAs: 'field', field: 'amount' });
  });

  it("the field the answer names wins over the plan's (register.byMobile verify.code.error names the captcha or the code)", () => {
    const plan: ErrorPlan<'captcha' | 'verificationCode'> = {
      fields: ['verificationCode', 'captcha'],
      fieldOf: { 'verify.code.error': 'verificationCode' },
    };
    expect(reactToError(answer('verify.code.error', { field: 'captcha' }), plan)).toMatchObject({ shownAs: 'field', field: 'captcha' });
    expect(reactToError(answer('verify.code.error'), plan)).toMatchObject({ shownAs: 'field', field: 'verificationCode' });
  });

  it("a toast code stays a toast with the screen's text, and focus goes to the named field", () => {
    expect(reactToError(answer('password.wrong', { field: 'password' }), PLAN)).toMatchObject({
      shownAs: 'toast',
      messageKey: 'member.withdraw.passwordWrong',
      field: 'password',
    });
  });

  it('nextOf changes the next step of a code', () => {
    expect(reactToError(answer('sms.too.frequent'), { fields: [], nextOf: { 'sms.too.frequent': 'wait' } })).toMatchObject({
      next: 'wait',
    });
  });
});
