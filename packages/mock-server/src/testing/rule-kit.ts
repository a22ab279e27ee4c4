import { api, contractHeaders, type Endpoint, type SmsPurpose } from '@m/contracts';
import { encryptBody } from '@m/contracts/codec';
import { expect } from 'vitest';
import { createEngine } from '../engine/assembly/engine';

/**
 * A world for the domain-rule tests written against mutation testing: every call goes
 * through the engine's one dispatch (encrypting when the contract says so), like both transports.
 * Every error answer is checked to carry a diagnostic message, as the journal and QA read it.
 */
export interface Answer<V = unknown> {
  status: number;
  code: string;
  message: string;
  value: V;
}

export function ruleWorld(options: { scenario?: string; overrides?: unknown } = {}) {
  const engine = createEngine();
  const worldId = engine.createWorld({ id: 'rules', ...options });
  const w = engine.world(worldId);
  const call = async <V = never>(
    endpoint: Endpoint,
    input: { body?: unknown; query?: unknown; params?: unknown; token?: string } = {},
  ): Promise<Answer<V>> => {
    const res = await engine.handle({
      endpoint,
      worldId,
      method: endpoint.method,
      path: endpoint.path,
      body: endpoint.encrypted && input.body !== undefined ? encryptBody(input.body) : input.body,
      query: input.query ?? {},
      params: input.params,
      headers: { ...(input.token ? { token: input.token } : {}), ...contractHeaders(endpoint) },
    });
    if (res.kind !== 'json') throw new Error(`expected JSON, got ${res.kind}`);
    const answer = { status: res.status, code: res.body.code, message: res.body.message, value: res.body.value as V };
    if (answer.code !== 'OK') expect(answer.message, `${endpoint.id} ${answer.code}: a diagnostic message`).not.toBe('');
    return answer;
  };
  /** A one-use slider proof. */
  const humanToken = async (): Promise<string> => {
    const challenge = await call<{ challengeId: string; target: number }>(api.humanCheck.challenge, { query: {} });
    const proof = await call<{ humanToken: string }>(api.humanCheck.verify, {
      body: { challengeId: challenge.value.challengeId, position: challenge.value.target },
    });
    return proof.value.humanToken;
  };
  /** sms.send after a passed slider. */
  const sendSms = async (mobileNum: string, purpose: SmsPurpose = 'login', countryDialingCode = '+55') =>
    call<{ expirationTime: number }>(api.sms.send, { body: { mobileNum, countryDialingCode, purpose, humanToken: await humanToken() } });
  const login = (body: Record<string, unknown>) =>
    call<{ token: string; userName: string }>(api.auth.login, { body: { type: 'username', ...body } });
  return { engine, worldId, w, call, humanToken, sendSms, login };
}
