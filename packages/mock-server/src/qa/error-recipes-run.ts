import { contractHeaders, endpointList, type Endpoint } from '@m/contracts';
import { encryptBody } from '@m/contracts/codec';
import { routeUrl } from '../control/client';
import { controlRoutes, type Peek } from '../control/contract';
import { handleControl } from '../control/router';
import { createEngine, type SimEngine } from '../engine/assembly/engine';
import { isControlStep, REGISTRATION_FORM, type ErrorRecipe, type SiteRequest } from './error-recipes';

/**
 * Runs a recipe of error-recipes.ts on a fresh world: its control steps through the control
 * router both transports serve (so a step QA copies is one the simulator accepts), its site
 * requests through the engine's one dispatch, as Fastify and MSW send them. Nothing here injects
 * a fault: the answer is the rules'.
 */

export interface RecipeAnswer {
  status: number;
  code: string;
  message: string;
  value: unknown;
}

const endpoints = new Map<string, Endpoint>(endpointList.map((e) => [e.id, e]));

export function endpointOf(id: string): Endpoint {
  const endpoint = endpoints.get(id);
  if (!endpoint) throw new Error(`no endpoint ${id} in the contract`);
  return endpoint;
}

class RecipeWorld {
  private token: string | undefined;
  private lastAnswer: unknown = null;

  constructor(
    private readonly engine: SimEngine,
    private readonly worldId: string,
    private readonly label: string,
  ) {}

  control(route: keyof typeof controlRoutes, params: Record<string, string>, body: unknown): unknown {
    const res = handleControl(this.engine, {
      method: controlRoutes[route].method,
      path: routeUrl(route, { id: this.worldId, ...params }),
      query: {},
      body,
    });
    if (res.status >= 400) throw new Error(`${this.label}: control ${route} refused (${res.status}): ${JSON.stringify(res.body)}`);
    return res.body;
  }

  private peek(): Peek {
    return this.control('peek', {}, undefined) as Peek;
  }

  async send(id: string, input: { query?: unknown; body?: unknown }): Promise<RecipeAnswer> {
    const endpoint = endpointOf(id);
    const res = await this.engine.handle({
      endpoint,
      worldId: this.worldId,
      method: endpoint.method,
      path: endpoint.path,
      query: input.query ?? {},
      body: endpoint.encrypted && input.body !== undefined ? encryptBody(input.body) : input.body,
      headers: { ...contractHeaders(endpoint), ...(this.token ? { token: this.token } : {}) },
    });
    if (res.kind !== 'json') throw new Error(`${this.label}: ${id} answered ${res.kind}, not JSON`);
    return { status: res.status, code: res.body.code, message: res.body.message, value: res.body.value };
  }

  /** A site call the recipe's request depends on (a slider proof, a captcha image): it must succeed. */
  private async prerequisite(id: string, input: { query?: unknown; body?: unknown }): Promise<unknown> {
    const answer = await this.send(id, input);
    if (answer.code !== 'OK') throw new Error(`${this.label}: ${id} answered ${answer.code} (${answer.message})`);
    return answer.value;
  }

  private async placeholder(text: string): Promise<unknown> {
    if (text === '$humanToken') {
      const challenge = (await this.prerequisite('humanCheck.challenge', { query: {} })) as { challengeId: string; target: number };
      const proof = (await this.prerequisite('humanCheck.verify', {
        body: { challengeId: challenge.challengeId, position: challenge.target },
      })) as { humanToken: string };
      return proof.humanToken;
    }
    if (text === '$captcha') {
      await this.prerequisite('auth.captcha', {});
      return this.peek().captcha;
    }
    const [kind, arg = ''] = text.split(/[:.](.*)/s);
    if (kind === '$mobile' || kind === '$sms') {
      const user = this.peek().users.find((u) => u.username === arg);
      if (!user) throw new Error(`${this.label}: ${text}: no user ${arg}`);
      if (kind === '$mobile') return user.mobileNum;
      const code = this.peek()
        .sms.filter((s) => s.mobileNum === user.mobileNum)
        .at(-1);
      if (!code) throw new Error(`${this.label}: ${text}: no code texted to ${user.mobileNum}`);
      return code.code;
    }
    if (kind === '$answer') {
      const answer = this.lastAnswer as Record<string, unknown> | null;
      if (!answer || !Object.hasOwn(answer, arg)) throw new Error(`${this.label}: ${text}: the previous answer has no ${arg}`);
      return answer[arg];
    }
    throw new Error(`${this.label}: unknown placeholder ${text}`);
  }

  /** Replaces every `$...` string of a step's JSON by what it stands for. */
  async resolve(value: unknown): Promise<unknown> {
    if (typeof value === 'string') return value.startsWith('$') ? this.placeholder(value) : value;
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (const v of value) out.push(await this.resolve(v));
      return out;
    }
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = await this.resolve(v);
      return out;
    }
    return value;
  }

  async request(step: SiteRequest): Promise<RecipeAnswer> {
    const body = step.form === 'registration' ? { ...REGISTRATION_FORM, ...(step.body as object) } : step.body;
    const answer = await this.send(step.send, { query: await this.resolve(step.query), body: await this.resolve(body) });
    this.lastAnswer = answer.value;
    return answer;
  }

  setToken(token: string): void {
    this.token = token;
  }
}

/**
 * The answer of a recipe's last step. Every earlier site request must succeed (code OK): a
 * recipe whose setup already fails would otherwise pass by accident.
 */
export async function runRecipe(recipe: ErrorRecipe, engine: SimEngine = createEngine()): Promise<RecipeAnswer> {
  const label = `${recipe.endpoint} ${recipe.code}`;
  const worldId = engine.createWorld({ id: 'qa-errors' });
  const world = new RecipeWorld(engine, worldId, label);
  let answer: RecipeAnswer | null = null;
  for (const [i, step] of recipe.steps.entries()) {
    const last = i === recipe.steps.length - 1;
    if (isControlStep(step)) {
      if (last) throw new Error(`${label}: the last step must be a site request`);
      const result = world.control(step.control, { ...step.params }, await world.resolve(step.body));
      if (step.control === 'openSession') world.setToken((result as { token: string }).token);
      continue;
    }
    answer = await world.request(step);
    if (!last && answer.code !== 'OK')
      throw new Error(`${label}: step ${i + 1} (${step.send}) answered ${answer.code} (${answer.message})`);
  }
  if (!answer) throw new Error(`${label}: no site request`);
  return answer;
}
