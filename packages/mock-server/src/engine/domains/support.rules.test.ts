import { api } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { ruleWorld } from '../../testing/rule-kit';

/**
 * Support rules at their edges (A-107..A-113, A-118..A-128, A-143): the feedback remark
 * bounds and captcha, the inbox order and unread counter, live chat gating, download filters.
 */

function supportWorld() {
  const kit = ruleWorld();
  return { ...kit, token: kit.w.openSession('player01') };
}
const feedback = (over: Record<string, unknown> = {}) => ({ content: 'x'.repeat(10), sender: '', type: 1, captcha: '1234', ...over });

describe('feedback (A-107..A-113)', () => {
  it('takes a remark of 10 to 200 characters after trimming, naming the bounds otherwise', async () => {
    const { w, call, token } = supportWorld();
    w.patch({ settings: { info: { whitelabel: { CAPTCHA: false } } } });
    const send = (content: string) => call<{ id: number }>(api.feedback.submit, { token, body: feedback({ content }) });
    for (const content of ['x'.repeat(9), `  ${'x'.repeat(9)}  `, 'x'.repeat(201)]) {
      expect(await send(content), `${content.length}`).toMatchObject({
        status: 400,
        code: 'bad.request',
        value: { field: 'content', min: 10, max: 200 },
      });
    }
    expect((await send(` ${'a'.repeat(10)} `)).value).toEqual({ id: 1 });
    expect((await send('b'.repeat(200))).value).toEqual({ id: 2 });
    expect(w.state.support.feedback).toEqual([
      { id: 1, username: 'player01', type: 1, content: 'a'.repeat(10), sentAt: w.clock.now() },
      { id: 2, username: 'player01', type: 1, content: 'b'.repeat(200), sentAt: w.clock.now() },
    ]);
  });

  it('takes the question types of the list only', async () => {
    const { w, call, token } = supportWorld();
    w.patch({ settings: { info: { whitelabel: { CAPTCHA: false } } } });
    for (const type of [5, 7, -1])
      expect(await call(api.feedback.submit, { token, body: feedback({ type }) }), `type ${type}`).toMatchObject({
        status: 400,
        value: { field: 'type' },
      });
    for (const type of [0, 1, 2, 3, 4, 6])
      expect((await call(api.feedback.submit, { token, body: feedback({ type }) })).code, `type ${type}`).toBe('OK');
  });

  it('with the CAPTCHA switch on: the shape first, then the issued text (any case, trimmed), one try per image', async () => {
    const { w, call, token } = supportWorld();
    const issue = (text: string) => {
      w.state.captcha = { text, issuedAt: w.clock.now() };
    };
    issue('Ab12');
    for (const captcha of ['', 'a'.repeat(17), 'ab-1', '--1']) {
      expect(await call(api.feedback.submit, { token, body: feedback({ captcha }) }), captcha).toMatchObject({
        status: 400,
        code: 'bad.request',
        value: { field: 'captcha' },
      });
    }
    // A badly shaped answer does not spend the image.
    expect(w.state.captcha).toEqual({ text: 'Ab12', issuedAt: w.clock.now() });
    expect(await call(api.feedback.submit, { token, body: feedback({ captcha: 'xx99' }) })).toMatchObject({
      status: 400,
      code: 'verify.code.error',
      value: { field: 'captcha', captcha: true },
    });
    expect(w.state.captcha).toBeNull();
    expect((await call(api.feedback.submit, { token, body: feedback({ captcha: 'Ab12' }) })).code).toBe('verify.code.error');
    issue('Ab12');
    expect((await call(api.feedback.submit, { token, body: feedback({ captcha: ' aB12 ' }) })).code).toBe('OK');
    issue('-7');
    expect((await call(api.feedback.submit, { token, body: feedback({ captcha: '-7' }) })).code).toBe('OK');
  });
});

