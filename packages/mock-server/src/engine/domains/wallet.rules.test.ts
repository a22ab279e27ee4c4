import { api, type Reward, type WalletRecord } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { ruleWorld } from '../../testing/rule-kit';
import { WELL_KNOWN_PASSWORD } from '../seed';
import { pageOf } from './common';
import { checkAmount } from './wallet';
import { maskEmail } from './member';

/**
 * Wallet and member-centre rules at their edges: amount limits per
 * method, the balance after a withdrawal, frozen money, record filters, rewards that expire on the
 * world clock, VIP levels, masking.
 */

function member(balance = 1000) {
  const kit = ruleWorld();
  kit.w.patch({ users: { player01: { balance } } });
  return { ...kit, token: kit.w.openSession('player01') };
}
type Rec = WalletRecord;

describe('amounts (A-018)', () => {
  it('accepts the limits themselves and 2 decimals; refuses a cent outside or a third decimal, naming the limits', () => {
    expect(() => checkAmount(10, 10, 50)).not.toThrow();
    expect(() => checkAmount(50, 10, 50)).not.toThrow();
    expect(() => checkAmount(12.34, 10, 50)).not.toThrow();
    for (const bad of [9.99, 50.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => checkAmount(bad, 10, 50), String(bad)).toThrow(
        expect.objectContaining({ code: 'amount.invalid', value: { field: 'amount', min: 10, max: 50 } }),
      );
    }
  });

  it('each deposit method has its limits: USDT from 50, PIX up to 50,000, the others up to 20,000', async () => {
    const { call, token } = member();
    const deposit = (method: string, amount: number) => call(api.wallet.deposit, { token, body: { method, amount } });
    expect((await deposit('USDT', 49.99)).code).toBe('amount.invalid');
    expect((await deposit('USDT', 50)).code).toBe('OK');
    expect((await deposit('PIX', 9.99)).value).toEqual({ field: 'amount', min: 10, max: 50_000 });
    expect((await deposit('PIX', 50_000)).code).toBe('OK');
    expect((await deposit('BANK', 20_000.01)).value).toEqual({ field: 'amount', min: 10, max: 20_000 });
    expect((await deposit('BANK', 20_000)).code).toBe('OK');
  });

  it('lists the deposit methods with their limits, quick amounts, payee and delay', async () => {
    const { call, token } = member();
    expect((await call(api.wallet.depositMethods, { token })).value).toEqual([
      { code: 'PIX', min: 10, max: 50_000, quickAmounts: [10, 50, 100, 500], payee: 'pix@mock-site.test', etaMinutes: 0 },
      { code: 'BANK', min: 10, max: 20_000, quickAmounts: [10, 50, 100, 500], payee: 'Mock Bank 001 / 12345-6', etaMinutes: 30 },
      { code: 'USDT', min: 50, max: 20_000, quickAmounts: [50, 100, 500, 1000], payee: 'TMockUsdtAddress0000000000000001', etaMinutes: 10 },
    ]);
  });
});

