import type { DownloadLink } from '@m/contracts';
import { iosAppUnsupported, unsupportedIosPwa, type DeviceInfo } from './device';

/** Inputs of the download bar's hide rules. */
export interface DownloadBarInput {
  device: DeviceInfo;
  /** localStorage hideDownloadBar is set. */
  hiddenByUser: boolean;
  /** localStorage webClip is set. */
  webClip: boolean;
  links: readonly DownloadLink[];
  /** DOWNLOADBARLOGIN is on (A-151, decided name). */
  loginRequired: boolean;
  loggedIn: boolean;
}

export type DownloadBarHideReason = 'user' | 'installed' | 'webClipNoIos' | 'unsupportedIosPwa' | 'login' | 'noLinks' | null;

const urlOf = (links: readonly DownloadLink[], type: DownloadLink['resourceType']) =>
  links.find((l) => l.resourceType === type && l.url !== '')?.url ?? null;

/** Why the bar is hidden, or null when it shows. The order is the order of the rules in A§4. */
export function downloadBarHideReason(i: DownloadBarInput): DownloadBarHideReason {
  if (i.hiddenByUser) return 'user';
  if (i.device.standalone && !i.device.ios) return 'installed';
  if (unsupportedIosPwa(i.device)) return 'unsupportedIosPwa';
  if (i.device.standalone) return 'installed';
  if (i.webClip && !urlOf(i.links, 'IOS')) return 'webClipNoIos';
  if (i.loginRequired && !i.loggedIn) return 'login';
  if (!downloadEntries(i.links, i.device).length) return 'noLinks';
  return null;
}

/** A running installed web app also stores the hidden flag. */
export const storesHiddenFlag = (reason: DownloadBarHideReason): boolean => reason === 'installed';

export interface DownloadEntry {
  resourceType: 'Android' | 'MOBILECONFIG' | 'IOS';
  url: string;
  /** iOS below 12.4 (A-151, decided): shown but disabled with the 12.4 note. */
  disabled: boolean;
}

/** the popup lists Android, the iOS profile and the iOS app, those with a link. */
export function downloadEntries(links: readonly DownloadLink[], device: DeviceInfo): DownloadEntry[] {
  const out: DownloadEntry[] = [];
  for (const type of ['Android', 'MOBILECONFIG', 'IOS'] as const) {
    const url = urlOf(links, type);
    if (url) out.push({ resourceType: type, url, disabled: type !== 'Android' && iosAppUnsupported(device) });
  }
  return out;
}

/** on iOS outside Safari a download shows 'Please use Safari for download App.' */
export const mustUseSafari = (device: DeviceInfo): boolean => device.ios && !device.safari;
