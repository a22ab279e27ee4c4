import { CONTENT_TYPE } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { seededAnnouncement } from './announcement-seed';

describe('seededAnnouncement', () => {
  it('is an unread text notice of home, its id as its sequence, unless told a group or an image', () => {
    expect(seededAnnouncement(20, CONTENT_TYPE.player, 'Title', '<p>Body</p>', '2026-01-06')).toEqual({
      id: 20,
      type: CONTENT_TYPE.player,
      groupName: 'm_home',
      title: 'Title',
      content: '<p>Body</p>',
      startDate: '2026-01-06',
      read: false,
      imageUrl: '',
      sequence: 20,
    });
    expect(
      seededAnnouncement(1, CONTENT_TYPE.banner, 'Banner', '', '2026-01-01', { groupName: 'm_reg', imageUrl: '/banners/b.png' }),
    ).toMatchObject({
      groupName: 'm_reg',
      imageUrl: '/banners/b.png',
      sequence: 1,
    });
  });

  it('keeps the contract order of the fields, so a seeded world serialises as before', () => {
    expect(Object.keys(seededAnnouncement(1, CONTENT_TYPE.agent, 't', 'c', '2026-01-01'))).toEqual([
      'id',
      'type',
      'groupName',
      'title',
      'content',
      'startDate',
      'read',
      'imageUrl',
      'sequence',
    ]);
  });
});
