import type { AvatarValue } from '@m/contracts';
import { useLoad } from '../../shared/api/query-cache';
import { useMemberStore } from '../../shared/stores/member-store';
import { useSessionStore } from '../../shared/stores/session-store';
import { siteImageCdn } from '../../shared/site-image';
import { useSettingsStore } from '../../shared/stores/settings-store';
import { safeUrl } from '../../shared/safe-url';
import { getAvatar } from '../../shared/session/get-avatar';
import { getMemberInfo } from '../../shared/session/get-member-info';

/** CUSTOM is a URL (through safeUrl); STATIC an image name under the avatar path, `.png` added. */
export function avatarSrc(avatar: AvatarValue | null, cdn: string, avatarPath: string): string | null {
  if (!avatar) return null;
  if (avatar.avatarType === 'CUSTOM') return safeUrl(avatar.avatar);
  return `${cdn.replace(/\/+$/, '')}${avatarPath}${avatar.avatar}.png`;
}

/** Loads member info and avatar into the shared member store when missing (a reload keeps only the session). */
async function loadProfile(token: string): Promise<void> {
  const store = useMemberStore.getState();
  const [info, avatar] = await Promise.allSettled([
    store.info ? Promise.resolve(store.info) : getMemberInfo(),
    store.avatar ? Promise.resolve(store.avatar) : getAvatar(),
  ]);
  if (useSessionStore.getState().session?.token !== token) return;
  if (info.status === 'fulfilled') store.setInfo(info.value);
  if (avatar.status === 'fulfilled') store.setAvatar(avatar.value);
}

/** Who is logged in, for the member bar and the member centre (A-160: nickname, else account). */
export function useProfile() {
  const session = useSessionStore((s) => s.session);
  const info = useMemberStore((s) => s.info);
  const avatar = useMemberStore((s) => s.avatar);
  const settings = useSettingsStore((s) => s.settings);
  // Each screen that shows the profile fills what the store misses; screens open together share one load per session.
  const token = session?.token ?? null;
  useLoad(token === null ? null : ['member.profile', token], () => loadProfile(token ?? ''));
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
