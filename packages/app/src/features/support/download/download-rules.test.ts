import type { DownloadLink } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { needsInstallTips, parseDevice } from './device';
import { downloadBarHideReason, downloadEntries, mustUseSafari, type DownloadBarInput } from './download-rules';

const IOS_SAFARI = (v: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1`;
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const links: DownloadLink[] = [
  { resourceType: 'Android', url: 'https://d.example/a.apk' },
  { resourceType: 'IOS', url: 'https://d.example/ios' },
  { resourceType: 'MOBILECONFIG', url: 'https://d.example/p.mobileconfig' },
];
const input = (over: Partial<DownloadBarInput> = {}): DownloadBarInput => ({
  device: parseDevice(ANDROID, false),
  hiddenByUser: false,
  webClip: false,
  links,
  loginRequired: false,
  loggedIn: false,
  ...over,
});

describe('device (A-148, A-149)', () => {
  it('reads iOS versions, Safari and Android', () => {
    expect(parseDevice(IOS_SAFARI('12_1'), false)).toMatchObject({ ios: true, iosVersion: [12, 1], safari: true });
    expect(parseDevice(IOS_CHROME, false)).toMatchObject({ ios: true, safari: false });
    expect(parseDevice(ANDROID, false)).toMatchObject({ android: true, ios: false });
  });
  it('shows install tips for iOS 11 or lower and 12 below 12.2', () => {
    expect(needsInstallTips(parseDevice(IOS_SAFARI('11_4'), false))).toBe(true);
    expect(needsInstallTips(parseDevice(IOS_SAFARI('12_1'), false))).toBe(true);
    expect(needsInstallTips(parseDevice(IOS_SAFARI('12_2'), false))).toBe(false);
    expect(needsInstallTips(parseDevice(ANDROID, false))).toBe(false);
  });
  it('asks for Safari on iOS outside Safari only', () => {
    expect(mustUseSafari(parseDevice(IOS_CHROME, false))).toBe(true);
    expect(mustUseSafari(parseDevice(IOS_SAFARI('16_0'), false))).toBe(false);
    expect(mustUseSafari(parseDevice(ANDROID, false))).toBe(false);
  });
});

describe('download bar hide rules (A-144, A-145, A-151)', () => {
  it('shows by default and hides for each rule', () => {
    expect(downloadBarHideReason(input())).toBeNull();
    expect(downloadBarHideReason(input({ hiddenByUser: true }))).toBe('user');
    expect(downloadBarHideReason(input({ device: parseDevice(ANDROID, true) }))).toBe('installed');
    expect(downloadBarHideReason(input({ device: parseDevice(IOS_SAFARI('12_1'), true) }))).toBe('unsupportedIosPwa');
    expect(downloadBarHideReason(input({ webClip: true, links: links.filter((l) => l.resourceType !== 'IOS') }))).toBe('webClipNoIos');
    expect(downloadBarHideReason(input({ webClip: true }))).toBeNull();
    expect(downloadBarHideReason(input({ loginRequired: true }))).toBe('login');
    expect(downloadBarHideReason(input({ loginRequired: true, loggedIn: true }))).toBeNull();
    expect(downloadBarHideReason(input({ links: [] }))).toBe('noLinks');
  });
  it('lists Android, profile and iOS app; iOS below 12.4 gets them disabled', () => {
    expect(downloadEntries(links, parseDevice(ANDROID, false)).map((e) => e.resourceType)).toEqual(['Android', 'MOBILECONFIG', 'IOS']);
    const old = downloadEntries(links, parseDevice(IOS_SAFARI('12_3'), false));
    expect(old.filter((e) => e.disabled).map((e) => e.resourceType)).toEqual(['MOBILECONFIG', 'IOS']);
  });
});
