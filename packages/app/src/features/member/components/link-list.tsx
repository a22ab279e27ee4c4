import { Icon, List, ListRow, type IconName } from '@m/ui';
import { Link } from 'react-router-dom';

export interface LinkListEntry {
  id: string;
  to: string;
  icon: IconName;
  label: string;
}

/** A list of page links in the site's one list style: icon, label, chevron. */
export function LinkList({ entries, label }: { entries: readonly LinkListEntry[]; label?: string }) {
  return (
    <List variant="inset" aria-label={label}>
      {entries.map((e) => (
        <li key={e.id}>
          <ListRow as={Link} to={e.to} leading={<Icon name={e.icon} size={20} />} title={e.label} chevron />
        </li>
      ))}
    </List>
  );
}