describe('inbox (A-125, A-128)', () => {
  const mail = (id: number, sentAt: string, read = false) => ({ id, title: `M${id}`, content: 'c', sentAt, read });

  it('lists newest first (the higher id first at the same time), pages, and answers the unread counter', async () => {
    const { w, call, token } = supportWorld();
    w.state.support.inbox.player01 = [
      mail(1, '2026-01-01 10:00:00'),
      mail(2, '2026-01-03 10:00:00'),
      mail(3, '2026-01-01 10:00:00'),
      mail(4, '2026-01-02 09:00:00', true),
    ];
    w.state.unread.player01 = { inbox: 3, chat: 0 } as never;
    const page = async (pageNo: number, pageSize: number) =>
      (await call<{ list: Array<{ id: number }>; total: number; unread: number }>(api.inbox.list, { token, query: { pageNo, pageSize } }))
        .value;
    const all = await page(1, 20);
    expect(all.list.map((m) => m.id)).toEqual([2, 4, 3, 1]);
    expect(all).toMatchObject({ total: 4, unread: 3 });
    expect((await page(2, 3)).list.map((m) => m.id)).toEqual([1]);
    const other = ruleWorld();
    other.w.state.unread = {};
    expect((await other.call(api.inbox.list, { token: other.w.openSession('agent002'), query: {} })).value).toEqual({
      list: [],
      total: 0,
      unread: 0,
    });
  });

  it('orders by time whatever the ids, and mails of the same second by id, higher first', async () => {
    const { w, call, token } = supportWorld();
    w.state.support.inbox.player01 = [
      mail(2, '2026-01-02 10:00:00'),
      mail(3, '2026-01-02 10:00:00'),
      mail(5, '2026-01-01 10:00:00'),
      mail(4, '2026-01-02 10:00:00'),
      mail(1, '2026-01-03 10:00:00'),
      mail(6, '2026-01-01 10:00:00'),
    ];
    const ids = async () => (await call<{ list: Array<{ id: number }> }>(api.inbox.list, { token, query: {} })).value.list.map((m) => m.id);
    expect(await ids()).toEqual([1, 4, 3, 2, 6, 5]);
    // Same second only, in an order a sort without the id rule gets wrong.
    w.state.support.inbox.player01 = [1, 2, 4, 3].map((id) => mail(id, '2026-01-02 10:00:00'));
    expect(await ids()).toEqual([4, 3, 2, 1]);
  });

  it('reading an unread mail lowers the counter once, never below zero; an unknown id is refused on its field', async () => {
    const { w, call, token } = supportWorld();
    w.state.support.inbox.player01 = [mail(1, '2026-01-01 10:00:00'), mail(2, '2026-01-02 10:00:00'), mail(3, '2026-01-03 10:00:00', true)];
    w.state.unread.player01 = { ...w.state.unread.player01!, inbox: 1 };
    expect((await call(api.inbox.markRead, { token, body: { id: 1 } })).value).toEqual({ id: 1, unread: 0 });
    expect((await call(api.inbox.markRead, { token, body: { id: 1 } })).value).toEqual({ id: 1, unread: 0 });
    expect((await call(api.inbox.markRead, { token, body: { id: 2 } })).value).toEqual({ id: 2, unread: 0 });
    expect(w.state.support.inbox.player01!.map((m) => m.read)).toEqual([true, true, true]);
    expect(await call(api.inbox.markRead, { token, body: { id: 9 } })).toMatchObject({
      status: 400,
      code: 'bad.request',
      value: { field: 'id' },
    });
    expect(await call(api.inbox.detail, { token, query: { id: 9 } })).toMatchObject({ status: 400, value: { field: 'id' } });
    expect((await call(api.inbox.detail, { token, query: { id: 2 } })).value).toEqual({ ...mail(2, '2026-01-02 10:00:00'), read: true });
  });

  it('a member without a counter reads a mail and is answered 0', async () => {
    const { w, call, token } = supportWorld();
    w.state.support.inbox.player01 = [mail(1, '2026-01-01 10:00:00')];
    delete w.state.unread.player01;
    expect((await call(api.inbox.markRead, { token, body: { id: 1 } })).value).toEqual({ id: 1, unread: 0 });
  });
});

describe('customer service and live chat (A-126, A-143)', () => {
  it('the customer-service path is opaque Base64 of the merchant and chat URL', async () => {
    const { w, call } = supportWorld();
    const v = (await call<{ path: string; title: string; csType: string; chatUrl: string }>(api.support.customerService)).value;
    const chatUrl = w.state.settings.info.customerService.chatUrl;
    expect(v).toEqual({ path: expect.any(String), title: 'Customer service', csType: 'LIVECHAT', chatUrl });
    expect(new TextDecoder().decode(Uint8Array.from(atob(v.path), (c) => c.charCodeAt(0)))).toBe(`cs:${w.state.merchantCode}:${chatUrl}`);
  });

  it('live chat opens the chat with the channel and the member; refused to a nochat member and a trial', async () => {
    const { w, call, token } = supportWorld();
    w.patch({ settings: { info: { customerService: { chatUrl: 'https://chat.test/room?lang=en' } } } });
    expect((await call(api.support.chatLaunch, { token })).value).toEqual({
      chatUrl: 'https://chat.test/room?lang=en&channel=livechat&user=player01',
    });
    expect(await call(api.support.chatLaunch, { token: w.openSession('nochat01') })).toMatchObject({ status: 403, code: 'no.permission' });
    const trial = (await call<{ token: string }>(api.auth.trialLogin)).value.token;
    expect(await call(api.support.chatLaunch, { token: trial })).toMatchObject({ status: 403, code: 'trial.forbidden' });
  });
});

describe('downloads (A-142)', () => {
  it('filters by a comma list of types from the closed list; spaces, empty items or an unknown type are refused', async () => {
    const { w, call } = supportWorld();
    w.patch({
      settings: {
        info: {
          resources: [
            { resourceType: 'Android', url: 'a' },
            { resourceType: 'IOS', url: 'i' },
            { resourceType: 'MOBILECONFIG', url: 'm' },
          ],
        },
      },
    });
    const types = async (resourceType?: string) =>
      (
        await call<Array<{ resourceType: string }>>(api.support.downloads, { query: resourceType === undefined ? {} : { resourceType } })
      ).value.map((r) => r.resourceType);
    expect(await types()).toEqual(['Android', 'IOS', 'MOBILECONFIG']);
    expect(await types('IOS,Android')).toEqual(['Android', 'IOS']);
    expect(await call(api.support.downloads, { query: { resourceType: ' IOS , ,Android' } })).toMatchObject({
      status: 400,
      value: { field: 'resourceType' },
    });
    expect(await types('MOBILECONFIG')).toEqual(['MOBILECONFIG']);
    expect(await call(api.support.downloads, { query: { resourceType: 'IOS,Windows' } })).toMatchObject({
      status: 400,
      value: { field: 'resourceType' },
    });
  });
});
