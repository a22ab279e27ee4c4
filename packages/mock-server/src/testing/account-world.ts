import { contractHeaders, type Endpoint, type RegisterBody } from '@m/contracts';
import { encryptBody } from '@m/contracts/codec';
import { createEngine, type SimResponse } from '../engine/assembly/engine';

/** A world for the account domains' tests: sends through the engine (encrypting when the contract says so). */
const json = (res: SimResponse) => {
  if (res.kind !== 'json') throw new Error(`expected JSON, got ${res.kind}`);
  return res;
};

export function setup(overrides?: unknown) {
  const engine = createEngine();
  const worldId = engine.createWorld({ id: 'reg', overrides });
  // A captcha the tests answer with '1234' (registration checks it while the CAPTCHA switch is on).
  const captcha = () => {
    engine.world(worldId).state.captcha = { text: '1234', issuedAt: 0 };
  };
  const world = engine.world(worldId);
  const send = async (endpoint: Endpoint, input: { query?: unknown; body?: unknown; token?: string } = {}) =>
    json(
      await engine.handle({
        endpoint,
        worldId,
        method: endpoint.method,
        path: endpoint.path,
        query: input.query,
        body: endpoint.encrypted ? encryptBody(input.body) : input.body,
        headers: { ...contractHeaders(endpoint), ...(input.token ? { token: input.token } : {}) },
      }),
    );
  /** Puts an SMS code in the world as sms.send would (purpose-bound, expiring on the world clock). */
  const smsCode = (mobileNum: string, purpose: 'register' | 'forget', code = '123456', ttl = 60_000) => {
    world.state.sms.push({ mobileNum, countryDialingCode: '+55', code, expiresAt: world.clock.now() + ttl, purpose });
  };
  const sendWithCaptcha: typeof send = (endpoint, input) => {
    captcha();
    return send(endpoint, input);
  };
  return { engine, world, send, sendRegister: sendWithCaptcha, smsCode };
}

export const registration = (over: Partial<RegisterBody> = {}): RegisterBody => ({
  countryDialingCode: '+55',
  registerUrl: 'localhost',
  registerMethod: 'H5',
  username: 'newuser01',
  password: 'Secret99',
  confirmPassword: 'Secret99',
  affiliateCode: '',
  paymentPassword: '',
  recommenderId: '',
  nickname: '',
  payeeName: '',
  email: '',
  mobileNum: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  captcha: '1234',
  type: 0,
  domain: '',
  verificationCode: '',
  ...over,
});
