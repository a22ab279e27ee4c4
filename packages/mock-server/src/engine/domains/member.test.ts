import { api } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { setupWorld } from '../../testing/engine-harness';
import { PLAYER01_UNREAD } from '../unread-state';

/** A-101, G-017: unread counters and read marks per member; a trial session is refused all three. */

const setup = (scenario?: string) => setupWorld(scenario ? { scenario } : {});

const firstNoticeId = (w: ReturnType<typeof setup>['w']) =>
  w.state.announcements.find((a) => a.groupName === 'm_home' && a.type === 'PL')!.id;

describe('unread counters (A§7, G-017)', () => {
  it('gives player01 the seeded inbox and chat counts, and other members zero', async () => {
    const { w, send } = setup();
    const token = w.openSession('player01');
    expect(await send(api.member.inboxUnread, token)).toMatchObject({ code: 'OK', value: PLAYER01_UNREAD.inbox });
    expect(await send(api.member.chatUnread, token)).toMatchObject({ code: 'OK', value: { unReadCount: PLAYER01_UNREAD.chat } });
    const agent = w.openSession('agent001');
    expect((await send(api.member.inboxUnread, agent)).value).toBe(0);
  });

  it('follows a state PATCH of one account', async () => {
    const { w, send } = setup();
    w.patch({ unread: { player01: { inbox: 7 } } });
    expect((await send(api.member.inboxUnread, w.openSession('player01'))).value).toBe(7);
  });

  it('refuses the chat count while CBS3 is off (no.permission) and a guest (not.logged.in)', async () => {
    const { w, send } = setup();
    expect((await send(api.member.inboxUnread)).code).toBe('not.logged.in');
    w.patch({ settings: { info: { whitelabel: { CBS3: false } } } });
    expect((await send(api.member.chatUnread, w.openSession('player01'))).code).toBe('no.permission');
  });
});

describe('announcement read marks (A§4)', () => {
  it('marks one notice read for that member only', async () => {
    const { w, send } = setup();
    const id = firstNoticeId(w);
    const p1 = w.openSession('player01');
    const other = w.openSession('agent001');
    expect(await send(api.announcements.markRead, p1, { body: { announcementId: id, read: true } })).toMatchObject({
      code: 'OK',
      value: { announcementId: id, read: true },
    });
    const readOf = async (token?: string) => {
      const list = (await send(api.announcements.list, token, { query: { types: 'PL', groupName: 'm_home' } })).value as {
        player: { id: number; read: boolean }[];
      };
      return list.player.find((a) => a.id === id)!.read;
    };
    expect(await readOf(p1)).toBe(true);
    expect(await readOf(other)).toBe(false);
    expect(await readOf()).toBe(false);
  });

  it('refuses an unknown id', async () => {
    const { w, send } = setup();
    expect((await send(api.announcements.markRead, w.openSession('player01'), { body: { announcementId: 999999, read: true } })).code).toBe(
      'bad.request',
    );
  });
});

describe('trial sessions (A-101, A-178)', () => {
  it('get trial.forbidden on mark-read, inbox count and chat count', async () => {
    const { w, send } = setup('trial-user');
    const trial = w.openSession('trial1');
    for (const [endpoint, body] of [
      [api.announcements.markRead, { announcementId: firstNoticeId(w), read: true }],
      [api.member.inboxUnread, undefined],
      [api.member.chatUnread, undefined],
    ] as const) {
      expect(await send(endpoint, trial, { body })).toMatchObject({ status: 403, code: 'trial.forbidden' });
    }
    expect(w.state.unread.trial1).toBeUndefined();
  });
});

describe('reward centre in the display language', () => {
  it('titles the seeded rewards in PT and VI, English without a language; a claim answers in the language it names', async () => {
    const { w, send } = setup();
    const token = w.openSession('player01');
    const titles = async (language?: string) =>
      ((await send(api.member.rewards, token, { query: language ? { language } : {} })).value as Array<{ title: string }>).map(
        (r) => r.title,
      );
    expect((await titles())[0]).toBe('Daily check-in bonus');
    expect((await titles('pt'))[0]).toBe('Bônus de check-in diário');
    expect((await titles('vi'))[0]).toBe('Thưởng điểm danh hằng ngày');
    expect((await titles('pt')).length).toBe((await titles()).length);
    const claimed = await send(api.member.claimReward, token, { body: { id: 'R1', language: 'vi' } });
    expect((claimed.value as { reward: { title: string; status: string } }).reward).toMatchObject({
      title: 'Thưởng điểm danh hằng ngày',
      status: 'CLAIMED',
    });
    // The world keeps the reward as seeded: an English list after a Vietnamese claim.
    expect((await titles())[0]).toBe('Daily check-in bonus');
  });
});
