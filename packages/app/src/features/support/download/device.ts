/**
 * What the download rules need to know about the device (A-142..A-151), read from the user agent
 * and the display mode, so e2e can emulate iOS and Android user agents.
 */
export interface DeviceInfo {
  ios: boolean;
  android: boolean;
  /** iOS version as [major, minor], null when not iOS or unknown. */
  iosVersion: readonly [number, number] | null;
  /** Mobile Safari itself (not Chrome, Firefox, Edge or an in-app browser on iOS). */
  safari: boolean;
  /** Running as an installed web app (display-mode standalone or navigator.standalone). */
  standalone: boolean;
}

const IOS_OTHER_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|FBAN|FBAV|Instagram|Line\/|MicroMessenger|GSA\//;

export function parseDevice(userAgent: string, standalone: boolean): DeviceInfo {
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  const android = /Android/i.test(userAgent);
  const m = ios ? /OS (\d+)[_.](\d+)/.exec(userAgent) : null;
  const iosVersion = m ? ([Number(m[1]), Number(m[2])] as const) : null;
  const safari = ios && /Safari\//.test(userAgent) && /Version\//.test(userAgent) && !IOS_OTHER_BROWSER.test(userAgent);
  return { ios, android, iosVersion, safari, standalone };
}

export function currentDevice(): DeviceInfo {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  let standalone = nav.standalone === true;
  try {
    standalone ||= window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  } catch {
    // matchMedia unavailable: not standalone.
  }
  return parseDevice(nav.userAgent, standalone);
}

const below = (v: readonly [number, number] | null, major: number, minor: number): boolean =>
  v !== null && (v[0] < major || (v[0] === major && v[1] < minor));

/** install tips for iOS 11 or lower, or iOS 12 below 12.2. */
export const needsInstallTips = (d: DeviceInfo): boolean => d.ios && below(d.iosVersion, 12, 2);
/** A-151 (decided): the iOS app needs 12.4 or later; below, the iOS app entry is disabled with a note. */
export const iosAppUnsupported = (d: DeviceInfo): boolean => d.ios && below(d.iosVersion, 12, 4);
/** A-145 (decided): a home-screen web app on iOS below 12.2 cannot run the app page flow. */
export const unsupportedIosPwa = (d: DeviceInfo): boolean => d.ios && d.standalone && below(d.iosVersion, 12, 2);
