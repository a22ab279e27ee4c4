import type { Announcement } from '@m/contracts';

/**
 * One seeded announcement, as every area that seeds some writes it (registration banners, home
 * notices, agent notices, the popup scenario): unread, its id as its sequence, a text notice of
 * home (group m_home, no image) unless it says otherwise. Its own module, so the area state modules
 * that seed announcements share it without importing each other.
 */
export function seededAnnouncement(
  id: number,
  type: Announcement['type'],
  title: string,
  content: string,
  startDate: string,
  { groupName = 'm_home', imageUrl = '' }: { groupName?: string; imageUrl?: string } = {},
): Announcement {
  return { id, type, groupName, title, content, startDate, read: false, imageUrl, sequence: id };
}
