import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { translate } from '../../../shared/i18n/i18n';
import { localiseContent } from '../../../test/story-content';
import { storyCases } from '../../../test/story-harness';
import { textPattern } from '../../../test/story-waits';
import * as announcements from './announcement-list.stories';
import * as contact from './contact-menu.stories';
import * as download from './download-bar.stories';
import * as help from './help-page.stories';
import * as install from './install-guide.stories';
import * as marquee from './notice-marquee.stories';
import * as popup from './notice-popup.stories';
import * as menu from './support-menu.stories';
import * as inbox from './web-email-page.stories';

/** The story data's seeded content (story-data.ts) as shown: in the active language, without its markup. */
const shown = (html: string) => localiseContent(html).replace(/<[^>]+>/g, '');
/** An item whose accessible name begins with the seeded title (a date or a mark may follow). */
const titled = (title: string) => textPattern(localiseContent(title), { start: true });

/** Every support story renders on its own simulator world, plays, settles and shows its state. */
describe('support stories', () => {
  storyCases(announcements, {
    AnnouncementsEmpty: () => expect(screen.getByText(translate('no_announcement'))).toBeInTheDocument(),
    // the unread dot is the item's description (the status mark), not part of its name.
    AnnouncementsUnread: () => {
      expect(screen.getByRole('button', { name: titled('Deposit channel update') })).toHaveAccessibleDescription(
        translate('support.notice.unread'),
      );
      expect(screen.getByRole('button', { name: titled('Deposit channel update') })).toHaveAttribute('data-unread', 'true');
      expect(screen.getByRole('button', { name: titled('New lottery games added') })).toHaveAccessibleDescription('');
    },
    AnnouncementExpandedHostile: () => {
      expect(screen.getByRole('button', { name: textPattern(localiseContent('Deposit channel update')) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(screen.getByText(shown('<p>Short maintenance on Sunday 03:00-04:00 UTC.</p>'))).toBeInTheDocument();
      // The javascript: link is checked in Chromium (e2e/specs/support.spec.ts): under happy-dom DOMPurify
      // keeps attributes that follow a removed <script>.
      expect(document.querySelector('.m-support-content script')).toBeNull();
    },
  });
  storyCases(help, {
    HelpTerms: () => expect(screen.getByRole('heading', { name: localiseContent('Terms and conditions') })).toBeInTheDocument(),
    HelpHostile: () => {
      expect(
        screen.getByText(shown('<p>Games carry financial risk. Play only with money you can afford to lose.</p>')),
      ).toBeInTheDocument();
      expect(document.querySelector('.m-help script')).toBeNull();
    },
    HelpEmpty: () => expect(screen.getByText(translate('support.help.empty'))).toBeInTheDocument(),
  });
  storyCases(inbox, {
    InboxUnread: () => {
      expect(screen.getByText(translate('support.inbox.unread_count', { count: 1 }))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: titled('Your weekly rebate is ready') })).toHaveAccessibleDescription(
        translate('support.notice.unread'),
      );
      expect(screen.getByRole('button', { name: titled('Welcome to the lottery') })).toHaveAccessibleDescription('');
      expect(document.body).toHaveTextContent(shown('<p>Your rebate of <strong>12.50</strong> was credited to your wallet.</p>'));
    },
    InboxEmpty: () => expect(screen.getByText(translate('support.inbox.empty'))).toBeInTheDocument(),
  });
  storyCases(menu, {
    SupportMenuAll: () => {
      expect(screen.getByRole('dialog', { name: translate('support.menu.title') })).toBeInTheDocument();
      // the dots are descriptions of their entries, and their data-unread hooks.
      const unread = translate('support.menu.unread');
      expect(screen.getByRole('button', { name: translate('support.menu.live_chat') })).toHaveAccessibleDescription(unread);
      expect(screen.getByRole('button', { name: translate('support.menu.announcements') })).toHaveAccessibleDescription(unread);
      expect(screen.getByRole('button', { name: translate('support.menu.messages') })).toHaveAccessibleDescription('');
      expect(screen.getByRole('button', { name: translate('support.menu.messages') })).not.toHaveAttribute('data-unread');
    },
    SupportMenuFlagsOff: () => {
      expect(screen.queryByRole('button', { name: translate('support.menu.messages') })).toBeNull();
      expect(screen.queryByRole('button', { name: textPattern(translate('support.menu.live_chat'), { start: true }) })).toBeNull();
    },
  });
  storyCases(marquee, {
    // the dot is the inbox button's description, and its data-unread hook.
    MarqueeUnread: () => {
      const inbox = screen.getByRole('button', { name: translate('support.notice.inbox') });
      expect(inbox).toHaveAccessibleDescription(translate('support.notice.inbox_unread', { count: 3 }));
      expect(inbox).toHaveAttribute('data-unread', 'true');
    },
    MarqueeLoading: () => expect(screen.queryByRole('button', { name: translate('no_announcement') })).not.toBeInTheDocument(),
    MarqueeNoData: () => expect(screen.getByRole('button', { name: translate('no_announcement') })).toBeInTheDocument(),
  });
  storyCases(popup, {
    NoticePopup: () => expect(screen.getByRole('dialog', { name: localiseContent('Deposit channel update') })).toBeInTheDocument(),
  });
  storyCases(download, {
    DownloadBar: () => expect(screen.getByRole('button', { name: translate('support.download.bar_close') })).toBeInTheDocument(),
    DownloadPopup: () => {
      expect(screen.getByRole('button', { name: textPattern(translate('support.download.IOS')) })).toBeDisabled();
      expect(screen.getByRole('button', { name: translate('support.download.Android') })).toBeEnabled();
    },
  });
  storyCases(install, {
    InstallGuideIos: async () => {
      expect(screen.getByText(translate('support.install.step', { n: 1, total: 3 }))).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: translate('support.install.next') }));
      expect(screen.getByText(translate('support.install.step', { n: 2, total: 3 }))).toBeInTheDocument();
    },
    InstallGuideOldIosTips: () => expect(screen.getByRole('note')).toHaveTextContent('iOS 12.2'),
    AddToHomeAndroid: () => expect(screen.getByText(translate('support.install.popup_android'))).toBeInTheDocument(),
  });
  storyCases(contact, {
    ContactMenu: async () => {
      await userEvent.click(screen.getByRole('button', { name: translate('support.contact.open') }));
      for (const id of ['telegram', 'facebook', 'live_chat', 'whatsapp'])
        expect(screen.getByRole('button', { name: translate(`support.contact.${id}`) })).toBeInTheDocument();
    },
    ContactMenuBottom: () => expect(document.querySelector('.m-contact--bottom')).not.toBeNull(),
  });
});
