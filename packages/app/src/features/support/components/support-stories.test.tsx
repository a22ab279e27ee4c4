import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { storyCases } from '../../../test/story-harness';
import * as views from './support-views.stories';

/** Every support story renders on its own simulator world, plays, settles and shows its state. */
describe('support stories', () => {
  storyCases(views, {
    AnnouncementsEmpty: () => expect(screen.getByText('No announcements')).toBeInTheDocument(),
    // the unread dot is the item's description (the status mark), not part of its name.
    AnnouncementsUnread: () => {
      expect(screen.getByRole('button', { name: /^Deposit channel update/ })).toHaveAccessibleDescription('Unread');
      expect(screen.getByRole('button', { name: /^Deposit channel update/ })).toHaveAttribute('data-unread', 'true');
      expect(screen.getByRole('button', { name: /^New lottery games added/ })).toHaveAccessibleDescription('');
    },
    AnnouncementExpandedHostile: () => {
      expect(screen.getByRole('button', { name: /Deposit channel update/ })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('Short maintenance on Sunday 03:00-04:00 UTC.')).toBeInTheDocument();
      // The javascript: link is checked in Chromium (e2e/specs/support.spec.ts): under happy-dom DOMPurify
      // keeps attributes that follow a removed <script>.
      expect(document.querySelector('.m-support-content script')).toBeNull();
    },
    HelpTerms: () => expect(screen.getByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument(),
    HelpHostile: () => {
      expect(screen.getByText('Games carry financial risk. Play only with money you can afford to lose.')).toBeInTheDocument();
      expect(document.querySelector('.m-help script')).toBeNull();
    },
    HelpEmpty: () => expect(screen.getByText('No help topics yet')).toBeInTheDocument(),
    InboxUnread: () => {
      expect(screen.getByText('1 unread')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Your weekly rebate is ready/ })).toHaveAccessibleDescription('Unread');
      expect(screen.getByRole('button', { name: /^Welcome/ })).toHaveAccessibleDescription('');
      expect(document.body).toHaveTextContent('Your rebate of 12.50 was credited to your wallet.');
    },
    InboxEmpty: () => expect(screen.getByText('Your inbox is empty')).toBeInTheDocument(),
    SupportMenuAll: () => {
      expect(screen.getByRole('dialog', { name: 'Support' })).toBeInTheDocument();
      // the dots are descriptions of their entries, and their data-unread hooks.
      expect(screen.getByRole('button', { name: 'Live chat' })).toHaveAccessibleDescription('unread');
      expect(screen.getByRole('button', { name: 'Announcements' })).toHaveAccessibleDescription('unread');
      expect(screen.getByRole('button', { name: 'Messages' })).toHaveAccessibleDescription('');
      expect(screen.getByRole('button', { name: 'Messages' })).not.toHaveAttribute('data-unread');
    },
    SupportMenuFlagsOff: () => {
      expect(screen.queryByRole('button', { name: 'Messages' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Live chat/ })).toBeNull();
    },
    // the dot is the inbox button's description, and its data-unread hook.
    MarqueeUnread: () => {
      const inbox = screen.getByRole('button', { name: 'Inbox' });
      expect(inbox).toHaveAccessibleDescription('3 unread');
      expect(inbox).toHaveAttribute('data-unread', 'true');
    },
    MarqueeLoading: () => expect(screen.queryByRole('button', { name: 'No announcements' })).not.toBeInTheDocument(),
    MarqueeNoData: () => expect(screen.getByRole('button', { name: 'No announcements' })).toBeInTheDocument(),
    NoticePopup: () => expect(screen.getByRole('dialog', { name: 'Deposit channel update' })).toBeInTheDocument(),
    DownloadBar: () => expect(screen.getByRole('button', { name: 'Hide the download bar' })).toBeInTheDocument(),
    DownloadPopup: () => {
      expect(screen.getByRole('button', { name: /iOS app/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Android app' })).toBeEnabled();
    },
    InstallGuideIos: async () => {
      expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    },
    InstallGuideOldIosTips: () => expect(screen.getByRole('note')).toHaveTextContent('iOS 12.2'),
    AddToHomeAndroid: () => expect(screen.getByText(/Install app/)).toBeInTheDocument(),
    ContactMenu: async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
      for (const name of ['Telegram', 'Facebook', 'Live chat', 'WhatsApp'])
        expect(screen.getByRole('button', { name })).toBeInTheDocument();
    },
    ContactMenuBottom: () => expect(document.querySelector('.m-contact--bottom')).not.toBeNull(),
  });
});
