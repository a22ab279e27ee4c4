import { describe, expect, it } from 'vitest';
import { supportMenuEntries } from './support-menu-rules';

describe('support menu gating (A-115, A-116)', () => {
  const member = { type: 0, labels: [] };
  it('shows all five entries for a member with MAILCEN and CBS3 on', () => {
    expect(supportMenuEntries({ mailcen: true, cbs3: true, member })).toEqual([
      'customer',
      'messages',
      'announcements',
      'liveChat',
      'help',
    ]);
  });
  it('hides messages without MAILCEN and live chat without CBS3', () => {
    expect(supportMenuEntries({ mailcen: false, cbs3: false, member })).toEqual(['customer', 'announcements', 'help']);
  });
  it('hides live chat for a guest, a trial (type 4) and a nochat member', () => {
    for (const m of [null, { type: 4, labels: [] }, { type: 0, labels: ['vip', 'nochat'] }]) {
      expect(supportMenuEntries({ mailcen: true, cbs3: true, member: m })).not.toContain('liveChat');
    }
    expect(supportMenuEntries({ mailcen: true, cbs3: true, member: { type: 1, labels: ['vip'] } })).toContain('liveChat');
  });
});
