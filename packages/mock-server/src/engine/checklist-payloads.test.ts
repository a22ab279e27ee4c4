import {
  ACCOUNT_TYPE,
  api,
  CONTENT_TYPE,
  DEFAULT_MERCHANT_CODE,
  ENCRYPTION_HEADER,
  ENCRYPTION_HEADER_VALUE,
  GAME_TYPES,
  GATEWAY,
  isAgentType,
  PLAY_TYPE,
  PRIZE_MODES,
  SITE_CONFIG,
} from '@m/contracts';
import { decryptBody, encryptBody } from '@m/contracts/codec';
import { describe, expect, it } from 'vitest';
import { setupWorld } from '../testing/engine-harness';
import { WELL_KNOWN_PASSWORD } from './seed';

/**
 * The payloads and answers the spec shows, checked on the simulator's one dispatch (both the
 * Fastify server and the MSW handlers answer through it). Each test names the checklist item whose
 * shape it pins; the field lists are written out because they are the spec's, not the contract's.
 */

describe('settings, login and SMS payloads', () => {
  it('A-011: settings.mobileTemplate carries app_background, app_desc, app_desc_font_color and the mem_cen / dep_func switches QA can flip', async () => {
    const { w, send } = setupWorld();
    const template = async () =>
      ((await send(api.system.settings)).value as { info: { mobileTemplate: Record<string, unknown> } }).info.mobileTemplate;
    const seeded = await template();
    expect(seeded).toMatchObject({
      app_background: expect.any(String),
      app_desc: expect.any(String),
      app_desc_font_color: expect.any(String),
      mem_cen: 1,
    });
    expect([0, 1]).toContain(seeded.dep_func);
    w.patch({ settings: { info: { mobileTemplate: { mem_cen: 0, dep_func: 1 } } } });
    expect(await template()).toMatchObject({ mem_cen: 0, dep_func: 1 });
  });

  it('A-031: an encrypted login body (AES, the x-encrypted header) is decrypted by the simulator; a plain one is refused', async () => {
    const body = { username: 'player01', password: WELL_KNOWN_PASSWORD, type: 'username' };
    const sealed = encryptBody(body);
    expect(JSON.stringify(sealed)).not.toContain(WELL_KNOWN_PASSWORD);
    expect(decryptBody(sealed)).toEqual(body);
    const { engine, w } = setupWorld();
    const handle = (payload: unknown, headers: Record<string, string>) =>
      engine.handle({
        endpoint: api.auth.login,
        worldId: w.id,
        method: 'POST',
        path: api.auth.login.path,
        body: payload,
        query: {},
        headers,
      });
    const ok = await handle(sealed, { [ENCRYPTION_HEADER]: ENCRYPTION_HEADER_VALUE });
    expect(ok.kind === 'json' && ok.body).toMatchObject({ success: true, value: { userName: 'player01' } });
    const plain = await handle(body, { [ENCRYPTION_HEADER]: ENCRYPTION_HEADER_VALUE });
    expect(plain.kind === 'json' && plain.body.success).toBe(false);
  });

  it('A-032: a login answers {token, userName, customerType, firstTimeLogin}; a failure carries value.captcha', async () => {
    const { send } = setupWorld();
    const ok = await send(api.auth.login, undefined, {
      body: encryptBody({ username: 'newbie01', password: WELL_KNOWN_PASSWORD, type: 'username' }),
    });
    expect(ok.value).toEqual({ token: expect.any(String), userName: 'newbie01', customerType: ACCOUNT_TYPE.member, firstTimeLogin: true });
    const wrong = { username: 'player01', password: 'Wrong999', type: 'username' };
    const first = await send(api.auth.login, undefined, { body: encryptBody(wrong) });
    expect(first.code).not.toBe('OK');
    expect(first.value).toEqual({ captcha: false });
    const second = await send(api.auth.login, undefined, { body: encryptBody(wrong) });
    expect(second.value).toEqual({ captcha: true });
  });

  it('A-039: send-SMS is a JSON POST of {mobileNum, countryDialingCode, human-check result} answering expirationTime on the world clock', async () => {
    expect(api.sms.send.method).toBe('POST');
    const { w, send } = setupWorld({ clock: { start: Date.UTC(2026, 0, 5, 12) } });
    const challenge = (await send(api.humanCheck.challenge, undefined, { query: { purpose: 'sms' } })).value as {
      challengeId: string;
      target: number;
    };
    const proof = (
      await send(api.humanCheck.verify, undefined, { body: { challengeId: challenge.challengeId, position: challenge.target } })
    ).value as { humanToken: string };
    const mobileNum = w.state.users.player01!.mobileNum;
    const body = {
      mobileNum,
      countryDialingCode: w.state.users.player01!.countryDialingCode,
      purpose: 'login',
      humanToken: proof.humanToken,
    };
    // Without the slider's answer no code is sent.
    expect((await send(api.sms.send, undefined, { body: { ...body, humanToken: 'forged' } })).code).not.toBe('OK');
    w.clock.advance(1234);
    const sent = await send(api.sms.send, undefined, { body });
    expect(sent.value).toEqual({ expirationTime: w.clock.now() + w.state.auth.rules.smsTtlMs });
  });
});

