import type { Announcement, HelpItem, Mail } from '@m/contracts';
import { localiseContent } from '../../../test/story-content';

/**
 * Fixed story data: the simulator's own seeded texts, in the toolbar's language through its own
 * translation table (as a call with `language` answers them). Functions, so a story reads them
 * when it renders, after the language is set. The hostile markup is what the simulator seeds in
 * its hostile-content scenario (support-state.ts).
 */
export const HOSTILE =
  '<p>Claim your <b>bonus</b> now.</p><script>window.__pwned=1</script><a href="javascript:window.__pwned=1">Click here</a>';

const l = (text: string) => localiseContent(text);

const a = (id: number, title: string, content: string, startDate: string, read: boolean): Announcement => ({
  id,
  type: 'PL',
  groupName: 'm_home',
  title: l(title),
  content,
  startDate,
  read,
  imageUrl: '',
  sequence: id,
});
/** `hostile`: the payload appended to the first one's text (its own stories only, served as written). */
export const announcements = ({ hostile = false } = {}): Announcement[] => [
  a(
    21,
    'Deposit channel update',
    `${l('<p>Short maintenance on Sunday 03:00-04:00 UTC.</p>')}${hostile ? HOSTILE : ''}`,
    '2026-01-07',
    false,
  ),
  a(20, 'New lottery games added', l('<p>Three new <em>instant lottery</em> games are now live.</p>'), '2026-01-06', true),
];
/** `hostile`: the payload appended to the last article (its own story only, served as written). */
export const helpItems = ({ hostile = false } = {}): HelpItem[] => [
  {
    id: 1,
    tag: '',
    title: l('How do I deposit?'),
    content: l(
      '<p>Open <strong>Deposit</strong> from the menu, choose a channel and follow the steps. Deposits arrive within minutes.</p>',
    ),
  },
  {
    id: 4,
    tag: 'terms',
    title: l('Terms and conditions'),
    content: l('<ul><li>Never share your password.</li><li>Change it regularly from the member centre.</li></ul>'),
  },
  {
    id: 5,
    tag: '',
    title: l('Responsible gaming'),
    content: `${l('<p>Games carry financial risk. Play only with money you can afford to lose.</p>')}${hostile ? HOSTILE : ''}`,
  },
];
export const mails = (): Mail[] => [
  {
    id: 105,
    title: l('Your weekly rebate is ready'),
    content: l('<p>Your rebate of <strong>12.50</strong> was credited to your wallet.</p>'),
    sentAt: '2026-01-09 09:30:00',
    read: false,
  },
  {
    id: 101,
    title: l('Welcome to the lottery'),
    content: l('<p>Try the weekend draw: every ticket counts twice.</p>'),
    sentAt: '2026-01-02 10:00:00',
    read: true,
  },
];
