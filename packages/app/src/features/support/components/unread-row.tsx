import { Icon, ListRow, useStatusMark } from '@m/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../shared/safe-html';
import './support.css';

export interface UnreadRowProps {
  title: string;
  read: boolean;
  open: boolean;
  /** Id of the content panel the row's button controls. */
  panelId: string;
  /** The item's HTML, sanitized when shown. */
  content: string;
  /** The line under the title: a notice's start date, a mail's sent time. */
  description: ReactNode;
  onToggle: () => void;
  /**
   * The row's end: notices show a caret that turns when the item opens; the mail centre
   * shows the list's chevron, as its screen always has. Kept apart so neither screen changes.
   */
  end: 'caret' | 'chevron';
}

/**
 * One row of a list of read/unread items (notices, mail): a button that opens its content below,
 * one item at a time as the list decides. The unread dot is the ui status mark: the button is
 * described 'Unread' and carries data-unread.
 */
export function UnreadRow({ title, read, open, panelId, content, description, onToggle, end }: UnreadRowProps) {
  const { t } = useTranslation();
  const unread = useStatusMark('unread', { description: read ? null : t('support.notice.unread') });
  return (
    <li>
      <ListRow
        as="button"
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        {...unread.hostProps}
        title={
          <span className="m-support-list-title">
            {title}
            {unread.mark}
          </span>
        }
        description={description}
        {...(end === 'caret'
          ? { trailing: <Icon name="back" size={16} className={open ? 'm-support-caret m-support-caret--open' : 'm-support-caret'} /> }
          : { chevron: true })}
      />
      {open ? <SafeHtml id={panelId} className="m-support-content" html={content} /> : null}
    </li>
  );
}
