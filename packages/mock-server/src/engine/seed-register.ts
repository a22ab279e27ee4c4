import { BIRTHDAY_PATTERN, CONTENT_TYPE, type Announcement, type RegisterFieldName, type RegisterSettingsValue } from '@m/contracts';
import { seededAnnouncement } from './announcement-seed';

/**
 * Seeds of the registration area (A-050, A-061, G-005): fixed values, no faker draws, so adding
 * them leaves every other seeded value of a world unchanged. docs/decisions/account.md A-050 explains them.
 */

const rule = (enabled: boolean, required: boolean, pattern: string, message: RegisterFieldName | string) => ({
  enabled,
  required,
  pattern,
  message: `register.rules.${message}`,
});

/** the seeded registration settings (PATCH `registerSettings.fields.<name>` changes one). */
export function seedRegisterSettings(): RegisterSettingsValue {
  return {
    fields: {
      // 6-12 lower-case letters or digits, starting with a letter.
      username: rule(true, true, '^[a-z][a-z0-9]{5,11}$', 'username'),
      // 6-16 characters with at least one letter and one digit, no spaces (Test1234 passes).
      password: rule(true, true, '^(?=.*[A-Za-z])(?=.*\\d)\\S{6,16}$', 'password'),
      paymentPassword: rule(false, false, '^\\d{6}$', 'paymentPassword'),
      // the mobile message is error_phone_number_limit; 9-11 digits.
      mobileNum: rule(true, false, '^\\d{9,11}$', 'error_phone_number_limit'),
      verificationCode: rule(true, true, '^\\d{6}$', 'verificationCode'),
      idNumber: rule(false, false, '^[A-Za-z0-9]{6,20}$', 'idNumber'),
      qqNum: rule(false, false, '^\\d{5,12}$', 'qqNum'),
      facebook: rule(false, false, '^\\S{3,50}$', 'facebook'),
      wechat: rule(false, false, '^\\S{3,30}$', 'wechat'),
      line: rule(false, false, '^\\S{3,30}$', 'line'),
      whatsapp: rule(false, false, '^\\+?\\d{8,15}$', 'whatsapp'),
      zalo: rule(false, false, '^\\+?\\d{8,15}$', 'zalo'),
      email: rule(true, false, '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$', 'email'),
      nickname: rule(true, false, '^.{2,20}$', 'nickname'),
      payeeName: rule(false, false, '^.{2,40}$', 'payeeName'),
      // hidden by default (scenario register-birthday shows it, required); a real date,
      // not after today, of someone at least settings.info.register.minAge years old.
      birthday: rule(false, false, BIRTHDAY_PATTERN, 'birthday'),
      recommenderId: rule(false, false, '^[A-Za-z0-9]{4,12}$', 'recommenderId'),
      affiliateCode: rule(true, false, '^[A-Za-z0-9]{4,12}$', 'affiliateCode'),
    },
  };
}

/** one invitation code per seeded agent (agent001, agent002). */
export const seedAffiliateCodes = (): Record<string, string> => ({ AG0001: 'agent001', AG0002: 'agent002' });

/** Seeded announcements: the registration banner (m_reg, G-005), home banners and notices. */
export function seedAnnouncements(): Announcement[] {
  const B = CONTENT_TYPE.banner;
  const PL = CONTENT_TYPE.player;
  return [
    seededAnnouncement(
      1,
      B,
      'Welcome bonus for new members',
      '<p>Register today and get a <strong>100% first deposit bonus</strong>.</p>',
      '2026-01-01',
      { groupName: 'm_reg', imageUrl: '/banners/register-welcome.png' },
    ),
    seededAnnouncement(2, B, 'Invite friends, earn rewards', '<p>Share your link and earn with every friend who plays.</p>', '2026-01-02', {
      groupName: 'm_reg',
      imageUrl: '/banners/register-invite.png',
    }),
    seededAnnouncement(3, B, 'Weekend lottery jackpot', '<p>Every weekend draw carries a bigger jackpot.</p>', '2026-01-03', {
      imageUrl: '/banners/home-jackpot.png',
    }),
    seededAnnouncement(4, PL, 'Scheduled maintenance', '<p>Short maintenance on Sunday 03:00-04:00 UTC.</p>', '2026-01-04'),
  ];
}