describe('members, agents and the wallet', () => {
  it('A-104, A-106: member info answers nickname, account, type, memberLabel[{labelName}], clubLabel.labelName, and the decided masked mobile', async () => {
    const { w, send } = setupWorld();
    w.patch({ users: { player01: { memberLabels: ['vip'], nickname: 'Ana' } } });
    const info = (await send(api.auth.memberInfo, w.openSession('player01'))).value as Record<string, unknown>;
    expect(Object.keys(info).sort()).toEqual([
      'account',
      'clubLabel',
      'countryDialingCode',
      'memberLabel',
      'mobileNum',
      'nickname',
      'type',
    ]);
    expect(info).toMatchObject({
      nickname: 'Ana',
      account: 'player01',
      type: ACCOUNT_TYPE.member,
      memberLabel: [{ labelName: 'vip' }],
      clubLabel: { labelName: expect.any(String) },
    });
    expect(info.mobileNum).toMatch(/\*{4}/);
  });

  it('A-103: an agent is a member whose type is not 0, 4 or 40; only agents may use the agent area', async () => {
    expect([0, 4, 40].map(isAgentType)).toEqual([false, false, false]);
    expect([1, 2, 41, 42].map(isAgentType)).toEqual([true, true, true, true]);
    const { w, send } = setupWorld();
    for (const [user, agent] of [
      ['player01', false],
      ['member40', false],
      ['agent001', true],
      ['agent002', true],
      ['agent041', true],
    ] as const) {
      expect((await send(api.agent.wallet, w.openSession(user))).code === 'OK', user).toBe(agent);
    }
  });

  it('G-014: the member and merchant wallet calls answer sumBalance', async () => {
    const { w, send } = setupWorld();
    w.patch({ users: { player01: { balance: 321.5 } } });
    const token = w.openSession('player01');
    expect((await send(api.wallet.member, token)).value).toMatchObject({ sumBalance: 321.5 });
    expect((await send(api.wallet.merchant, token)).value).toMatchObject({ sumBalance: expect.any(Number) });
  });

  it('G-101: the contract daily-salary and dividend requests take the token and answer the three contract fields', async () => {
    const { w, send } = setupWorld({ scenario: 'agent-with-contracts' });
    expect((await send(api.agent.salaryContractInfo)).code).toBe('not.logged.in');
    const token = w.openSession('agent001');
    for (const endpoint of [api.agent.salaryContractInfo, api.agent.dividendContractInfo]) {
      expect(endpoint.auth).toBe(true);
      const value = (await send(endpoint, token)).value as Record<string, string>;
      expect(Object.keys(value).sort()).toEqual(['contracthoursalreq', 'dailysalreqtype', 'divtypecompperiodreq']);
      expect(Object.values(value).every((v) => v !== '')).toBe(true);
    }
  });
});

