import { api } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { ruleWorld } from '../../testing/rule-kit';

type Listed = { player: { id: number; title: string; content: string }[]; popup: { title: string }[] };

/** Announcements in the site's display language: the world keeps English, the answer translates. */
describe('announcements in the display language', () => {
  const list = async (language?: string) => {
    const { call } = ruleWorld();
    return (
      await call<Listed>(api.announcements.list, { query: { types: 'PL,PU', groupName: 'm_home', ...(language ? { language } : {}) } })
    ).value;
  };

  it('answers the seeded titles and plain contents in Portuguese and Vietnamese, English without a language', async () => {
    const en = await list();
    const pt = await list('pt');
    const vi = await list('vi-VN');
    const title = (v: Listed, id: number) => v.player.find((a) => a.id === id)?.title;
    expect([title(en, 20), title(pt, 20), title(vi, 20)]).toEqual([
      'New lottery games added',
      'Novos jogos de loteria',
      'Đã thêm trò chơi xổ số mới',
    ]);
    expect(pt.player.find((a) => a.id === 20)?.content).toBe('<p>Três novos jogos de <em>loteria instantânea</em> já estão no ar.</p>');
    // The same items in the same order: only the words change.
    expect(pt.player.map((a) => a.id)).toEqual(en.player.map((a) => a.id));
    expect(await list('xx')).toEqual(en);
  });

  it('serves a text QA wrote as written, in every language', async () => {
    const { w, call } = ruleWorld();
    w.state.announcements = w.state.announcements.map((a) => (a.id === 20 ? { ...a, title: 'Typed by QA' } : a));
    const pt = (await call<Listed>(api.announcements.list, { query: { types: 'PL', groupName: 'm_home', language: 'pt' } })).value;
    expect(pt.player.find((a) => a.id === 20)?.title).toBe('Typed by QA');
  });
});
