import type { AvatarValue } from '@m/contracts';
import { useSessionStore } from '../../shared/stores/session-store';
import { siteImageCdn } from '../../shared/site-image';
import { useSettingsStore } from '../../shared/stores/settings-store';
import { safeUrl } from '../../shared/safe-url';
import { useAvatar, useMemberInfo } from '../../shared/session/member-info';

/** CUSTOM is a URL (through safeUrl); STATIC an image name under the avatar path, `.png` added. */
export function avatarSrc(avatar: AvatarValue | null, cdn: string, avatarPath: string): string | null {
  if (!avatar) return null;
  if (avatar.avatarType === 'CUSTOM') return safeUrl(avatar.avatar);
  return `${cdn.replace(/\/+$/, '')}${avatarPath}${avatar.avatar}.png`;
}

/** Who is logged in, for the member bar and the member centre (A-160: nickname, else account). */
export function useProfile() {
  const session = useSessionStore((s) => s.session);
  // Loaded once per session and shared with every screen that shows who is logged in.
  const info = useMemberInfo();
  const avatar = useAvatar();
  const settings = useSettingsStore((s) => s.settings);
  const account = info?.account ?? session?.userName ?? '';
  return {
    session,
    info,
    account,
    name: info?.nickname || account,
    vip: info?.clubLabel?.labelName ?? null,
    avatarUrl: avatarSrc(avatar, siteImageCdn(settings), settings?.info.paths.avatar ?? '/avatars/'),
    avatarType: avatar?.avatarType ?? null,
  };
}