describe('deposit and withdraw', () => {
  it('a deposit books a SUCCESS record named after the method, first in the list, and counts in the total deposit', async () => {
    const { w, call, token } = member(1000);
    const before = (await call<{ totalDeposit: number }>(api.member.vipBenefits, { token })).value.totalDeposit;
    w.clock.advance(1234);
    const res = await call<{ record: Rec; sumBalance: number }>(api.wallet.deposit, { token, body: { method: 'BANK', amount: 100.5 } });
    expect(res.value).toEqual({
      record: {
        id: expect.stringMatching(/^T\d{6}$/),
        type: 'D',
        amount: 100.5,
        balanceAfter: 1100.5,
        status: 'SUCCESS',
        createdAt: w.clock.now(),
        remark: 'BANK',
      },
      sumBalance: 1100.5,
    });
    const records = (await call<{ list: Rec[] }>(api.wallet.records, { token, query: {} })).value.list;
    expect(records[0]).toEqual(res.value.record);
    expect((await call<{ totalDeposit: number }>(api.member.vipBenefits, { token })).value.totalDeposit).toBe(
      Math.round((before + 100.5) * 100) / 100,
    );
    // Record ids follow each other.
    const next = await call<{ record: Rec }>(api.wallet.deposit, { token, body: { method: 'PIX', amount: 10 } });
    expect(Number(next.value.record.id.slice(1))).toBe(Number(res.value.record.id.slice(1)) + 1);
  });

  it('a withdrawal checks the password, then the limits, then the balance; the whole balance may go', async () => {
    const { w, call, token } = member(80);
    const withdraw = (amount: number, password = WELL_KNOWN_PASSWORD) => call(api.wallet.withdraw, { token, body: { amount, password } });
    expect(await withdraw(60, 'nope')).toMatchObject({ code: 'password.wrong', value: { field: 'password' } });
    expect(await withdraw(49.99)).toMatchObject({ code: 'amount.invalid', value: { field: 'amount', min: 50, max: 20_000 } });
    expect(await withdraw(80.01)).toMatchObject({ status: 400, code: 'balance.insufficient', value: { field: 'amount', balance: 80 } });
    const all = await withdraw(80);
    expect(all.value).toEqual({
      record: {
        id: expect.stringMatching(/^T\d{6}$/),
        type: 'W',
        amount: -80,
        balanceAfter: 0,
        status: 'PENDING',
        createdAt: w.clock.now(),
        remark: '',
      },
      sumBalance: 0,
    });
  });

  it('money of pending withdrawals is frozen: in the total, not available', async () => {
    const { w, call, token } = member(500);
    w.state.wallet.player01 = { records: [], bets: [], rewards: [], totalDeposit: 0, seq: 1 };
    expect((await call(api.wallet.merchant, { token })).value).toEqual({ sumBalance: 500, available: 500, frozen: 0, currency: 'BRL' });
    await call(api.wallet.withdraw, { token, body: { amount: 120.25, password: WELL_KNOWN_PASSWORD } });
    // A finished withdrawal, a deposit and a pending deposit are not frozen.
    w.state.wallet.player01!.records.push({
      id: 'T9',
      type: 'W',
      amount: -7,
      balanceAfter: 0,
      status: 'SUCCESS',
      createdAt: 0,
      remark: '',
    });
    w.state.wallet.player01!.records.push({
      id: 'T8',
      type: 'D',
      amount: 30,
      balanceAfter: 0,
      status: 'PENDING',
      createdAt: 0,
      remark: '',
    });
    await call(api.wallet.deposit, { token, body: { method: 'PIX', amount: 10 } });
    expect((await call(api.wallet.merchant, { token })).value).toEqual({
      sumBalance: 510,
      available: 389.75,
      frozen: 120.25,
      currency: 'BRL',
    });
    expect((await call(api.wallet.member, { token })).value).toEqual({ sumBalance: 389.75 });
  });
});

describe('account and bet records', () => {
  const rec = (id: string, type: Rec['type'], createdAt: number): Rec => ({
    id,
    type,
    amount: 1,
    balanceAfter: 1,
    status: 'SUCCESS',
    createdAt,
    remark: '',
  });

  it('filters by types and by an inclusive date range, pages by slicing', async () => {
    const { w, call, token } = member();
    w.state.wallet.player01 = {
      records: [rec('T5', 'D', 500), rec('T4', 'W', 400), rec('T3', 'B', 300), rec('T2', 'D', 200), rec('T1', 'A', 100)],
      bets: [],
      rewards: [],
      totalDeposit: 0,
      seq: 6,
    };
    const ids = async (query: Record<string, unknown>) =>
      (await call<{ list: Rec[] }>(api.wallet.records, { token, query })).value.list.map((r) => r.id);
    expect(await ids({ types: 'D,A' })).toEqual(['T5', 'T2', 'T1']);
    expect(await ids({ from: 200, to: 400 })).toEqual(['T4', 'T3', 'T2']);
    expect(await ids({ from: 201 })).toEqual(['T5', 'T4', 'T3']);
    expect(await ids({ to: 199 })).toEqual(['T1']);
    expect((await call(api.wallet.records, { token, query: { pageNo: 2, pageSize: 2 } })).value).toMatchObject({
      list: [{ id: 'T3' }, { id: 'T2' }],
      pageNum: 2,
      totalPages: 3,
      total: 5,
    });
  });

  it('bet records: inclusive date range, paged', async () => {
    const { w, call, token } = member();
    const bet = (id: string, createdAt: number) => ({ id, vendor: 'PG', gameName: 'g', betAmount: 1, winAmount: 0, createdAt });
    w.state.wallet.player01 = { records: [], bets: [bet('B3', 300), bet('B2', 200), bet('B1', 100)], rewards: [], totalDeposit: 0, seq: 1 };
    expect((await call(api.member.betRecords, { token, query: { from: 100, to: 200 } })).value).toEqual({
      list: [bet('B2', 200), bet('B1', 100)],
      pageNum: 1,
      totalPages: 1,
      total: 2,
    });
    expect((await call(api.member.betRecords, { token, query: { from: 500 } })).value).toEqual({
      list: [],
      pageNum: 1,
      totalPages: 1,
      total: 0,
    });
  });

  it('pageOf: at least one page, the last one partial', () => {
    expect(pageOf([], 1, 20)).toEqual({ list: [], pageNum: 1, totalPages: 1, total: 0 });
    expect(pageOf([1, 2, 3, 4, 5], 3, 2)).toEqual({ list: [5], pageNum: 3, totalPages: 3, total: 5 });
    expect(pageOf([1, 2, 3, 4], 2, 2)).toEqual({ list: [3, 4], pageNum: 2, totalPages: 2, total: 4 });
  });
});

