import { api } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { setupWorld } from '../../testing/engine-harness';
import { PLAYER01_UNREAD } from '../unread-state';

/** Support areas: feedback (A-109..A-113), help, inbox, channels, announcements (A-131, A-136, G-006). */

const setup = (scenario?: string) => setupWorld(scenario ? { scenario } : {});

const feedback = (captcha: string, over: Record<string, unknown> = {}) => ({
  body: { content: 'My deposit has not arrived yet.', sender: 'player01', type: 1, captcha, ...over },
});

describe('feedback (A-109..A-113)', () => {
  it('accepts a valid feedback with the issued captcha, once', async () => {
    const { w, send } = setup();
    const token = w.openSession('player01');
    await send(api.auth.captcha);
    const text = w.state.captcha!.text;
    expect(await send(api.feedback.submit, token, feedback(text))).toMatchObject({ code: 'OK', value: { id: 1 } });
    // The captcha is used up.
    expect((await send(api.feedback.submit, token, feedback(text))).code).toBe('verify.code.error');
  });

  it('refuses a bad type, a short or long remark, a bad captcha, a guest and a trial', async () => {
    const { w, send } = setup();
    const token = w.openSession('player01');
    await send(api.auth.captcha);
    const text = w.state.captcha!.text;
    expect(await send(api.feedback.submit, token, feedback(text, { type: 5 }))).toMatchObject({
      code: 'bad.request',
      value: { field: 'type' },
    });
    expect(await send(api.feedback.submit, token, feedback(text, { type: -1 }))).toMatchObject({
      code: 'bad.request',
      value: { field: 'type' },
    });
    expect(await send(api.feedback.submit, token, feedback(text, { content: 'too short' }))).toMatchObject({
      code: 'bad.request',
      value: { field: 'content', min: 10, max: 200 },
    });
    expect(await send(api.feedback.submit, token, feedback(text, { content: 'x'.repeat(201) }))).toMatchObject({
      value: { field: 'content' },
    });
    expect(await send(api.feedback.submit, token, feedback('not a captcha!'))).toMatchObject({
      code: 'bad.request',
      value: { field: 'captcha' },
    });
    expect((await send(api.feedback.submit, undefined, feedback(text))).code).toBe('not.logged.in');
  });
});

describe('help (A-119, A-120)', () => {
  it('answers the MOBILE items with a terms item, and refuses another device', async () => {
    const { send } = setup();
    const res = await send(api.help.list, undefined, { query: { device: 'MOBILE' } });
    expect(res.code).toBe('OK');
    expect((res.value as { tag: string }[]).some((h) => h.tag === 'terms')).toBe(true);
    expect((await send(api.help.list, undefined, { query: { device: 'PC' } })).status).toBe(400);
  });
});

describe('help, mail and notices in the display language', () => {
  type Texts = { title: string; content: string };
  it('answers help items, mail and notices in PT or VI when asked, English otherwise; the state keeps English', async () => {
    const { w, send } = setup();
    const token = w.openSession('player01');
    const help = async (language?: string) =>
      ((await send(api.help.list, undefined, { query: { device: 'MOBILE', ...(language ? { language } : {}) } })).value as Texts[])[0]!;
    expect((await help('pt')).title).toBe('Como faço um depósito?');
    expect((await help('vi-VN')).content).toContain('Nạp tiền');
    expect((await help()).title).toBe('How do I deposit?');
    expect((await help('xx')).title).toBe('How do I deposit?');
    const inbox = (await send(api.inbox.list, token, { query: { pageNo: 1, pageSize: 20, language: 'pt' } })).value as {
      list: (Texts & { id: number })[];
    };
    expect(inbox.list[0]!.title).toBe('Seu rebate semanal está disponível');
    expect(((await send(api.inbox.detail, token, { query: { id: inbox.list[0]!.id, language: 'vi' } })).value as Texts).title).toBe(
      'Hoàn trả hằng tuần của bạn đã sẵn sàng',
    );
    const notices = (await send(api.announcements.notices, token, { query: { pageNo: 1, pageSize: 20, language: 'pt' } })).value as {
      list: (Texts & { id: number })[];
    };
    expect(notices.list.map((n) => n.title)).toContain('Atualização dos canais de depósito');
    const deposit = notices.list.find((n) => n.title === 'Atualização dos canais de depósito')!;
    expect(
      ((await send(api.announcements.noticeDetail, token, { query: { id: deposit.id, language: 'pt' } })).value as Texts).content,
    ).toContain('Um novo canal de depósito');
    expect(w.state.support.help[0]!.title).toBe('How do I deposit?');
    // The contract bounds the field like every other: a language longer than 8 characters is refused.
    expect(await send(api.help.list, undefined, { query: { device: 'MOBILE', language: 'x'.repeat(9) } })).toMatchObject({ status: 400 });
  });
});