describe('announcements', () => {
  type Listed = Record<'banners' | 'player' | 'popup' | 'agent', Array<Record<string, unknown>>>;

  it("A-137: the home query (types 'B,PL,PU', groupName m_home, platform M, merchantCode) answers without a token, and with one carries the member's read marks", async () => {
    const { w, send } = setupWorld();
    const query = { types: 'B,PL,PU', groupName: 'm_home', platform: 'M', merchantCode: DEFAULT_MERCHANT_CODE };
    const guest = await send(api.announcements.list, undefined, { query });
    expect(guest.code).toBe('OK');
    const guestList = guest.value as Listed;
    expect(guestList.player.length).toBeGreaterThan(0);
    expect(guestList.agent).toEqual([]);
    expect(guestList.player.every((a) => a.read === false)).toBe(true);
    const token = w.openSession('player01');
    const id = guestList.player[0]!.id as number;
    await send(api.announcements.markRead, token, { body: { announcementId: id, read: true } });
    const member = (await send(api.announcements.list, token, { query: { ...query, token } })).value as Listed;
    expect(member.player.find((a) => a.id === id)?.read).toBe(true);
  });

  it('A-138: an announcement has id, title, HTML content, startDate and read', async () => {
    const { send } = setupWorld();
    const list = (await send(api.announcements.list, undefined, { query: { types: 'B,PL,PU', groupName: 'm_home' } })).value as Listed;
    for (const a of [...list.player, ...list.popup]) {
      expect(a).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        content: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        read: expect.any(Boolean),
      });
    }
    expect(list.player.some((a) => /<[a-z]+[\s>]/i.test(a.content as string))).toBe(true);
  });

  it('G-103: agent announcements are type A in group m_home', async () => {
    const { send } = setupWorld();
    const list = (await send(api.announcements.list, undefined, { query: { types: CONTENT_TYPE.agent, groupName: 'm_home' } }))
      .value as Listed;
    expect(list.agent.length).toBeGreaterThan(0);
    expect(list.agent.every((a) => a.type === CONTENT_TYPE.agent && a.groupName === 'm_home')).toBe(true);
    expect(list.player).toEqual([]);
  });
});

describe('games and lottery', () => {
  it('G-046: a game carries every field the spec lists; the game types include the seven it names', async () => {
    const { send } = setupWorld();
    const query = {
      merchant: '',
      platform: 'html5',
      gameName: '',
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 5,
      vassalage: '',
      gameClassify: '',
      minBet: '',
      isNew: false,
      minLine: 0,
    };
    const { games: list } = (await send(api.games.list, undefined, { query })).value as { games: Array<Record<string, unknown>> };
    const fields = [
      'gameId',
      'code',
      'remark',
      'drawDayOfWeek',
      'vassalage',
      'gameClassify',
      'gameType',
      'vendorCode',
      'roomId',
      'nodeId',
      'gameCode',
      'gameGroupId',
      'lottoMode',
      'gameName',
      'nodeName',
      'displayName',
      'showIcon',
      'iconUrl',
      'mobileLargeIcon',
      'mobileSmallIcon',
      'isTop',
      'isNew',
      'isGameH5',
      'supportPlay',
      'gameClassifyNew',
    ];
    expect(list.length).toBeGreaterThan(0);
    for (const game of list) for (const f of fields) expect(game, f).toHaveProperty(f);
    expect(GAME_TYPES).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT']));
  });

  it('G-077: the lottery launch takes {vendor, gameCode, prizeMode}; prize modes Lott, ZY, Elott; play types Tradition and Entertainment', async () => {
    expect(PRIZE_MODES).toEqual(['Lott', 'ZY', 'Elott']);
    expect(Object.values(PLAY_TYPE)).toEqual(['Tradition', 'Entertainment']);
    const { w, send } = setupWorld();
    const token = w.openSession('player01');
    const launched = await send(api.lottery.launch, token, { body: { vendor: 'GPI', gameCode: 'GPI_KENO', prizeMode: 'ZY' } });
    expect(launched.value).toEqual({ url: expect.stringContaining('vendor=GPI&gameCode=GPI_KENO&prizeMode=ZY') });
    expect((await send(api.lottery.launch, token, { body: { vendor: 'GPI', gameCode: 'GPI_KENO', prizeMode: 'Bogus' } })).code).not.toBe(
      'OK',
    );
  });

  it("G-105: the site config is the spec's: platform mobile, EN (TY and EN supported), gateway WEB=1 / MOBILE=3, the content types", () => {
    // Written out on purpose: this pins the contract's constants to the values the spec states.
    expect(SITE_CONFIG).toMatchObject({ platform: 'mobile', language: 'EN', supportedLanguages: ['TY', 'EN'] });
    expect(GATEWAY).toEqual({ WEB: 1, MOBILE: 3 });
    expect(SITE_CONFIG.prizeModes).toEqual(['Lott', 'ZY', 'Elott']);
    expect(CONTENT_TYPE).toEqual({ agent: 'A', player: 'PL', banner: 'B', popup: 'PU', promotion: 'PR' });
    expect(SITE_CONFIG.playTypes).toEqual({ tradition: 'Tradition', entertainment: 'Entertainment' });
  });
});