describe('rewards on the world clock', () => {
  const reward = (id: string, status: Reward['status'], expiresAt: number): Reward => ({
    id,
    title: `Gift ${id}`,
    amount: 12.5,
    status,
    expiresAt,
  });

  it('a claimable reward shows expired from its exact expiry, and can no longer be claimed then', async () => {
    const { w, call, token } = member(100);
    const now = w.clock.now();
    w.state.wallet.player01 = {
      records: [],
      bets: [],
      rewards: [reward('R1', 'CLAIMABLE', now + 1000), reward('R2', 'CLAIMED', now - 1), reward('R3', 'CLAIMABLE', now + 1)],
      totalDeposit: 0,
      seq: 1,
    };
    expect((await call<Array<{ id: string; status: string }>>(api.member.rewards, { token })).value.map((r) => r.status)).toEqual([
      'CLAIMABLE',
      'CLAIMED',
      'CLAIMABLE',
    ]);
    w.clock.advance(1);
    expect((await call<Array<{ id: string; status: string }>>(api.member.rewards, { token })).value.map((r) => r.status)).toEqual([
      'CLAIMABLE',
      'CLAIMED',
      'EXPIRED',
    ]);
    expect(await call(api.member.claimReward, { token, body: { id: 'R3' } })).toMatchObject({ status: 409, code: 'reward.unavailable' });
    expect((await call(api.member.claimReward, { token, body: { id: 'R2' } })).code).toBe('reward.unavailable');
    expect((await call(api.member.claimReward, { token, body: { id: 'R9' } })).code).toBe('reward.unavailable');
    w.clock.advance(998);
    const claimed = await call<{ reward: unknown; record: Rec; sumBalance: number }>(api.member.claimReward, { token, body: { id: 'R1' } });
    expect(claimed.value).toEqual({
      reward: reward('R1', 'CLAIMED', now + 1000),
      record: { id: 'T000001', type: 'R', amount: 12.5, balanceAfter: 112.5, status: 'SUCCESS', createdAt: now + 999, remark: 'Gift R1' },
      sumBalance: 112.5,
    });
    expect((await call(api.member.claimReward, { token, body: { id: 'R1' } })).code).toBe('reward.unavailable');
  });
});

