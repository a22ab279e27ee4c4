import type { Announcement, HelpItem, Mail } from '@m/contracts';

/** Fixed story data; the hostile markup is what the simulator seeds (support-state.ts). */
export const HOSTILE =
  '<p>Claim your <b>bonus</b> now.</p><script>window.__pwned=1</script><a href="javascript:window.__pwned=1">Click here</a>';

const a = (id: number, title: string, content: string, startDate: string, read: boolean): Announcement => ({
  id, type: 'PL', groupName: 'm_home', title, content, startDate, read, imageUrl: '', sequence: id,
});
export const announcements: Announcement[] = [
  a(21, 'Deposit channel update', `<p>A new deposit channel is available.</p>${HOSTILE}`, '2026-01-07', false),
  a(20, 'New lottery games added', '<p>Three new <em>instant lottery</em> games are now live.</p>', '2026-01-06', true),
];
export const helpItems: HelpItem[] = [
  { id: 1, tag: '', title: 'How do I deposit?', content: '<p>Open <strong>Deposit</strong> from the menu.</p>' },
  { id: 4, tag: 'terms', title: 'Terms and conditions', content: '<p>You must be 18 or over.</p>' },
  { id: 5, tag: '', title: 'Responsible gaming', content: `<p>Play responsibly.</p>${HOSTILE}` },
];
export const mails: Mail[] = [
  { id: 105, title: 'Your weekly rebate is ready', content: '<p>Your rebate was credited.</p>', sentAt: '2026-01-09 09:30:00', read: false },
  { id: 101, title: 'Welcome', content: '<p>Welcome aboard!</p>', sentAt: '2026-01-02 10:00:00', read: true },
];
