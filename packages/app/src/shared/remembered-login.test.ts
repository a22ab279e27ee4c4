import { beforeEach, describe, expect, it } from 'vitest';
import { readRemembered, saveRemembered } from './remembered-login';

describe('remembered login (A-034)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the password double-Base64-encoded under remPass, with sass on and a record per method', () => {
    saveRemembered(true, { type: 'username', username: 'player01', password: 'Test1234', countryDialingCode: '+55' });
    expect(localStorage.getItem('sass')).toBe('1');
    expect(localStorage.getItem('remPass')).toBe(btoa(btoa('Test1234')));
    expect(localStorage.getItem('rememberedLogin')).not.toContain('Test1234');
    expect(JSON.parse(localStorage.getItem('rememberedLogin') ?? '{}')).toEqual({
      username: { type: 'username', username: 'player01', password: btoa(btoa('Test1234')), countryDialingCode: '+55' },
    });
    expect(readRemembered('username')).toEqual({ type: 'username', username: 'player01', password: 'Test1234', countryDialingCode: '+55' });
  });

  it('keeps the mobile number of the SMS method but never its code', () => {
    saveRemembered(true, { type: 'sms', username: '11987650000', password: '424242', countryDialingCode: '+84' });
    expect(readRemembered('sms')).toEqual({ type: 'sms', username: '11987650000', password: '', countryDialingCode: '+84' });
    expect(readRemembered('username')).toBeNull();
    expect(localStorage.getItem('rememberedLogin')).not.toContain('424242');
  });

  it('forgets everything of the method when the box is off', () => {
    saveRemembered(true, { type: 'username', username: 'player01', password: 'Test1234', countryDialingCode: '+55' });
    saveRemembered(false, { type: 'username', username: 'player01', password: 'Test1234', countryDialingCode: '+55' });
    expect(localStorage.getItem('remPass')).toBeNull();
    expect(localStorage.getItem('sass')).toBeNull();
    expect(readRemembered('username')).toBeNull();
  });

  it('ignores a hand-edited record', () => {
    localStorage.setItem('sass', '1');
    localStorage.setItem('rememberedLogin', '{not json');
    expect(readRemembered('username')).toBeNull();
  });
});