describe('inbox (A-125, A-128)', () => {
  it('lists the mail, and reading an unread mail lowers member.inboxUnread', async () => {
    const { w, send } = setup();
    const token = w.openSession('player01');
    const page = (await send(api.inbox.list, token, { query: { pageNo: 1, pageSize: 20 } })).value as {
      list: { id: number; read: boolean }[];
      unread: number;
    };
    expect(page.unread).toBe(PLAYER01_UNREAD.inbox);
    expect(page.list.filter((m) => !m.read)).toHaveLength(PLAYER01_UNREAD.inbox);
    const first = page.list.find((m) => !m.read)!;
    expect(await send(api.inbox.markRead, token, { body: { id: first.id } })).toMatchObject({
      value: { unread: PLAYER01_UNREAD.inbox - 1 },
    });
    // Twice is once.
    expect(await send(api.inbox.markRead, token, { body: { id: first.id } })).toMatchObject({
      value: { unread: PLAYER01_UNREAD.inbox - 1 },
    });
    expect((await send(api.member.inboxUnread, token)).value).toBe(PLAYER01_UNREAD.inbox - 1);
    expect((await send(api.inbox.detail, token, { query: { id: first.id } })).value).toMatchObject({ id: first.id, read: true });
  });

  it('refuses an unknown id, huge pages and MAILCEN off', async () => {
    const { w, send } = setup();
    const token = w.openSession('player01');
    expect((await send(api.inbox.detail, token, { query: { id: 999 } })).code).toBe('bad.request');
    expect((await send(api.inbox.list, token, { query: { pageNo: 1, pageSize: 1e7 } })).status).toBe(400);
    const off = setup('support-flags-off');
    expect((await off.send(api.inbox.list, off.w.openSession('player01'), { query: {} })).code).toBe('no.permission');
  });

  it('never reads a prototype property as a mailbox', async () => {
    const { w, send } = setup();
    Object.assign(w.state.users, { constructor: { ...w.state.users.player01!, username: 'constructor' } });
    expect(Object.hasOwn(w.state.users, 'constructor')).toBe(true);
    const token = w.openSession('constructor');
    expect((await send(api.inbox.list, token, { query: {} })).value).toMatchObject({ list: [], total: 0 });
  });
});

describe('support channels (A-126, A-116, A-143)', () => {
  it('answers the customer-service link and the chat launch, with the gating of live chat', async () => {
    const { w, send } = setup();
    expect((await send(api.support.customerService)).value).toMatchObject({
      csType: 'LIVECHAT',
      chatUrl: expect.stringContaining('/pages/chat'),
    });
    expect((await send(api.support.chatLaunch, w.openSession('player01'))).value).toMatchObject({
      chatUrl: expect.stringContaining('user=player01'),
    });
    expect((await send(api.support.chatLaunch, w.openSession('nochat01'))).code).toBe('no.permission');
  });

  it('titles the customer-service channel in PT and VI, English without a language', async () => {
    const { send } = setup();
    const title = async (language?: string) =>
      ((await send(api.support.customerService, undefined, { query: language ? { language } : {} })).value as { title: string }).title;
    expect(await title('pt')).toBe('Atendimento ao cliente');
    expect(await title('vi')).toBe('Chăm sóc khách hàng');
    expect(await title()).toBe('Customer service');
    expect(await title('xx')).toBe('Customer service');
    expect(await send(api.support.customerService, undefined, { query: { language: 'x'.repeat(9) } })).toMatchObject({ status: 400 });
  });

  it('filters download links by resourceType and refuses unknown types', async () => {
    const { send } = setup();
    const res = await send(api.support.downloads, undefined, { query: { resourceType: 'Android,IOS' } });
    expect((res.value as { resourceType: string }[]).map((r) => r.resourceType)).toEqual(['Android', 'IOS']);
    expect((await send(api.support.downloads, undefined, { query: { resourceType: 'constructor' } })).code).toBe('bad.request');
  });
});

describe('announcements (A-131, A-136, G-006)', () => {
  it('counts unread per type, and a mark clears one', async () => {
    const { w, send } = setup();
    const token = w.openSession('player01');
    const before = (await send(api.announcements.unread, token)).value as { PL: number; A: number };
    expect(before.PL).toBeGreaterThan(0);
    expect(before.A).toBe(0);
    const list = (await send(api.announcements.list, token, { query: { types: 'B,PL,PU', groupName: 'm_home' } })).value as {
      player: { id: number }[];
      hot: unknown[];
      footer: { unreadCount: number };
    };
    expect(list.footer.unreadCount).toBe(before.PL);
    expect(list.hot.length).toBeGreaterThan(0);
    await send(api.announcements.markRead, token, { body: { announcementId: list.player[0]!.id, read: true } });
    expect(((await send(api.announcements.unread, token)).value as { PL: number }).PL).toBe(before.PL - 1);
    const agentNotices = w.state.announcements.filter((a) => a.type === 'A').length;
    expect(((await send(api.announcements.unread, w.openSession('agent001'))).value as { A: number }).A).toBe(agentNotices);
  });

  it('serves notices with detail by id, and refuses unknown ids', async () => {
    const { w, send } = setup();
    const token = w.openSession('player01');
    const page = (await send(api.announcements.notices, token, { query: {} })).value as { list: { id: number }[]; total: number };
    expect(page.total).toBe(page.list.length);
    expect((await send(api.announcements.noticeDetail, token, { query: { id: page.list[0]!.id } })).value).toMatchObject({
      id: page.list[0]!.id,
    });
    expect((await send(api.announcements.noticeDetail, token, { query: { id: 999 } })).code).toBe('bad.request');
  });
});
