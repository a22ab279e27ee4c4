import { api } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { setup } from '../../testing/account-world';

/** The simulated phone-identity service (A-041 site side) and its tokens at the backend. */
const FIREBASE_ON = { settings: { info: { whitelabel: { FIREBASE: true } } } };

async function humanToken(send: ReturnType<typeof setup>['send']) {
  const challenge = (await send(api.humanCheck.challenge, { query: { purpose: 'sms' } })).body.value as {
    challengeId: string;
    target: number;
  };
  const proof = (await send(api.humanCheck.verify, { body: { challengeId: challenge.challengeId, position: challenge.target } })).body
    .value as { humanToken: string };
  return proof.humanToken;
}

describe('identity service (A-041)', () => {
  it('texts any number, shows the code in peek, and confirms it into an id token the login accepts once', async () => {
    const { send, world } = setup(FIREBASE_ON);
    const mobileNum = world.state.users.player01!.mobileNum;
    const sent = await send(api.identity.sendCode, { body: { mobileNum, countryDialingCode: '+55', humanToken: await humanToken(send) } });
    expect(sent.body).toMatchObject({ success: true, value: { expirationTime: world.clock.now() + world.state.auth.rules.smsTtlMs } });
    const { verificationId } = sent.body.value as { verificationId: string };
    const code = world.peek().sms.find((s) => s.mobileNum === mobileNum)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await send(api.identity.confirm, { body: { verificationId, code: wrong } })).body.code).toBe('verify.code.error');
    const ok = await send(api.identity.confirm, { body: { verificationId, code } });
    expect(ok.body.value).toEqual({ idToken: `fb-${mobileNum}-${code}` });
    const login = {
      type: 'firebase',
      username: mobileNum,
      password: '',
      firebaseChannel: 'sms',
      firebaseIdToken: `fb-${mobileNum}-${code}`,
      firebaseMobileNo: mobileNum,
      countryDialingCode: '+55',
    };
    expect((await send(api.auth.login, { body: login })).body.value).toMatchObject({ userName: 'player01' });
    // The backend spent the code: the same token does not log in twice.
    expect((await send(api.auth.login, { body: login })).body.code).toBe('verify.code.error');
  });

  it('refuses a resend while the code runs, a forged human token, and an expired code', async () => {
    const { send, world } = setup(FIREBASE_ON);
    const body = { mobileNum: '11912345678', countryDialingCode: '+55' };
    expect((await send(api.identity.sendCode, { body: { ...body, humanToken: 'forged' } })).body.code).toBe('human.check.failed');
    const first = await send(api.identity.sendCode, { body: { ...body, humanToken: await humanToken(send) } });
    const { verificationId, expirationTime } = first.body.value as { verificationId: string; expirationTime: number };
    const again = await send(api.identity.sendCode, { body: { ...body, humanToken: await humanToken(send) } });
    expect(again.body).toMatchObject({ code: 'sms.too.frequent', value: { expirationTime } });
    const code = world.peek().sms[0]!.code;
    world.clock.advance(world.state.auth.rules.smsTtlMs);
    expect((await send(api.identity.confirm, { body: { verificationId, code } })).body.code).toBe('sms.code.expired');
  });

  it('its token sets a password by phone (A-089)', async () => {
    const { send, world } = setup(FIREBASE_ON);
    const mobileNum = world.state.users.player01!.mobileNum;
    const sent = await send(api.identity.sendCode, { body: { mobileNum, countryDialingCode: '+55', humanToken: await humanToken(send) } });
    const { verificationId } = sent.body.value as { verificationId: string };
    const code = world.peek().sms[0]!.code;
    const { idToken } = (await send(api.identity.confirm, { body: { verificationId, code } })).body.value as { idToken: string };
    const res = await send(api.password.setByPhone, {
      body: { newPassword: 'Fresh123', mobileNum, verificationCode: '', firebaseIdToken: idToken },
    });
    expect(res.body).toMatchObject({ success: true, value: { userName: 'player01' } });
  });
});