describe('member centre', () => {
  it('VIP: the levels and thresholds; the current level is what the deposits reach, whatever the stored label', async () => {
    const { w, call, token } = member();
    const levels = (
      await call<{ current: number; levels: Array<{ level: number; name: string; depositNeeded: number; benefits: string[] }> }>(
        api.member.vipBenefits,
        { token },
      )
    ).value;
    expect(levels.levels.map((l) => [l.level, l.name, l.depositNeeded, l.benefits.join(' ')])).toEqual([
      [0, 'Bronze', 0, 'vip_daily_bonus'],
      [1, 'Silver', 1_000, 'vip_daily_bonus vip_cashback_1'],
      [2, 'Gold', 10_000, 'vip_daily_bonus vip_cashback_2 vip_birthday'],
      [3, 'Platinum', 50_000, 'vip_daily_bonus vip_cashback_3 vip_birthday vip_fast_withdraw'],
    ]);
    const before = levels.current;
    for (const label of ['Platinum', 'Bronze', 'Diamond']) {
      w.patch({ users: { player01: { clubLabel: label } } });
      expect((await call<{ current: number }>(api.member.vipBenefits, { token })).value.current, label).toBe(before);
    }
  });

  it('nickname is trimmed; a blank one is refused on its field', async () => {
    const { w, call, token } = member();
    expect((await call(api.member.setNickname, { token, body: { nickname: '  Ana  ' } })).value).toEqual({ nickname: 'Ana' });
    expect(w.state.users.player01!.nickname).toBe('Ana');
    expect(await call(api.member.setNickname, { token, body: { nickname: '   ' } })).toMatchObject({
      status: 400,
      code: 'bad.request',
      value: { field: 'nickname' },
    });
    expect(w.state.users.player01!.nickname).toBe('Ana');
  });

  it('a head icon is one of the eight; the avatar becomes that STATIC image', async () => {
    const { w, call, token } = member();
    expect((await call(api.member.headIcons, { token })).value).toEqual([
      'avatar_1',
      'avatar_2',
      'avatar_3',
      'avatar_4',
      'avatar_5',
      'avatar_6',
      'avatar_7',
      'avatar_8',
    ]);
    expect(await call(api.member.setAvatar, { token, body: { avatar: 'avatar_9' } })).toMatchObject({
      status: 400,
      code: 'bad.request',
      value: { field: 'avatar' },
    });
    expect((await call(api.member.setAvatar, { token, body: { avatar: 'avatar_8' } })).value).toEqual({
      avatar: 'avatar_8',
      avatarType: 'STATIC',
    });
    expect((await call(api.auth.avatar, { token })).value).toEqual({ avatar: 'avatar_8', avatarType: 'STATIC' });
    expect(w.state.auth.avatars.player01).toEqual({ avatar: 'avatar_8', avatarType: 'STATIC' });
  });

  it('the security centre masks the number and the address', async () => {
    const { w, call, token } = member();
    w.patch({ users: { player01: { mobileNum: '11987654321', email: 'player01@example.com' } } });
    expect((await call(api.member.security, { token })).value).toEqual({
      account: 'player01',
      mobileNum: '119****4321',
      countryDialingCode: '+55',
      email: 'pl****@example.com',
    });
    w.patch({ users: { player01: { mobileNum: '', email: '' } } });
    expect((await call(api.member.security, { token })).value).toMatchObject({ mobileNum: '', email: '' });
    // Six digits or fewer are shown as they are; seven are masked.
    w.patch({ users: { player01: { mobileNum: '123456' } } });
    expect((await call(api.member.security, { token })).value).toMatchObject({ mobileNum: '123456' });
    w.patch({ users: { player01: { mobileNum: '1234567' } } });
    expect((await call(api.member.security, { token })).value).toMatchObject({ mobileNum: '123****4567' });
  });

  it('maskEmail keeps at most two letters before the @', () => {
    expect(maskEmail('a@x.com')).toBe('a****@x.com');
    expect(maskEmail('ab@x.com')).toBe('ab****@x.com');
    expect(maskEmail('abc@x.com')).toBe('ab****@x.com');
    expect(maskEmail('@x.com')).toBe('****');
    expect(maskEmail('nope')).toBe('****');
    expect(maskEmail('')).toBe('');
  });

  it('a trial account is refused every member-centre call (A-100, A-101)', async () => {
    const { w, call } = ruleWorld();
    const trial = (await call<{ token: string }>(api.auth.trialLogin)).value.token;
    for (const [endpoint, input] of [
      [api.member.inboxUnread, {}],
      [api.member.chatUnread, {}],
      [api.member.setNickname, { body: { nickname: 'x' } }],
      [api.member.setAvatar, { body: { avatar: 'avatar_1' } }],
      [api.member.security, {}],
      [api.member.vipBenefits, {}],
      [api.member.rewards, {}],
      [api.member.claimReward, { body: { id: 'R1' } }],
      [api.wallet.depositMethods, {}],
      [api.wallet.deposit, { body: { method: 'PIX', amount: 10 } }],
      [api.wallet.withdraw, { body: { amount: 50, password: 'x' } }],
    ] as const) {
      expect(await call(endpoint, { ...input, token: trial }), endpoint.id).toMatchObject({
        status: 403,
        code: 'trial.forbidden',
        message: 'Please login an actual account to use this function',
      });
    }
    expect(w.state.users.trial1!.nickname).toBe('trial1');
  });
});

describe('an account made in the world has no history from before it existed', () => {
  it("a trial login starts with no records or bets; a seeded member keeps its history, all before the world's now", async () => {
    const { call, w } = ruleWorld();
    const trial = (await call<{ token: string }>(api.auth.trialLogin)).value.token;
    const trialRecords = (await call<{ list: Rec[] }>(api.wallet.records, { token: trial, query: {} })).value.list;
    expect(trialRecords).toEqual([]);
    expect((await call<{ list: unknown[] }>(api.member.betRecords, { token: trial, query: {} })).value.list).toEqual([]);
    const seeded = (await call<{ list: Rec[] }>(api.wallet.records, { token: w.openSession('player01'), query: {} })).value.list;
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((r) => r.createdAt <= w.clock.now())).toBe(true);
  });
});
