import { describe, expect, it } from 'vitest';
import { checkForgotEmail } from './email-rule';

describe('forgot-password email rule (A-083)', () => {
  it('accepts a word local part, an optional dotted part and 1-3 suffixes of 2-3 characters', () => {
    for (const ok of ['player01@example.com', ' a.b@mail.com.br ', 'x_1@my-host.co.uk.br']) expect(checkForgotEmail(ok), ok).toBeNull();
  });

  it('refuses an empty value, a missing @, long suffixes and more than one dotted part', () => {
    for (const bad of ['', '   ', 'player01example.com', 'p@example.test', 'a.b.c@example.com', 'p@example.c', 'p@ex.aa.bb.cc.dd']) {
      expect(checkForgotEmail(bad), bad).toBe('in_email_incorrect');
    }
  });
});
